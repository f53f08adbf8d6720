/**
 * Judges an analysis against a lawyer's annotation of the same contract, finding by finding.
 *
 * Every finding instance gets one verdict:
 * - `confirmed`: its span overlaps the needle of an annotated issue (any criterion: the lawyer
 *   files some problems under another criterion than the engine, the problem is the same), or
 *   one of its listed occurrences overlaps an issue of its own criterion (a finding that lists
 *   twelve blanks is confirmed by the lawyer's issue on one of them, not by any issue elsewhere);
 * - `refuted`: it says an element is missing (`finding.missing`) and the annotation locates that
 *   element, or its span overlaps a clause the lawyer annotated as lawful (`fine`);
 * - `unjudged`: neither — the lawyer did not raise it; it counts against the confirmed share.
 * Each law the analysis cites is also checked against the vetted law table (resolved or not).
 * Needles are located after NFKD, accent and case folding and whitespace collapsing, on the
 * analysis's own normalised text, so offsets are the engine's.
 */
import {
  CRITERIA,
  type TAnalysis,
  type TCriterion,
  type TDefaultClauseKey,
  type TFinding,
} from '@contrato-claro/shared';
import { isKnownCitation } from '../../src/legal/laws';
import { MECHANISMS, type Mechanism, type TAnnotation, type TIssue } from './annotation';
import {
  hasConfirmedReasons,
  hasRightPriceKind,
  hasRightRoles,
  hasRightTermKind,
  hasRightType,
} from './summary-checks';

/** A half-open span of the analysis text. */
export interface Span {
  start: number;
  end: number;
}

export type Verdict = 'confirmed' | 'refuted' | 'unjudged';

/** One finding with its verdict and why. */
export interface JudgedFinding {
  finding: TFinding;
  verdict: Verdict;
  /** The issue it confirms, the element it wrongly calls missing, or the lawful clause it hits. */
  reason: string | null;
  /** Whether an earlier finding has the same rule on the same clause, or exactly its span. */
  isRepeat: boolean;
}

/** What the summary gets right, by check. */
export interface SummaryChecks {
  /** No template variable or blank ("{{nome}}", "{$x}", "${x}", "____", "XXXX"). */
  isClean: boolean;
  /** Names a party the lawyer names (when any is named) and no party the lawyer does not. */
  hasRightParties: boolean;
  /** Every amount it states is one of the contract's; when the lawyer states one, it does too. */
  hasRightValue: boolean;
  /** Every duration it states is one of the contract's; when the lawyer states one, it does too. */
  hasRightTerm: boolean;
  /** The lawyer's kind of document, and no regime the lawyer does not list. */
  hasRightType: boolean;
  /** No party the lawyer names is given another party's role. */
  hasRightRoles: boolean;
  /** The price as what it is (a percentage, a monthly fee), never as another kind. */
  hasRightPriceKind: boolean;
  /** The term as what it is (fixed, indefinite, until an event), never a notice period as term. */
  hasRightTermKind: boolean;
  /** Every reason given for the score is a finding an annotated issue confirms. */
  hasConfirmedReasons: boolean;
}

/** The judgement of one contract. */
export interface ContractJudgement {
  id: string;
  /** The analysis error code when the engine refused the document. */
  error: string | null;
  findings: JudgedFinding[];
  /** Each annotated issue and whether a finding overlaps it. */
  issues: { issue: TIssue; found: boolean }[];
  /** Expected keys (`expected_for_type`) on which the checklist agrees with the annotation. */
  checklist: { key: TDefaultClauseKey; expected: boolean; found: boolean }[];
  band: { expected: string; found: string | null };
  score: number | null;
  /** Annotated entities by kind: how many the engine extracted (overlapping spans). */
  entities: Record<EntityKind, { found: number; total: number }>;
  summary: SummaryChecks | null;
  /** Each law the document cites and whether the vetted law table resolves it. */
  citations: { law: string; resolved: boolean }[];
  /** Needles that could not be located in the text (an annotation or normalisation problem). */
  unlocated: string[];
}

