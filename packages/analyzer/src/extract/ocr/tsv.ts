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
  /** Words in Tesseract's reading order. */
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
/** Dashes are read with low confidence, but they are text ("CLÁUSULA 1ª – DO OBJETO"). */
const HAS_TEXT = /[\p{L}\p{N}§–—-]/u;
/** A dash standing alone, however Tesseract drew it, is the en-dash of Brazilian drafting. */
const LONE_DASH = /^[-–—]{1,3}$/u;
/** "§ 1º" is often read "8 1º": a lone 8 before an ordinal is a section sign. */
const SECTION_NUMBER = /^\d{1,2}º[.,:]?$/u;

/** Fixes what Tesseract predictably misreads in Brazilian contracts. */
function correctWords(words: TsvLine['words']): void {
  words.forEach((word, index) => {
    if (LONE_DASH.test(word.text)) word.text = '–';
    else if (word.text === '8' && SECTION_NUMBER.test(words[index + 1]?.text ?? '')) {
      word.text = '§';
    }
  });
}

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
    if (confidence! < NOISE_CONFIDENCE && !HAS_TEXT.test(text)) continue;
    lines.get(key)?.words.push({ ...box, text, confidence: confidence! });
  }
  const read = [...lines.values()].filter((line) => line.words.length > 0);
  for (const line of read) correctWords(line.words);
  return read;
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
/** Lines shorter than this many words say little about the skew of the page. */
const SKEW_MIN_WORDS = 4;

const centre = (box: Box) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });

/**
 * The skew of an upright page in radians (positive: lines run down to the right), the median
 * slope of its longer lines. A page a few degrees crooked on the glass would otherwise have
 * lines whose ends reach the height of the next line.
 */
function skewOf(lines: readonly (Box & { text: string })[][]): number {
  const slopes: number[] = [];
  for (const words of lines) {
    if (words.length < SKEW_MIN_WORDS) continue;
    const first = centre(words[0]!);
    const last = centre(words.at(-1)!);
    slopes.push(Math.atan2(last.y - first.y, last.x - first.x));
  }
  slopes.sort((a, b) => a - b);
  return slopes.length === 0 ? 0 : slopes[Math.floor(slopes.length / 2)]!;
}

/**
 * Reads Tesseract's TSV of one page rendered at `dpi` (`width` × `height` pixels). Each line
 * Tesseract read becomes one run of text, turned upright and deskewed, so that the layout code
 * rebuilds lines, columns and paragraphs as it does for a text page; the words keep their
 * confidences.
 */
export function readTsv(
  tsv: string,
  image: { dpi: number; width: number; height: number },
): OcrPageText {
  const lines = parseLines(tsv);
  const turns = pageTurns(lines);
  const upright = lines.map((line) =>
    line.words
      .map((word) => ({ ...turnBox(word, turns, image.width, image.height), text: word.text }))
      .sort((a, b) => a.left - b.left),
  );
  const skew = skewOf(upright);
  const [cos, sin] = [Math.cos(skew), Math.sin(skew)];
  const scale = 72 / image.dpi;
  const items: PositionedText[] = upright.map((words) => {
    // Rotated by -skew about the page's origin: x along the line, y across it.
    const straight = words.map((word) => {
      const { x, y } = centre(word);
      return {
        x: x * cos + y * sin,
        y: -x * sin + y * cos,
        width: word.width,
        height: word.height,
      };
    });
    const left = straight[0]!.x - straight[0]!.width / 2;
    const right = straight.at(-1)!.x + straight.at(-1)!.width / 2;
    // The median word: a stamp or a scribble read as a word can be as tall as three lines.
    const height = [...straight].sort((a, b) => a.height - b.height)[straight.length >> 1]!.height;
    const middle = straight.reduce((sum, word) => sum + word.y, 0) / straight.length;
    return {
      str: words.map((word) => word.text).join(' '),
      x: left * scale,
      y: -(middle + height / 2) * scale,
      width: (right - left) * scale,
      size: height * FONT_SHARE * scale,
    };
  });
  const words = lines.flatMap((line) =>
    line.words.map(({ text, confidence }) => ({ text, confidence })),
  );
  return { items, words };
}
