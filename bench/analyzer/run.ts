/**
 * Analyzer benchmark: text PDFs of 1, 10, 20, 50 and 200 pages (pdfkit, realistic lease
 * clauses), timing extraction and full analysis apart (median of a few runs), pages per second,
 * and pdf.js extraction against poppler's `pdftotext` on the same files.
 *
 * Extraction is timed inside `analyze()` from its stage reports (the package API exposes no
 * separate extract). Run: npm run analyzer -w bench. Writes results/latest.json; baseline.json
 * is a committed run.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { analyze } from '@contrato-claro/analyzer';
import { ANALYSIS_STAGES } from '@contrato-claro/shared';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const RESULTS_DIR = join(HERE, 'results');
const PAGE_COUNTS = [1, 10, 20, 50, 200];
/** Targets of the issue: 20 pages fully analysed in < 500 ms; 200 pages < 12× that. */
const TARGET_20_PAGES_MS = 500;
const TARGET_200_OVER_20 = 12;

/** Clause bodies; `{n}` and `{v}` vary per clause so no two clauses repeat word for word. */
const CLAUSES = [
  [
    'DO OBJETO',
    'A LOCADORA dá em locação ao LOCATÁRIO o imóvel residencial situado na Rua das Acácias, {n}, apartamento {v}, São Paulo/SP, composto de dois dormitórios, sala, cozinha, banheiro e área de serviço, no estado descrito no laudo de vistoria anexo.',
  ],
  [
    'DO PRAZO',
    'O prazo da locação é de {v} (meses contados do início da vigência), com início em 1º de março de 2025, obrigando-se o LOCATÁRIO a restituir o imóvel desocupado ao final, independentemente de notificação ou interpelação judicial.',
  ],
  [
    'DO ALUGUEL',
    'O aluguel mensal é de R$ {v}.{n}00,00, que o LOCATÁRIO pagará até o dia 5 (cinco) de cada mês, mediante depósito na conta corrente indicada pela LOCADORA, servindo o comprovante como recibo de quitação.',
  ],
  [
    'DO REAJUSTE',
    'O aluguel será reajustado a cada período de 12 (doze) meses pela variação acumulada do IPCA/IBGE, aplicada sobre o valor vigente no mês {n} de execução, ou pelo índice oficial que vier a substituí-lo.',
  ],
  [
    'DOS ENCARGOS',
    'Além do aluguel, o LOCATÁRIO pagará as despesas ordinárias de condomínio, o IPTU e as contas de consumo de água, energia elétrica e gás do período {n}, apresentando os comprovantes à LOCADORA sempre que solicitados, no prazo de {v} dias.',
  ],
  [
    'DA MORA',
    'O atraso no pagamento sujeitará o LOCATÁRIO à multa moratória de 10% (dez por cento) sobre o valor devido, acrescido de juros de mora de 1% (um por cento) ao mês, calculados desde o vencimento da parcela {n} até o efetivo pagamento.',
  ],
  [
    'DAS OBRIGAÇÕES DO LOCATÁRIO',
    'O LOCATÁRIO obriga-se a servir-se do imóvel para o uso convencionado, a tratá-lo com o mesmo cuidado como se fosse seu e a comunicar à LOCADORA, em até {v} dias, qualquer dano ou defeito cuja reparação a esta incumba, conforme o item {n} do laudo.',
  ],
  [
    'DAS BENFEITORIAS',
    'As benfeitorias necessárias serão indenizáveis; as úteis, desde que autorizadas por escrito; e as voluptuárias não serão indenizáveis, podendo ser levantadas ao final da locação, desde que não afetem a estrutura do imóvel, observado o prazo de {v} dias do item {n}.',
  ],
  [
    'DA RESCISÃO',
    'Caso o LOCATÁRIO devolva o imóvel antes do término do prazo, pagará multa equivalente a 3 (três) aluguéis, reduzida proporcionalmente ao tempo cumprido, nos termos do art. 4º da Lei nº 8.245/1991, considerado o mês {n} e o aviso de {v} dias.',
  ],
] as const;

function clauseText(index: number): [string, string] {
  const [title, body] = CLAUSES[index % CLAUSES.length]!;
  const fill = (text: string): string =>
    text.replaceAll('{n}', String(index + 1)).replaceAll('{v}', String(10 + (index % 37)));
  return [`CLÁUSULA ${index + 1} – ${title}`, fill(body)];
}

/** A lease PDF of exactly `pages` pages of body text, with header and page-number footer. */
async function renderPdf(pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 72, bufferPages: true });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc.font('Helvetica-Bold').fontSize(12).text('CONTRATO DE LOCAÇÃO DE IMÓVEL RESIDENCIAL');
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(
      'Pelo presente instrumento, MARIA APARECIDA DOS SANTOS, CPF 123.456.789-09, doravante LOCADORA, e JOÃO CARLOS PEREIRA, CPF 987.654.321-00, doravante LOCATÁRIO, têm entre si justo e contratado o seguinte.',
      { paragraphGap: 8 },
    );
  let clause = 0;
  const lastPage = (): number => doc.bufferedPageRange().count;
  while (true) {
    const [title, body] = clauseText(clause);
    const needed = doc.heightOfString(title) + doc.heightOfString(body) + 48;
    if (doc.y + needed > doc.page.height - doc.page.margins.bottom && lastPage() === pages) break;
    doc.font('Helvetica-Bold').text(title, { paragraphGap: 4 });
    doc.font('Helvetica').text(body, { align: 'justify', paragraphGap: 8 });
    clause += 1;
  }
  doc.text('Fica eleito o foro da Comarca de São Paulo/SP. São Paulo, 20 de fevereiro de 2025.');
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .fontSize(8)
      .text('Contrato de Locação Residencial', 72, 36, { align: 'center', width: 451 });
    doc.text(`Página ${index + 1} de ${range.count}`, 72, doc.page.height - 48, {
      align: 'center',
      width: 451,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function medianMs(runs: number, task: () => unknown): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await task();
    times.push(performance.now() - start);
  }
  return median(times);
}

