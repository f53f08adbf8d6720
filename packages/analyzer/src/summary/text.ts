/** Small helpers for writing the summary's pt-BR sentences. */

/** "a", "a e b", "a, b e c". */
export const listed = (items: readonly string[]): string =>
  items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;

/** "O imóvel" → "o imóvel"; an acronym stays as it is ("LGPD: …"). */
export const lowerFirst = (text: string): string =>
  /^\p{Lu}{2,}\b/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);

/** Acronyms a name may hold, kept as written when the name is put in lower case. */
const ACRONYMS = new Map(
  ['LGPD', 'SaaS', 'CLT', 'CDC', 'ANPD', 'TI', 'NDA', 'CRM', 'ERP', 'TCE', 'CNPJ', 'CPF'].map(
    (acronym) => [acronym.toLowerCase(), acronym],
  ),
);

/**
 * A title or subtype in lower case for the middle of a sentence, keeping its acronyms:
 * "POLÍTICA DE PRIVACIDADE (LGPD)" → "política de privacidade (LGPD)", "SaaS" → "SaaS".
 */
export const lowerCaseName = (text: string): string =>
  text.replace(/\p{L}+/gu, (word) => ACRONYMS.get(word.toLowerCase()) ?? word.toLowerCase());

/** "O valor é…" from "o valor é…". */
export const upperFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
