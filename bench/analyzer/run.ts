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
import { analyze } from '@contrato-claro/analyzer';
import type { TAnalysisStage } from '@contrato-claro/shared';
import { renderPdf } from './lease-pdf';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const RESULTS_DIR = join(HERE, 'results');
const PAGE_COUNTS = [1, 10, 20, 50, 200];
/** Targets of the issue: 20 pages fully analysed in < 500 ms; 200 pages < 12× that. */
const TARGET_20_PAGES_MS = 500;
const TARGET_200_OVER_20 = 12;

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

/** Extraction runs from the first stage to the first stage after it (a scan adds one between). */
const EXTRACTING: TAnalysisStage = 'extraindo texto';
const AFTER_EXTRACTION: TAnalysisStage = 'identificando cláusulas';

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
