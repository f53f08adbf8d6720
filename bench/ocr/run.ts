/**
 * OCR benchmark: corpus contracts scanned with real faults (packages/analyzer/test/scans), read
 * back by the analyzer, compared with the text PDF of the same contract: character error rate
 * per fault, seconds per scanned page, and how many of the text version's findings, money values
 * and dates the scanned version reproduces.
 *
 * Run: npm run ocr -w bench (needs poppler-utils, tesseract-ocr, tesseract-ocr-por, imagemagick
 * and img2pdf). Writes results/latest.json; baseline.json is a committed run.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { analyze, type TAnalysis } from '@contrato-claro/analyzer';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const RESULTS_DIR = join(HERE, 'results');

/** The scan fixtures module of the analyzer's tests (not a package export: loaded by path). */
interface ScanFixtures {
  SCAN_FAULTS: readonly string[];
  SCAN_SOURCES: readonly string[];
  textPdf(source: string): Promise<{ path: string }>;
  scannedPdf(source: string, fault: string): Promise<string>;
  mixedPdf(source: string): Promise<string>;
}
const scans = (await import(
  pathToFileURL(join(HERE, '../../packages/analyzer/test/scans/render.ts')).href
)) as ScanFixtures;

/** Targets of the issue. */
const TARGETS = { cleanCer: 0.02, faultCer: 0.05, reproduced: 0.9, secondsPerPage: 3 };

/** Levenshtein distance, two rows (texts of a few thousand characters). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Paragraph breaks are layout, not characters read: compared as single spaces. Signature rules
 * ("______") are lines, not text: OCR rightly skips them, so they are left out of both sides.
 */
const flat = (text: string) => text.replace(/_{3,}/gu, ' ').replace(/\s+/gu, ' ').trim();

/**
 * CPU seconds used so far by this process and its waited-for children (pdftoppm, tesseract),
 * from /proc: the machine is shared, so wall time says more about the neighbours than about OCR.
 */
function cpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // utime, stime, cutime, cstime are fields 14–17 of stat(5); index 11–14 after the name.
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  return ticks / 100;
}

/** What the text version found, as multisets of keys. */
function facts(analysis: TAnalysis): Record<'findings' | 'money' | 'dates', string[]> {
  const criteria = [
    analysis.contradictionAnalysis,
    analysis.keyValuesAnalysis,
    analysis.importantDatesAnalysis,
    analysis.equilibriumAnalysis,
    analysis.objectiveAnalysis,
    analysis.defaultClauses,
    analysis.exoticClauses,
  ];
  return {
    findings: criteria.flatMap((criterion) => criterion.findings.map((finding) => finding.rule)),
    money: analysis.entities.money.map((money) => String(money.value)),
    dates: analysis.entities.dates.map((date) => date.iso),
  };
}

/** How many of `expected` (a multiset) `actual` holds. */
function reproducedCount(expected: readonly string[], actual: readonly string[]): number {
  const left = new Map<string, number>();
  for (const key of actual) left.set(key, (left.get(key) ?? 0) + 1);
  let count = 0;
  for (const key of expected) {
    const n = left.get(key) ?? 0;
    if (n > 0) {
      count += 1;
      left.set(key, n - 1);
    }
  }
  return count;
}

interface Reading {
  analysis: TAnalysis;
  /** Wall and CPU seconds of the OCR stage. */
  ocrSeconds: number;
  ocrCpuSeconds: number;
  ocrPages: number;
}

async function read(path: string): Promise<Reading> {
  let start = { wall: 0, cpu: 0 };
  let end = { wall: 0, cpu: 0 };
  let ocrPages = 0;
  const now = () => ({ wall: performance.now() / 1000, cpu: cpuSeconds() });
  const result = await analyze(new Uint8Array(readFileSync(path)), {
    fileName: 'scan.pdf',
    onScanPage: ({ page, pages }) => {
      if (page === 1) start = now();
      ocrPages = pages;
    },
    onStage: (stage) => {
      if (stage === 'identificando cláusulas') end = now();
    },
  });
  if (!result.ok) throw new Error(`${path}: ${result.error.code}`);
  return {
    analysis: result.value,
    ocrSeconds: ocrPages > 0 ? end.wall - start.wall : 0,
    ocrCpuSeconds: ocrPages > 0 ? end.cpu - start.cpu : 0,
    ocrPages,
  };
}

interface Row {
  variant: string;
  pages: number;
  cer: number;
  secondsPerPage: number;
  cpuSecondsPerPage: number;
  reproduced: Record<'findings' | 'money' | 'dates', [number, number]>;
  lowQualityPages: number;
  needsCheck: number;
}

