/**
 * Features of a paragraph for the clause-function model: folded word unigrams and bigrams, with
 * amounts, percentages, dates and other numbers replaced by their kind (so "R$ 1.500,00" and
 * "R$ 90,00" are the same evidence of a price), plus the words of the heading the paragraph sits
 * under ("h:" prefix) as a separate, weaker kind of evidence — a clause is recognised by what it
 * says, its heading only helps.
 */
import { DEFAULT_CLAUSE_KEYS, type TDefaultClauseKey } from '@contrato-claro/shared';
import { foldText } from '../text/fold';

/**
 * The clause functions the model recognises: the checklist keys a paragraph can perform (every
 * key but the signatures and witnesses, which are lines of the signature block, not clauses).
 */
export type ClauseFunction = Exclude<TDefaultClauseKey, 'assinaturas' | 'testemunhas'>;
export const CLAUSE_FUNCTIONS: readonly ClauseFunction[] = DEFAULT_CLAUSE_KEYS.filter(
  (key): key is ClauseFunction => key !== 'assinaturas' && key !== 'testemunhas',
);

const MONEY = /r\$\s*[\d.,]*\d|\b\d[\d.]*,\d{2}\s+reais\b/gu;
const PERCENT = /\d+(?:[.,]\d+)?\s*%/gu;
const DATE = /\b\d{1,2}\s*[/.-]\s*\d{1,2}\s*[/.-]\s*\d{2,4}\b/gu;
const NUMBER = /\d+(?:[.,]\d+)*/gu;
const WORD = /\p{L}+/gu;

/** Folded words of a text, with numbers as their kind ("zmoney", "zpct", "zdate", "znum"). */
export function tokensOf(text: string): string[] {
  const folded = foldText(text)
    .replace(MONEY, ' zmoney ')
    .replace(PERCENT, ' zpct ')
    .replace(DATE, ' zdate ')
    .replace(NUMBER, ' znum ');
  return [...folded.matchAll(WORD)].map((m) => m[0]).filter((word) => word.length > 1);
}

/** The feature set of a paragraph under an optional heading. */
export function featuresOf(text: string, heading: string | null): string[] {
  const tokens = tokensOf(text);
  const features = new Set<string>();
  for (let i = 0; i < tokens.length; i += 1) {
    features.add(`u:${tokens[i]}`);
    if (i + 1 < tokens.length) features.add(`b:${tokens[i]} ${tokens[i + 1]}`);
  }
  if (heading !== null) for (const token of tokensOf(heading)) features.add(`h:${token}`);
  return [...features];
}
