/**
 * contradictionAnalysis: numbers that disagree with their words, parameters stated with two
 * values, a party's qualification against itself (qualification.ts), the contract against its
 * own nature and two clauses with two rules for one situation (conflicts.ts), two courts, sums
 * that do not add up, references to clauses that do not exist, roles inverted or left over from
 * another template, and signatures of someone never qualified.
 */
import { parseNumberWords } from '../../entities/number-words';
import type { TSeverity } from '@contrato-claro/shared';
import type { AnalyzedDocument, Analyzer, RawFinding } from '../../types';
import { indexDocument, type Sentence } from '../document-index';
import { documentFacts } from '../facts';
import { findingOf, formatNumber } from '../rule';
import { FORUM_ELECTION, PRICE_SENTENCE, SPECS, VARIABLE_AND_WORDS } from './patterns';
import { divergentFacts } from './divergent';
import {
  differentSigner,
  swappedRoles,
  undefinedRoles,
  unidentifiedSupplier,
  unqualifiedGuarantors,
} from './parties';
import { arithmeticFindings } from './arithmetic';
import { crossReferences } from '../../structure/references';
import { qualificationConflicts, twoCeps } from './qualification';
import { natureConflicts, ruleConflicts } from './conflicts';

/**
 * A figure left as a template variable next to amount words that are fixed: the words will not
 * match whatever value fills the variable (high severity when it is the price).
 */
function variableVersusWords(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const findings: RawFinding[] = [];
  for (const sentence of sentences) {
    for (const match of sentence.fold.matchAll(VARIABLE_AND_WORDS)) {
      const words = parseNumberWords(match.groups!.words!);
      if (words === null) continue;
      const start = sentence.start + match.index;
      const span = { start, end: start + match[0].length };
      const isPrice = PRICE_SENTENCE.test(sentence.fold);
      const wordsAt = start + match[0].lastIndexOf(match.groups!.words!);
      const written = doc.text.slice(wordsAt, wordsAt + match.groups!.words!.length).trim();
      findings.push(
        findingOf(SPECS.numeroExtenso, span, {
          severity: isPrice ? 'alta' : 'média',
          title: 'Valor variável com extenso fixo',
          // The variable itself is template code, never shown to the reader.
          description: `O número é um campo a preencher do modelo, mas o extenso está fixo ("${written}", ${formatNumber(words)}): qualquer outro valor preenchido vai contradizer o extenso.`,
        }),
      );
    }
  }
  return findings;
}

function twoForums(doc: AnalyzedDocument): RawFinding[] {
  const forums = documentFacts(doc).forums.filter((forum) =>
    FORUM_ELECTION.test(forum.sentence.fold),
  );
  const first = forums[0];
  const other = forums.find((forum) => first !== undefined && forum.city !== first.city);
  if (first === undefined || other === undefined) return [];
  return [
    findingOf(SPECS.foroDuplo, other, {
      description: `O contrato elege o foro de ${titleCase(first.city)} (${first.sentence.clause.ref}) e também o de ${titleCase(other.city)} (${other.sentence.clause.ref}).`,
    }),
  ];
}

const titleCase = (city: string): string =>
  city.replace(
    /(^|\s)(\p{L})/gu,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  );

const SEVERITY_RANK: Record<TSeverity, number> = { alta: 0, média: 1, baixa: 2 };

/**
 * The most severe of the findings that sit in one clause. Consolidation merges findings of one
 * rule in one clause into the first as places of one problem, but two values that disagree in a
 * preamble (the lot's area, and the CEP of an address) are two problems: the graver one is
 * reported, and the other is not shown as a place of it.
 */
function onePerClause(doc: AnalyzedDocument, findings: readonly RawFinding[]): RawFinding[] {
  const { clauseAt } = indexDocument(doc);
  const kept = new Map<string, RawFinding>();
  const ranked = [...findings].sort(
    (a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || a.start - b.start,
  );
  for (const finding of ranked) {
    const ref = clauseAt(finding.start).ref;
    if (!kept.has(ref)) kept.set(ref, finding);
  }
  return [...kept.values()];
}

/** contradictionAnalysis (see module doc). */
export const contradictionAnalyzer: Analyzer = {
  criterion: 'contradictionAnalysis',
  analyze(doc) {
    const { sentences } = indexDocument(doc);
    return [
      ...arithmeticFindings(doc, 'contradictionAnalysis'),
      ...variableVersusWords(doc, sentences),
      ...onePerClause(doc, [...divergentFacts(doc), ...twoCeps(doc)]),
      ...qualificationConflicts(doc),
      ...natureConflicts(doc, sentences),
      ...ruleConflicts(doc, sentences),
      ...twoForums(doc),
      ...crossReferences(doc),
      ...undefinedRoles(doc, sentences),
      ...unidentifiedSupplier(doc),
      ...swappedRoles(doc, sentences),
      ...differentSigner(doc),
      ...unqualifiedGuarantors(doc),
    ];
  },
};
