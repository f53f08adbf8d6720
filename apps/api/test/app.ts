import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { buildApp, type App, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { createTestDatabase, TEST_DATA_KEY } from './db';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  config: Config;
  /** Closes the app, drops the database and removes the temporary DATA_DIR. */
  close(): Promise<void>;
}

/**
 * An app on a fresh database and a temporary DATA_DIR, for `app.inject` tests. Not yet ready:
 * a test may still add routes before its first `inject`.
 * `env` overrides environment variables (e.g. WEB_DIST_DIR).
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    logStream?: Writable;
    /** Shared database (the caller closes it); default: a fresh one closed with the app. */
    database?: DatabaseHandle;
    /** Shared DATA_DIR (the caller removes it); default: a temporary one removed with the app. */
    dataDir?: string;
    /** Whether the app runs analyses; default: no, so tests without uploads start no process. */
    workers?: boolean;
    /** Test seams of the job machinery (AppDeps.jobs). */
    jobs?: AppDeps['jobs'];
    /** Test seams of the staff notifier (AppDeps.staffNotifier). */
    staffNotifier?: AppDeps['staffNotifier'];
  } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'contrato-claro-api-')));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_ENCRYPTION_KEY: TEST_DATA_KEY,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // A test closing its app does not wait for the analyses it left running.
    SHUTDOWN_GRACE_MS: '0',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp(config, {
    database,
    workers: options.workers ?? false,
    jobs: options.jobs,
    staffNotifier: options.staffNotifier,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
