import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser tests: one real API (with the built SPA) for the whole run, started by the global
 * setup, and one Chromium per test file. Files run one after the other: the machine is small
 * and the flows share the API's upload rate limit.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // expect.poll waits for a condition; its default 1 s is shorter than one round trip to the
    // API on a busy machine. Bounded just under the test's timeout, to fail with the condition.
    expect: { poll: { timeout: 80_000 } },
  },
});
