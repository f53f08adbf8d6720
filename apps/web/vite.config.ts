import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Vendor code is grouped by when it is needed, so `/` downloads only React, the router and the
 * contracts, while forms, dialogs and tooltips arrive with the screens that use them.
 */
const chunkGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
  {
    name: 'radix',
    test: /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll.*|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|tslib)[\\/]/,
  },
];

/**
 * The shared package only declares constants, schemas and functions, so a module of it that
 * nothing uses can be dropped; without this, one constant imported on `/` would pull in zod.
 */
const sharedHasNoSideEffects: Plugin = {
  name: 'shared-has-no-side-effects',
  apply: 'build',
  transform(code, id) {
    if (/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id)) {
      return { code, map: null, moduleSideEffects: false };
    }
  },
};

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), sharedHasNoSideEffects],
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  test: {
    name: 'web',
    root,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // Component tests render real Radix dialogs in jsdom; a busy CI machine needs headroom.
    testTimeout: 60_000,
  },
});
