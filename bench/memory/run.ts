/**
 * Memory of an analysis child by phase and by page count: for lease PDFs of 1, 20, 100, 200 and
 * 500 pages, a fresh process started with the pool's child flags (memory/probe.ts) reports its
 * RSS and V8 heap when idle, with the analyzer loaded, with the spelling dictionary, after pdf.js
 * extracted the text and after the analysis, and its peak RSS. One run per size: memory, unlike
 * time, barely varies between runs.
 *
 * Run: npm run memory -w bench. Writes results/latest.json; baseline.json is a committed run.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childExecArgv } from '../../apps/api/src/jobs/child-process';
import { renderPdf } from '../analyzer/lease-pdf';
import type { ProbeReport } from './probe';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const RESULTS_DIR = join(HERE, 'results');
const PROBE = join(HERE, 'probe.ts');
const PAGE_COUNTS = [1, 20, 100, 200, 500];
/** A heap cap no probe reaches: the benchmark measures, the pool's cap is not under test. */
const UNCAPPED_MB = 8192;

function probe(file?: string): ProbeReport {
  const output = execFileSync(
    process.execPath,
    [...childExecArgv(UNCAPPED_MB), '--expose-gc', PROBE, ...(file ? [file] : [])],
    { encoding: 'utf8', maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(output.trim().split('\n').at(-1)!) as ProbeReport;
}

interface Row {
  pages: number;
  bytes: number;
  report: ProbeReport;
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
  const report = {
    recordedAt: new Date().toISOString(),
    node: process.version,
    rows: rows.map(({ pages, bytes, report }) => ({ pages, bytes, ...report })),
  };
  writeFileSync(join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Written ${join(RESULTS_DIR, 'latest.json')}`);
}

await main();
