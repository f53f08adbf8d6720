/**
 * Slot-starving attack (issue 12): one client floods the analysis slots with small PDFs that keep
 * pdf.js busy (a form drawing another twice, 24 levels deep: 3 KB, never ends by itself) and with
 * content bombs (refused at upload by the pre-check), then a visitor from another address sends a
 * real 10-page contract. Prints the contract's upload-to-done time alone and under attack, with
 * fair use as configured by default, and with the fair share switched off (one client may take
 * every slot, the budget is ANALYSIS_TIMEOUT_MS: the behaviour before fair use).
 *
 * The real `src/server.ts` runs in embedded mode with 2 slots, TRUST_PROXY=true so that
 * X-Forwarded-For stands for distinct client addresses. Run: npm run starve -w bench.
 * Writes results/starve-latest.json; starve-baseline.json is a committed run.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentBombPdf, formFanOutPdf } from '../../packages/analyzer/test/fixtures/hostile-pdf';
import { renderPdf, startProcess, stopProcess, uploadAndFollow, waitForUrl } from './support';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const PORT = 3919;
const BASE = `http://127.0.0.1:${PORT}`;
const ATTACK_FILES = 4;
const RUNS = 3;

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function withServer<T>(env: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'contrato-claro-starve-'));
  const api = startProcess('apps/api/src/server.ts', {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    TRUST_PROXY: 'true',
    ANALYSIS_CONCURRENCY: '2',
    UPLOADS_PER_MINUTE: '1000',
    ...env,
  });
  try {
    await waitForUrl(`${BASE}/api/health`);
    return await run();
  } finally {
    await stopProcess(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The contract's time to done, `RUNS` times one after the other, each from a new address. */
async function contractTimes(pdf: Buffer, label: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const outcome = await uploadAndFollow(BASE, pdf, run, from(`10.0.${label}.${run + 1}`));
    if (outcome.status !== 'done') throw new Error(`contract ended ${outcome.status}`);
    times.push(Math.round(outcome.msToDone!));
  }
  return times;
}

/** Fills the slots from one address, then times the contract from others. */
async function underAttack(pdf: Buffer, label: string) {
  const attacker = from('10.66.0.1');
  const upload = (bytes: Buffer, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
    return fetch(`${BASE}/api/contracts`, { method: 'POST', body: form, headers: attacker });
  };
  const fanOut = formFanOutPdf(24);
  const answers = await Promise.all([
    ...Array.from({ length: ATTACK_FILES }, (_, i) => upload(fanOut, `fan-${i}.pdf`)),
    ...Array.from({ length: ATTACK_FILES }, (_, i) => upload(contentBombPdf(60), `bomb-${i}.pdf`)),
  ]);
  const statuses = answers.map((answer) => answer.status);
  await new Promise((resolve) => setTimeout(resolve, 1_500)); // the slots take the attack
  const times = await contractTimes(pdf, label);
  return {
    attackUploads: statuses,
    attackFileBytes: { fanOut: fanOut.length, bomb: contentBombPdf(60).length },
    times,
  };
}

async function main(): Promise<void> {
  const pdf = await renderPdf(10);
  console.log('fair use on (defaults): alone, then under attack…');
  const fair = await withServer({}, async () => {
    await Promise.all([0, 1].map((i) => uploadAndFollow(BASE, pdf, i, from(`10.9.0.${i}`)))); // warm
    const alone = await contractTimes(pdf, '1');
    const attacked = await underAttack(pdf, '2');
    return { alone, ...attacked };
  });
  console.log('fair share off (the attacker may take both slots for ANALYSIS_TIMEOUT_MS)…');
  const unfair = await withServer(
    { ANALYSIS_RUNNING_PER_CLIENT: '2', ANALYSIS_MS_PER_PAGE: '600000' },
    async () => {
      await Promise.all([0, 1].map((i) => uploadAndFollow(BASE, pdf, i, from(`10.9.0.${i}`))));
      return underAttack(pdf, '3');
    },
  );

  const aloneMs = median(fair.alone);
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version, loadAverage: loadavg()[0] },
    contract: { pages: 10, bytes: pdf.length },
    fairUse: {
      aloneMs: fair.alone,
      underAttackMs: fair.times,
      attackUploads: fair.attackUploads,
      attackFileBytes: fair.attackFileBytes,
      ratio: Number((median(fair.times) / aloneMs).toFixed(2)),
    },
    fairShareOff: {
      underAttackMs: unfair.times,
      attackUploads: unfair.attackUploads,
      ratio: Number((median(unfair.times) / aloneMs).toFixed(2)),
    },
  };
  mkdirSync(join(HERE, 'results'), { recursive: true });
  writeFileSync(
    join(HERE, 'results', 'starve-latest.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  console.log(JSON.stringify(results, null, 2));
  console.log(
    `\ncontract alone ${aloneMs} ms; under attack ${median(fair.times)} ms (×${results.fairUse.ratio}); ` +
      `fair share off ${median(unfair.times)} ms (×${results.fairShareOff.ratio})`,
  );
}

await main();
