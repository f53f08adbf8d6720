import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZContractStatus } from '@contrato-claro/shared';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { FAKE_ANALYZER, PDF_BYTES, upload, waitForOutcome } from '../../test/contracts';
import { createTestDatabase, isServerDatabase, TEST_DATA_KEY } from '../../test/db';
import { freePort } from '../../test/processes';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { analyses } from '../db/schema';
import { openAnalysisJobs, type AnalysisJobs } from './analysis-jobs';
import { ANALYZER_MODULE_ENV } from './protocol';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const REPO_DIR = fileURLToPath(new URL('../../../..', import.meta.url));
const STARTED = 'analysis worker started';
const ANALYSIS_ENV = {
  WORKER_HEALTH_PORT: '0', // several workers at once: any free port
  ANALYSIS_CONCURRENCY: '2',
  ANALYSIS_TIMEOUT_MS: '4000',
  // A job's expiry (this × the timeout + 60 s) beyond any test: workers come back by lease.
  ANALYSIS_CLOCK_FACTOR: '100',
  ANALYSIS_MEMORY_MB: '300',
  UPLOADS_PER_MINUTE: '1000',
};

/**
 * Scale-out mode on a real PostgreSQL server (TEST_DATABASE_URL): API instances that run no
 * analysis, the real worker entry point (`src/worker.ts`) as separate processes, pg-boss between
 * them and NOTIFY carrying the progress back to any API instance.
 */
