/**
 * defaultClauses: the checklist of standard clauses for the contract type. Each item says
 * whether the type expects it, whether it is present and which clause satisfies it; every
 * expected item that is missing is a finding.
 */
import type { TContractType, TDefaultClauseItem } from '@contrato-claro/shared';
import { legalContext } from '../../legal/applicability';
import type { AnalyzedDocument, Analyzer, RawFinding } from '../../types';
import { indexDocument } from '../document-index';
import { mainRoles } from '../roles';
import { findingOf } from '../rule';
import {
  CHECKLIST,
  ELECTRONIC_SIGNATURE,
  EXPECTED,
  QUALIFICATION,
  RECURRING_ONLY,
  RECURRING_PAYMENT,
  RECURRING_TYPES,
  SIGNING,
  SPEC,
  type ChecklistItem,
} from './patterns';

const cache = new WeakMap<AnalyzedDocument, TDefaultClauseItem[]>();

/** The first clause whose folded title matches. */
function titledClause(doc: AnalyzedDocument, title: RegExp | null | undefined): string | null {
  if (title === null || title === undefined) return null;
  const clause = doc.clauses.find(
    (candidate) =>
      candidate.title !== null &&
      title.test(candidate.title.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')),
  );
  return clause?.ref ?? null;
}

function evidence(doc: AnalyzedDocument, item: ChecklistItem, type: TContractType): string | null {
  const index = indexDocument(doc);
  switch (item.key) {
    case 'partes': {
      const preamble = doc.clauses.find((clause) => clause.kind === 'preamble');
      const isQualified = index.preambleSentences.some((s) => QUALIFICATION.test(s.fold));
      const documents = index.preambleSentences.reduce(
        (count, s) => count + (s.fold.match(/\b(?:cpf|cnpj)\b/gu)?.length ?? 0),
        0,
      );
      const hasTwoSides =
        doc.entities.parties.length >= 2 || mainRoles(doc).length >= 2 || documents >= 2;
      return preamble !== undefined && isQualified && hasTwoSides ? preamble.ref : null;
    }
    case 'assinaturas': {
      const block = doc.clauses.find((clause) => clause.kind === 'signatures');
      if (block !== undefined) return block.ref;
      return index.sentences.find((s) => SIGNING.test(s.fold))?.clause.ref ?? null;
    }
    case 'testemunhas': {
      const block = doc.clauses.find((clause) => clause.kind === 'signatures');
      if (block !== undefined) {
        const blockFold = doc.fold.slice(block.start, block.end);
        // Witnesses, or an electronic signature recorded under the signatures ("Aceite
        // eletrônico registrado pelo aplicativo em …"), as anywhere else.
        if (/\btestemunhas?\b/u.test(blockFold) || ELECTRONIC_SIGNATURE.test(blockFold)) {
          return block.ref;
        }
      }
      const electronic = index.sentences.find((s) => ELECTRONIC_SIGNATURE.test(s.fold));
      if (electronic !== undefined) return electronic.clause.ref;
      break;
    }
    default:
      break;
  }
  const titled = titledClause(doc, item.title);
  if (titled !== null) return titled;
  const sentences = item.inPreamble
    ? [...index.sentences, ...index.preambleSentences]
    : index.sentences;
  for (const body of [item.body, item.bodyByType?.[type]]) {
    if (body === undefined || body === null) continue;
    const matches = (s: (typeof sentences)[number]) => body.test(s.fold);
    const weak = item.weakBody;
    const sentence =
      (weak === undefined ? undefined : sentences.find((s) => matches(s) && !weak.test(s.fold))) ??
      sentences.find(matches);
    if (sentence !== undefined) return sentence.clause.ref;
  }
  return titledClause(doc, item.weakTitle);
}

/** The standard-clause checklist of a document, in the order of DEFAULT_CLAUSE_KEYS. */
export function defaultClauseChecklist(doc: AnalyzedDocument): TDefaultClauseItem[] {
  let items = cache.get(doc);
  if (items !== undefined) return items;
  const type = legalContext(doc).contractType;
  const expected = new Set(EXPECTED[type]);
  if (RECURRING_TYPES.includes(type) && !RECURRING_PAYMENT.test(doc.fold)) {
    for (const key of RECURRING_ONLY) expected.delete(key);
  }
  items = CHECKLIST.map((item) => {
    const ref = evidence(doc, item, type);
    const result: TDefaultClauseItem = {
      key: item.key,
      label: item.label,
      expected: expected.has(item.key),
      present: ref !== null,
    };
    if (ref !== null) result.clauseRef = ref;
    return result;
  });
  cache.set(doc, items);
  return items;
}

/** defaultClauses (see module doc). */
export const defaultClausesAnalyzer: Analyzer = {
  criterion: 'defaultClauses',
  analyze(doc) {
    const newline = doc.text.indexOf('\n');
    const title = { start: 0, end: newline === -1 ? doc.text.length : newline };
    const findings: RawFinding[] = [];
    for (const item of defaultClauseChecklist(doc)) {
      if (!item.expected || item.present) continue;
      const spec = CHECKLIST.find((entry) => entry.key === item.key)!;
      findings.push(
        findingOf(SPEC, title, {
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
