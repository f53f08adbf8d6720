/**
 * Tesseract's TSV output → positioned words in the frame the PDF layout code reads (points, y
 * growing upwards), so a scanned page is rebuilt into lines and paragraphs exactly as a text
 * page is.
 */
import type { PositionedText } from '../pdf-layout';

/** A word OCR read, with its confidence (0–100). */
export interface OcrWord {
  text: string;
  confidence: number;
}

/** A page read by OCR: its words placed for the layout code, and their confidences. */
export interface OcrPageText {
  items: PositionedText[];
  /** Words in reading order (the order of `items` once laid out). */
  words: OcrWord[];
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface TsvLine {
  box: Box;
  words: (Box & OcrWord)[];
}

const WORD_LEVEL = '5';
const LINE_LEVEL = '4';
/**
 * Words read below this confidence that hold no letter or digit are the marks of signatures,
 * stamps and specks, not text.
 */
const NOISE_CONFIDENCE = 50;
const HAS_ALPHANUMERIC = /[\p{L}\p{N}]/u;

/** Lines of the TSV (level 4) with their words (level 5), in Tesseract's reading order. */
function parseLines(tsv: string): TsvLine[] {
  const lines = new Map<string, TsvLine>();
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    if (cells.length < 12) continue;
    const [level, page, block, paragraph, line] = cells;
    if (level !== WORD_LEVEL && level !== LINE_LEVEL) continue;
    const [left, top, width, height, confidence] = cells.slice(6, 11).map(Number);
    const box = { left: left!, top: top!, width: width!, height: height! };
    if (![box.left, box.top, box.width, box.height, confidence].every(Number.isFinite)) continue;
    const key = `${page}.${block}.${paragraph}.${line}`;
    if (level === LINE_LEVEL) {
      lines.set(key, { box, words: [] });
      continue;
    }
    const text = cells.slice(11).join('\t').trim();
    if (text === '') continue;
    if (confidence! < NOISE_CONFIDENCE && !HAS_ALPHANUMERIC.test(text)) continue;
    lines.get(key)?.words.push({ ...box, text, confidence: confidence! });
  }
  return [...lines.values()].filter((line) => line.words.length > 0);
}

/**
 * Quarter turns that bring the page upright (0 = upright). Tesseract reads a sideways or upside
 * down page in its own orientation but reports boxes in the image's frame: the direction in
 * which the words of a line follow one another tells how the page lies.
 */
function pageTurns(lines: readonly TsvLine[]): number {
  const votes = [0, 0, 0, 0];
  for (const { words } of lines) {
    if (words.length < 2) continue;
    const first = words[0]!;
    const last = words.at(-1)!;
    const dx = last.left + last.width / 2 - (first.left + first.width / 2);
    const dy = last.top + last.height / 2 - (first.top + first.height / 2);
    // Image y grows downwards: text read top to bottom lies turned a quarter clockwise.
    const turn = Math.abs(dx) >= Math.abs(dy) ? (dx >= 0 ? 0 : 2) : dy >= 0 ? 1 : 3;
    votes[turn]! += words.length;
  }
  return votes.indexOf(Math.max(...votes));
}

/** A box of the image turned upright, in image pixels (x right, y down). */
function turnBox(box: Box, turns: number, width: number, height: number): Box {
  switch (turns) {
    case 0:
      return box;
    case 1: // text runs downwards: rotate the page a quarter counter-clockwise
      return {
        left: box.top,
        top: width - box.left - box.width,
        width: box.height,
        height: box.width,
      };
    case 2:
      return {
        left: width - box.left - box.width,
        top: height - box.top - box.height,
        width: box.width,
        height: box.height,
      };
    default: // text runs upwards
      return {
        left: height - box.top - box.height,
        top: box.left,
        width: box.height,
        height: box.width,
      };
  }
}

/** How much of a line's box height is the font size (ascenders and descenders included). */
const FONT_SHARE = 0.7;

/**
 * Reads Tesseract's TSV of one page rendered at `dpi` (`width` × `height` pixels). Every word of
 * a line shares the line's baseline and size, and carries a trailing space, so the layout code
 * joins the words of a line as Tesseract read them and never glues two together.
 */
export function readTsv(
  tsv: string,
  image: { dpi: number; width: number; height: number },
): OcrPageText {
  const lines = parseLines(tsv);
  const turns = pageTurns(lines);
  const scale = 72 / image.dpi;
  const items: PositionedText[] = [];
  const words: OcrWord[] = [];
  for (const line of lines) {
    const box = turnBox(line.box, turns, image.width, image.height);
    const size = box.height * FONT_SHARE * scale;
    const y = -(box.top + box.height) * scale;
    const ordered = line.words
      .map((word) => ({ word, box: turnBox(word, turns, image.width, image.height) }))
      .sort((a, b) => a.box.left - b.box.left);
    for (const { word, box: wordBox } of ordered) {
      items.push({
        str: `${word.text} `,
        x: wordBox.left * scale,
        y,
        width: wordBox.width * scale,
        size,
      });
      words.push({ text: word.text, confidence: word.confidence });
    }
  }
  return { items, words };
}
