import { foldText } from '../../text/fold';
import { toRoman } from '../../text/roman';
import type { Clause, ExtractedText, SegmentedDocument } from '../../types';
import { readHeading, type Heading } from './headings';
import { pageAt } from './pages';
import {
  CAPITAL_TITLE,
  MAX_TITLE_LENGTH,
  MAX_SECTION_LINE_WORDS,
  MAX_SENTENCE_CASE_TITLE_WORDS,
  MAX_TITLE_WORDS,
  MAX_TITLE_WORDS_BEFORE_PERIOD,
  MIN_CAPITAL_TITLES,
  MIN_RUN_IN_TITLE_LENGTH,
  MIN_UNNUMBERED_TITLES,
  RUN_IN_SENTENCE_WORD,
  RUN_IN_TITLE,
  SECTION_HEADING,
  SENTENCE_CASE_TITLE,
  ANNEX_TITLE,
  SIGNATURE_OPENERS,
  TITLE_LINE,
} from './patterns';

/** A non-blank line of the document, trimmed. */
interface Line {
  start: number;
  end: number;
  text: string;
  folded: string;
}

/**
 * Which heading style numbers the top-level clauses of a document; `item` when only numbered
 * items ("1.1", "1.2", "2.1") do, with no clause above them.
 */
type Scheme = 'clausula' | 'artigo' | 'numero' | 'titulo' | 'item';

/** A heading after resolving the "i)" ambiguity. */
type ResolvedHeading = Exclude<Heading, { kind: 'ambiguo' }>;

