/**
 * Corpus evaluation: `npm run eval -w packages/analyzer [-- --verbose]`.
 *
 * Runs `analyzeText` over every `test/corpus/<id>.txt` and compares the analysis with the gold
 * annotation `<id>.gold.json` (schema in `test/corpus/gold.ts`). Exit code 1 when any metric is
 * below its threshold in `test/corpus/thresholds.json`, when a score bound of a gold is violated,
 * or when a corpus contract cannot be analysed; 0 otherwise.
 *
 * Definitions (a rule "fires" on a contract when any criterion lists a finding with its id;
 * counting is per contract and rule, however many times the rule fires):
 * - true positive (TP): the rule is in `gold.findings` and fires;
 * - false negative (FN): the rule is in `gold.findings` and does not fire;
 * - false positive (FP): the rule fires and is in the gold's absent set, i.e. listed in
 *   `gold.absent` by id, or belonging to a family (criterion) named in `gold.absent` — a family
 *   the gold marks as fully annotated — without being in `gold.findings`;
 * - unjudged: the rule fires but is neither in `gold.findings` nor in the absent set (the
 *   annotator could not decide); it counts in no metric and is listed with `--verbose`.
 * - precision = TP / (TP + FP) and recall = TP / (TP + FN), per family and overall (micro-averaged
 *   over every contract and rule); a metric with an empty denominator is "n/a" and not checked.
 * - type accuracy: share of contracts whose contractType equals the gold's; subtype accuracy is
 *   reported (not checked) over golds with a subtype, compared without case and accents.
 * - band accuracy: share of contracts whose final band equals the gold's; band order: Spearman
 *   correlation between the score and the gold band (Satisfatório > Atenção > Crítico). The
 *   score's scale is fitted on real contracts (scripts/fit-score.ts); here the order is what
 *   the synthetic golds can check.
 * - entity recall, per kind: share of gold values found among the extracted entities (money to the
 *   cent, percentages exactly, dates by YYYY-MM-DD, party roles without case and accents;
 *   placeholders count min(found, expected) of the expected count).
 * - checklist accuracy: share of the gold's checklist keys whose `present` matches the analysis.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { CRITERIA } from '@contrato-claro/shared';
import type { TAnalysis, TCriterion } from '@contrato-claro/shared';
import { analyzeText } from '../src/index';
import type { RuleId } from '../src/types';
import { CORPUS_DIR, absentRules, familyOf, loadCorpus } from '../test/corpus/gold';
import type { CorpusEntry } from '../test/corpus/gold';
import { spearmanOf } from '../test/corpus-real/judge';

const ENTITY_KINDS = ['money', 'percentages', 'dates', 'parties', 'placeholders'] as const;
type EntityKind = (typeof ENTITY_KINDS)[number];

const ZThreshold = z.strictObject({
  min: z.number().min(0).max(1),
  /** Why the threshold is below the target the engine should reach (required when lowered). */
  reason: z.string().optional(),
});
const ZPrecisionRecall = z.strictObject({ precision: ZThreshold, recall: ZThreshold });
const ZThresholds = z.strictObject({
  overall: ZPrecisionRecall,
  families: z.record(z.enum(CRITERIA), ZPrecisionRecall),
  typeAccuracy: ZThreshold,
  bandAccuracy: ZThreshold,
  bandOrder: ZThreshold,
  checklistAccuracy: ZThreshold,
  entityRecall: z.record(z.enum(ENTITY_KINDS), ZThreshold),
});
type TThreshold = z.infer<typeof ZThreshold>;

/** A ratio being accumulated. */
class Ratio {
  hits = 0;
  total = 0;
  add(hits: number, total: number): void {
    this.hits += hits;
    this.total += total;
  }
  get value(): number | null {
    return this.total === 0 ? null : this.hits / this.total;
  }
}

