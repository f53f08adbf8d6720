/** Small helpers for writing the summary's pt-BR sentences. */

/** "a", "a e b", "a, b e c". */
export const listed = (items: readonly string[]): string =>
  items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;

/** "O imóvel" → "o imóvel". */
export const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** "O valor é…" from "o valor é…". */
export const upperFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
