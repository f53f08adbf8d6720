import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { reportOcrAvailability } from './jobs/ocr-availability';

/** Process entry point: validated config, the app, and a graceful shutdown. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: forcing exit');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // close() stops accepting, waits for in-flight requests, then runs the onClose hooks
    // (worker pool, database).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  // The first report would otherwise wait for the renderer process to start (about a second).
  app.reports.warmUp().catch((error: unknown) => {
    app.log.error({ err: error }, 'report renderer did not start; it will be tried again on use');
  });
  if (!config.runWorkers) {
    app.log.info('RUN_WORKERS=false: analyses run in the worker processes (npm run worker)');
  } else {
    await reportOcrAvailability(app.log);
  }
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
