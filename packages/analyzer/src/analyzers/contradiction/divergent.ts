/**
 * A fact whose mentions disagree (facts/mentions.ts): the contract states one value in one
 * clause and another elsewhere — the rent, the term, the due day, the late fine, a rate, the
 * adjustment index, the lot's area, the day of the draw. One finding per fact, at its first
 * mention that another contradicts, every contradicting mention listed as a place of it.
 */
import type { TSeverity } from '@contrato-claro/shared';
import { factsOf, type Fact, type FactKind, type Mention } from '../../facts/mentions';
import type { AnalyzedDocument, RawFinding } from '../../types';
import { findingOf, type RuleSpec } from '../rule';
import { agrees } from './arithmetic';
import { SPECS } from './patterns';

/** How the mentions of a kind of fact are compared, and how grave a disagreement is. */
interface Comparison {
  severity: TSeverity;
  /** The rule a disagreement breaks, when not contradicao.valor_divergente. */
  spec?: RuleSpec;
  /**
   * Two sentences of one clause may disagree: a lot described line by line in the preamble
   * ("Metragem: 200 m²" … "ÁREA: 180 M²"), a late fine set twice in one paragraph.
   */
  acrossSentences?: boolean;
  /** Severity when both values sit in one clause: the reader sees the confusion at once. */
  withinClause?: TSeverity;
  /** Values further apart than this ratio are different things, not one value stated twice. */
  maxRatio?: number;
  /**
   * How far apart two values may be and still agree, as a share of the larger: a term read from
   * its dates is a whole number of months give or take a day.
   */
  tolerance?: number;
}

const COMPARISONS: Readonly<Record<FactKind, Comparison>> = {
  aluguel: { severity: 'alta' },
  preco_total: { severity: 'alta' },
  prazo: { severity: 'alta', tolerance: 0.02 },
  aviso: { severity: 'média' },
  vencimento: { severity: 'alta' },
  multa_mora: { severity: 'alta', acrossSentences: true, withinClause: 'baixa' },
  juros_mora: { severity: 'média' },
  juros_remuneratorios: { severity: 'alta' },
  royalties: { severity: 'alta' },
  publicidade: { severity: 'média' },
  comissao: { severity: 'alta' },
  administracao: { severity: 'média' },
  indice_reajuste: { severity: 'média' },
  area: { severity: 'alta', acrossSentences: true, maxRatio: 1.5 },
  dia_sorteio: { severity: 'média' },
  dia_assembleia: { severity: 'média' },
  documento_parte: { severity: 'média', spec: SPECS.documentoDivergente, acrossSentences: true },
};

function sameValue(a: Mention, b: Mention, tolerance: number | undefined): boolean {
  if (typeof a.value !== 'number' || typeof b.value !== 'number') return a.value === b.value;
  if (tolerance === undefined) return agrees(a.value, b.value);
  return Math.abs(a.value - b.value) <= tolerance * Math.max(a.value, b.value);
}

/** Two rates of different periods or bases are two facts ("1% ao mês" and "12% ao ano"). */
function isComparable(a: Mention, b: Mention): boolean {
  if (a.period !== null && b.period !== null && a.period !== b.period) return false;
  if (a.base === null || b.base === null) return true;
  // "faturamento bruto" and "faturamento bruto mensal" name the same base.
  return a.base.startsWith(b.base) || b.base.startsWith(a.base);
}

function withinRatio(a: Mention, b: Mention, maxRatio: number | undefined): boolean {
  if (maxRatio === undefined || typeof a.value !== 'number' || typeof b.value !== 'number')
    return true;
  return Math.max(a.value, b.value) <= maxRatio * Math.min(a.value, b.value);
}

/**
 * The first mention some later one contradicts, and every mention that contradicts it. Each
 * mention is held against the first comparable mention (one per period and base), so linear.
 */
function divergence(
  fact: Fact,
  comparison: Comparison,
): { first: Mention; others: Mention[] } | null {
  const references: Mention[] = [];
  let found: { first: Mention; others: Mention[] } | null = null;
  for (const mention of fact.mentions) {
    const reference = references.find((candidate) => isComparable(candidate, mention));
    if (reference === undefined) {
      references.push(mention);
      continue;
    }
    const isElsewhere =
      reference.sentence.clause.ref !== mention.sentence.clause.ref ||
      (comparison.acrossSentences === true && reference.sentence !== mention.sentence);
    if (
      (found === null || found.first === reference) &&
      isElsewhere &&
      !sameValue(mention, reference, comparison.tolerance) &&
      withinRatio(mention, reference, comparison.maxRatio)
    ) {
      found ??= { first: reference, others: [] };
      found.others.push(mention);
    }
  }
  return found;
}

/** "em" before a value, contracted with its article ("na última quarta-feira", "no sábado"). */
const inPhrase = (shown: string): string => (/^[ao] /u.test(shown) ? `n${shown}` : `em ${shown}`);

/** Where a mention is: its clause, with its words when the other mention is in the same clause. */
function placeOf(doc: AnalyzedDocument, mention: Mention, other: Mention): string {
  const ref = mention.sentence.clause.ref;
  if (ref !== other.sentence.clause.ref) return ref;
  return `${ref}: "${doc.text.slice(mention.start, mention.end).replace(/\s+/gu, ' ')}"`;
}

/** "em dia 5 (Cláusula 3ª), em dia 7 (Cláusula 6ª) e em dia 10 (Cláusula 9ª)". */
function listOf(doc: AnalyzedDocument, first: Mention, others: readonly Mention[]): string {
  const parts = [
    ...new Set(
      [first, ...others].map(
        (mention, i) =>
          `${inPhrase(mention.shown)} (${placeOf(doc, mention, i === 0 ? others[0]! : first)})`,
      ),
    ),
  ];
  return `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)!}`;
}

/** One finding per fact whose mentions disagree. */
export function divergentFacts(doc: AnalyzedDocument): RawFinding[] {
  const findings: RawFinding[] = [];
  for (const fact of factsOf(doc)) {
    const comparison = COMPARISONS[fact.kind];
    const found = divergence(fact, comparison);
    if (found === null) continue;
    const { first, others } = found;
    const isWithinClause = others[0]!.sentence.clause.ref === first.sentence.clause.ref;
    findings.push(
      findingOf(comparison.spec ?? SPECS.valorDivergente, first, {
        severity:
          isWithinClause && comparison.withinClause !== undefined
            ? comparison.withinClause
            : comparison.severity,
        description: `O contrato fixa ${fact.label} ${listOf(doc, first, others)}.`,
        occurrences: others.map(({ start, end }) => ({ start, end })),
      }),
    );
  }
  return findings;
}
