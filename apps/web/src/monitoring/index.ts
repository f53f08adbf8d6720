import { config } from '../config';

/**
 * Starts error reporting with @sentry/react when `VITE_SENTRY_DSN` is set, with SPEC.md §9's
 * sample rates and environment. Imported lazily so it never weighs on `/`.
 */
export async function initMonitoring(): Promise<void> {
  const dsn = config.sentryDsn;
  if (!dsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    environment: 'production',
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    tracesSampleRate: 0.1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
    // Browsers report this benign layout notice as an error (SPEC.md §8).
    ignoreErrors: [/ResizeObserver loop/],
  });
}
