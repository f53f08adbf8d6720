/**
 * Portuguese ordinal words ("primeira", "décima segunda", "vigésimo primeiro"), read from folded
 * text (lower case, no accents). Stems cover both genders.
 */
const ORDINAL_STEMS: readonly (readonly [string, number])[] = [
  ['primeir', 1],
  ['segund', 2],
  ['terceir', 3],
  ['quart', 4],
  ['quint', 5],
  ['sext', 6],
  ['setim', 7],
  ['septim', 7],
  ['oitav', 8],
  ['non', 9],
  ['decim', 10],
  ['vigesim', 20],
  ['trigesim', 30],
  ['quadragesim', 40],
  ['quinquagesim', 50],
  ['sexagesim', 60],
  ['septuagesim', 70],
  ['setuagesim', 70],
  ['octogesim', 80],
  ['nonagesim', 90],
  ['centesim', 100],
];

const STEM_VALUE = new Map(ORDINAL_STEMS);

// Longest stems first so that "nonagesima" is never read as "nona" + rest.
const STEM_ALTERNATION = ORDINAL_STEMS.map(([stem]) => stem)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** One ordinal word (folded), e.g. "decima". */
const ORDINAL_WORD_SOURCE = `(?:${STEM_ALTERNATION})[ao]s?(?!\\p{L})`;

/** A sequence of ordinal words ("decima segunda"), e.g. for embedding in heading patterns. */
export const ORDINAL_PHRASE_SOURCE = `${ORDINAL_WORD_SOURCE}(?:[\\s-]+${ORDINAL_WORD_SOURCE})*`;

const WORD = new RegExp(`^(${STEM_ALTERNATION})[ao]s?$`, 'u');

/**
 * Value of a folded ordinal phrase: "decima segunda" → 12, "vigesimo primeiro" → 21.
 * Returns null when a word is not an ordinal or the words are not in decreasing order.
 */
export function parseOrdinalWords(folded: string): number | null {
  const words = folded.trim().split(/[\s-]+/u);
  let total = 0;
  let previous = Infinity;
  for (const word of words) {
    const stem = WORD.exec(word)?.[1];
    const value = stem === undefined ? undefined : STEM_VALUE.get(stem);
    if (value === undefined || value >= previous) return null;
    total += value;
    previous = value;
  }
  return words.length > 0 ? total : null;
}
