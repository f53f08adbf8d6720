import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