const [EXTRACTING, AFTER_EXTRACTION] = ANALYSIS_STAGES;

/**
 * Times one full analysis, and its extraction apart from the stage reports: extraction runs
 * from the first stage to the second.
 */
async function timeAnalysis(
  bytes: Uint8Array,
  fileName: string,
): Promise<{ extractMs: number; analyzeMs: number }> {
  const marks = new Map<string, number>();
  const start = performance.now();
  const result = await analyze(bytes, {
    fileName,
    onStage: (stage) => marks.set(stage, performance.now()),
  });
  const analyzeMs = performance.now() - start;
  if (!result.ok) throw new Error(`${fileName}: analysis failed with ${result.error.code}`);
  return { extractMs: marks.get(AFTER_EXTRACTION)! - marks.get(EXTRACTING)!, analyzeMs };
}

function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

interface Row {
  pages: number;
  bytes: number;
  extractMs: number;
  analyzeMs: number;
  analysisOnlyMs: number;
  pagesPerSecond: number;
  pdftotextMs: number | null;
  pdfjsOverPdftotext: number | null;
}

async function main(): Promise<void> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const poppler = hasPdftotext();
  if (!poppler) {
    console.log(
      'pdftotext is MISSING: the pdf.js vs pdftotext ratio is skipped. Install it with: apt-get install -y poppler-utils',
    );
  }
  const rows: Row[] = [];
  for (const pages of PAGE_COUNTS) {
    const bytes = new Uint8Array(await renderPdf(pages));
    const file = join(RESULTS_DIR, `lease-${pages}p.pdf`);
    writeFileSync(file, bytes);
    const fileName = `lease-${pages}p.pdf`;
    const runs = pages >= 200 ? 3 : 5;
    const check = await analyze(bytes, { fileName });
    if (!check.ok) throw new Error(`${fileName}: analysis failed with ${check.error.code}`);
    if (check.value.pageCount !== pages)
      throw new Error(`${fileName}: ${check.value.pageCount} pages`);
    const timings = [];
    for (let run = 0; run < runs; run += 1) timings.push(await timeAnalysis(bytes, fileName));
    const extractMs = median(timings.map((timing) => timing.extractMs));
    const analyzeMs = median(timings.map((timing) => timing.analyzeMs));
    const pdftotextMs = poppler
      ? await medianMs(runs, () => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']))
      : null;
    rows.push({
      pages,
      bytes: bytes.length,
      extractMs,
      analyzeMs,
      analysisOnlyMs: Math.max(0, analyzeMs - extractMs),
      pagesPerSecond: pages / (analyzeMs / 1000),
      pdftotextMs,
      pdfjsOverPdftotext: pdftotextMs === null ? null : extractMs / pdftotextMs,
    });
  }
  const round = (value: number | null, digits = 0): string =>
    value === null ? 'n/a' : value.toFixed(digits);
  console.table(
    rows.map((row) => ({
      pages: row.pages,
      'extract ms': round(row.extractMs),
      'analyze ms (total)': round(row.analyzeMs),
      'analysis only ms': round(row.analysisOnlyMs),
      'pages/s': round(row.pagesPerSecond, 1),
      'pdftotext ms': round(row.pdftotextMs),
      'pdf.js / pdftotext': round(row.pdfjsOverPdftotext, 1),
    })),
  );
  const at = (pages: number): Row => rows.find((row) => row.pages === pages)!;
  const twenty = at(20).analyzeMs;
  const scaling = at(200).analyzeMs / twenty;
  const targets = {
    twentyPagesMs: { value: twenty, target: TARGET_20_PAGES_MS, met: twenty < TARGET_20_PAGES_MS },
    twoHundredOverTwenty: {
      value: scaling,
      target: TARGET_200_OVER_20,
      met: scaling < TARGET_200_OVER_20,
    },
  };
  console.log(
    `20 pages analysed in ${twenty.toFixed(0)} ms (target < ${TARGET_20_PAGES_MS}): ${targets.twentyPagesMs.met ? 'met' : 'MISSED'}`,
  );
  console.log(
    `200 pages / 20 pages = ${scaling.toFixed(1)}× (target < ${TARGET_200_OVER_20}×): ${targets.twoHundredOverTwenty.met ? 'met' : 'MISSED'}`,
  );
  const report = {
    recordedAt: new Date().toISOString(),
    node: process.version,
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    /** 1-minute load average at the end: timings on a busy machine are not comparable. */
    loadAverage: loadavg()[0],
    pdftotext: poppler,
    rows,
    targets,
  };
  writeFileSync(join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Written ${join(RESULTS_DIR, 'latest.json')}`);
}

await main();
