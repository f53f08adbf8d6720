/** Combining diacritical marks left by canonical decomposition. */
const COMBINING_MARKS = /\p{M}/gu;

const cache = new Map<string, string>();

/** Folds one UTF-16 unit; keeps it unchanged when its fold is not exactly one unit long. */
function foldChar(char: string): string {
  const cached = cache.get(char);
  if (cached !== undefined) return cached;
  const folded = char.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '');
  const result = folded.length === 1 ? folded : char;
  cache.set(char, result);
  return result;
}

/**
 * Lower-cases `text` and removes accents character by character. The result has exactly the
 * same length as the input, so every offset found in the folded text is valid in the original
 * (a character whose fold would change the length, such as "İ", is kept as it is).
 */
export function foldText(text: string): string {
  const parts: string[] = new Array<string>(text.length);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    // ASCII fast path: only upper-case letters change.
    if (code < 0x80) {
      parts[i] = code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : text[i]!;
    } else {
      parts[i] = foldChar(text[i]!);
    }
  }
  return parts.join('');
}
