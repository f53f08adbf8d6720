import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'analyzer',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Bounds for a hung test on a 2-core machine CI may share, never a speed target.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
