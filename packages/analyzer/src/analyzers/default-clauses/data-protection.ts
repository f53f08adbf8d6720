/**
 * Personal data protected less than the law asks, where the contract does speak of it: a card's
 * security code among the data collected (LGPD art. 6º, III), the CPF used as the password of
 * the customer's account (art. 46), and a mere declaration that the data-protection law is obeyed
 * where one side enters the other's accounts, systems or databases (arts. 39 and 46). A missing
 * clause altogether is the checklist's finding (`padrao.ausente`).
 */
import type { AnalyzedDocument, RawFinding } from '../../types';
import { indexDocument, type Sentence } from '../document-index';
import { findingOf, type RuleSpec } from '../rule';
import {
  CARD_CODE,
  CHECKLIST,
  COMPLIANCE_DECLARATION,
  CPF_PASSWORD,
  DATA_ACCESS,
  DATA_PROTECTION_SPECS,
  DATA_SUBSTANCE,
  REFUSAL,
} from './patterns';

/** The wording that states a data-protection clause (the checklist's). */
const DATA_PROTECTION = CHECKLIST.find((item) => item.key === 'protecao_dados')!.body!;

/** The first sentence where `pattern` matches and no refusal precedes it, as a finding. */
function firstStated(
  sentences: readonly Sentence[],
  pattern: RegExp,
  spec: RuleSpec,
): RawFinding[] {
  for (const sentence of sentences) {
    const match = pattern.exec(sentence.fold);
    if (match === null || REFUSAL.test(sentence.fold.slice(0, match.index))) continue;
    const start = sentence.start + match.index;
    return [findingOf(spec, { start, end: start + match[0].length })];
  }
  return [];
}

/**
 * The data-protection clause only declares that the law is obeyed — no sentence about data says
 * what is done with them — while one side enters the other's accounts, systems or databases.
 * Points at the declaration.
 */
function declarationOnly(sentences: readonly Sentence[]): RawFinding[] {
  const aboutData = sentences.filter((sentence) => DATA_PROTECTION.test(sentence.fold));
  if (aboutData.length === 0 || aboutData.some((s) => DATA_SUBSTANCE.test(s.fold))) return [];
  if (!sentences.some((sentence) => DATA_ACCESS.test(sentence.fold))) return [];
  const declaration =
    aboutData.find((sentence) => COMPLIANCE_DECLARATION.test(sentence.fold)) ?? aboutData[0]!;
  return [findingOf(DATA_PROTECTION_SPECS.genericDeclaration, declaration)];
}

/** Data protection that falls short (see module doc). */
export function dataProtectionGaps(doc: AnalyzedDocument): RawFinding[] {
  const { sentences, preambleSentences } = indexDocument(doc);
  const all = [...preambleSentences, ...sentences];
  return [
    ...firstStated(all, CARD_CODE, DATA_PROTECTION_SPECS.cardCode),
    ...firstStated(all, CPF_PASSWORD, DATA_PROTECTION_SPECS.cpfPassword),
    ...declarationOnly(sentences),
  ];
}
