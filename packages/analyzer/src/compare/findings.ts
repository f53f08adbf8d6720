import {
  CRITERIA,
  type TAnalysis,
  type TComparedFinding,
  type TComparison,
  type TFinding,
} from '@contrato-claro/shared';
import { foldText } from '../text/fold';
import type { Alignment } from './align';
import { unitIndexAt, type Unit } from './units';

/** A version as the finding comparison reads it. */
export type FindingsOf = Pick<TAnalysis, 'text' | (typeof CRITERIA)[number]>;

interface Located {
  finding: TFinding;
  unit: number;
  /** The folded words the finding points at. */
  words: string;
}

const compared = (finding: TFinding): TComparedFinding => ({
  id: finding.id,
  rule: finding.rule,
  criterion: finding.criterion,
  title: finding.title,
  severity: finding.severity,
  points: finding.points,
  ref: finding.clause.ref,
});

function locate(version: FindingsOf, units: readonly Unit[]): Located[] {
  return CRITERIA.flatMap((criterion) => version[criterion].findings).map((finding) => ({
    finding,
    unit: unitIndexAt(units, finding.clause.start),
    words: foldText(version.text.slice(finding.clause.start, finding.clause.end))
      .replace(/\s+/gu, ' ')
      .trim(),
  }));
}

/** The same problem in both versions: same rule and, for a missing element, the same one. */
const sameProblem = (a: TFinding, b: TFinding) =>
  a.rule === b.rule && a.missing === b.missing && a.criterion === b.criterion;

/**
 * Which findings of the earlier version were resolved, which remain and which are new. A finding
 * remains when the new version has the same problem (same rule; same missing element) in the
 * clause it was aligned with, or at the very same words wherever they went; a missing element is
 * the document's, whatever the clause. A finding of the new version that remains none of the
 * earlier ones is new.
 */
export function compareFindings(
  before: FindingsOf,
  after: FindingsOf,
  units: { before: readonly Unit[]; after: readonly Unit[] },
  alignment: Alignment,
): { result: TComparison['findings']; resolvedIds: Set<string> } {
  const old = locate(before, units.before);
  const fresh = locate(after, units.after);
  const taken = new Set<Located>();
  const matched = new Map<Located, Located>();
  const passes: ((o: Located, n: Located) => boolean)[] = [
    (o, n) => o.finding.missing !== undefined || alignment.afterOf[o.unit] === n.unit,
    (o, n) => o.words !== '' && o.words === n.words,
  ];
  for (const isMatch of passes) {
    for (const o of old) {
      if (matched.has(o)) continue;
      const n = fresh.find(
        (candidate) =>
          !taken.has(candidate) &&
          sameProblem(o.finding, candidate.finding) &&
          isMatch(o, candidate),
      );
      if (n) {
        matched.set(o, n);
        taken.add(n);
      }
    }
  }
  const resolved = old.filter((o) => !matched.has(o));
  return {
    result: {
      resolved: resolved.map((o) => compared(o.finding)),
      remaining: old.flatMap((o) => {
        const n = matched.get(o);
        return n ? [compared(n.finding)] : [];
      }),
      new: fresh.filter((n) => !taken.has(n)).map((n) => compared(n.finding)),
    },
    resolvedIds: new Set(resolved.map((o) => o.finding.id)),
  };
}
