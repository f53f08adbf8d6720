/**
 * Version comparison benchmark (issue 25): a 200-page contract and a revision of it (clauses
 * removed, moved and edited, one added, about one in ten touched), compared as the API compares
 * two finished analyses — alignment, word diffs and findings. Prints the first (cold) run and the
 * median of warm runs; target: < 5 s warm. Run: npm run compare -w bench. Writes
 * results/latest.json; baseline.json is a committed run.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeText } from '@contrato-claro/analyzer';
import { compareVersions, unitsOf } from '@contrato-claro/analyzer/compare';
import type { TAnalysis } from '@contrato-claro/shared';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const PAGES = 200;
const WARM_RUNS = 5;
const TARGET_WARM_MS = 5_000;

/** One in `EVERY` clauses edited; a few removed and moved; one added. */
const EVERY = 10;

function revisionOf(analysis: TAnalysis): string {
  const units = unitsOf(analysis);
  const pieces = units.map((unit, index) =>
    analysis.text.slice(
      index === 0 ? 0 : unit.start,
      units[index + 1]?.start ?? analysis.text.length,
    ),
  );
  const edited = pieces.map((piece, index) =>
    index % EVERY === 5
      ? `${piece.trimEnd()} Esta cláusula foi revista pelas partes em comum acordo.\n\n`
      : piece,
  );
  const removed = edited.filter((_, index) => index % (EVERY * 7) !== 3);
  const [moved] = removed.splice(Math.floor(removed.length / 3), 1);
  removed.splice(Math.floor((removed.length * 2) / 3), 0, moved!);
  removed.splice(
    Math.floor(removed.length / 2),
    0,
    '\n\nCLÁUSULA NOVA – DA COMUNICAÇÃO\nAs comunicações serão feitas por escrito.\n\n',
  );
  return removed.join('');
}

/**
 * The team's own contracts (corpus and paraphrases, never ../shared/corpus-real) one after the
 * other until the text reaches `pages` pages.
 */
function longContract(pages: number): TAnalysis {
  const texts = ['packages/analyzer/test/corpus', 'packages/analyzer/test/paraphrase'].flatMap(
    (folder) => {
      const dir = fileURLToPath(new URL(`../../${folder}`, import.meta.url));
      return readdirSync(dir)
        .filter((name) => name.endsWith('.txt'))
        .sort()
        .map((name) => readFileSync(join(dir, name), 'utf8'));
    },
  );
  let text = '';
  for (const next of texts) {
    text += `${next}\n\n`;
    if (text.length < pages * 3_000) continue;
    const result = analyzeText(text, { fileName: `contrato-de-${pages}-paginas.txt` });
    if (result.ok && result.value.pageCount >= pages) return result.value;
  }
  throw new Error(`the team's texts are too short for a ${pages}-page contract`);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const before = longContract(PAGES);
const revised = analyzeText(revisionOf(before), { fileName: 'versao-2.txt' });
if (!revised.ok) throw new Error(`revision not analysed: ${revised.error.code}`);
const after = revised.value;

const time = () => {
  const start = performance.now();
  const comparison = compareVersions(before, after);
  return { ms: performance.now() - start, comparison };
};
const cold = time();
const warm = Array.from({ length: WARM_RUNS }, () => time().ms);
const count = (status: string) => cold.comparison.clauses.filter((c) => c.status === status).length;
const result = {
  machine: { cores: cpus().length, loadAverage: loadavg()[0]!.toFixed(1), node: process.version },
  pages: { before: before.pageCount, after: after.pageCount },
  characters: { before: before.text.length, after: after.text.length },
  clauses: {
    unchanged: count('unchanged'),
    changed: count('changed'),
    added: count('added'),
    removed: count('removed'),
    moved: cold.comparison.clauses.filter((c) => c.moved).length,
  },
  findings: {
    resolved: cold.comparison.findings.resolved.length,
    remaining: cold.comparison.findings.remaining.length,
    new: cold.comparison.findings.new.length,
  },
  coldMs: Math.round(cold.ms),
  warmMedianMs: Math.round(median(warm)),
  targetWarmMs: TARGET_WARM_MS,
};
console.log(JSON.stringify(result, null, 2));
console.log(
  result.warmMedianMs < TARGET_WARM_MS
    ? `OK: ${PAGES}-page pair compared in ${result.warmMedianMs} ms warm (target < ${TARGET_WARM_MS} ms)`
    : `OVER TARGET: ${result.warmMedianMs} ms warm (target < ${TARGET_WARM_MS} ms)`,
);
mkdirSync(join(HERE, 'results'), { recursive: true });
writeFileSync(join(HERE, 'results', 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
