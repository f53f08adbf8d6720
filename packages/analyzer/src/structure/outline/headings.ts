import { parseOrdinalWords } from '../../text/ordinals';
import { parseRoman } from '../../text/roman';
import {
  ALINEA_HEADING,
  ARTICLE_HEADING,
  BARE_ORDINAL_HEADING,
  CAPITAL_LINE_TITLE,
  CLAUSE_HEADING,
  MAX_CAPITAL_TITLE_WORDS,
  NOT_A_CAPITAL_TITLE,
  INCISO_HEADING,
  NUMBER_HEADING,
  PARAGRAPH_HEADING,
  ROMAN_ITEM_HEADING,
  WORDED_ITEM_HEADING,
  MAX_TITLE_LENGTH,
  MAX_TITLE_WORDS,
  NAMED_ITEM_HEADING,
  STARTS_LOWER,
  UNNUMBERED_TITLE,
} from './patterns';

/** What a heading line opens. */
export type Heading =
  /** `isBare`: an ordinal word without "CLÁUSULA" ("PRIMEIRA: …"), kept only if it numbers the document. */
  | {
      kind: 'clausula';
      value: number | null;
      restAt: number;
      sep: string | null;
      isBare?: boolean;
    }
  | { kind: 'artigo'; value: number; restAt: number; sep: string | null }
  /** `isOrdinal`: written with an ordinal mark ("5º –"), the way some documents number clauses. */
  | { kind: 'numero'; path: number[]; restAt: number; sep: string | null; isOrdinal?: boolean }
  | { kind: 'paragrafo'; value: number | null; restAt: number }
  | { kind: 'inciso'; value: number; restAt: number }
  | { kind: 'alinea'; letter: string; restAt: number }
  /**
   * An unnumbered title line in capitals ("DO OBJETO"); `isCapitalOnly` when it does not open
   * with "DO/DA" ("PREÇO E PAGAMENTO") and so needs the context checks of the segmenter.
   */
  | { kind: 'titulo'; title: string; restAt: number; isCapitalOnly?: boolean }
  /** A single "i)", "V –" or "x)": an inciso or an alínea depending on the list it continues. */
  | { kind: 'ambiguo'; letter: string; value: number; restAt: number };

type Groups = Partial<Record<string, string>>;

function numberFrom(groups: Groups): number | null {
  const digits = groups.digits ?? groups.digits2;
  if (digits !== undefined) return Number(digits);
  if (groups.words !== undefined) return parseOrdinalWords(groups.words);
  if (groups.roman !== undefined) return parseRoman(groups.roman);
  return null;
}

/** A heading whose rest starts in lower case without a separator is a citation in running text. */
function isCitation(line: string, restAt: number, sep: string | undefined): boolean {
  return sep === undefined && STARTS_LOWER.test(line.slice(restAt));
}

/**
 * Reads the heading that opens a trimmed line, if any. `line` is the original text and `folded`
 * its folded form (same offsets).
 */
