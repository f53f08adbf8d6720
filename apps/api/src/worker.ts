import path from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { openAnalysisJobs } from './jobs/analysis-jobs';
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

  const log = pino({ level: config.logLevel, base: { component: 'analysis-worker' } });
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
  });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: forcing exit (running jobs will be retried)');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'shutting down: finishing running analyses');
    jobs
      .stop()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await jobs.start();
  log.info({ concurrency: config.analysis.concurrency }, 'analysis worker started');
  await reportOcrAvailability(log);
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
