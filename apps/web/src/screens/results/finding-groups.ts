import {
  CRITERIA,
  type TCriterion,
  type TFinding,
  type TResults,
  type TSeverity,
} from '@contrato-claro/shared';

/** One place of the contract where a problem shows. */
export interface Place {
  ref: string;
  page: number | null;
  /** The words at that place, as written. */
  excerpt: string;
  start: number;
  end: number;
  /** The finding's own description when it differs from the card's (another fine, another date). */
  description: string | null;
}

/**
 * One problem as the reader sees it: the findings of one rule with the same title (and the same
 * stance for the reader) in one criterion, on one card, with every place they occur listed inside.
 */
export interface FindingGroup {
  /** Stable across renders: the id of the card's first finding. */
  id: string;
  criterion: TCriterion;
  /** The costliest finding: its title, severity and advice speak for the card. */
  lead: TFinding;
  findings: TFinding[];
  /** What the group took from its criterion's score. */
  points: number;
  places: Place[];
}

const SEVERITY_RANK: Record<TSeverity, number> = { alta: 3, média: 2, baixa: 1 };

const groupKey = (finding: TFinding) =>
  [finding.rule, finding.title, finding.readerStance ?? ''].join('\u0000');

/** Costliest first, then the more severe, then the earlier in the text. */
function byWeight(a: FindingGroup, b: FindingGroup): number {
  return (
    b.points - a.points ||
    SEVERITY_RANK[b.lead.severity] - SEVERITY_RANK[a.lead.severity] ||
    a.lead.clause.start - b.lead.clause.start
  );
}

function placesOf(findings: readonly TFinding[], lead: TFinding): Place[] {
  const seen = new Set<string>();
  const places: Place[] = [];
  const add = (place: Omit<Place, 'description'>, description: string) => {
    const key = `${place.ref}\u0000${place.start}`;
    if (seen.has(key)) return;
    seen.add(key);
    places.push({ ...place, description: description === lead.description ? null : description });
  };
  for (const finding of findings) {
    const { ref, page, excerpt, start, end } = finding.clause;
    add({ ref, page, excerpt, start, end }, finding.description);
    for (const occurrence of finding.occurrences ?? []) {
      add({ ...occurrence, excerpt: occurrence.text }, finding.description);
    }
  }
  return places.sort((a, b) => a.start - b.start);
}

/** The findings of one criterion as cards, costliest first. */
export function groupFindings(
  criterion: TCriterion,
  findings: readonly TFinding[],
): FindingGroup[] {
  const byKey = new Map<string, TFinding[]>();
  for (const finding of findings) {
    const key = groupKey(finding);
    byKey.set(key, [...(byKey.get(key) ?? []), finding]);
  }
  return [...byKey.values()]
    .map((members) => {
      const inText = [...members].sort((a, b) => a.clause.start - b.clause.start);
      const lead = [...members].sort(
        (a, b) =>
          b.points - a.points ||
          SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
          a.clause.start - b.clause.start,
      )[0]!;
      return {
        id: inText[0]!.id,
        criterion,
        lead,
        findings: inText,
        points: members.reduce((sum, finding) => sum + finding.points, 0),
        places: placesOf(inText, lead),
      };
    })
    .sort(byWeight);
}

/** Every criterion's cards, in the order of the criteria. */
export function groupResults(results: TResults): Record<TCriterion, FindingGroup[]> {
  return Object.fromEntries(
    CRITERIA.map((criterion) => [criterion, groupFindings(criterion, results[criterion].findings)]),
  ) as Record<TCriterion, FindingGroup[]>;
}

/** How many points "O que mais preocupa" shows at most. */
export const TOP_POINTS = 3;

/**
 * "O que mais preocupa": the most serious problems for the reader, across criteria — never one
 * in their favour.
 */
export function topGroups(groups: Record<TCriterion, FindingGroup[]>): FindingGroup[] {
  return CRITERIA.flatMap((criterion) => groups[criterion])
    .filter((group) => group.lead.readerStance !== 'a_favor')
    .sort(byWeight)
    .slice(0, TOP_POINTS);
}

/**
 * The points a message to the other party can carry, the most serious first: those against the
 * reader (or neutral) with a model clause to ask for. A recommendation is advice to the reader
 * ("Preencha o campo antes de assinar"), not something to ask of the other party.
 */
export function requestGroups(groups: readonly FindingGroup[]): FindingGroup[] {
  return groups
    .filter((group) => group.lead.readerStance !== 'a_favor' && group.lead.suggestedWording)
    .sort(byWeight);
}

/** The id of a card's element, so a link can scroll to it. */
export const groupElementId = (group: FindingGroup) => `ponto-${group.id.replace(/[^\w-]/gu, '-')}`;
