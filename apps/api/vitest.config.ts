import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own database (PGlite compiles its WASM per worker) on a 2-core machine
    // that CI may share with other work: bounds for a hung test, never a speed target.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