interface Counts {
  tp: number;
  fp: number;
  fn: number;
  unjudged: number;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

const format = (value: number | null) => (value === null ? ' n/a' : value.toFixed(2));

function firedRules(analysis: TAnalysis): Set<RuleId> {
  return new Set(
    CRITERIA.flatMap((criterion) => analysis[criterion].findings.map((f) => f.rule as RuleId)),
  );
}

/** Matched and expected counts of one entity kind on one contract. */
function entityMatches(
  kind: EntityKind,
  entry: CorpusEntry,
  analysis: TAnalysis,
): [number, number] {
  const gold = entry.gold.entities;
  const found = analysis.entities;
  const countFound = <T>(expected: T[], isFound: (value: T) => boolean): [number, number] => [
    expected.filter(isFound).length,
    expected.length,
  ];
  switch (kind) {
    case 'money':
      return countFound(gold.money, (v) => found.money.some((m) => Math.abs(m.value - v) < 0.005));
    case 'percentages':
      return countFound(gold.percentages, (v) =>
        found.percentages.some((p) => Math.abs(p.value - v) < 1e-9),
      );
    case 'dates':
      return countFound(gold.dates, (v) => found.dates.some((d) => d.iso.slice(0, 10) === v));
    case 'parties':
      return countFound(gold.parties, (v) => found.parties.some((p) => fold(p.role) === fold(v)));
    case 'placeholders':
      return [Math.min(found.placeholders.length, gold.placeholders), gold.placeholders];
    default: {
      const unreachable: never = kind;
      throw new Error(`unknown entity kind ${String(unreachable)}`);
    }
  }
}

function checklistMatches(entry: CorpusEntry, analysis: TAnalysis): [number, number, string[]] {
  const wrong: string[] = [];
  const expected = Object.entries(entry.gold.checklist);
  for (const [key, present] of expected) {
    const item = analysis.defaultClauses.items.find((i) => i.key === key);
    if (item?.present !== present) wrong.push(`${key}=${String(item?.present ?? 'ausente')}`);
  }
  return [expected.length - wrong.length, expected.length, wrong];
}

function main(): number {
  const verbose = process.argv.includes('--verbose');
  const thresholds = ZThresholds.parse(
    JSON.parse(readFileSync(join(CORPUS_DIR, 'thresholds.json'), 'utf8')),
  );
  const corpus = loadCorpus();
  const families = Object.fromEntries(
    CRITERIA.map((c) => [c, { tp: 0, fp: 0, fn: 0, unjudged: 0 }]),
  ) as Record<TCriterion, Counts>;
  const typeAccuracy = new Ratio();
  const subTypeAccuracy = new Ratio();
  const bandAccuracy = new Ratio();
  const scoredBands: { score: number; band: string }[] = [];
  const checklistAccuracy = new Ratio();
  const entityRecall = Object.fromEntries(ENTITY_KINDS.map((k) => [k, new Ratio()])) as Record<
    EntityKind,
    Ratio
  >;
  const failures: string[] = [];
  const byRule = new Map<RuleId, Counts>();
  const countRule = (rule: RuleId, key: keyof Counts) => {
    const counts = byRule.get(rule) ?? { tp: 0, fp: 0, fn: 0, unjudged: 0 };
    counts[key] += 1;
    byRule.set(rule, counts);
    families[familyOf(rule)][key] += 1;
  };

  console.log('Contrato'.padEnd(44), 'Tipo (esperado → obtido)'.padEnd(58), 'Faixa', 'Nota');
  for (const entry of corpus) {
    const { gold } = entry;
    const result = analyzeText(entry.text, { fileName: entry.fileName });
    if (!result.ok) {
      failures.push(`${entry.id}: not analysed (${result.error.code})`);
      console.log(entry.id.padEnd(44), `ERRO ${result.error.code}`);
      continue;
    }
    const analysis = result.value;
    const { score, band } = analysis.finalScore;
    const typeOk = analysis.contractType === gold.contractType;
    const bandOk = band === gold.band;
    typeAccuracy.add(typeOk ? 1 : 0, 1);
    bandAccuracy.add(bandOk ? 1 : 0, 1);
    scoredBands.push({ score, band: gold.band });
    if (gold.contractSubType !== null) {
      const subTypeOk = fold(analysis.contractSubType ?? '') === fold(gold.contractSubType);
      subTypeAccuracy.add(subTypeOk ? 1 : 0, 1);
    }
    const mark = (ok: boolean) => (ok ? '✓' : '✗');
    const typeText = `${gold.contractType} → ${analysis.contractType}${analysis.contractSubType ? ` (${analysis.contractSubType})` : ''}`;
    console.log(
      entry.id.padEnd(44),
      `${mark(typeOk)} ${typeText}`.padEnd(58),
      `${mark(bandOk)} ${gold.band} → ${band}`.padEnd(30),
      String(score).padStart(3),
    );
    if (gold.score?.min !== undefined && score < gold.score.min) {
      failures.push(`${entry.id}: score ${score} < ${gold.score.min}`);
    }
    if (gold.score?.max !== undefined && score > gold.score.max) {
      failures.push(`${entry.id}: score ${score} > ${gold.score.max}`);
    }

    const fired = firedRules(analysis);
    const absent = absentRules(gold);
    const required = new Set<RuleId>(gold.findings);
    const missed = gold.findings.filter((rule) => !fired.has(rule));
    const falseAlarms = [...fired].filter((rule) => absent.has(rule));
    const unjudged = [...fired].filter((rule) => !absent.has(rule) && !required.has(rule));
    for (const rule of gold.findings) countRule(rule, fired.has(rule) ? 'tp' : 'fn');
    for (const rule of falseAlarms) countRule(rule, 'fp');
    for (const rule of unjudged) countRule(rule, 'unjudged');
    if (missed.length > 0) console.log('    não detectou:', missed.join(', '));
    if (falseAlarms.length > 0) console.log('    falso alarme:', falseAlarms.join(', '));
    if (verbose && unjudged.length > 0) console.log('    não julgado:', unjudged.join(', '));

    for (const kind of ENTITY_KINDS)
      entityRecall[kind].add(...entityMatches(kind, entry, analysis));
    const [right, total, wrong] = checklistMatches(entry, analysis);
    checklistAccuracy.add(right, total);
    if (wrong.length > 0) console.log('    checklist divergente:', wrong.join(', '));
  }

  const check = (name: string, value: number | null, threshold: TThreshold) => {
    const below = value !== null && value < threshold.min;
    if (below) failures.push(`${name} ${format(value)} < ${threshold.min}`);
    return `${format(value)} (mín. ${threshold.min.toFixed(2)})${below ? ' ✗' : ''}`;
  };

  console.log('\nRegras com falhas (TP/FP/FN):');
  for (const [rule, c] of [...byRule].sort(([a], [b]) => a.localeCompare(b))) {
    if (c.fp > 0 || c.fn > 0) console.log(`  ${rule.padEnd(48)} ${c.tp}/${c.fp}/${c.fn}`);
  }

  console.log('');
  console.log(
    'Família'.padEnd(25),
    'TP'.padStart(4),
    'FP'.padStart(4),
    'FN'.padStart(4),
    'NJ'.padStart(4),
    '  Precisão',
    '           Recall',
  );
  const overall: Counts = { tp: 0, fp: 0, fn: 0, unjudged: 0 };
  const line = (name: string, c: Counts, t: z.infer<typeof ZPrecisionRecall>) => {
    const precision = c.tp + c.fp === 0 ? null : c.tp / (c.tp + c.fp);
    const recall = c.tp + c.fn === 0 ? null : c.tp / (c.tp + c.fn);
    console.log(
      name.padEnd(25),
      String(c.tp).padStart(4),
      String(c.fp).padStart(4),
      String(c.fn).padStart(4),
      String(c.unjudged).padStart(4),
      ' ',
      check(`${name} precision`, precision, t.precision).padEnd(22),
      check(`${name} recall`, recall, t.recall),
    );
  };
  for (const criterion of CRITERIA) {
    const c = families[criterion];
    overall.tp += c.tp;
    overall.fp += c.fp;
    overall.fn += c.fn;
    overall.unjudged += c.unjudged;
    const t = thresholds.families[criterion];
    if (!t) throw new Error(`thresholds.json: no thresholds for family ${criterion}`);
    line(criterion, c, t);
  }
  line('geral', overall, thresholds.overall);

  console.log(
    '\nAcurácia do tipo:     ',
    check('type accuracy', typeAccuracy.value, thresholds.typeAccuracy),
  );
  console.log('Acurácia do subtipo:  ', format(subTypeAccuracy.value), '(informativa)');
  console.log(
    'Acurácia da faixa:    ',
    check('band accuracy', bandAccuracy.value, thresholds.bandAccuracy),
  );
  console.log(
    'Ordem das faixas:     ',
    check('band order', spearmanOf(scoredBands), thresholds.bandOrder),
  );
  console.log(
    'Acurácia do checklist:',
    check('checklist accuracy', checklistAccuracy.value, thresholds.checklistAccuracy),
  );
  for (const kind of ENTITY_KINDS) {
    const t = thresholds.entityRecall[kind];
    if (!t) throw new Error(`thresholds.json: no entity recall threshold for ${kind}`);
    console.log(
      `Recall de entidades (${kind}):`.padEnd(37),
      check(`${kind} recall`, entityRecall[kind].value, t),
    );
  }

  if (failures.length > 0) {
    console.log(`\nFALHOU (${failures.length}):`);
    for (const failure of failures) console.log(`  - ${failure}`);
    return 1;
  }
  console.log('\nOK: todas as métricas atingiram os limites.');
  return 0;
}

process.exitCode = main();