const rows: Row[] = [];
for (const source of scans.SCAN_SOURCES) {
  const reference = await read((await scans.textPdf(source)).path);
  const expected = facts(reference.analysis);
  const variants: [string, string][] = [];
  for (const fault of scans.SCAN_FAULTS)
    variants.push([fault, await scans.scannedPdf(source, fault)]);
  variants.push(['mixed', await scans.mixedPdf(source)]);
  for (const [variant, path] of variants) {
    const scanned = await read(path);
    const actual = facts(scanned.analysis);
    const ref = flat(reference.analysis.text);
    const row: Row = {
      variant,
      pages: scanned.ocrPages,
      cer: editDistance(ref, flat(scanned.analysis.text)) / ref.length,
      secondsPerPage: scanned.ocrPages > 0 ? scanned.ocrSeconds / scanned.ocrPages : 0,
      cpuSecondsPerPage: scanned.ocrPages > 0 ? scanned.ocrCpuSeconds / scanned.ocrPages : 0,
      reproduced: {
        findings: [reproducedCount(expected.findings, actual.findings), expected.findings.length],
        money: [reproducedCount(expected.money, actual.money), expected.money.length],
        dates: [reproducedCount(expected.dates, actual.dates), expected.dates.length],
      },
      lowQualityPages: scanned.analysis.ocr?.lowQualityPages.length ?? 0,
      needsCheck:
        scanned.analysis.entities.money.filter((money) => money.needsCheck).length +
        scanned.analysis.entities.dates.filter((date) => date.needsCheck).length,
    };
    rows.push(row);
    console.log(
      `${source.padEnd(38)} ${variant.padEnd(12)} pages ${row.pages}  CER ${(row.cer * 100).toFixed(2)}%  ${row.secondsPerPage.toFixed(2)} s/page (CPU ${row.cpuSecondsPerPage.toFixed(2)} s)  findings ${row.reproduced.findings.join('/')}  money ${row.reproduced.money.join('/')}  dates ${row.reproduced.dates.join('/')}  low-quality pages ${row.lowQualityPages}  to check ${row.needsCheck}`,
    );
  }
}

/** Per variant: CER over all characters, seconds per page, reproduced shares. */
const summary = [...new Set(rows.map((row) => row.variant))].map((variant) => {
  const own = rows.filter((row) => row.variant === variant);
  const sum = (pick: (row: Row) => number) => own.reduce((total, row) => total + pick(row), 0);
  const share = (key: keyof Row['reproduced']) =>
    sum((row) => row.reproduced[key][0]) /
    Math.max(
      1,
      sum((row) => row.reproduced[key][1]),
    );
  const pages = sum((row) => row.pages);
  return {
    variant,
    cer: sum((row) => row.cer) / own.length,
    secondsPerPage: sum((row) => row.secondsPerPage * row.pages) / Math.max(1, pages),
    cpuSecondsPerPage: sum((row) => row.cpuSecondsPerPage * row.pages) / Math.max(1, pages),
    findings: share('findings'),
    money: share('money'),
    dates: share('dates'),
  };
});

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
console.log('\nvariant       CER     s/page  CPU s/page  findings  money   dates');
for (const line of summary) {
  console.log(
    `${line.variant.padEnd(12)}  ${percent(line.cer).padStart(6)}  ${line.secondsPerPage.toFixed(2).padStart(6)}  ${line.cpuSecondsPerPage.toFixed(2).padStart(10)}  ${percent(line.findings).padStart(8)}  ${percent(line.money).padStart(6)}  ${percent(line.dates).padStart(6)}`,
  );
}
const clean = summary.find((line) => line.variant === 'clean-300')!;
/** The faults; `faded` is beyond them on purpose (it exercises the low-quality path). */
const judged = summary.filter((line) => line.variant !== 'faded');
const faulty = judged.filter((line) => line.variant !== 'clean-300');
const all = {
  findings: judged.reduce((low, line) => Math.min(low, line.findings), 1),
  money: judged.reduce((low, line) => Math.min(low, line.money), 1),
  dates: judged.reduce((low, line) => Math.min(low, line.dates), 1),
};
const slowest = judged.reduce((high, line) => Math.max(high, line.cpuSecondsPerPage), 0);
const verdict = (isMet: boolean) => (isMet ? 'met' : 'MISSED');
console.log(
  `\nCER clean 300 dpi ${percent(clean.cer)} (target ≤ 2%): ${verdict(clean.cer <= TARGETS.cleanCer)}`,
);
const worst = faulty.reduce((high, line) => (line.cer > high.cer ? line : high));
console.log(
  `CER worst fault ${percent(worst.cer)} (${worst.variant}; target ≤ 5%): ${verdict(worst.cer <= TARGETS.faultCer)}`,
);
const lowest = Math.min(all.findings, all.money, all.dates);
console.log(
  `Reproduced, lowest share ${percent(lowest)} (target ≥ 90%): ${verdict(lowest >= TARGETS.reproduced)}`,
);
console.log(
  `Slowest ${slowest.toFixed(2)} CPU s/page (one core; target ≤ 3 s): ${verdict(slowest <= TARGETS.secondsPerPage)}`,
);

mkdirSync(RESULTS_DIR, { recursive: true });
writeFileSync(
  join(RESULTS_DIR, 'latest.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      cpus: cpus().length,
      loadAverage: loadavg()[0],
      summary,
      rows,
    },
    null,
    2,
  )}\n`,
);
