/**
 * One finding per problem, charged once: the last step before scoring.
 * - A finding that calls an element missing is dropped when the checklist finds it (the facts
 *   model decides what the contract has; no analyzer may contradict it).
 * - Findings of one rule on the same clause are one problem: the first keeps the others as
 *   occurrences.
 * - One fact seen by two criteria (SAME_FACT: an excessive fine is a financial risk and an
 *   atypical clause; a silent renewal is a date problem and an atypical clause) is charged once,
 *   by the rule that owns it; the other finding loses the places the owner covers, and is
 *   dropped when none is left. Different problems of the same words (a court that is both
 *   duplicated and unrelated to the parties) stay apart.
 */
import { CRITERIA, type TCriterion } from '@contrato-claro/shared';
import { indexDocument } from './analyzers/document-index';
import { checklistOf } from './facts/elements';
import type { AnalyzedDocument, RawFinding, RuleId } from './types';

/**
 * Rules that state the same fact when they point at overlapping words, the rule that owns the
 * fact first: an excessive fine is a financial risk before an atypical clause, a silent renewal
 * a date problem, an exemption from the liability the law imposes an atypical clause before a
 * one-sided limit, a renewal price one side sets an atypical clause before a one-sided amendment,
 * an exit that costs every future instalment a blocked cancellation before a financial risk, a
 * price "conforme tabela em vigor" an undefined price, a data-protection deadline "em prazo
 * razoável" an open deadline, before a vague term, a guarantor's signature lines in a lease backed
 * by another guarantee a double guarantee before a signatory the contract never qualifies, an
 * index the supplier picks (Portaria SDE 4/1998 item 11) before a one-sided amendment, redress in
 * court limited (CDC art. 51, XVII) before a waiver of rights, a public contract's court away
 * from the Administration's seat (Lei 14.133 art. 92, § 1º) before a court unrelated to the parties.
 */
const SAME_FACT: readonly (readonly RuleId[])[] = [
  ['financeiro.multa_excessiva', 'atipica.multa_desproporcional'],
  ['datas.renovacao_sem_aviso', 'atipica.renovacao_automatica_sem_aviso'],
  ['atipica.exoneracao_responsabilidade', 'equilibrio.limitacao_responsabilidade_unilateral'],
  ['atipica.preco_unilateral_renovacao', 'equilibrio.alteracao_unilateral'],
  ['equilibrio.cancelamento_dificultado', 'financeiro.parcelas_vincendas'],
  ['financeiro.preco_indefinido', 'datas.prazo_indefinido', 'objetividade.termo_vago'],
  ['financeiro.garantia_multipla', 'contradicao.assinante_diverso'],
  ['financeiro.indice_a_criterio', 'equilibrio.alteracao_unilateral'],
  ['atipica.acesso_justica_limitado', 'atipica.renuncia_direitos'],
  ['atipica.foro_fora_da_administracao', 'atipica.foro_sem_vinculo'],
];

/** The fact groups of a rule and its rank in each (0 owns the fact); a rule may be in several. */
function factsOf(rule: RuleId): { group: number; rank: number }[] {
  return SAME_FACT.flatMap((rules, group) => {
    const rank = rules.indexOf(rule);
    return rank >= 0 ? [{ group, rank }] : [];
  });
}

type ByCriterion = Record<TCriterion, RawFinding[]>;

/** Merges findings of one rule on one clause into the first, listing the other places. */
function mergeRepeats(doc: AnalyzedDocument, findings: readonly RawFinding[]): RawFinding[] {
  const { clauseAt } = indexDocument(doc);
  const merged = new Map<string, RawFinding>();
  for (const finding of [...findings].sort((a, b) => a.start - b.start)) {
    const key = `${finding.rule}|${clauseAt(finding.start).ref}|${finding.missing ?? ''}`;
    const first = merged.get(key);
    if (first === undefined) {
      merged.set(key, { ...finding });
      continue;
    }
    first.occurrences = [
      ...(first.occurrences ?? []),
      { start: finding.start, end: finding.end },
      ...(finding.occurrences ?? []),
    ];
  }
  return [...merged.values()];
}

/** The findings of each criterion, consolidated (see module doc). */
export function consolidate(doc: AnalyzedDocument, raw: Readonly<ByCriterion>): ByCriterion {
  const present = new Set(checklistOf(doc).flatMap((item) => (item.present ? [item.key] : [])));
  const merged = Object.fromEntries(
    CRITERIA.map((criterion) => [
      criterion,
      mergeRepeats(
        doc,
        raw[criterion].filter(
          (finding) => finding.missing === undefined || !present.has(finding.missing),
        ),
      ),
    ]),
  ) as ByCriterion;
  const all = CRITERIA.flatMap((criterion) => merged[criterion]);
  /** The places of a finding that a finding of the same fact ranked before it already covers. */
  const isOwned = (finding: RawFinding, place: Span): boolean =>
    factsOf(finding.rule).some((fact) =>
      all.some(
        (other) =>
          factsOf(other.rule).some(
            (otherFact) => otherFact.group === fact.group && otherFact.rank < fact.rank,
          ) && placesOf(other).some((owned) => overlaps(owned, place)),
      ),
    );
  /** A finding without the places another rule owns: dropped when none is left. */
  const withoutOwned = (finding: RawFinding): RawFinding[] => {
    const [first, ...rest] = placesOf(finding).filter((place) => !isOwned(finding, place));
    if (first === undefined) return [];
    const { occurrences: _, ...base } = finding;
    return [{ ...base, ...first, ...(rest.length > 0 ? { occurrences: rest } : {}) }];
  };
  return Object.fromEntries(
    CRITERIA.map((criterion) => [criterion, merged[criterion].flatMap(withoutOwned)]),
  ) as ByCriterion;
}

type Span = { start: number; end: number };

const placesOf = (finding: RawFinding): Span[] => [
  { start: finding.start, end: finding.end },
  ...(finding.occurrences ?? []),
];

const overlaps = (a: Span, b: Span): boolean => a.start < b.end && b.start < a.end;
