import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { FAKE_ANALYZER, PDF_BYTES, upload, waitForOutcome } from '../../test/contracts';
import { createTestDatabase, isServerDatabase, TEST_DATA_KEY } from '../../test/db';
import type { DatabaseHandle } from '../db/client';
import { analyses } from '../db/schema';
import { ANALYZER_MODULE_ENV } from './protocol';
import { waitUntil } from '../../test/wait';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const ANALYSIS_ENV = {
  ANALYSIS_CONCURRENCY: '1',
  UPLOADS_PER_MINUTE: '1000',
  WORKER_HEALTH_PORT: '0',
};

/** The local PostgreSQL cluster of TEST_DATABASE_URL (Debian's pg_ctlcluster). */
const cluster = (action: 'stop' | 'start') => {
  const version = execFileSync('ls', ['/etc/postgresql']).toString().trim();
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', action]);
};

/**
 * PostgreSQL stops under a running analysis and comes back a few seconds later (kept short: other
 * tests may share the server). The worker process must live through it, store the analysis'
 * outcome once the database is back (not redo it), and go on taking jobs; the API says it is not
 * ready meanwhile.
 */
describe.skipIf(!isServerDatabase)('a PostgreSQL restart (runs with TEST_DATABASE_URL)', () => {
  let database: DatabaseHandle & { mode: 'server' };
  let dataDir: string;
  let api: TestApp;
  let worker: ChildProcess;
  let log = '';

  beforeAll(async () => {
    const handle = await createTestDatabase();
    if (handle.mode !== 'server') throw new Error('needs a PostgreSQL server');
    database = handle;
    dataDir = await mkdtemp(path.join(tmpdir(), 'contrato-claro-pg-restart-'));
    api = await buildTestApp({ database, dataDir, env: ANALYSIS_ENV });
    await api.app.ready();
    worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        ...ANALYSIS_ENV,
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        DATA_ENCRYPTION_KEY: TEST_DATA_KEY,
        [ANALYZER_MODULE_ENV]: FAKE_ANALYZER,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    worker.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    while (!log.includes('analysis worker started')) {
      if (worker.exitCode !== null) throw new Error('worker exited');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  afterAll(async () => {
    worker?.kill('SIGKILL');
    await api?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const ready = async () => (await api.app.inject({ method: 'GET', url: '/api/ready' })).statusCode;

  it('keeps the worker alive, stores the outcome once back, and reports not ready meanwhile', async () => {
    const { id, cookie } = await upload(api.app, 'slow.pdf', PDF_BYTES); // ~3 s of stages
    for (;;) {
      const [row] = await database.db.select().from(analyses).where(eq(analyses.id, id));
      if (row?.stage) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    cluster('stop');
    try {
      expect(await ready()).toBe(503);
      // The analysis ends while the database is down: its outcome waits.
      await waitUntil(() => log.includes('outcome not stored yet'), 100);
      expect(log).toContain('outcome not stored yet');
    } finally {
      cluster('start');
    }

    const outcome = await waitForOutcome(api.app, id, { cookie });
    expect(outcome.status).toBe('done');
    const [row] = await database.db.select().from(analyses).where(eq(analyses.id, id));
    expect(row).toMatchObject({ status: 'done', attempts: 1 }); // stored, not redone
    expect(worker.exitCode).toBeNull();
    expect(await ready()).toBe(200);

    const next = await upload(api.app, 'contrato.pdf', PDF_BYTES);
    expect((await waitForOutcome(api.app, next.id, { cookie: next.cookie })).status).toBe('done');
  }, 240_000);
});
