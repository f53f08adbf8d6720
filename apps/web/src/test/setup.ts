import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor wait for a condition, with no deadline of their own: on a busy machine a
// render or a lazy screen's first import may take many seconds, so the test's timeout (60 s,
// vite.config.ts) is the bound; this one only ends just before it, to fail with the condition.
configure({ asyncUtilTimeout: 55_000 });

// jsdom lacks ResizeObserver, which Radix's positioning relies on.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Analytics loads its sender lazily; loading it up front makes every event reach `fetch` within
// the test that caused it instead of leaking into a later test's mock.
await import('../analytics/send-event');

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
