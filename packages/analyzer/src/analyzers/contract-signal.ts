/**
 * Whether a text is a contract at all. Without enough contractual signals the pipeline refuses
 * (NOT_A_CONTRACT) instead of scoring a meaningless document.
 */
import type { AnalyzedDocument } from '../types';
import { ROLE_PATTERN } from './roles';

/** Independent signs of a contract; a document needs MIN_SIGNALS of them. */
const SIGNALS: readonly RegExp[] = [
  /\bcontrat(?:o|ante|ad[oa]|ual|uais)\b/u,
  /\bclausulas?\b|\bparagrafo\s+unico\b/u,
  /\b(?:as\s+partes|ambas\s+as\s+partes|partes\s+contratantes|qualquer\s+das\s+partes)\b/u,
  /\b(?:obriga(?:m)?-se|se\s+obriga(?:m)?|compromete(?:m)?-se|devera(?:o)?)\b/u,
  /\b(?:instrumento\s+particular|termos?\s+(?:de\s+uso|e\s+condicoes)|acordo\s+de|pelo\s+presente)\b/u,
  /\b(?:assinam|firmam|de\s+acordo|aceite|aceitar\s+(?:estes|os)\s+termos)\b/u,
  /\b(?:foro|comarca|rescisao|vigencia|multa)\b/u,
];
const MIN_SIGNALS = 3;
/** Non-global copy: `test` on the shared global pattern would move its lastIndex. */
const ANY_ROLE = new RegExp(ROLE_PATTERN.source, 'u');

/** Whether the document shows enough contractual signals to be analysed. */
export function isContract(doc: AnalyzedDocument): boolean {
  let count = 0;
  if (ANY_ROLE.test(doc.fold)) count += 1;
  for (const signal of SIGNALS) {
    if (signal.test(doc.fold)) count += 1;
    if (count >= MIN_SIGNALS) return true;
  }
  return false;
}
