import type { FastifyBaseLogger } from 'fastify';

/**
 * A repeat of the first signal within this time is the same stop, not a second one: Ctrl-C reaches
 * every process of the terminal's group, and `npm run` forwards the signal it got to its child too.
 */
const REPEAT_WINDOW_MS = 1_000;
/** Time for closing connections and the database once the analyses have been drained. */
const CLOSE_MARGIN_MS = 10_000;

/**
 * Stops the process gracefully on SIGTERM (docker stop, Kubernetes) and SIGINT (Ctrl-C): `stop`
 * drains (stops accepting work, lets running work end within `graceMs`, puts the rest back in the
 * queue) and the process exits 0. A second signal, or a stop that outlives its grace, exits 1 at
 * once: whatever was running is requeued by the next start (embedded) or once its lease is stale.
 */
export function stopOnSignals(options: {
  log: FastifyBaseLogger;
  graceMs: number;
  stop: () => Promise<void>;
}): void {
  const { log, graceMs, stop } = options;
  let firstAt: number | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstAt !== null) {
      if (Date.now() - firstAt < REPEAT_WINDOW_MS) return;
      log.warn({ signal }, 'second signal: forcing exit');
      process.exit(1);
    }
    firstAt = Date.now();
    log.info({ signal, graceMs }, 'shutting down: draining requests and analyses');
    setTimeout(() => {
      log.error({ graceMs }, 'shutdown took too long: forcing exit');
      process.exit(1);
    }, graceMs + CLOSE_MARGIN_MS).unref();
    stop().then(
      () => {
        log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/**
 * Logs a promise rejection nobody handled instead of letting Node end the process. pg-boss does
 * not await the calls that record a job's outcome: during a PostgreSQL restart they reject, and
 * the default would kill a worker that has nothing wrong (the job is retried once it expires, and
 * the analysis' own outcome is already stored, see AnalysisSlot.finish).
 */
export function logUnhandledRejections(log: FastifyBaseLogger): void {
  process.on('unhandledRejection', (reason: unknown) => {
    log.error({ err: reason }, 'unhandled promise rejection (process kept running)');
  });
}
