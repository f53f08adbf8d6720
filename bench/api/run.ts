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
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import PDFDocument from 'pdfkit';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(HERE, '../..');
const RESULTS_DIR = join(HERE, 'results');
const API_PORT = 3917;
const BARE_PORT = 3918;
const LOAD_SECONDS = 8;
const CONNECTIONS = 20;
const UPLOADS = 50;
const PAGES = 10;
/** Upper bound of the upload phase: the run stops by itself. */
const UPLOAD_DEADLINE_MS = 10 * 60 * 1000;

interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

function startProcess(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForUrl(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
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

/** A text PDF of exactly `pages` pages of contract-like clauses (pdfkit). */
function renderPdf(pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 72 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc.font('Helvetica-Bold').fontSize(12).text('CONTRATO DE PRESTAÇÃO DE SERVIÇOS');
  doc.moveDown().font('Helvetica').fontSize(11);
  doc.text(
    'CONTRATANTE: Alfa Comércio Ltda., CNPJ 11.222.333/0001-81. CONTRATADA: Beta Serviços Ltda., CNPJ 45.723.174/0001-10.',
  );
  for (let page = 1; page <= pages; page += 1) {
    if (page > 1) doc.addPage();
    for (let clause = 1; clause <= 4; clause += 1) {
      const n = (page - 1) * 4 + clause;
      doc.font('Helvetica-Bold').text(`CLÁUSULA ${n}ª – DAS OBRIGAÇÕES`, { paragraphGap: 4 });
      doc
        .font('Helvetica')
        .text(
          `A CONTRATADA prestará os serviços descritos no Anexo ${n}, no prazo de ${n + 10} (dias) contados da assinatura, ` +
            `mediante o pagamento mensal de R$ ${n},000.00 pela CONTRATANTE até o dia 10 de cada mês. O atraso sujeitará a ` +
            'parte inadimplente à multa de 2% (dois por cento) e juros de 1% (um por cento) ao mês. Qualquer das partes ' +
            'poderá rescindir este contrato mediante aviso prévio de 30 (trinta) dias.',
          { align: 'justify', paragraphGap: 8 },
        );
    }
  }
  doc.text('Fica eleito o foro da Comarca de São Paulo/SP. São Paulo, 20 de fevereiro de 2025.');
  doc.end();
  return done;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

interface UploadOutcome {
  accepted: boolean;
  /** 'done', a failure code, 'lost' (accepted, never finished) or why it was not accepted. */
  status: string;
  msToDone?: number;
}

async function uploadAndFollow(base: string, pdf: Buffer, index: number): Promise<UploadOutcome> {
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), `contrato-${index}.pdf`);
  let userServiceId: string;
  let cookie: string;
  try {
    const response = await fetch(`${base}/api/contracts`, { method: 'POST', body: form });
    if (response.status !== 202) return { accepted: false, status: `HTTP ${response.status}` };
    userServiceId = ((await response.json()) as { userServiceId: string }).userServiceId;
    cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  } catch (error) {
    return { accepted: false, status: `upload error: ${(error as Error).message}` };
  }
  while (performance.now() - started < UPLOAD_DEADLINE_MS) {
    try {
      const answer = await fetch(`${base}/api/contracts/${userServiceId}`, { headers: { cookie } });
      const body = (await answer.json()) as { status: string; error?: { code: string } };
      if (body.status === 'done' || body.status === 'failed') {
        return {
          accepted: true,
          status: body.error?.code ?? body.status,
          msToDone: performance.now() - started,
        };
      }
    } catch {
      // The server is unreachable: keep asking until the deadline; never finishing counts as lost.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { accepted: true, status: 'lost' };
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
