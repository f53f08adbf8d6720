import { hostname } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { openDataKeyring } from './db/encryption';
import { openAnalysisJobs } from './jobs/analysis-jobs';
import { startHealthServer } from './health-server';
import { logUnhandledRejections, stopOnSignals } from './lifecycle';
import { LOG_SERIALIZERS } from './loggable-error';
import { watchQueue } from './metrics';
import { reportOcrAvailability } from './jobs/ocr-availability';

/**
 * Entry point of an analysis worker (scale-out mode, `npm run worker`): takes jobs from pg-boss
 * on DATABASE_URL and runs them in killable child processes, reading the uploads from
 * DATA_DIR/files (shared with the API processes). Any number may run.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env, process.cwd(), 'worker');
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // pid and host stay in every line (pino's default base, which `base` replaces).
  const log = pino({
    level: config.logLevel,
    base: { pid: process.pid, hostname: hostname(), component: 'analysis-worker' },
    serializers: LOG_SERIALIZERS,
  });
  await openDataKeyring(config);
  const database = await openDatabase({
    kind: 'server',
    url: config.databaseUrl!,
    onPoolError: (error) => log.error({ err: error }, 'database pool error'),
  });
  const jobs = await openAnalysisJobs({
    database,
    log,
    filesDir: path.join(config.dataDir, 'files'),
    analysis: config.analysis,
    runWorkers: true,
    listen: false,
    shutdownGraceMs: config.shutdownGraceMs,
  });

  logUnhandledRejections(log);
  stopOnSignals({
    log,
    graceMs: config.shutdownGraceMs,
    stop: async () => {
      await jobs.stop();
      health.close();
      await database.close();
    },
  });

  watchQueue(database.db);
  const health = await startHealthServer({
    db: database.db,
    host: config.host,
    port: config.workerHealthPort,
    log,
  });
  await jobs.start();
  log.info(
    { concurrency: config.analysis.concurrency, healthPort: config.workerHealthPort },
    'analysis worker started',
  );
  await reportOcrAvailability(log);
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
