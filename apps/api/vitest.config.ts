import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own database (PGlite compiles its WASM per worker) on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
