import type { TAnalysis } from '@contrato-claro/shared';
import { analyzeText } from '../../src';
import {
  alignUnits,
  compareVersions,
  unitIndexAt,
  unitsOf,
  unitsOfVersions,
  type Alignment,
} from '../../src/compare';
import { compareFindings } from '../../src/compare/findings';
import { buildRevision, type EditPlan } from './build-pair';

/** How one pair compared against its ground truth. */
export interface PairMeasure {
  id: string;
  /** Units of both versions whose partner (or absence of one) the comparison got right. */
  alignedRight: number;
  units: number;
  /** Findings marked as with the true alignment (a remaining pair counts once). */
  findingsRight: number;
  findings: number;
  comparison: ReturnType<typeof compareVersions>;
  before: TAnalysis;
  after: TAnalysis;
}

const analysed = (text: string, name: string): TAnalysis => {
  const result = analyzeText(text, { fileName: `${name}.txt` });
  if (!result.ok) throw new Error(`${name}: ${result.error.code}`);
  return result.value;
};

const statusOf = (findings: ReturnType<typeof compareFindings>['result']) =>
  new Map([
    ...findings.resolved.map((f) => [`b:${f.id}`, 'resolved'] as const),
    ...findings.remaining.map((f) => [`a:${f.id}`, 'remaining'] as const),
    ...findings.new.map((f) => [`a:${f.id}`, 'new'] as const),
  ]);

/** Builds the revised version of `text` under `plan`, compares both and scores the comparison. */
export function measurePair(text: string, plan: EditPlan): PairMeasure {
  const before = analysed(text, plan.id);
  const beforeUnits = unitsOf(before);
  if (beforeUnits.length !== plan.units) {
    throw new Error(`${plan.id}: the plan was made for another text (run build-compare-pairs)`);
  }
  const revision = buildRevision(before.text, beforeUnits, plan);
  const after = analysed(revision.text, `${plan.id}-v2`);
  const units = unitsOfVersions(before, after);

  // The truth: each unit of the new version came from the piece holding its start, and so from
  // the place of the original that piece started at. Analysis normalises whitespace again, so
  // offsets are mapped through the non-blank characters.
  const solid = (value: string) => [...value.matchAll(/\S/gu)].map((match) => match.index);
  const revisionSolid = solid(revision.text);
  const afterSolid = solid(after.text);
  const inRevision = (offset: number) => {
    const k = afterSolid.findIndex((position) => position >= offset);
    return revisionSolid[k === -1 ? revisionSolid.length - 1 : k] ?? 0;
  };
  const origins = revision.segments.map((segment) => ({ start: segment.start }));
  const truth: Alignment = {
    afterOf: units.before.map(() => null),
    beforeOf: units.after.map((unit) => {
      const offset = inRevision(unit.start);
      const segment = revision.segments[unitIndexAt(origins as never, offset)]!;
      if (segment.sourceStart === null) return null;
      return unitIndexAt(units.before, segment.sourceStart + (offset - segment.start));
    }),
  };
  truth.beforeOf.forEach((i, j) => {
    if (i !== null && truth.afterOf[i] === null) truth.afterOf[i] = j;
  });
  // A second unit of one origin (a clause the revision split) has no partner in truth.
  truth.beforeOf = truth.beforeOf.map((i, j) => (i !== null && truth.afterOf[i] === j ? i : null));

  const predicted = alignUnits(units.before, units.after);
  const alignedRight =
    predicted.afterOf.filter((j, i) => j === truth.afterOf[i]).length +
    predicted.beforeOf.filter((i, j) => i === truth.beforeOf[j]).length;

  const expected = statusOf(compareFindings(before, after, units, truth).result);
  const got = statusOf(compareFindings(before, after, units, predicted).result);
  let findingsRight = 0;
  for (const [key, status] of expected) if (got.get(key) === status) findingsRight += 1;
  return {
    id: plan.id,
    alignedRight,
    units: units.before.length + units.after.length,
    findingsRight,
    findings: expected.size,
    comparison: compareVersions(before, after),
    before,
    after,
  };
}