export function readHeading(line: string, folded: string): Heading | null {
  let match = NAMED_ITEM_HEADING.exec(folded);
  if (match?.groups && !isCitation(line, match[0].length, match.groups.sep)) {
    const path = match.groups.path!.split('.').map(Number);
    return { kind: 'numero', path, restAt: match[0].length, sep: match.groups.sep ?? null };
  }
  match = WORDED_ITEM_HEADING.exec(folded);
  if (match?.groups && !isCitation(line, match[0].length, match.groups.sep)) {
    const value = parseOrdinalWords(match.groups.words!);
    if (value !== null) {
      return {
        kind: 'numero',
        path: [value],
        restAt: match[0].length,
        sep: match.groups.sep ?? null,
      };
    }
  }
  match = CLAUSE_HEADING.exec(folded);
  if (match?.groups) {
    const groups = match.groups;
    const value = groups.unique !== undefined ? null : numberFrom(groups);
    const restAt = match[0].length;
    if ((value !== null || groups.unique !== undefined) && !isCitation(line, restAt, groups.sep)) {
      return { kind: 'clausula', value, restAt, sep: groups.sep ?? null };
    }
    return null;
  }
  match = ARTICLE_HEADING.exec(folded);
  if (match?.groups) {
    const restAt = match[0].length;
    const value = numberFrom(match.groups);
    if (value === null || isCitation(line, restAt, match.groups.sep)) return null;
    return { kind: 'artigo', value, restAt, sep: match.groups.sep ?? null };
  }
  match = BARE_ORDINAL_HEADING.exec(folded);
  if (match?.groups) {
    const restAt = match[0].length;
    const value = numberFrom(match.groups);
    const isHeading =
      value !== null &&
      /^\p{Lu}/u.test(line) &&
      !/^\p{Ll}/u.test(line.slice(restAt)) &&
      !/[;,]$/u.test(line);
    if (isHeading) {
      return { kind: 'clausula', value, restAt, sep: match.groups.sep ?? null, isBare: true };
    }
  }
  match = PARAGRAPH_HEADING.exec(folded);
  if (match?.groups) {
    const groups = match.groups;
    const restAt = match[0].length;
    const isUnique = groups.unique !== undefined || groups.unique2 !== undefined;
    const value = isUnique ? null : numberFrom(groups);
    if ((value === null && !isUnique) || isCitation(line, restAt, groups.sep)) {
      return null;
    }
    return { kind: 'paragrafo', value, restAt };
  }
  match = NUMBER_HEADING.exec(folded);
  if (match?.groups) {
    const groups = match.groups;
    const path = groups.path!.split('.').map(Number);
    const hasMark =
      groups.dot !== undefined || groups.dot2 !== undefined || groups.sep !== undefined;
    const restAt = match[0].length;
    // "1. ______ Roberto Lima – CPF …" is a witness's signature line, not a clause.
    const isSignatureLine = /^\s*_{3,}/u.test(line.slice(restAt));
    if ((path.length > 1 || hasMark) && path[0]! > 0 && path[0]! <= 200 && !isSignatureLine) {
      const heading: Heading = { kind: 'numero', path, restAt, sep: groups.sep ?? null };
      return groups.ordinal === undefined ? heading : { ...heading, isOrdinal: true };
    }
    return null;
  }
  match = ROMAN_ITEM_HEADING.exec(line);
  const section = match?.groups === undefined ? null : parseRoman(match.groups.roman!);
  if (match?.groups && section !== null) {
    const path = [section, Number(match.groups.sub)];
    return { kind: 'numero', path, restAt: match[0].length, sep: match.groups.sep ?? null };
  }
  match = INCISO_HEADING.exec(line);
  if (match?.groups) {
    const roman = match.groups.roman!;
    const value = parseRoman(roman);
    if (value !== null) {
      const restAt = match[0].length;
      return roman.length === 1
        ? { kind: 'ambiguo', letter: roman.toLowerCase(), value, restAt }
        : { kind: 'inciso', value, restAt };
    }
  }
  match = ALINEA_HEADING.exec(line);
  if (match?.groups) {
    const groups = match.groups;
    const letter = groups.paren ?? groups.letter ?? groups.dotted ?? groups.dashed!;
    return { kind: 'alinea', letter: letter.toLowerCase(), restAt: match[0].length };
  }
  const isTitle =
    line.length <= MAX_TITLE_LENGTH &&
    UNNUMBERED_TITLE.test(line) &&
    line.split(/\s+/u).length <= MAX_TITLE_WORDS;
  if (isTitle) {
    return { kind: 'titulo', title: line.replace(/[\s:.–-]+$/u, ''), restAt: line.length };
  }
  const isCapitalOnly =
    CAPITAL_LINE_TITLE.test(line) &&
    /\p{Lu}{3}/u.test(line) &&
    line.split(/\s+/u).length <= MAX_CAPITAL_TITLE_WORDS &&
    !NOT_A_CAPITAL_TITLE.test(folded);
  if (isCapitalOnly) {
    return {
      kind: 'titulo',
      title: line.replace(/[\s–-]+$/u, ''),
      restAt: line.length,
      isCapitalOnly,
    };
  }
  return null;
}
