/**
 * 1,000 progress streams vs `/api/health` (issue 12: 1,000 open streams, each polling the
 * database every 2 s, left /api/health unanswered for 30 s). The real `src/server.ts` (embedded,
 * one slot) gets 100 uploads that stay queued (form fan-outs, 12 s each, one at a time), then
 * 1,000 event streams on them (10 per analysis) are opened and held; /api/health is timed
 * sequentially before and while they are open. Run: npm run streams -w bench.
 * Writes results/streams-latest.json; streams-baseline.json is a committed run.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formFanOutPdf } from '../../packages/analyzer/test/fixtures/hostile-pdf';
import { percentile, startProcess, stopProcess, waitForUrl } from './support';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const PORT = 3920;
const BASE = `http://127.0.0.1:${PORT}`;
const ANALYSES = 100;
const STREAMS = 1_000;
const HEALTH_SAMPLES = 200;

/** `/api/health` timed `HEALTH_SAMPLES` times, one after the other. */
async function timeHealth() {
  const times: number[] = [];
  for (let sample = 0; sample < HEALTH_SAMPLES; sample += 1) {
    const started = performance.now();
    const answer = await fetch(`${BASE}/api/health`);
    await answer.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  times.sort((a, b) => a - b);
  const round = (value: number) => Number(value.toFixed(1));
  return {
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(times.at(-1)!),
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'contrato-claro-streams-'));
  const api = startProcess('apps/api/src/server.ts', {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ANALYSIS_CONCURRENCY: '1',
    UPLOADS_PER_MINUTE: '1000',
    ANALYSIS_BUDGET_PER_IP_SECONDS: '1000000',
    ANALYSIS_BUDGET_PER_UPLOADER_SECONDS: '1000000',
    EVENT_STREAMS_PER_CLIENT: String(STREAMS),
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const requests: http.ClientRequest[] = [];
  try {
    await waitForUrl(`${BASE}/api/health`);
    const pdf = formFanOutPdf(24);
    let cookie = '';
    const ids: string[] = [];
    for (let index = 0; index < ANALYSES; index += 1) {
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), `fila-${index}.pdf`);
      const answer = await fetch(`${BASE}/api/contracts`, {
        method: 'POST',
        body: form,
        headers: cookie ? { cookie } : {},
      });
      if (answer.status !== 202) throw new Error(`upload answered ${answer.status}`);
      cookie ||= (answer.headers.get('set-cookie') ?? '').split(';')[0]!;
      ids.push(((await answer.json()) as { userServiceId: string }).userServiceId);
    }

    console.log(`/api/health alone (${HEALTH_SAMPLES} requests)…`);
    const before = await timeHealth();

    console.log(`opening ${STREAMS} event streams…`);
    const opened = performance.now();
    let refused = 0;
    await Promise.all(
      Array.from(
        { length: STREAMS },
        (_, index) =>
          new Promise<void>((resolve, reject) => {
            const request = http.get(
              `${BASE}/api/contracts/${ids[index % ids.length]}/events`,
              { agent, headers: { cookie } },
              (response) => {
                if (response.statusCode !== 200) refused += 1;
                response.once('data', () => resolve());
                response.resume();
              },
            );
            request.once('error', reject);
            requests.push(request);
          }),
      ),
    );
    const openMs = Math.round(performance.now() - opened);

    console.log(`/api/health with ${STREAMS} streams open…`);
    const during = await timeHealth();

    const results = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version, loadAverage: loadavg()[0] },
      streams: STREAMS,
      analysesFollowed: ANALYSES,
      refused,
      openAllMs: openMs,
      healthAlone: before,
      healthWithStreams: during,
    };
    mkdirSync(join(HERE, 'results'), { recursive: true });
    writeFileSync(
      join(HERE, 'results', 'streams-latest.json'),
      `${JSON.stringify(results, null, 2)}\n`,
    );
    console.log(JSON.stringify(results, null, 2));
  } finally {
    for (const request of requests) request.destroy();
    agent.destroy();
    await stopProcess(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
