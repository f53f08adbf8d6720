/**
 * API benchmark, in one run, on loopback only:
 * 1. `GET /api/users/profile` (bearer) requests/s and p99 with autocannon, against a bare Fastify
 *    route on the same machine (the ratio is what the app's stack costs: JWT, helmet, logging…).
 * 2. 50 concurrent uploads of a 10-page PDF, each followed until done: analyses per minute,
 *    p50/p99 time to done, and how many accepted uploads were lost (must be 0).
 *
 * Both servers run as separate processes (the real `src/server.ts`, embedded PGlite in a temporary
 * DATA_DIR), so the load generator does not share their event loop. Run: npm run api -w bench.
 * Writes results/latest.json; baseline.json is a committed run.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  percentile,
  renderPdf,
  startProcess,
  stopProcess,
  uploadAndFollow,
  waitForUrl,
} from './support';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const RESULTS_DIR = join(HERE, 'results');
const API_PORT = 3917;
const BARE_PORT = 3918;
const LOAD_SECONDS = 8;
const CONNECTIONS = 20;
const UPLOADS = 50;
const PAGES = 10;

interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
    headers,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'contrato-claro-bench-'));
  const base = `http://127.0.0.1:${API_PORT}`;
  const api = startProcess('apps/api/src/server.ts', {
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    UPLOADS_PER_MINUTE: '1000',
    // One client sends all 50: throughput, not fair use (bench/api/starve.ts measures that).
    ANALYSIS_RUNNING_PER_CLIENT: String(cpus().length),
    ANALYSIS_BUDGET_PER_IP_SECONDS: '1000000',
    ANALYSIS_BUDGET_PER_UPLOADER_SECONDS: '1000000',
  });
  const bare = startProcess(join(HERE, 'bare-server.ts'), { PORT: String(BARE_PORT) });
  try {
    await Promise.all([
      waitForUrl(`${base}/api/health`),
      waitForUrl(`http://127.0.0.1:${BARE_PORT}/`),
    ]);

    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench',
        email: 'bench@example.com',
        password: 'senha-de-bench',
      }),
    });
    const { access_token: token } = (await registered.json()) as { access_token: string };

    console.log(`profile: ${CONNECTIONS} connections for ${LOAD_SECONDS} s each…`);
    const bareResult = await load(`http://127.0.0.1:${BARE_PORT}/`);
    const profileResult = await load(`${base}/api/users/profile`, {
      authorization: `Bearer ${token}`,
    });
    const ratio = Number(
      (profileResult.requestsPerSecond / bareResult.requestsPerSecond).toFixed(3),
    );

    console.log(`uploads: ${UPLOADS} concurrent ${PAGES}-page PDFs…`);
    const pdf = await renderPdf(PAGES);
    const started = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: UPLOADS }, (_, index) => uploadAndFollow(base, pdf, index)),
    );
    const elapsedMinutes = (performance.now() - started) / 60_000;
    const accepted = outcomes.filter((outcome) => outcome.accepted);
    const finished = accepted.filter((outcome) => outcome.status !== 'lost');
    const times = finished
      .map((outcome) => outcome.msToDone ?? NaN)
      .filter(Number.isFinite)
      .sort((a, b) => a - b);

    const results = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version, loadAverage: loadavg()[0] },
      profile: { bare: bareResult, app: profileResult, appOverBareRatio: ratio },
      uploads: {
        pages: PAGES,
        pdfBytes: pdf.length,
        submitted: UPLOADS,
        accepted: accepted.length,
        done: finished.filter((outcome) => outcome.status === 'done').length,
        failed: finished.filter((outcome) => outcome.status !== 'done').length,
        failureCodes: [...new Set(finished.map((outcome) => outcome.status))].filter(
          (status) => status !== 'done',
        ),
        refused: outcomes.filter((outcome) => !outcome.accepted).map((outcome) => outcome.status),
        lost: accepted.length - finished.length,
        analysesPerMinute: Number((finished.length / elapsedMinutes).toFixed(1)),
        p50MsToDone: Math.round(percentile(times, 50)),
        p99MsToDone: Math.round(percentile(times, 99)),
      },
    };
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify(results, null, 2));
    console.log(
      `\nprofile ${profileResult.requestsPerSecond} req/s (p99 ${profileResult.p99Ms} ms) vs bare ` +
        `${bareResult.requestsPerSecond} req/s (p99 ${bareResult.p99Ms} ms): ratio ${ratio}`,
    );
    console.log(
      `uploads: ${results.uploads.analysesPerMinute} analyses/min, p50 ${results.uploads.p50MsToDone} ms, ` +
        `p99 ${results.uploads.p99MsToDone} ms to done, lost ${results.uploads.lost}`,
    );
  } finally {
    await Promise.all([stopProcess(api), stopProcess(bare)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
