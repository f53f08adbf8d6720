/**
 * defaultClauses: the standard elements this kind of document needs and lacks. The checklist
 * itself is a fact (`facts/elements.ts`: found by the wording rules or the clause-function model,
 * expected by kind and regime); each expected element that neither finds is one finding, pointing
 * at what makes it necessary — the personal data the contract collects for data protection, the
 * price for its adjustment, the signature block for witnesses — or at the title.
 */
import type { TDefaultClauseItem, TDefaultClauseKey } from '@contrato-claro/shared';
import { bestParagraph } from '../../clause-functions';
import { checklistOf, FUNCTION_THRESHOLD } from '../../facts/elements';
import type { AnalyzedDocument, Analyzer, RawFinding } from '../../types';
import { findingOf } from '../rule';
import { CHECKLIST, SPEC } from './patterns';

type Span = { start: number; end: number };

/** Where the contract collects personal data: a CPF/RG/e-mail field or "dados pessoais". */
const PERSONAL_DATA =
  /\b(?:cpf|rg|identidade|e-mail|telefone|celular|endereco|dados\s+(?:pessoais|cadastrais))\b/u;

/** The title line of the document. */
function titleOf(doc: AnalyzedDocument): Span {
  const newline = doc.text.indexOf('\n');
  return { start: 0, end: newline === -1 ? doc.text.length : newline };
}

/** Where a missing element is felt most, else the title. */
function anchorOf(doc: AnalyzedDocument, key: TDefaultClauseKey): Span {
  const paragraph = (fn: 'pagamento' | 'objeto') => bestParagraph(doc, fn, FUNCTION_THRESHOLD);
  switch (key) {
    case 'protecao_dados': {
      const match = PERSONAL_DATA.exec(doc.fold);
      return match ? { start: match.index, end: match.index + match[0].length } : titleOf(doc);
    }
    case 'reajuste':
      return paragraph('pagamento') ?? titleOf(doc);
    case 'vigencia':
      return paragraph('objeto') ?? titleOf(doc);
    case 'testemunhas':
    case 'assinaturas': {
      const block = doc.clauses.find((clause) => clause.kind === 'signatures');
      return block ?? { start: Math.max(0, doc.text.length - 1), end: doc.text.length };
    }
    default:
      return titleOf(doc);
  }
}

/** The standard-clause checklist of a document (the fact, as the analysis reports it). */
export function defaultClauseChecklist(doc: AnalyzedDocument): TDefaultClauseItem[] {
  return checklistOf(doc);
}

/** defaultClauses (see module doc). */
export const defaultClausesAnalyzer: Analyzer = {
  criterion: 'defaultClauses',
  analyze(doc) {
    const findings: RawFinding[] = [];
    for (const item of checklistOf(doc)) {
      // A missing term is importantDatesAnalysis's finding (datas.sem_prazo), charged once.
      if (!item.expected || item.present || item.key === 'vigencia') continue;
      const spec = CHECKLIST.find((entry) => entry.key === item.key)!;
      findings.push(
        findingOf(SPEC, anchorOf(doc, item.key), {
          title: `${item.label} ausente`,
          description: `O contrato não tem cláusula de ${item.label.toLowerCase()}, esperada para este tipo de contrato.`,
          severity: spec.severity,
          legalRef: spec.legalRef,
          missing: item.key,
        }),
      );
    }
    return findings;
  },
};
