/**
 * Paragraphs of a normalised text: the unit the clause-function model reads, in training and in
 * analysis alike. A paragraph is a line, with the lines of a hard-wrapped paragraph joined (a PDF
 * breaks "constitui justo motivo para a\nrecusa…" inside a sentence): a line continues the
 * previous one when that one ends without a full stop, semicolon or colon, is not a heading, and
 * the new line neither opens an item ("3.1.", "a)", "II –", "§ 2º", "Parágrafo único") nor is a
 * heading itself.
 */

import { continuesParagraph, isHeadingParagraph } from '../text/lines';

/** A paragraph with its offsets in the text it was split from. */
export interface Paragraph {
  start: number;
  end: number;
  text: string;
}

const LINE = /[^\n]+/gu;

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
    if (last && isAdjacent && continuesParagraph(last.text, content.trim())) {
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