interface OpenNode {
  clause: Clause;
  heading: ResolvedHeading;
  isTop: boolean;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

function splitLines(text: string, folded: string): Line[] {
  const lines: Line[] = [];
  let from = 0;
  while (from <= text.length) {
    const newline = text.indexOf('\n', from);
    const stop = newline === -1 ? text.length : newline;
    let start = from;
    let end = stop;
    while (start < end && /\s/u.test(text[start]!)) start += 1;
    while (end > start && /\s/u.test(text[end - 1]!)) end -= 1;
    if (end > start) {
      lines.push({ start, end, text: text.slice(start, end), folded: folded.slice(start, end) });
    }
    from = stop + 1;
  }
  return lines;
}

/** The offset just after the last non-blank character before `offset`. */
function trimEnd(text: string, offset: number, floor: number): number {
  let end = offset;
  while (end > floor && /\s/u.test(text[end - 1]!)) end -= 1;
  return end;
}

function schemeOf(headings: readonly (Heading | null)[]): Scheme | null {
  if (headings.some((heading) => heading?.kind === 'clausula')) return 'clausula';
  if (headings.some((heading) => heading?.kind === 'artigo')) return 'artigo';
  if (headings.some((heading) => heading?.kind === 'numero' && heading.path.length === 1)) {
    return 'numero';
  }
  // Unnumbered titles ("DO OBJETO") head clauses only when nothing else numbers them.
  const titles = headings.filter((heading) => heading?.kind === 'titulo').length;
  if (titles >= MIN_UNNUMBERED_TITLES) return 'titulo';
  // "1.1 … 1.4 …" with no "1." above them: each item is a clause, never the preamble.
  const items = headings.filter(
    (heading) => heading?.kind === 'numero' && heading.path.length === 2,
  );
  return items.length >= MIN_UNNUMBERED_TITLES ? 'item' : null;
}

function isTopHeading(heading: Heading | null, scheme: Scheme | null): boolean {
  if (heading === null) return false;
  switch (scheme) {
    case 'clausula':
      return heading.kind === 'clausula';
    case 'artigo':
      return heading.kind === 'artigo';
    case 'numero':
      return heading.kind === 'numero' && heading.path.length === 1;
    case 'titulo':
      return heading.kind === 'titulo';
    case 'item':
      return heading.kind === 'numero' && heading.path.length === 2;
    case null:
      return false;
    default: {
      const unknown: never = scheme;
      return unknown;
    }
  }
}

function topValue(heading: Heading): number | null {
  switch (heading.kind) {
    case 'clausula':
    case 'artigo':
      return heading.value;
    case 'numero':
      return heading.path[0]!;
    default:
      return null;
  }
}

/** Whether a heading numbers the clauses of a document by itself (not a bare ordinal or title). */
function isNumbering(heading: Heading | null): boolean {
  if (heading === null) return false;
  if (heading.kind === 'clausula') return heading.isBare !== true;
  return heading.kind === 'artigo' || (heading.kind === 'numero' && heading.path.length === 1);
}

/** A line that reads as the body of a clause: a sentence with lower-case words. */
function isBodyLine(line: Line | undefined, heading: Heading | null | undefined): boolean {
  return (
    line !== undefined &&
    heading === null &&
    /\p{Ll}/u.test(line.text) &&
    line.text.split(/\s+/u).length >= 4
  );
}

/**
 * Drops the headings that only head clauses in context: bare ordinals ("PRIMEIRA: …") unless
 * two or more of them, from the first, number a document nothing else numbers; titles in
 * capitals without "DO/DA" ("OBJETO") unless nothing else numbers the document, a body sentence
 * follows each, and there are `MIN_CAPITAL_TITLES` titles in all. Rewrites `headings` in place.
 */
function keepContextualHeadings(lines: readonly Line[], headings: (Heading | null)[]): void {
  const isNumbered = headings.some(isNumbering);
  const bare = headings.filter((heading) => heading?.kind === 'clausula' && heading.isBare);
  const keepBare =
    !isNumbered && bare.length >= 2 && bare[0]?.kind === 'clausula' && bare[0].value === 1;
  let titles = 0;
  headings.forEach((heading, index) => {
    if (heading?.kind === 'clausula' && heading.isBare && !keepBare) headings[index] = null;
    if (heading?.kind !== 'titulo') return;
    const fits =
      !heading.isCapitalOnly ||
      (!isNumbered && !keepBare && index > 0 && isBodyLine(lines[index + 1], headings[index + 1]));
    if (fits) titles += 1;
    else headings[index] = null;
  });
  if (titles >= MIN_CAPITAL_TITLES) return;
  headings.forEach((heading, index) => {
    if (heading?.kind === 'titulo' && heading.isCapitalOnly) headings[index] = null;
  });
}

/**
 * In a document numbered "CLÁUSULA 1ª … CLÁUSULA 4ª", a bare "5º –" that goes on with the count
 * is its next clause, not an item of the fourth, and so is a "6 –" after it. Rewrites `headings`
 * in place.
 */
function continueClauseCount(headings: (Heading | null)[]): void {
  let last: number | null = null;
  // Once "5º –" went on with the count, "8 –" may too.
  let hasContinued = false;
  headings.forEach((heading, index) => {
    if (heading?.kind === 'clausula' && heading.isBare !== true) last = heading.value;
    const continues =
      heading?.kind === 'numero' &&
      (heading.isOrdinal === true || (hasContinued && heading.sep !== null)) &&
      heading.path.length === 1 &&
      last !== null &&
      heading.path[0] === last + 1;
    if (!continues) return;
    last = heading.path[0]!;
    hasContinued = true;
    headings[index] = { kind: 'clausula', value: last, restAt: heading.restAt, sep: heading.sep };
  });
}

/**
 * The section lines that group the clauses or articles after them, by line index, with their
 * titles: "I – DO OBJETO" or "CAPÍTULO II – DO PREÇO" or "DO OBJETO" right before a numbered
 * top-level heading ("Art. 1º …"). Their headings are dropped, so "I –" is not read as an inciso.
 */
function findSections(
  lines: readonly Line[],
  headings: (Heading | null)[],
  scheme: Scheme | null,
): Map<number, string> {
  const sections = new Map<number, string>();
  if (scheme === null || scheme === 'titulo') return sections;
  lines.forEach((line, index) => {
    // A title line right after a bare heading ("CLÁUSULA DÉCIMA" / "DO OBJETO") is its title.
    const previous = headings[index - 1] ?? null;
    const isBetweenHeadings =
      isTopHeading(previous, scheme) &&
      lines[index - 1]!.text.slice(previous!.restAt).trim() === '';
    if (isBetweenHeadings || !isTopHeading(headings[index + 1] ?? null, scheme)) return;
    const heading = headings[index] ?? null;
    let title: string | null = null;
    if (heading?.kind === 'inciso' || heading?.kind === 'ambiguo') {
      const rest = line.text.slice(heading.restAt);
      if (isCapitalised(rest) && isTitleSized(rest) && !/[.;,]$/u.test(rest)) title = rest;
    } else if (heading?.kind === 'titulo' && !heading.isCapitalOnly) {
      title = heading.title;
    } else if (heading === null) {
      const rest = SECTION_HEADING.exec(line.folded)?.groups?.title;
      if (rest !== undefined) title = line.text.slice(line.text.length - rest.length);
      // A short line in sentence case between a sentence and "1. O Empregado…": "Prazo de
      // experiência" (not the document's title lines).
      else if (
        isSentenceCaseTitle(line.text, MAX_SECTION_LINE_WORDS) &&
        !line.text.includes(',') &&
        /[.:;]$/u.test(lines[index - 1]?.text ?? '')
      )
        title = line.text;
    }
    if (title === null) return;
    sections.set(index, cleanTitle(title));
    headings[index] = null;
  });
  return sections;
}

/** At most `maxWords` words of letters, capitalised, with no closing stop ("Do objeto"). */
function isSentenceCaseTitle(text: string, maxWords: number): boolean {
  return SENTENCE_CASE_TITLE.test(text) && text.split(/\s+/u).length <= maxWords;
}

/**
 * Index of the line that opens the signature block, or null. A closing formula, place-and-date
 * line, signature rule or "TESTEMUNHAS" opens it when it comes after the first clause; a later
 * clause heading cancels it (a blank line of "____" inside a clause), except a bare "1." that
 * does not continue the clause numbering (witness lines "1. ______").
 */
function findSignatureLine(
  lines: readonly Line[],
  headings: readonly (Heading | null)[],
  scheme: Scheme | null,
): number | null {
  let candidate: number | null = null;
  let lastTop: number | null = null;
  let seenTop = scheme === null;
  lines.forEach((line, index) => {
    const heading = headings[index] ?? null;
    // A name in capitals after the closing formula is no title that reopens the clauses.
    const isCapitalOnly = heading?.kind === 'titulo' && heading.isCapitalOnly === true;
    if (isTopHeading(heading, scheme)) {
      const value = topValue(heading!);
      const continues =
        (scheme !== 'numero' || lastTop === null || value === lastTop + 1) && !isCapitalOnly;
      if (candidate === null || continues) {
        candidate = null;
        seenTop = true;
        lastTop = value;
        return;
      }
    }
    if (candidate === null && seenTop && SIGNATURE_OPENERS.some((re) => re.test(line.folded))) {
      candidate = index;
    }
  });
  return candidate;
}

/** A short title line (in capitals, or ending in a colon) that opens a part after the signatures. */
function isAnnexTitle(line: Line): boolean {
  const written = line.text.trim();
  return (
    written.length <= 80 &&
    (isCapitalised(written) || written.endsWith(':')) &&
    ANNEX_TITLE.test(line.folded.trim())
  );
}

/** True when the text has letters and all of them are capitals. */
/** A line that is no numbered heading (an unnumbered title line may title a numbered heading). */
function isUnnumbered(heading: Heading | null): boolean {
  return heading === null || heading.kind === 'titulo';
}

function isCapitalised(text: string): boolean {
  return text === text.toUpperCase() && text !== text.toLowerCase();
}

function cleanTitle(raw: string): string {
  const title = raw
    .trim()
    .replace(/^\(\s*(.*?)\s*\)$/u, '$1')
    .replace(/[\s.:–-]+$/u, '');
  // "CLÁUSULA QUINTA (DA VIGÊNCIA)": the opening parenthesis was read as the separator.
  return (title.endsWith(')') && !title.includes('(') ? title.slice(0, -1) : title).trim();
}

/** The first non-blank offset at or after `offset`, not past `limit`. */
function skipBlanks(text: string, offset: number, limit: number): number {
  let at = offset;
  while (at < limit && /\s/u.test(text[at]!)) at += 1;
  return at;
}

/**
 * Whether a candidate title is the size of one: a few words, not a list entry, and not a
 * capitalised sentence ending in a period (a body written in capitals) unless it opens like a
 * title ("DAS OBRIGAÇÕES DO LOCADOR E DO LOCATÁRIO.").
 */
function isTitleSized(candidate: string): boolean {
  const text = candidate.trim();
  const words = text.split(/\s+/u).length;
  return (
    text.length <= MAX_TITLE_LENGTH &&
    words <= MAX_TITLE_WORDS &&
    !/[;,]$/u.test(text) &&
    !(words > MAX_TITLE_WORDS_BEFORE_PERIOD && /\.$/u.test(text) && !/^D[AO]S?\s/iu.test(text))
  );
}

/** "Objeto", "Obrigações da ESCOLA": a few words that name a subject, not a short sentence. */
function isRunInTitle(title: string): boolean {
  return (
    title.length >= MIN_RUN_IN_TITLE_LENGTH &&
    title.split(/\s+/u).length <= MAX_SENTENCE_CASE_TITLE_WORDS &&
    !RUN_IN_SENTENCE_WORD.test(title.toLowerCase())
  );
}

/**
 * The title of a clause heading and where its body starts. A title is what follows the number
 * on the heading line when it is short and reads as a title (capitals, or after a dash), a run of
 * capitals before a separator ("DO OBJETO: O presente…"), or the next line when the heading line
 * has nothing else ("CLÁUSULA PRIMEIRA" / "DO OBJETO").
 */
function readTitle(
  line: Line,
  restAt: number,
  sep: string | null,
  next: Line | undefined,
): { title: string | null; bodyStart: number; usesNext: boolean } {
  const rest = line.text.slice(restAt);
  if (rest.trim() === '') {
    const nextIsTitle =
      next !== undefined &&
      next.text.length <= MAX_TITLE_LENGTH &&
      !/[.;,]$/u.test(next.text) &&
      TITLE_LINE.test(next.text) &&
      isUnnumbered(readHeading(next.text, next.folded));
    if (nextIsTitle) return { title: cleanTitle(next.text), bodyStart: next.end, usesNext: true };
    return { title: null, bodyStart: line.end, usesNext: false };
  }
  const restStart = line.start + restAt;
  const isShort = isTitleSized(rest);
  const readsAsTitle = () =>
    isCapitalised(rest) ||
    (sep !== null && /[-–:(]/u.test(sep) && /^\p{Lu}/u.test(rest) && !/\.$/u.test(rest)) ||
    isSentenceCaseTitle(rest.trim(), MAX_SENTENCE_CASE_TITLE_WORDS);
  if (isShort && readsAsTitle()) {
    return { title: cleanTitle(rest), bodyStart: line.end, usesNext: false };
  }
  const capital = CAPITAL_TITLE.exec(rest);
  const title = capital?.groups?.title;
  if (capital && title !== undefined && /\p{L}{2}/u.test(title) && isTitleSized(capital[0])) {
    return { title: cleanTitle(title), bodyStart: restStart + capital[0].length, usesNext: false };
  }
  const runIn = RUN_IN_TITLE.exec(rest);
  const runInTitle = runIn?.groups?.title;
  if (runIn && runInTitle !== undefined && isRunInTitle(runInTitle)) {
    return { title: runInTitle, bodyStart: restStart + runIn[0].length, usesNext: false };
  }
  return { title: null, bodyStart: restStart, usesNext: false };
}

/** Turns "i)", "v)", "x)" into an inciso or an alínea from the list they continue. */
function resolve(heading: Heading, stack: readonly OpenNode[]): ResolvedHeading {
  if (heading.kind !== 'ambiguo') return heading;
  const top = stack.at(-1)?.heading;
  const letterIndex = ALPHABET.indexOf(heading.letter);
  if (top?.kind === 'alinea' && ALPHABET.indexOf(top.letter) + 1 === letterIndex) {
    return { kind: 'alinea', letter: heading.letter, restAt: heading.restAt };
  }
  const inciso = [...stack].reverse().find((node) => node.heading.kind !== 'alinea')?.heading;
  const continuesInciso = inciso?.kind === 'inciso' && inciso.value + 1 === heading.value;
  if (continuesInciso || heading.value === 1) {
    return { kind: 'inciso', value: heading.value, restAt: heading.restAt };
  }
  return { kind: 'alinea', letter: heading.letter, restAt: heading.restAt };
}

/** Pops the open nodes a new heading closes; what remains on top is its parent. */
function shouldPop(node: OpenNode, heading: ResolvedHeading, isTop: boolean): boolean {
  if (isTop) return true;
  switch (heading.kind) {
    case 'numero':
      return (
        !node.isTop &&
        !(node.heading.kind === 'numero' && node.heading.path.length < heading.path.length)
      );
    case 'paragrafo':
      return !node.isTop;
    case 'clausula':
    case 'artigo':
    case 'titulo':
      return true;
    case 'inciso':
      return node.heading.kind === 'inciso' || node.heading.kind === 'alinea';
    case 'alinea':
      return node.heading.kind === 'alinea';
    default: {
      const unknown: never = heading;
      return unknown;
    }
  }
}

function ordinalMark(value: number, mark: 'º' | 'ª'): string {
  return value < 10 ? mark : '';
}

function refOf(
  heading: ResolvedHeading,
  isTop: boolean,
  parent: OpenNode | undefined,
  root: OpenNode | undefined,
): string {
  const parentRef = parent?.clause.ref ?? '';
  const prefix = parent ? `${parentRef}, ` : '';
  switch (heading.kind) {
    case 'clausula':
      return heading.value === null ? 'Cláusula única' : `Cláusula ${heading.value}ª`;
    case 'artigo':
      return `Art. ${heading.value}${ordinalMark(heading.value, 'º')}`;
    case 'numero':
      if (isTop && heading.path.length > 1) return `Item ${heading.path.join('.')}`;
      return isTop
        ? `Cláusula ${heading.path[0]}ª`
        : `${root ? `${root.clause.ref}, ` : ''}item ${heading.path.join('.')}`;
    case 'paragrafo':
      if (heading.value === null) {
        if (!parent) return 'Parágrafo único';
        return `Parágrafo único ${parentRef.startsWith('Art.') ? 'do' : 'da'} ${parentRef}`;
      }
      return `${prefix}§ ${heading.value}${ordinalMark(heading.value, 'º')}`;
    case 'inciso':
      return `${prefix}inciso ${toRoman(heading.value)}`;
    case 'alinea':
      return `${prefix}alínea ${heading.letter})`;
    case 'titulo':
      return `Seção “${heading.title}”`;
    default: {
      const unknown: never = heading;
      return unknown;
    }
  }
}

function numberOf(heading: ResolvedHeading): number[] | null {
  switch (heading.kind) {
    case 'clausula':
    case 'paragrafo':
      return heading.value === null ? null : [heading.value];
    case 'artigo':
    case 'inciso':
      return [heading.value];
    case 'numero':
      return heading.path;
    case 'alinea':
      return [ALPHABET.indexOf(heading.letter) + 1];
    case 'titulo':
      return null;
    default: {
      const unknown: never = heading;
      return unknown;
    }
  }
}

function kindOf(heading: ResolvedHeading, isTop: boolean): Clause['kind'] {
  if (isTop) return 'clause';
  return heading.kind === 'paragrafo' ? 'paragraph' : 'item';
}

/**
 * Splits a document into its preamble, clauses (with their items, paragraphs, incisos and
 * alíneas) and signature block: a flat list in document order whose `parentRef` rebuilds the
 * tree. Top-level nodes have level 0. Refs are the ones a reader would cite ("Cláusula 3ª, item
 * 3.1", "Parágrafo único da Cláusula 7ª", "Art. 4º, § 1º"); a repeated ref gets " (2)", " (3)"….
 * Linear in the length of the text.
 */
export function segment(extracted: ExtractedText): SegmentedDocument {
  const { text, pages, pageCount } = extracted;
  const fold = foldText(text);
  const lines = splitLines(text, fold);
  const headings = lines.map((line) => readHeading(line.text, line.folded));
  keepContextualHeadings(lines, headings);
  const scheme = schemeOf(headings);
  if (scheme === 'clausula') continueClauseCount(headings);
  const sections = findSections(lines, headings, scheme);
  const signatureLine = findSignatureLine(lines, headings, scheme);
  const bodyLimit = signatureLine === null ? lines.length : signatureLine;
  const firstTop = headings.findIndex(
    (heading, index) => index < bodyLimit && isTopHeading(heading, scheme),
  );
  const bodyEnd = signatureLine === null ? text.length : lines[signatureLine]!.start;

  const clauses: Clause[] = [];
  const refCounts = new Map<string, number>();
  const uniqueRef = (ref: string): string => {
    const count = (refCounts.get(ref) ?? 0) + 1;
    refCounts.set(ref, count);
    return count === 1 ? ref : `${ref} (${count})`;
  };
  const page = (offset: number) => pageAt(pages, offset);
  const firstStart = lines[0]?.start ?? 0;

  /** Where a top-level clause starts: at the section line that opens it, if any. */
  const startOf = (index: number): number =>
    lines[sections.has(index - 1) ? index - 1 : index]!.start;
  const preambleEnd = firstTop === -1 ? bodyEnd : startOf(firstTop);
  if (trimEnd(text, preambleEnd, firstStart) > firstStart) {
    const end = trimEnd(text, preambleEnd, firstStart);
    clauses.push({
      ref: uniqueRef('Preâmbulo'),
      title: null,
      kind: 'preamble',
      level: 0,
      parentRef: null,
      page: page(firstStart),
      start: firstStart,
      end,
      bodyStart: firstStart,
      number: null,
    });
  }

  const stack: OpenNode[] = [];
  const close = (node: OpenNode, at: number) => {
    node.clause.end = trimEnd(text, at, node.clause.start);
    node.clause.bodyStart = skipBlanks(text, node.clause.bodyStart, node.clause.end);
  };
  let sectionTitle: string | null = null;
  if (firstTop !== -1) {
    for (let index = firstTop; index < bodyLimit; index += 1) {
      const raw = headings[index];
      if (!raw) continue;
      const line = lines[index]!;
      const heading = resolve(raw, stack);
      const isTop = isTopHeading(heading, scheme);
      // A clause or article heading in a document numbered the other way is running text.
      const isOtherScheme = ['clausula', 'artigo', 'titulo'].includes(heading.kind);
      if (!isTop && isOtherScheme) continue;
      const start = isTop ? startOf(index) : line.start;
      sectionTitle = (isTop ? sections.get(index - 1) : undefined) ?? sectionTitle;
      while (stack.length > 0 && shouldPop(stack.at(-1)!, heading, isTop)) {
        close(stack.pop()!, start);
      }
      const parent = stack.at(-1);
      const hasTitle = isTop || heading.kind === 'numero';
      const sep = 'sep' in heading ? heading.sep : null;
      const titled =
        heading.kind === 'titulo'
          ? { title: heading.title, bodyStart: line.end, usesNext: false }
          : hasTitle
            ? readTitle(line, heading.restAt, sep, lines[index + 1])
            : { title: null, bodyStart: line.start + heading.restAt, usesNext: false };
      const clause: Clause = {
        ref: uniqueRef(refOf(heading, isTop, parent, stack[0])),
        // Articles grouped under "II – DO PREÇO" take the title of their section.
        title: titled.title ?? (isTop ? sectionTitle : null),
        kind: kindOf(heading, isTop),
        level: parent ? parent.clause.level + 1 : 0,
        parentRef: parent?.clause.ref ?? null,
        page: page(start),
        start,
        end: line.end,
        bodyStart: titled.bodyStart,
        number: numberOf(heading),
      };
      clauses.push(clause);
      stack.push({ clause, heading, isTop });
      if (titled.usesNext) index += 1;
    }
  }
  while (stack.length > 0) close(stack.pop()!, bodyEnd);

  if (signatureLine !== null) {
    // The parts after the signatures (a quadro-resumo, an annex) are read as top-level sections;
    // the signature block ends where the first of them starts.
    const annexes = lines.flatMap((line, index) =>
      index > signatureLine && isAnnexTitle(line) ? [line] : [],
    );
    const start = lines[signatureLine]!.start;
    const end = trimEnd(text, annexes[0]?.start ?? text.length, start);
    clauses.push({
      ref: uniqueRef('Assinaturas'),
      title: null,
      kind: 'signatures',
      level: 0,
      parentRef: null,
      page: page(start),
      start,
      end,
      bodyStart: start,
      number: null,
    });
    annexes.forEach((line, i) => {
      const title = cleanTitle(line.text);
      clauses.push({
        ref: uniqueRef(`Seção “${title}”`),
        title,
        kind: 'clause',
        level: 0,
        parentRef: null,
        page: page(line.start),
        start: line.start,
        end: trimEnd(text, annexes[i + 1]?.start ?? text.length, line.start),
        bodyStart: skipBlanks(text, line.end, text.length),
        number: null,
      });
    });
  }
  return { text, fold, pages, pageCount, clauses };
}
