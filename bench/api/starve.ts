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
 *
 * The many-address attack (issue 26) spreads eight bombs over four addresses, two each: the six
 * PDFs that once got past the pre-check (a stream shared by 100 pages, `/Fl`, a content stream
 * claiming `/Subtype /Image`, CR-only `stream` lines, "endstream" inside compressed data, hex then
 * Flate), the 24-level form fan-out, and a pasted lease followed by a 299,000-letter "word". Target: the
 * contract under attack within 2× its time alone.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  contentBombPdf,
  contentBombVariant,
  formFanOutPdf,
} from '../../packages/analyzer/test/fixtures/hostile-pdf';
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

/** The eight bombs of the many-address attack, as upload requests. */
function manyAddressBombs(): Array<{ name: string; body: () => FormData | string }> {
  const pdf = (bytes: Buffer, name: string) => () => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
    return form;
  };
  const bomb = 20 * 1024; // KB of drawing instructions on a page
  const lease =
    'CONTRATO DE LOCAÇÃO RESIDENCIAL. O LOCADOR cede ao LOCATÁRIO o imóvel pelo prazo de 12 meses, mediante aluguel mensal de R$ 2.000,00. ';
  return [
    { name: 'shared', body: pdf(contentBombVariant(600, { pages: 100 }), 'shared.pdf') },
    { name: 'fl', body: pdf(contentBombVariant(bomb, { filter: 'Fl' }), 'fl.pdf') },
    { name: 'image', body: pdf(contentBombVariant(bomb, { claimsImage: true }), 'image.pdf') },
    { name: 'cr', body: pdf(contentBombVariant(bomb, { streamEol: '\r' }), 'cr.pdf') },
    {
      name: 'endstream',
      body: pdf(contentBombVariant(bomb, { endstreamInData: true }), 'endstream.pdf'),
    },
    { name: 'hex', body: pdf(contentBombVariant(bomb, { filter: 'AHx+Fl' }), 'hex.pdf') },
    { name: 'fan-out', body: pdf(formFanOutPdf(24), 'fan.pdf') },
    // As long as a paste may be (MAX_PASTED_TEXT_CHARS): one "word" of 299,000 letters.
    { name: 'word', body: () => JSON.stringify({ text: `${lease}${'a'.repeat(299_000)}` }) },
  ];
}

/** Eight bombs from four addresses, two each, then the contract from a fifth. */
async function underManyAddressAttack(pdf: Buffer, label: string) {
  const bombs = manyAddressBombs();
  const answers = await Promise.all(
    bombs.map(async ({ name, body }, index) => {
      const payload = body();
      const isText = typeof payload === 'string';
      const response = await fetch(`${BASE}/api/contracts${isText ? '/text' : ''}`, {
        method: 'POST',
        body: payload,
        headers: {
          ...from(`10.77.0.${Math.floor(index / 2) + 1}`),
          ...(isText ? { 'content-type': 'application/json' } : {}),
        },
      });
      return `${name}: ${response.status}`;
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 1_500)); // the slots take the attack
  return { attackUploads: answers, times: await contractTimes(pdf, label) };
}

async function main(): Promise<void> {
  const pdf = await renderPdf(10);
  console.log('fair use on (defaults): alone, then under attack…');
  const fair = await withServer({}, async () => {
    await Promise.all([0, 1].map((i) => uploadAndFollow(BASE, pdf, i, from(`10.9.0.${i}`)))); // warm
    const alone = await contractTimes(pdf, '1');
    const attacked = await underAttack(pdf, '2');
    const many = await underManyAddressAttack(pdf, '4');
    return { alone, ...attacked, many };
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
    manyAddresses: {
      underAttackMs: fair.many.times,
      attackUploads: fair.many.attackUploads,
      ratio: Number((median(fair.many.times) / aloneMs).toFixed(2)),
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
      `four addresses, eight bombs ${median(fair.many.times)} ms (×${results.manyAddresses.ratio}); ` +
      `fair share off ${median(unfair.times)} ms (×${results.fairShareOff.ratio})`,
  );
}

await main();
