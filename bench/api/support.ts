/** What the API benchmarks share: the real server as a process, a contract PDF, an upload followed to its end. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

export const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../..');
/** Upper bound of an upload's follow: the run stops by itself. */
const UPLOAD_DEADLINE_MS = 10 * 60 * 1000;

export function startProcess(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function waitForUrl(url: string, timeoutMs = 120_000): Promise<void> {
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

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A text PDF of exactly `pages` pages of contract-like clauses (pdfkit). */
export function renderPdf(pages: number): Promise<Buffer> {
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

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export interface UploadOutcome {
  accepted: boolean;
  /** 'done', a failure code, 'lost' (accepted, never finished) or why it was not accepted. */
  status: string;
  msToDone?: number;
}

/**
 * Uploads `pdf` and follows it to its end: by polling `GET /api/contracts/:id` every 250 ms, or
 * with `stream` by its server-sent events as the web app does (polling if the stream ends early).
 */
export async function uploadAndFollow(
  base: string,
  pdf: Buffer,
  index: number,
  headers: Record<string, string> = {},
  options: { stream?: boolean } = {},
): Promise<UploadOutcome> {
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), `contrato-${index}.pdf`);
  let userServiceId: string;
  let cookie: string;
  try {
    const response = await fetch(`${base}/api/contracts`, {
      method: 'POST',
      body: form,
      headers,
    });
    if (response.status !== 202) return { accepted: false, status: `HTTP ${response.status}` };
    userServiceId = ((await response.json()) as { userServiceId: string }).userServiceId;
    cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  } catch (error) {
    return { accepted: false, status: `upload error: ${(error as Error).message}` };
  }
  if (options.stream) {
    const status = await streamToEnd(`${base}/api/contracts/${userServiceId}/events`, {
      ...headers,
      cookie,
    });
    if (status) return { accepted: true, status, msToDone: performance.now() - started };
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

/** Reads an analysis' event stream until its outcome ('done' or the error code); null if cut. */
async function streamToEnd(url: string, headers: Record<string, string>): Promise<string | null> {
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(UPLOAD_DEADLINE_MS) });
    if (response.status !== 200 || !response.body) return null;
    let buffered = '';
    for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
      buffered += chunk;
      const events = buffered.split('\n\n');
      buffered = events.pop()!;
      for (const event of events) {
        if (!event.startsWith('data: ')) continue;
        const body = JSON.parse(event.slice(6)) as { status: string; error?: { code: string } };
        if (body.status === 'done' || body.status === 'failed') {
          await response.body.cancel().catch(() => undefined);
          return body.error?.code ?? body.status;
        }
      }
    }
  } catch {
    // cut off: the caller polls
  }
  return null;
}
