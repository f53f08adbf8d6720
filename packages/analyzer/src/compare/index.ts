/**
 * Comparing two versions of a contract (issue 25): the earlier one the reader analysed and the
 * revised one the other party sent back. Clauses are aligned by content (renumbered and moved
 * clauses are recognised), changed ones diffed word by word; findings are marked resolved,
 * remaining or new; the points the reader asked for in the message are checked first. Reads two
 * finished analyses only: no I/O.
 */
import {
  CRITERIA,
  type TAnalysis,
  type TClauseChange,
  type TComparison,
  type TRequestedPoint,
} from '@contrato-claro/shared';
import { alignUnits, movedUnits, type Alignment } from './align';
import { compareFindings, type FindingsOf } from './findings';
import { unitsOfVersions, type Unit } from './units';
import { diffWords } from './word-diff';

export { alignUnits, type Alignment } from './align';
export { unitsOf, unitsOfVersions, unitIndexAt, type Unit } from './units';

/** What the comparison reads of each version. */
export type ComparableVersion = FindingsOf & Pick<TAnalysis, 'outline'>;

/** The comparison of two versions, without what the caller knows of them (ids, names, scores). */
export type VersionComparison = Omit<TComparison, 'before' | 'after'>;

const textOf = (text: string, unit: Unit) => text.slice(unit.start, unit.end).trim();

/**
 * The clauses in the new version's order, each removed clause right after the clause that
 * preceded it in the earlier version.
 */
function clauseChanges(
  before: ComparableVersion,
  after: ComparableVersion,
  units: { before: readonly Unit[]; after: readonly Unit[] },
  alignment: Alignment,
): TClauseChange[] {
  const moved = movedUnits(alignment);
  const removedAfter = new Map<number, number[]>();
  let anchor = -1;
  units.before.forEach((_, i) => {
    const j = alignment.afterOf[i];
    if (j !== null && j !== undefined) {
      anchor = moved.has(i) ? anchor : j;
      return;
    }
    const list = removedAfter.get(anchor) ?? [];
    list.push(i);
    removedAfter.set(anchor, list);
  });
  const removed = (i: number): TClauseChange => {
    const unit = units.before[i]!;
    return {
      status: 'removed',
      beforeRef: unit.ref,
      afterRef: null,
      title: unit.title,
      renumbered: false,
      moved: false,
      parts: [{ op: 'delete', text: textOf(before.text, unit) }],
    };
  };
  const changes: TClauseChange[] = (removedAfter.get(-1) ?? []).map(removed);
  units.after.forEach((unit, j) => {
    const i = alignment.beforeOf[j];
    if (i === null || i === undefined) {
      changes.push({
        status: 'added',
        beforeRef: null,
        afterRef: unit.ref,
        title: unit.title,
        renumbered: false,
        moved: false,
        parts: [{ op: 'insert', text: textOf(after.text, unit) }],
      });
    } else {
      const earlier = units.before[i]!;
      const isSame = earlier.body === unit.body;
      changes.push({
        status: isSame ? 'unchanged' : 'changed',
        beforeRef: earlier.ref,
        afterRef: unit.ref,
        title: unit.title ?? earlier.title,
        renumbered: earlier.ref !== unit.ref,
        moved: moved.has(i),
        parts: isSame ? [] : diffWords(textOf(before.text, earlier), textOf(after.text, unit)),
      });
    }
    changes.push(...(removedAfter.get(j) ?? []).map(removed));
  });
  return changes;
}

/**
 * Compares an earlier version with the new one. `requestedFindingIds`: the findings of the
 * earlier version the reader put in their message to the other party (null when they wrote
 * none); each is `atendido` when the new version no longer has the problem.
 */
export function compareVersions(
  before: ComparableVersion,
  after: ComparableVersion,
  requestedFindingIds: readonly string[] | null = null,
): VersionComparison {
  const units = unitsOfVersions(before, after);
  const alignment = alignUnits(units.before, units.after);
  const { result: findings, resolvedIds } = compareFindings(before, after, units, alignment);
  const earlierFindings = new Map(
    CRITERIA.flatMap((criterion) => before[criterion].findings).map((f) => [f.id, f]),
  );
  const requested =
    requestedFindingIds === null
      ? null
      : requestedFindingIds.flatMap((id): TRequestedPoint[] => {
          const finding = earlierFindings.get(id);
          if (!finding) return [];
          return [
            {
              findingId: id,
              title: finding.title,
              ref: finding.clause.ref,
              status: resolvedIds.has(id) ? 'atendido' : 'nao_atendido',
            },
          ];
        });
  return {
    requested,
    clauses: clauseChanges(before, after, units, alignment),
    findings,
    criteria: CRITERIA.map((criterion) => ({
      criterion,
      before: before[criterion].score,
      after: after[criterion].score,
    })),
  };
}
