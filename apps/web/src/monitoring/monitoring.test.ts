import { afterEach, describe, expect, it, vi } from 'vitest';

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  browserTracingIntegration: vi.fn(() => 'tracing'),
  replayIntegration: vi.fn(() => 'replay'),
}));
vi.mock('@sentry/react', () => sentry);

async function loadMonitoring() {
  vi.resetModules();
  return import('./index');
}

describe('monitoring', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.clearAllMocks();
  });

  it('stays off without a DSN', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', '');
    await (await loadMonitoring()).initMonitoring();
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it('starts Sentry with the SPEC §9 rates, production, ignoring the ResizeObserver loop', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', 'https://key@sentry.example/1');
    await (await loadMonitoring()).initMonitoring();
    expect(sentry.init).toHaveBeenCalledOnce();
    const options = sentry.init.mock.calls[0]![0];
    expect(options).toMatchObject({
      dsn: 'https://key@sentry.example/1',
      environment: 'production',
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1.0,
      integrations: ['tracing', 'replay'],
    });
    const [ignored] = options.ignoreErrors;
    expect(ignored.test('ResizeObserver loop limit exceeded')).toBe(true);
    expect(ignored.test('ResizeObserver loop completed with undelivered notifications.')).toBe(
      true,
    );
    expect(ignored.test('TypeError: x is undefined')).toBe(false);
  });
});
