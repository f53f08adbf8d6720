/**
 * Writes `test/compare-pairs/plans.json`: for each contract of the development corpus
 * (../shared/corpus-real), the edits that turn it into a revised version (clauses deleted, moved,
 * edited, one added, all renumbered), chosen deterministically from its fingerprint. The texts
 * are never copied into the repository: the test applies the plans to them.
 *
 *   npx tsx scripts/build-compare-pairs.ts [corpus dir]
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { analyzeText } from '../src';
import { unitsOf } from '../src/compare';
import { planFor } from '../test/compare-pairs/build-pair';
import {
  DEFAULT_REAL_CORPUS_DIR,
  fingerprintOf,
  loadRealCorpus,
} from '../test/corpus-real/annotation';

const dir = process.argv[2] ?? DEFAULT_REAL_CORPUS_DIR;
const plans = loadRealCorpus(dir).flatMap((entry) => {
  const analysis = analyzeText(entry.text, { fileName: `${entry.id}.txt` });
  if (!analysis.ok) {
    console.warn(`${entry.id}: not analysed (${analysis.error.code}), no pair`);
    return [];
  }
  return [planFor(entry.id, fingerprintOf(entry.text), unitsOf(analysis.value).length)];
});
const out = resolve(import.meta.dirname, '../test/compare-pairs/plans.json');
writeFileSync(out, `${JSON.stringify(plans, null, 2)}\n`);
console.log(`${plans.length} plans written to ${out}`);