export const ENTITY_KINDS = ['money', 'percentages', 'dates', 'deadlines'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** Characters the extractor removes: soft hyphen, zero-width marks, BOM. */
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/u;
const QUOTE = /[“”„‟«»″〝〞＂‘’‚‛′`´"]/u;
const DASH = /[‐‑‒–—―−﹘﹣－]/u;

/** Text folded for matching, with the original offset of each folded character. */
interface Folded {
  text: string;
  offsets: number[];
}

/** NFKD, no accents, lower case, one quote, one dash and one space per run. */
export function foldForMatching(text: string): Folded {
  let out = '';
  const offsets: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (INVISIBLE.test(char)) continue;
    let mapped: string;
    if (/\s/u.test(char)) mapped = ' ';
    else if (QUOTE.test(char)) mapped = "'";
    else if (DASH.test(char)) mapped = '-';
    else mapped = char.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
    for (const piece of mapped) {
      if (piece === ' ' && (out.length === 0 || out.endsWith(' '))) continue;
      out += piece;
      offsets.push(i);
    }
  }
  return { text: out, offsets };
}

/** Where `needle` first occurs in the text behind `folded`, or null. */
export function locate(folded: Folded, needle: string): Span | null {
  const key = foldForMatching(needle).text.trim();
  if (key === '') return null;
  const at = folded.text.indexOf(key);
  if (at === -1) return null;
  return { start: folded.offsets[at]!, end: folded.offsets[at + key.length - 1]! + 1 };
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** The span a finding points at (at least one character). */
const spanOf = (finding: TFinding): Span => ({
  start: finding.clause.start,
  end: Math.max(finding.clause.end, finding.clause.start + 1),
});

const TEMPLATE_VARIABLE = /\{\{|\}\}|\{\$|\$\{|_{3,}|\bX{4,}\b|\[\s*(?:nome|cpf|cnpj|endere)/iu;

const foldWords = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim();

/** Company-type words and connectors that do not identify a party. */
const NAME_NOISE = new Set([
  'ltda',
  'me',
  'epp',
  'eireli',
  'sa',
  's',
  'a',
  'o',
  'de',
  'da',
  'do',
  'das',
  'dos',
  'e',
  'em',
]);

/** The first two identifying words of a party's name ("ESCOLA DO REINO LTDA" → escola, reino). */
function nameKey(name: string): string[] {
  const withoutNote = name.replace(/\([^)]*\)/gu, ' ');
  return foldWords(withoutNote)
    .split(' ')
    .filter((word) => word.length > 1 && !NAME_NOISE.has(word))
    .slice(0, 2);
}

const mentions = (summaryWords: Set<string>, key: string[]) =>
  key.length > 0 && key.every((word) => summaryWords.has(word));

const AMOUNT = /r\$\s*(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?)(?![\d.,]\d)/gu;
const DURATION =
  /\b(\d+)\s*(?:\([^)]{1,30}\)\s*)?(dia|dias|mes|meses|ano|anos|semana|semanas|hora|horas)\b/gu;

const amountsIn = (text: string): number[] =>
  [...text.toLowerCase().matchAll(AMOUNT)].map((m) =>
    Number(m[1]!.replace(/\./gu, '').replace(',', '.')),
  );

/** Accent- and case-folded text that keeps its punctuation ("30 (trinta) dias"). */
const foldKeeping = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

const durationsIn = (text: string): string[] =>
  [...foldKeeping(text).matchAll(DURATION)].map(
    (m) => `${Number(m[1])} ${m[2]!.replace(/e?s$/u, '').replace(/^m$/u, 'mes')}`,
  );

/** Amounts written in the contract itself (figures after "R$" or before "reais"). */
function contractAmounts(text: string): Set<number> {
  const amounts = new Set(amountsIn(text));
  for (const m of text.matchAll(/(\d{1,3}(?:\.\d{3})*,\d{2})/gu)) {
    amounts.add(Number(m[1]!.replace(/\./gu, '').replace(',', '.')));
  }
  return amounts;
}

function judgeSummary(
  analysis: TAnalysis,
  annotation: TAnnotation,
  contractText: string,
  judged: readonly JudgedFinding[],
): SummaryChecks {
  const summary = analysis.finalScore.resumo_contrato;
  const words = new Set(foldWords(summary).split(' '));
  const named = annotation.parties.flatMap((party) =>
    party.name === null ? [] : [nameKey(party.name)],
  );
  const namesRight = named.length === 0 || named.some((key) => mentions(words, key));
  const goldWords = new Set(
    annotation.parties.flatMap((party) => foldWords(`${party.name ?? ''}`).split(' ')),
  );
  const namesWrong = analysis.entities.parties.some(
    (party) =>
      party.name !== null &&
      mentions(words, nameKey(party.name)) &&
      !nameKey(party.name).some((word) => goldWords.has(word)),
  );

  const stated = amountsIn(summary);
  const known = contractAmounts(contractText);
  const lawyerAmounts = amountsIn(annotation.summary);
  const hasRightValue =
    stated.every((amount) => known.has(amount) || lawyerAmounts.includes(amount)) &&
    (lawyerAmounts.length === 0 || stated.some((amount) => lawyerAmounts.includes(amount)));

  const statedTerms = durationsIn(summary);
  const knownTerms = new Set([
    ...durationsIn(contractText),
    ...annotation.entities.deadlines.flatMap(durationsIn),
  ]);
  const lawyerTerms = durationsIn(annotation.summary);
  const hasRightTerm =
    statedTerms.every((term) => knownTerms.has(term) || lawyerTerms.includes(term)) &&
    (lawyerTerms.length === 0 || statedTerms.some((term) => lawyerTerms.includes(term)));

  return {
    isClean: !TEMPLATE_VARIABLE.test(summary),
    hasRightParties: namesRight && !namesWrong,
    hasRightValue,
    hasRightTerm,
    hasRightType: hasRightType(summary, annotation),
    hasRightRoles: hasRightRoles(summary, annotation),
    hasRightPriceKind: hasRightPriceKind(summary, annotation),
    hasRightTermKind: hasRightTermKind(summary, annotation),
    hasConfirmedReasons: hasConfirmedReasons(
      summary,
      judged.map(({ finding, verdict }) => ({
        title: finding.title,
        isConfirmed: verdict === 'confirmed',
      })),
    ),
  };
}

/** Marks findings that repeat an earlier one: same rule and clause, or exactly the same span. */
function repeats(findings: readonly TFinding[]): boolean[] {
  const seen = new Set<string>();
  return findings.map((finding) => {
    const keys = [
      `${finding.rule}|${finding.clause.ref}|${finding.missing ?? ''}`,
      `span|${finding.clause.start}|${finding.clause.end}`,
    ];
    const isRepeat = keys.some((key) => seen.has(key));
    for (const key of keys) seen.add(key);
    return isRepeat;
  });
}

/** Every finding of an analysis, criterion by criterion in CRITERIA order. */
export const allFindings = (analysis: TAnalysis): TFinding[] =>
  CRITERIA.flatMap((criterion) => analysis[criterion].findings);

function entitySpans(analysis: TAnalysis, kind: EntityKind): Span[] {
  const { entities } = analysis;
  switch (kind) {
    case 'money':
      return entities.money;
    case 'percentages':
      return entities.percentages;
    case 'dates':
      return entities.dates;
    case 'deadlines':
      return [...entities.durations, ...analysis.importantDates];
    default: {
      const unreachable: never = kind;
      throw new Error(`unknown entity kind ${String(unreachable)}`);
    }
  }
}

/** Judges one analysis (or the error the engine returned) against its annotation. */
export function judgeContract(
  id: string,
  text: string,
  annotation: TAnnotation,
  analysis: TAnalysis | { error: string },
): ContractJudgement {
  const unlocated: string[] = [];
  const zeroEntities = Object.fromEntries(
    ENTITY_KINDS.map((kind) => [kind, { found: 0, total: annotation.entities[kind].length }]),
  ) as ContractJudgement['entities'];
  if ('error' in analysis) {
    return {
      id,
      error: analysis.error,
      findings: [],
      issues: annotation.issues.map((issue) => ({ issue, found: false })),
      checklist: annotation.expected_for_type.map((key) => ({
        key,
        expected: annotation.checklist[key] !== null,
        found: false,
      })),
      band: { expected: annotation.band, found: null },
      score: null,
      entities: zeroEntities,
      summary: null,
      citations: [],
      unlocated,
    };
  }
  const folded = foldForMatching(analysis.text);
  const at = (needle: string): Span | null => {
    const span = locate(folded, needle);
    if (span === null) unlocated.push(needle);
    return span;
  };
  const issueSpans = annotation.issues.map((issue) => ({ issue, span: at(issue.needle) }));
  const fineSpans = annotation.fine.map((fine) => ({ fine, span: at(fine.needle) }));

  const findings = allFindings(analysis);
  const repeated = repeats(findings);
  const judged = findings.map((finding, i): JudgedFinding => {
    const span = spanOf(finding);
    const isRepeat = repeated[i]!;
    if (finding.missing !== undefined && annotation.checklist[finding.missing] != null) {
      return {
        finding,
        verdict: 'refuted',
        reason: `"${finding.missing}" está no texto: «${annotation.checklist[finding.missing]}»`,
        isRepeat,
      };
    }
    const hit =
      issueSpans.find((entry) => entry.span !== null && overlaps(entry.span, span)) ??
      issueSpans.find(
        (entry) =>
          entry.span !== null &&
          entry.issue.criterion === finding.criterion &&
          (finding.occurrences ?? []).some((place) => overlaps(entry.span!, place)),
      );
    if (hit) return { finding, verdict: 'confirmed', reason: hit.issue.needle, isRepeat };
    const lawful = fineSpans.find((entry) => entry.span !== null && overlaps(entry.span, span));
    if (lawful) {
      return { finding, verdict: 'refuted', reason: `lícita: ${lawful.fine.why}`, isRepeat };
    }
    return { finding, verdict: 'unjudged', reason: null, isRepeat };
  });

  const issues = issueSpans.map(({ issue, span }) => ({
    issue,
    found:
      span !== null &&
      findings.some(
        (finding) =>
          overlaps(spanOf(finding), span) ||
          (finding.criterion === issue.criterion &&
            (finding.occurrences ?? []).some((place) => overlaps(place, span))),
      ),
  }));

  const checklist = annotation.expected_for_type.map((key) => ({
    key,
    expected: annotation.checklist[key] !== null,
    found: analysis.defaultClauses.items.find((item) => item.key === key)?.present ?? false,
  }));

  const entities = Object.fromEntries(
    ENTITY_KINDS.map((kind) => {
      const spans = entitySpans(analysis, kind);
      const found = annotation.entities[kind].filter((value) => {
        const span = at(value);
        return span !== null && spans.some((entity) => overlaps(entity, span));
      }).length;
      return [kind, { found, total: annotation.entities[kind].length }];
    }),
  ) as ContractJudgement['entities'];

  return {
    id,
    error: null,
    findings: judged,
    issues,
    checklist,
    band: { expected: annotation.band, found: analysis.finalScore.band },
    score: analysis.finalScore.score,
    entities,
    summary: judgeSummary(analysis, annotation, text, judged),
    // Plain decrees (federal or municipal) are regulations, not the laws the table covers.
    citations: analysis.entities.citations
      .filter(({ law }) => !law.startsWith('Decreto '))
      .map(({ law }) => ({ law, resolved: isKnownCitation(law) })),
    unlocated,
  };
}

/** A share with its parts. */
export interface Share {
  hits: number;
  total: number;
}

const share = (hits: number, total: number): Share => ({ hits, total });

/** The corpus-wide figures (what the baseline records). */
export interface Figures {
  contracts: number;
  analysed: Share;
  findings: number;
  confirmed: Share;
  refuted: Share;
  byCriterion: Record<TCriterion, { confirmed: Share; refuted: Share; issuesFound: Share }>;
  refutedMissing: number;
  repeated: number;
  issuesFound: Share;
  altaFound: Share;
  /** Annotated issues found, by what a checker needs to expose them. */
  byMechanism: Record<Mechanism, Share>;
  /** Documents the engine refused (any analysis error), and the error codes it gave. */
  refused: number;
  refusedCodes: string[];
  /** Spearman's rank correlation between our score and the lawyer's band (null below 3 scores). */
  spearman: number | null;
  /** The most scores inside any 10-point window, of all scores: how squeezed the scale is. */
  spread: Share;
  checklist: Share;
  band: Share;
  entities: Record<EntityKind, Share>;
  summaryClean: Share;
  summaryParties: Share;
  summaryValue: Share;
  summaryTerm: Share;
  summaryType: Share;
  summaryRoles: Share;
  summaryPriceKind: Share;
  summaryTermKind: Share;
  summaryReasons: Share;
  /** Law citations the vetted law table resolves. */
  citations: Share;
}

/** Adds up the judgements of every contract. */
export function figuresOf(judgements: readonly ContractJudgement[]): Figures {
  const all = judgements.flatMap((j) => j.findings);
  const count = (items: readonly JudgedFinding[], verdict: Verdict) =>
    share(items.filter((item) => item.verdict === verdict).length, items.length);
  const issues = judgements.flatMap((j) => j.issues);
  const alta = issues.filter((entry) => entry.issue.severity === 'alta');
  const checklist = judgements.flatMap((j) => j.checklist);
  const summaries = judgements.flatMap((j) => (j.summary === null ? [] : [j.summary]));
  const summaryShare = (check: keyof SummaryChecks) =>
    share(summaries.filter((s) => s[check]).length, judgements.length);
  const byCriterion = Object.fromEntries(
    CRITERIA.map((criterion) => {
      const mine = all.filter((item) => item.finding.criterion === criterion);
      const annotated = issues.filter((entry) => entry.issue.criterion === criterion);
      return [
        criterion,
        {
          confirmed: count(mine, 'confirmed'),
          refuted: count(mine, 'refuted'),
          issuesFound: share(annotated.filter((e) => e.found).length, annotated.length),
        },
      ];
    }),
  ) as Figures['byCriterion'];
  const entities = Object.fromEntries(
    ENTITY_KINDS.map((kind) => [
      kind,
      judgements.reduce(
        (sum, j) => share(sum.hits + j.entities[kind].found, sum.total + j.entities[kind].total),
        share(0, 0),
      ),
    ]),
  ) as Figures['entities'];
  return {
    contracts: judgements.length,
    analysed: share(judgements.filter((j) => j.error === null).length, judgements.length),
    findings: all.length,
    confirmed: count(all, 'confirmed'),
    refuted: count(all, 'refuted'),
    byCriterion,
    refutedMissing: all.filter(
      (item) => item.verdict === 'refuted' && item.finding.missing !== undefined,
    ).length,
    repeated: all.filter((item) => item.isRepeat).length,
    issuesFound: share(issues.filter((e) => e.found).length, issues.length),
    altaFound: share(alta.filter((e) => e.found).length, alta.length),
    byMechanism: Object.fromEntries(
      MECHANISMS.map((mechanism) => {
        const mine = issues.filter((entry) => entry.issue.mechanism === mechanism);
        return [mechanism, share(mine.filter((e) => e.found).length, mine.length)];
      }),
    ) as Figures['byMechanism'],
    refused: judgements.filter((j) => j.error !== null).length,
    refusedCodes: judgements.flatMap((j) => (j.error === null ? [] : [j.error])).sort(),
    spearman: spearmanOfBands(judgements),
    spread: spreadOf(judgements),
    checklist: share(checklist.filter((c) => c.expected === c.found).length, checklist.length),
    band: share(
      judgements.filter((j) => j.band.found === j.band.expected).length,
      judgements.length,
    ),
    entities,
    summaryClean: summaryShare('isClean'),
    summaryParties: summaryShare('hasRightParties'),
    summaryValue: summaryShare('hasRightValue'),
    summaryTerm: summaryShare('hasRightTerm'),
    summaryType: summaryShare('hasRightType'),
    summaryRoles: summaryShare('hasRightRoles'),
    summaryPriceKind: summaryShare('hasRightPriceKind'),
    summaryTermKind: summaryShare('hasRightTermKind'),
    summaryReasons: summaryShare('hasConfirmedReasons'),
    citations: share(
      judgements.reduce((sum, j) => sum + j.citations.filter((c) => c.resolved).length, 0),
      judgements.reduce((sum, j) => sum + j.citations.length, 0),
    ),
  };
}

/** The lawyer's bands in rank order (Crítico < Atenção < Satisfatório). */
const BAND_RANK: Readonly<Record<string, number>> = { Crítico: 0, Atenção: 1, Satisfatório: 2 };

/** 1-based ranks with ties given their average rank. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]!.value === order[i]!.value) j += 1;
    for (let k = i; k <= j; k += 1) out[order[k]!.index] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Pearson's correlation of two equally long series (null when either is constant). */
function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const mean = (v: readonly number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i]! - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  });
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
}

/** Spearman's rho between the scores and the lawyer's bands, over the analysed contracts. */
export const spearmanOfBands = (judgements: readonly ContractJudgement[]): number | null =>
  spearmanOf(
    judgements.flatMap((j) =>
      j.score === null ? [] : [{ score: j.score, band: j.band.expected }],
    ),
  );

/** Spearman's rho between scores and the lawyer's bands (null below 3 scores). */
export function spearmanOf(pairs: readonly { score: number; band: string }[]): number | null {
  const scored = pairs.filter((pair) => pair.band in BAND_RANK);
  if (scored.length < 3) return null;
  const rho = pearson(
    ranks(scored.map((pair) => pair.score)),
    ranks(scored.map((pair) => BAND_RANK[pair.band]!)),
  );
  return rho === null ? null : Math.round(rho * 1000) / 1000;
}

/** How many scores the busiest 10-point window [s, s + 10) holds, of all scores. */
export function spreadOf(judgements: readonly ContractJudgement[]): Share {
  const scores = judgements.flatMap((j) => (j.score === null ? [] : [j.score]));
  const busiest = scores.reduce(
    (most, low) => Math.max(most, scores.filter((s) => s >= low && s < low + 10).length),
    0,
  );
  return share(busiest, scores.length);
}
