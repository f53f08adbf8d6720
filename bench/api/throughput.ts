/**
 * Analyses per minute (issue 12, item 6), the same contract mix in three deployments on this box:
 * 1. embedded: the real `src/server.ts` alone (PGlite, ANALYSIS_CONCURRENCY = cores);
 * 2. scale-out, 1 worker: `src/server.ts` with DATABASE_URL (a fresh database on the local
 *    PostgreSQL), REDIS_URL and RUN_WORKERS=false, plus one `src/worker.ts` (concurrency = cores);
 * 3. scale-out, 2 workers: the same with two worker processes.
 * Each run uploads UPLOADS contracts at once (from distinct addresses, TRUST_PROXY=true, so that
 * fair use does not hold them back), follows each to its end by its event stream (as the web app
 * does: polling every 250 ms, 120 followers cost the embedded process' in-process database more
 * than the analyses' own queries), and counts finished analyses per
 * minute from the first upload to the last outcome. The three modes run in turn, ROUNDS times
 * (the machine's load drifts); prints each mode's median and its median ratio to the embedded run
 * of the same round (target: 2 workers ≥ 0.9). Needs PostgreSQL on BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test, allowed to create databases) and Redis on
 * BENCH_REDIS_URL (default redis://127.0.0.1:6379). Run: npm run throughput -w bench.
 * Writes results/throughput-latest.json; throughput-baseline.json is a committed run.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  percentile,
  renderPdf,
  startProcess,
  stopProcess,
  uploadAndFollow,
  waitForUrl,
  type UploadOutcome,
} from './support';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const PORT = 3921;
/** The workers' health ports: PORT + 1, + 2… */
const WORKER_HEALTH_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The contract mix, by pages, repeated until UPLOADS: short and long text PDFs. */
const MIX_PAGES = [2, 5, 10, 20];
const UPLOADS = 120;
/** Rounds of the three modes in turn; medians are reported (BENCH_ROUNDS). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

const COMMON_ENV = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  TRUST_PROXY: 'true',
  UPLOADS_PER_MINUTE: '1000',
};

interface ModeResult {
  mode: string;
  workers: number;
  done: number;
  failed: number;
  failureCodes: string[];
  lost: number;
  refused: string[];
  seconds: number;
  analysesPerMinute: number;
  p50MsToDone: number;
  p99MsToDone: number;
  /** Against the embedded run of the same round (the machine's load drifts between rounds). */
  ratioToEmbedded?: number;
}

const psql = (sql: string) => execFileSync('psql', [SERVER_URL, '-Atqc', sql]);

/**
 * Warms up (one short upload per slot: the analysis children start on first use), then uploads
 * the whole mix at once and follows every upload to its end.
 */
