import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { logUnhandledRejections, stopOnSignals } from './lifecycle';
import { reportOcrAvailability } from './jobs/ocr-availability';
import { startHealthServer } from './health-server';
import { productionWarnings } from './startup-warnings';
import { watchQueue } from './metrics';

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
  for (const warning of productionWarnings(config)) app.log.warn(warning);
  // Its own port, never behind the load balancer: the public cannot read it.
  const metricsServer =
    config.metricsPort === null
      ? null
      : await startHealthServer({
          db: app.db,
          host: config.host,
          port: config.metricsPort,
          log: app.log,
        });
  if (metricsServer) watchQueue(app.db);
  // close() stops accepting, waits for in-flight requests and closes the event streams, then runs
  // the onClose hooks (analyses drained within the grace, then the database).
  logUnhandledRejections(app.log);
  stopOnSignals({
    log: app.log,
    graceMs: config.shutdownGraceMs,
    stop: async () => {
      metricsServer?.close();
      await app.close();
    },
  });

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
