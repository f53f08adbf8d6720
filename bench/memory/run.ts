/**
 * Memory of an analysis child by phase and by page count: for lease PDFs of 1, 20, 100, 200 and
 * 500 pages, a fresh process started with the pool's child flags (memory/probe.ts) reports its
 * RSS and V8 heap when idle, with the analyzer loaded, with the spelling dictionary, after pdf.js
 * extracted the text and after the analysis, and its peak RSS. One run per size: memory, unlike
 * time, barely varies between runs.
 *
 * Run: npm run memory -w bench. Writes results/latest.json; baseline.json is a committed run, and
 * before.json the run before the memory work of issue 12 (both printed for comparison).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../apps/api/src/config';
import { childExecArgv } from '../../apps/api/src/jobs/child-process';
import { renderPdf } from '../analyzer/lease-pdf';
import type { ProbeReport } from './probe';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const RESULTS_DIR = join(HERE, 'results');
const PROBE = join(HERE, 'probe.ts');
const PAGE_COUNTS = [1, 20, 100, 200, 500];
/** A pool's child is reused: the 20-page file is analysed this many more times in one process. */
const REUSED_PAGES = 20;
const REPEATS = 10;
/**
 * The default ANALYSIS_MEMORY_MB, whose heap flag the probes get as a child does: V8 sizes its
 * heap, and so how much garbage it keeps, from it.
 */
const MEMORY_MB = loadConfig({}).analysis.memoryMb;

function probe(file: string, repeats = 0): ProbeReport {
  const output = execFileSync(
    process.execPath,
    [...childExecArgv(MEMORY_MB), '--expose-gc', PROBE, file, String(repeats)],
    { encoding: 'utf8', maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(output.trim().split('\n').at(-1)!) as ProbeReport;
}

interface Row {
  pages: number;
  bytes: number;
  report: ProbeReport;
}

/** Peak RSS by page count of a committed run. */
function peaksOf(name: string): Map<number, number> {
  const { rows } = JSON.parse(readFileSync(join(HERE, name), 'utf8')) as {
    rows: Array<{ pages: number; peakRssMb: number }>;
  };
  return new Map(rows.map((row) => [row.pages, row.peakRssMb]));
}

async function main(): Promise<void> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const rows: Row[] = [];
  for (const pages of PAGE_COUNTS) {
    const bytes = await renderPdf(pages);
    const file = join(RESULTS_DIR, `lease-${pages}p.pdf`);
    writeFileSync(file, bytes);
    rows.push({ pages, bytes: bytes.length, report: probe(file) });
  }
  const reused = probe(join(RESULTS_DIR, `lease-${REUSED_PAGES}p.pdf`), REPEATS);
  const phases = rows[0]!.report.phases.map((phase) => phase.phase);
  console.log('RSS MB / V8 heap MB after each phase, and the peaks, by page count:');
  console.table(
    rows.map(({ pages, report }) => ({
      pages,
      ...Object.fromEntries(
        report.phases.map((phase) => [phase.phase, `${phase.rssMb} / ${phase.heapMb}`]),
      ),
      'peak RSS': report.peakRssMb,
      'peak heap': report.peakHeapMb,
    })),
    ['pages', ...phases, 'peak RSS', 'peak heap'],
  );
  const [before, baseline] = [peaksOf('before.json'), peaksOf('baseline.json')];
  console.log('Peak RSS MB: before issue 12, committed baseline, now:');
  console.table(
    rows.map(({ pages, report }) => ({
      pages,
      before: before.get(pages) ?? 'n/a',
      baseline: baseline.get(pages) ?? 'n/a',
      now: report.peakRssMb,
    })),
  );
  const rssAfter = (phase: string) => reused.phases.find((entry) => entry.phase === phase)?.rssMb;
  console.log(
    `One child reused: ${rssAfter('analysis done')} MB RSS after a ${REUSED_PAGES}-page analysis, ` +
      `${rssAfter(`after ${REPEATS} more`)} MB after ${REPEATS} more.`,
  );
  const report = {
    recordedAt: new Date().toISOString(),
    node: process.version,
    rows: rows.map(({ pages, bytes, report }) => ({ pages, bytes, ...report })),
    reused: { pages: REUSED_PAGES, repeats: REPEATS, ...reused },
  };
  writeFileSync(join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Written ${join(RESULTS_DIR, 'latest.json')}`);
}

await main();