describe.skipIf(!isServerDatabase)('scale-out (runs with TEST_DATABASE_URL)', () => {
  let database: DatabaseHandle & { mode: 'server' };
  let dataDir: string;
  let uploader: TestApp;
  let reader: TestApp;
  const apps: TestApp[] = [];
  const workers = new Set<ChildProcess>();
  const inProcessWorkers: AnalysisJobs[] = [];

  const startApi = async (jobs: { expireInSeconds?: number } = {}) => {
    const testApp = await buildTestApp({ database, dataDir, env: ANALYSIS_ENV, jobs });
    apps.push(testApp);
    await testApp.app.ready();
    return testApp;
  };

  /**
   * Starts `npm run worker`'s entry point (through npm itself with `viaNpm`, at the repository's
   * root, as documented); resolves once it takes jobs.
   */
  const startWorkerProcess = async (
    options: { viaNpm?: boolean; env?: Record<string, string> } = {},
  ): Promise<ChildProcess> => {
    const [command, args, cwd] = options.viaNpm
      ? ['npm', ['run', 'worker'], REPO_DIR]
      : [process.execPath, ['--import', 'tsx', 'src/worker.ts'], API_DIR];
    const child = spawn(command, args, {
      cwd,
      env: {
        ...process.env,
        ...ANALYSIS_ENV,
        ...options.env,
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        DATA_ENCRYPTION_KEY: TEST_DATA_KEY,
        LOG_LEVEL: 'info',
        [ANALYZER_MODULE_ENV]: FAKE_ANALYZER,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    workers.add(child);
    child.once('exit', () => workers.delete(child));
    // Its log is read (and drained, so the pipe never fills) until it says it has started.
    let log = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        if (log.includes(STARTED)) return;
        log += chunk.toString();
        if (log.includes(STARTED)) resolve();
      });
      child.once('exit', (code) => reject(new Error(`worker exited before starting (${code})`)));
    });
    return child;
  };

  /** An analysis worker inside the test process, with short pg-boss intervals by default. */
  const startInProcessWorker = async (env: Record<string, string> = {}, pollMs = 500) => {
    const jobs = await openAnalysisJobs({
      database,
      log: pino({ level: 'silent' }),
      filesDir: path.join(dataDir, 'files'),
      analysis: loadConfig({ ...ANALYSIS_ENV, ...env }).analysis,
      runWorkers: true,
      listen: false,
      shutdownGraceMs: 0,
      tuning: { analyzerModule: FAKE_ANALYZER, pollMs, maintenanceIntervalSeconds: 1 },
    });
    inProcessWorkers.push(jobs);
    await jobs.start();
    return jobs;
  };

  /**
   * The only worker left: in the test process, polling once an hour, past its first fetch (it ran
   * a first job to its end). Within a test, only a notification, or the end of a job, can start
   * another one: that a job completes at all proves it, however slow the machine.
   */
  const startOnlySlowPollingWorker = async (env: Record<string, string> = {}) => {
    for (const jobs of inProcessWorkers.splice(0)) await jobs.stop();
    for (const child of workers) child.kill('SIGKILL');
    await startInProcessWorker(env, 3_600_000);
    const first = await upload(uploader.app, 'primeiro.pdf', PDF_BYTES);
    await waitForOutcome(reader.app, first.id, { cookie: first.cookie });
  };

  const rowOf = async (id: string) =>
    (await database.db.select().from(analyses).where(eq(analyses.id, id)))[0];

  beforeAll(async () => {
    const handle = await createTestDatabase();
    if (handle.mode !== 'server') throw new Error('scale-out needs a PostgreSQL server');
    database = handle;
    dataDir = await mkdtemp(path.join(tmpdir(), 'contrato-claro-scale-out-'));
    uploader = await startApi();
    reader = await startApi();
  });
  afterAll(async () => {
    for (const child of workers) child.kill('SIGKILL');
    for (const jobs of inProcessWorkers) await jobs.stop();
    for (const testApp of apps) await testApp.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('accepts no upload whose job cannot be queued: neither a row nor a file remains', async () => {
    // A real failure of pg-boss: its queue is gone (the next API start declares it again).
    await database.db.execute(sql`select pgboss.delete_queue('analysis')`);
    const { response } = await upload(uploader.app, 'perdido.pdf', PDF_BYTES);
    expect(response.statusCode).toBe(500);
    expect(await database.db.select().from(analyses)).toEqual([]);
    expect(await readdir(path.join(dataDir, 'files'))).toEqual([]);
    await startApi();
  });

  it('analyses in a worker process an upload made to one instance, and streams every stage to another', async () => {
    const { id, cookie } = await upload(uploader.app, 'slow.pdf', PDF_BYTES);
    // The stream opens while the job waits: no worker runs yet.
    const stream = reader.app.inject({
      method: 'GET',
      url: `/api/contracts/${id}/events`,
      headers: { cookie },
    });
    while (reader.app.analysisJobs.bus.listenerCount(id) === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await startWorkerProcess();

    const events = (await stream).body
      .split('\n\n')
      .filter((block) => block.startsWith('data: '))
      .map((block) => ZContractStatus.parse(JSON.parse(block.slice(6))));
    // Stages come 750 ms apart, faster than the streams' 2 s polling: only NOTIFY shows them all.
    expect(events.map((event) => event.progress.stage).filter(Boolean)).toEqual(
      expect.arrayContaining([
        'extraindo texto',
        'identificando cláusulas',
        'analisando riscos',
        'calculando nota',
      ]),
    );
    expect(events.at(-1)).toMatchObject({ status: 'done', progress: { percent: 100 } });

    const status = await waitForOutcome(reader.app, id, { cookie });
    expect(status.preview?.userServiceId).toBe(id);
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 1, filePath: null });
  });

  it('fails hostile files with the same codes as embedded mode', async () => {
    const names = ['spin.pdf', 'memory.pdf', 'crash.pdf', 'ok.pdf'];
    const uploads = await Promise.all(names.map((name) => upload(uploader.app, name, PDF_BYTES)));
    // One client's jobs run one at a time; the loop spends 4 s of CPU, however slow that is.
    const outcomes = await Promise.all(
      uploads.map(({ id, cookie }) => waitForOutcome(reader.app, id, { cookie })),
    );
    expect(outcomes.map((outcome) => outcome.error?.code ?? outcome.status)).toEqual([
      'ANALYSIS_TIMEOUT',
      'DOCUMENT_TOO_LARGE',
      'ANALYSIS_FAILED',
      'done',
    ]);
  }, 600_000);

  it('gives another worker, by its lease, the job of a worker process killed with -9; progress never goes back', async () => {
    // The job's expiry (ANALYSIS_CLOCK_FACTOR × ANALYSIS_TIMEOUT_MS + 60 s, over 7 minutes) is
    // beyond this test's time: only the lease (15 s) can bring it back.
    const { id, cookie } = await upload(uploader.app, 'slow.pdf', PDF_BYTES);
    for (;;) {
      const row = await rowOf(id);
      if (row?.status === 'processing' && row.stage === 'analisando riscos') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const percentAtKill = (await rowOf(id))!.percent;
    for (const child of workers) {
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    }
    await startInProcessWorker();

    // What the uploader sees meanwhile, as the web app polls it.
    const seen: number[] = [];
    let status;
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const response = await reader.app.inject({
        method: 'GET',
        url: `/api/contracts/${id}`,
        headers: { cookie },
      });
      status = ZContractStatus.parse(response.json());
      seen.push(status.progress.percent);
    } while (status.status !== 'done' && status.status !== 'failed');

    expect(status.status).toBe('done');
    expect(seen[0]).toBeGreaterThanOrEqual(percentAtKill);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 2 });
  }, 240_000);

  it('fails, with the reason, an analysis whose job ran out of retries', async () => {
    // Every attempt outlives a one-second expiry (the analysis hangs for longer than that, and
    // its slot stays busy): pg-boss gives the job up three times.
    for (const jobs of inProcessWorkers.splice(0)) await jobs.stop();
    await startInProcessWorker({ ANALYSIS_CONCURRENCY: '1', ANALYSIS_TIMEOUT_MS: '30000' });
    const sender = await startApi({ expireInSeconds: 1 });
    const { id, cookie } = await upload(sender.app, 'hang.pdf', PDF_BYTES);
    const outcome = await waitForOutcome(reader.app, id, { cookie });
    expect(outcome.error?.code).toBe('ANALYSIS_FAILED');
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', errorCode: 'ANALYSIS_FAILED', filePath: null });
    expect(row?.errorMessage).toMatch(/^retries exhausted: /);
  }, 240_000);

  it('serves its health, readiness and Prometheus metrics on WORKER_HEALTH_PORT', async () => {
    // The previous test's worker still runs its hanging analysis: it must not take this job.
    for (const jobs of inProcessWorkers.splice(0)) await jobs.stop();
    const port = await freePort();
    const child = await startWorkerProcess({ env: { WORKER_HEALTH_PORT: String(port) } });
    const { id, cookie } = await upload(uploader.app, 'contrato.pdf', PDF_BYTES);
    expect((await waitForOutcome(reader.app, id, { cookie })).status).toBe('done');
    const base = `http://127.0.0.1:${port}`;
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${base}/ready`)).json()).toEqual({ status: 'ready' });
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toMatch(/^contrato_claro_analyses\{status="queued"\} \d+$/m);
    expect(text).toMatch(/^contrato_claro_analyses\{status="done"\} [1-9]\d*$/m);
    expect(text).toMatch(/^contrato_claro_queue_oldest_wait_seconds \d/m);
    expect(text).toMatch(/^contrato_claro_process_resident_memory_bytes \d+/m);
    child.kill('SIGTERM');
    await once(child, 'exit');
  });

  it('stops a worker process gracefully on SIGTERM', async () => {
    const child = await startWorkerProcess();
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    expect((await exited)[0]).toBe(0);
  });

  const waitForStage = async (id: string) => {
    for (;;) {
      const row = await rowOf(id);
      if (row?.status === 'processing' && row.stage !== null) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('drains on SIGTERM to `npm run worker`: the running analysis ends before the worker does', async () => {
    for (const jobs of inProcessWorkers.splice(0)) await jobs.stop();
    // A grace no busy machine outlasts: the drain waits for the analysis, never for the grace.
    const npm = await startWorkerProcess({ viaNpm: true, env: { SHUTDOWN_GRACE_MS: '100000' } });
    const { id } = await upload(uploader.app, 'slow.pdf', PDF_BYTES);
    await waitForStage(id);
    const exited = once(npm, 'exit');
    npm.kill('SIGTERM'); // npm alone, as `docker stop` signals PID 1
    expect((await exited)[0]).toBe(0);
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 1 });
  }, 240_000);

  it('puts back at once, without counting the attempt, an analysis that outlives the grace', async () => {
    const npm = await startWorkerProcess({ viaNpm: true, env: { SHUTDOWN_GRACE_MS: '0' } });
    const { id, cookie } = await upload(uploader.app, 'slow.pdf', PDF_BYTES);
    await waitForStage(id);
    const exited = once(npm, 'exit');
    npm.kill('SIGTERM');
    expect((await exited)[0]).toBe(0);
    // Back in the queue, showing the progress it had reached.
    const requeued = await rowOf(id);
    expect(requeued).toMatchObject({ status: 'queued', attempts: 0, heartbeatAt: null });
    expect(requeued?.percent).toBeGreaterThan(0);

    await startInProcessWorker();
    const outcome = await waitForOutcome(reader.app, id, { cookie });
    expect(outcome.status).toBe('done');
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 1 });
  }, 240_000);

  it('wakes an idle worker at once on upload (NOTIFY), not at its next poll', async () => {
    await startOnlySlowPollingWorker();
    const { id, cookie } = await upload(uploader.app, 'contrato.pdf', PDF_BYTES);
    expect((await waitForOutcome(reader.app, id, { cookie })).status).toBe('done');
  }, 240_000);

  it('takes the next job as soon as one ends, not at its next poll', async () => {
    // One slot: three queued jobs run back to back only if a finished job fetches the next at
    // once (the upload's NOTIFY wakes an idle slot, not a busy one).
    await startOnlySlowPollingWorker({ ANALYSIS_CONCURRENCY: '1' });
    const uploads = await Promise.all(
      ['um.pdf', 'dois.pdf', 'tres.pdf'].map((name) => upload(uploader.app, name, PDF_BYTES)),
    );
    for (const { id, cookie } of uploads) {
      expect((await waitForOutcome(reader.app, id, { cookie })).status).toBe('done');
    }
  }, 240_000);
});