async function measure(mode: string, workers: number, pdfs: Buffer[]): Promise<ModeResult> {
  const slots = cpus().length * Math.max(workers, 1);
  const warmUp = await renderPdf(1);
  await Promise.all(
    Array.from({ length: slots }, (_, index) =>
      uploadAndFollow(BASE, warmUp, index, { 'x-forwarded-for': `10.9.0.${index + 1}` }),
    ),
  );
  console.log(`${mode}: ${UPLOADS} uploads at once…`);
  const started = performance.now();
  const outcomes: UploadOutcome[] = await Promise.all(
    Array.from({ length: UPLOADS }, (_, index) =>
      uploadAndFollow(
        BASE,
        pdfs[index % pdfs.length]!,
        index,
        { 'x-forwarded-for': `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}` },
        { stream: true },
      ),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const finished = outcomes.filter((outcome) => outcome.accepted && outcome.status !== 'lost');
  const times = finished.map((outcome) => outcome.msToDone!).sort((a, b) => a - b);
  const result: ModeResult = {
    mode,
    workers,
    done: finished.filter((outcome) => outcome.status === 'done').length,
    failed: finished.filter((outcome) => outcome.status !== 'done').length,
    failureCodes: [...new Set(finished.map((outcome) => outcome.status))].filter(
      (status) => status !== 'done',
    ),
    lost: outcomes.filter((outcome) => outcome.accepted && outcome.status === 'lost').length,
    refused: outcomes.filter((outcome) => !outcome.accepted).map((outcome) => outcome.status),
    seconds: Number(seconds.toFixed(1)),
    analysesPerMinute: Number(((finished.length / seconds) * 60).toFixed(1)),
    p50MsToDone: Math.round(percentile(times, 50)),
    p99MsToDone: Math.round(percentile(times, 99)),
  };
  console.log(
    `  ${result.analysesPerMinute} analyses/min (${result.done} done in ${result.seconds} s)`,
  );
  return result;
}

async function embedded(pdfs: Buffer[]): Promise<ModeResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'contrato-claro-throughput-'));
  const api = startProcess('apps/api/src/server.ts', {
    ...COMMON_ENV,
    PORT: String(PORT),
    DATA_DIR: dataDir,
  });
  try {
    await waitForUrl(`${BASE}/api/health`);
    return await measure('embedded', 0, pdfs);
  } finally {
    await stopProcess(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function scaleOut(workers: number, pdfs: Buffer[]): Promise<ModeResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'contrato-claro-throughput-'));
  const name = `bench_throughput_${randomBytes(4).toString('hex')}`;
  psql(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const env = { ...COMMON_ENV, DATABASE_URL: url.toString(), DATA_DIR: dataDir };
  const api = startProcess('apps/api/src/server.ts', {
    ...env,
    PORT: String(PORT),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    REDIS_URL,
    RUN_WORKERS: 'false',
  });
  const started = [api];
  try {
    // The API migrates the database first; the workers start on it.
    await waitForUrl(`${BASE}/api/ready`);
    for (let index = 0; index < workers; index += 1) {
      const healthPort = WORKER_HEALTH_PORT + index;
      started.push(
        startProcess('apps/api/src/worker.ts', { ...env, WORKER_HEALTH_PORT: String(healthPort) }),
      );
      await waitForUrl(`http://127.0.0.1:${healthPort}/ready`);
    }
    return await measure(`scale-out, ${workers} worker${workers > 1 ? 's' : ''}`, workers, pdfs);
  } finally {
    await Promise.all(started.map(stopProcess));
    psql(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main(): Promise<void> {
  const pdfs = await Promise.all(MIX_PAGES.map((pages) => renderPdf(pages)));
  const rounds: ModeResult[][] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    console.log(`round ${round} of ${ROUNDS}`);
    const runs = [await embedded(pdfs), await scaleOut(1, pdfs), await scaleOut(2, pdfs)];
    for (const run of runs) {
      run.ratioToEmbedded = Number((run.analysesPerMinute / runs[0]!.analysesPerMinute).toFixed(2));
    }
    rounds.push(runs);
  }
  const summary = rounds[0]!.map((_, index) => {
    const runs = rounds.map((runsOfRound) => runsOfRound[index]!);
    return {
      mode: runs[0]!.mode,
      analysesPerMinute: Number(median(runs.map((run) => run.analysesPerMinute)).toFixed(1)),
      ratioToEmbedded: Number(median(runs.map((run) => run.ratioToEmbedded!)).toFixed(2)),
      lost: runs.reduce((sum, run) => sum + run.lost, 0),
      failed: runs.reduce((sum, run) => sum + run.failed, 0),
    };
  });
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version, loadAverage: loadavg()[0] },
    mix: { pages: MIX_PAGES, uploads: UPLOADS, rounds: ROUNDS },
    summary,
    rounds,
  };
  mkdirSync(join(HERE, 'results'), { recursive: true });
  writeFileSync(
    join(HERE, 'results', 'throughput-latest.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  console.log(JSON.stringify(results, null, 2));
  console.log(`medians of ${ROUNDS} rounds:`);
  for (const run of summary) {
    console.log(
      `${run.mode.padEnd(22)} ${String(run.analysesPerMinute).padStart(6)} analyses/min` +
        `  ×${run.ratioToEmbedded} of embedded  (lost ${run.lost}, failed ${run.failed})`,
    );
  }
}

await main();
