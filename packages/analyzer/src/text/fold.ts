/** Combining diacritical marks left by canonical decomposition. */
const COMBINING_MARKS = /\p{M}/gu;
const NON_ASCII = /[^\p{ASCII}]/gu;
const cache = new Map<string, string>();

/** Folds one non-ASCII character; keeps it unchanged when its fold is not exactly one unit long. */
function foldChar(char: string): string {
  let folded = cache.get(char);
  if (folded === undefined) {
    const candidate = char.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '');
    folded = candidate.length === char.length ? candidate : char;
    cache.set(char, folded);
  }
  return folded;
}

/**
 * Lower-cases `text` and removes accents character by character. The result has exactly the
 * same length as the input, so every offset found in the folded text is valid in the original
 * (a character whose fold would change the length is kept as it is).
 */
export function foldText(text: string): string {
  // Lower-casing the whole text is native and fast; only non-ASCII characters need more work.
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower.replace(NON_ASCII, foldChar);
  // Rare: a character such as "İ" lower-cases to two units. Fold character by character.
  return text.replace(/[\s\S]/gu, (char) =>
    char.charCodeAt(0) < 0x80 ? char.toLowerCase() : foldChar(char),
  );
}
