import { foldText } from '../text/fold';
import { toRoman } from '../text/roman';
import type { Clause, ExtractedText, SegmentedDocument } from '../types';
import { readHeading, type Heading } from './headings';
import { pageAt } from './pages';
import {
  CAPITAL_TITLE,
  MAX_TITLE_LENGTH,
  MAX_TITLE_WORDS,
  MAX_TITLE_WORDS_BEFORE_PERIOD,
  MIN_UNNUMBERED_TITLES,
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

/** Which heading style numbers the top-level clauses of a document. */
type Scheme = 'clausula' | 'artigo' | 'numero' | 'titulo';

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
  return titles >= MIN_UNNUMBERED_TITLES ? 'titulo' : null;
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
    if (isTopHeading(heading, scheme)) {
      const value = topValue(heading!);
      const continues = scheme !== 'numero' || lastTop === null || value === lastTop + 1;
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
    (sep !== null && /[-–:(]/u.test(sep) && /^\p{Lu}/u.test(rest) && !/\.$/u.test(rest));
  if (isShort && readsAsTitle()) {
    return { title: cleanTitle(rest), bodyStart: line.end, usesNext: false };
  }
  const capital = CAPITAL_TITLE.exec(rest);
  const title = capital?.groups?.title;
  if (capital && title !== undefined && /\p{L}{2}/u.test(title) && isTitleSized(capital[0])) {
    return { title: cleanTitle(title), bodyStart: restStart + capital[0].length, usesNext: false };
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
  const scheme = schemeOf(headings);
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

  const preambleEnd = firstTop === -1 ? bodyEnd : lines[firstTop]!.start;
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
      while (stack.length > 0 && shouldPop(stack.at(-1)!, heading, isTop)) {
        close(stack.pop()!, line.start);
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
        title: titled.title,
        kind: kindOf(heading, isTop),
        level: parent ? parent.clause.level + 1 : 0,
        parentRef: parent?.clause.ref ?? null,
        page: page(line.start),
        start: line.start,
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
    const start = lines[signatureLine]!.start;
    const end = trimEnd(text, text.length, start);
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
  }
  return { text, fold, pages, pageCount, clauses };
}
