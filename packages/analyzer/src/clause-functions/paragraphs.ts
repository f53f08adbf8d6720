/**
 * Paragraphs of a normalised text: the unit the clause-function model reads, in training and in
 * analysis alike. A paragraph is a line, with the lines of a hard-wrapped paragraph joined (a PDF
 * breaks "constitui justo motivo para a\nrecusa…" inside a sentence): a line continues the
 * previous one when that one ends without a full stop, semicolon or colon, is not a heading, and
 * the new line neither opens an item ("3.1.", "a)", "II –", "§ 2º", "Parágrafo único") nor is a
 * heading itself.
 */

/** A paragraph with its offsets in the text it was split from. */
export interface Paragraph {
  start: number;
  end: number;
  text: string;
}

const LINE = /[^\n]+/gu;
/** How a line that closes its paragraph ends. */
const CLOSED = /[.;:!?]\s*$/u;
/** How a line that opens a new item starts. */
const ITEM_START =
  /^(?:\d+(?:\.\d+)*\s*[.)ºª°–-]?\s|\d+(?:\.\d+)+|[a-z]\)|\(?[ivxlc]+\s*[–.)-]|[ivxlc]+\s+[–-]|§|cl[aá]usula\b|par[aá]grafo\b|art(?:igo|\.)\s|[-•*–]\s)/iu;

/** A heading: a short line without lower-case letters ("CLÁUSULA 3ª – DO PREÇO", "OBJETO:"). */
const isHeading = (line: string): boolean =>
  line.length <= 120 && /\p{Lu}{2}/u.test(line) && !/\p{Ll}/u.test(line);

/** A title in sentence case: "1. Do Objeto", "Do valor", "Cláusula 2ª – Do prazo" (no full stop). */
const SENTENCE_CASE_TITLE =
  /^(?:(?:\d+(?:\.\d+)*\.?|cl[aá]usula\s+\S+|[ivxlc]+)\s*[–.:-]?\s*)?(?:d[aoe]s?|sobre\s+[oa]s?)\s+\p{L}[^.;]{0,60}$/iu;

/** Whether a paragraph is a heading (in capitals, or a short title in sentence case). */
export const isHeadingParagraph = (text: string): boolean => {
  const line = text.trim();
  return isHeading(line) || (line.length <= 70 && SENTENCE_CASE_TITLE.test(line));
};

/** Whether `line` goes on with the paragraph that ends with `previous`. */
const continues = (previous: string, line: string): boolean =>
  !CLOSED.test(previous) &&
  !isHeadingParagraph(previous) &&
  !isHeading(line) &&
  !ITEM_START.test(line);

/** Splits `text` into paragraphs (see module doc); blank lines are never paragraphs. */
export function splitParagraphs(text: string): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  for (const line of text.matchAll(LINE)) {
    const content = line[0];
    if (content.trim() === '') continue;
    const start = line.index;
    const end = start + content.length;
    const last = paragraphs.at(-1);
    const isAdjacent = last !== undefined && text.slice(last.end, start) === '\n';
    if (last && isAdjacent && continues(last.text, content.trim())) {
      last.end = end;
      last.text = text.slice(last.start, end);
      continue;
    }
    paragraphs.push({ start, end, text: content });
  }
  return paragraphs;
}

/**
 * The heading each paragraph sits under: the nearest heading paragraph before it (null for a
 * heading itself and for paragraphs before the first heading).
 */
export function headingsOf(paragraphs: readonly Paragraph[]): (string | null)[] {
  let current: string | null = null;
  return paragraphs.map((paragraph) => {
    if (isHeadingParagraph(paragraph.text)) {
      current = paragraph.text;
      return null;
    }
    return current;
  });
}
