/**
 * Rebuilds reading order from positioned PDF text: lines from item positions, two-column pages
 * read left column then right, paragraphs from gaps, indentation and sentence ends.
 */
import { joinBroken } from './pages';

/** A run of text as pdf.js places it (PDF user space: y grows upwards). */
export interface PositionedText {
  str: string;
  x: number;
  y: number;
  width: number;
  /** Font size in user-space units. */
  size: number;
}

/** A rebuilt line, in reading order. */
export interface Line {
  text: string;
  x: number;
  right: number;
  y: number;
  size: number;
  /** Lines of one column region share a block; reading order never mixes blocks. */
  block: number;
}

/** A gutter must be at least this wide (points) to separate two columns. */
const MIN_GUTTER = 6;
/** Column lines fill most of their column; label/value tables do not. */
const MIN_COLUMN_FILL = 0.6;
const MIN_COLUMN_LINES = 3;
/**
 * A gap wider than this many font sizes inside a line separates cells (tables, side-by-side
 * signatures), never words: they are joined with " | ", as DOCX table cells are.
 */
const CELL_GAP = 2.5;

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor((sorted.length - 1) * q)]!;
};
const median = (values: number[]): number => quantile(values, 0.5);

/** Min and max without spreading (a hostile page can hold more items than the call stack). */
function extent(values: Iterable<number>): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max };
}

/** PDF pages are at most 14,400 units wide; beyond that coordinates are garbage. */
const MAX_PAGE_EXTENT = 15_000;

/** Groups items into lines (top to bottom), joining items of a line left to right. */
function groupLines(items: readonly PositionedText[], block: number): Line[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: PositionedText[][] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    const head = row?.[0];
    if (row && head && Math.abs(head.y - item.y) <= 0.5 * Math.max(head.size, item.size)) {
      row.push(item);
    } else {
      rows.push([item]);
    }
  }
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x);
    let text = '';
    let right = -Infinity;
    for (const item of row) {
      const gap = item.x - right;
      if (text !== '' && gap > CELL_GAP * item.size) {
        text = `${text.trimEnd()} | `;
      } else if (
        text !== '' &&
        gap > 0.2 * item.size &&
        !text.endsWith(' ') &&
        !item.str.startsWith(' ')
      ) {
        text += ' ';
      }
      text += item.str;
      right = Math.max(right, item.x + item.width);
    }
    return {
      text: text.trim(),
      x: row[0]!.x,
      right,
      y: row[0]!.y,
      size: extent(row.map((item) => item.size)).max,
      block,
    };
  });
}

/** True when most lines of a side fill its width, as prose set in a column does. */
function isProseColumn(lines: readonly Line[], left: number, right: number): boolean {
  if (lines.length < MIN_COLUMN_LINES) return false;
  return median(lines.map((line) => line.right - line.x)) >= MIN_COLUMN_FILL * (right - left);
}

/** The x of a vertical gutter splitting the page into two prose columns, if there is one. */
function findGutter(items: readonly PositionedText[]): number | null {
  if (items.length < 2 * MIN_COLUMN_LINES) return null;
  const { min: minX } = extent(items.map((item) => item.x));
  const { max: maxX } = extent(items.map((item) => item.x + item.width));
  const width = maxX - minX;
  if (!(width > 4 * MIN_GUTTER) || width > MAX_PAGE_EXTENT) return null;
  const bins = Math.ceil(width / 2);
  const coverage = new Int32Array(bins + 1);
  for (const item of items) {
    const from = Math.max(0, Math.floor((item.x - minX) / 2));
    const to = Math.min(bins, Math.ceil((item.x + item.width - minX) / 2));
    coverage[from]! += 1;
    coverage[to]! -= 1;
  }
  for (let i = 1; i <= bins; i += 1) coverage[i]! += coverage[i - 1]!;
  const from = Math.floor(bins * 0.3);
  const to = Math.ceil(bins * 0.7);
  let best = Infinity;
  for (let i = from; i < to; i += 1) best = Math.min(best, coverage[i]!);
  if (best > Math.max(2, items.length * 0.15)) return null;
  let runStart = -1;
  let bestRun: [number, number] | null = null;
  for (let i = from; i <= to; i += 1) {
    if (i < to && coverage[i] === best) {
      if (runStart === -1) runStart = i;
    } else if (runStart !== -1) {
      if (!bestRun || i - runStart > bestRun[1] - bestRun[0]) bestRun = [runStart, i];
      runStart = -1;
    }
  }
  if (!bestRun || (bestRun[1] - bestRun[0]) * 2 < MIN_GUTTER) return null;
  const gutter = minX + (bestRun[0] + bestRun[1]); // bins are 2 points wide: centre = sum
  const leftLines = groupLines(
    items.filter((item) => item.x + item.width <= gutter),
    0,
  );
  const rightLines = groupLines(
    items.filter((item) => item.x >= gutter),
    0,
  );
  if (!isProseColumn(leftLines, minX, gutter) || !isProseColumn(rightLines, gutter, maxX)) {
    return null;
  }
  const overlap =
    Math.min(leftLines[0]!.y, rightLines[0]!.y) -
    Math.max(leftLines.at(-1)!.y, rightLines.at(-1)!.y);
  return overlap > 0 ? gutter : null;
}

/**
 * Lines of one page in reading order. On a two-column page, text spanning the gutter (titles,
 * headers, footers) splits the page into bands; each band is read left column, then right.
 */
export function readLines(items: readonly PositionedText[]): Line[] {
  const gutter = findGutter(items);
  if (gutter === null) return groupLines(items, 0);
  const full = groupLines(
    items.filter((item) => item.x < gutter && item.x + item.width > gutter),
    0,
  );
  const left = groupLines(
    items.filter((item) => item.x + item.width <= gutter),
    0,
  );
  const right = groupLines(
    items.filter((item) => item.x >= gutter),
    0,
  );
  const ordered: Line[] = [];
  let block = 0;
  const cursor = { left: 0, right: 0 };
  const sides = { left, right };
  /** Emits the lines of one column above `y` (columns are sorted top to bottom). */
  const takeAbove = (side: 'left' | 'right', y: number): void => {
    const lines = sides[side];
    if (cursor[side] >= lines.length || lines[cursor[side]]!.y <= y) return;
    block += 1;
    while (cursor[side] < lines.length && lines[cursor[side]]!.y > y) {
      ordered.push({ ...lines[cursor[side]]!, block });
      cursor[side] += 1;
    }
  };
  for (const line of full) {
    takeAbove('left', line.y);
    takeAbove('right', line.y);
    block += 1;
    ordered.push({ ...line, block });
  }
  takeAbove('left', -Infinity);
  takeAbove('right', -Infinity);
  return ordered;
}

const SENTENCE_END = /[.:;!?]$/u;
/** Line starts that always open a paragraph (clause headings and the like). */
const HEADING_START =
  /^(?:(?:CL[ÁA]USULA|Cl[áa]usula|CAP[ÍI]TULO|Cap[íi]tulo|SE[ÇC][ÃA]O|T[ÍI]TULO|Artigo|Par[áa]grafo|PAR[ÁA]GRAFO)(?!\p{L})|Art\.|§)/u;
/** Numbered or lettered items: "1.", "2.1", "a)", "IV –", "•". */
const ITEM_START = /^(?:\d+(?:\.\d+)*[.)]?\s|[a-z]\)\s|[IVXLC]+\s*[–-]\s|[•▪◦·-]\s)/u;
/** Signature and fill-in lines: only underscores, dots, spaces and cell separators. */
const RULE_LINE = /^[_.\s|]+$/u;
const HAS_LOWER = /\p{Ll}/u;
const HAS_UPPER = /\p{Lu}/u;

const isAllCaps = (text: string): boolean => HAS_UPPER.test(text) && !HAS_LOWER.test(text);

/** Rebuilds paragraphs from lines in reading order. */
export function buildParagraphs(lines: readonly Line[]): string[] {
  const paragraphs: string[] = [];
  const bounds = new Map<number, { left: number; right: number; spacing: number }>();
  const byBlock = new Map<number, Line[]>();
  for (const line of lines) {
    const own = byBlock.get(line.block);
    if (own) own.push(line);
    else byBlock.set(line.block, [line]);
  }
  for (const [block, own] of byBlock) {
    const gaps = own.slice(1).map((line, i) => own[i]!.y - line.y);
    bounds.set(block, {
      left: extent(own.map((line) => line.x)).min,
      right: extent(own.map((line) => line.right)).max,
      // Paragraph gaps can outnumber line gaps on a short page: take a low quantile.
      spacing:
        quantile(
          gaps.filter((gap) => gap > 0.5 * own[0]!.size),
          0.25,
        ) || 1.2 * own[0]!.size,
    });
  }
  let previous: Line | null = null;
  for (const line of lines) {
    if (line.text === '') continue;
    if (!previous || paragraphs.length === 0) {
      paragraphs.push(line.text);
    } else if (previous.block !== line.block) {
      const { left, separator } = joinBroken(paragraphs.at(-1)!, line.text);
      if (separator === '\n') paragraphs.push(line.text);
      else paragraphs[paragraphs.length - 1] = left + separator + line.text;
    } else if (startsParagraph(previous, line, bounds.get(line.block)!)) {
      paragraphs.push(line.text);
    } else {
      const { left, separator } = joinBroken(paragraphs.at(-1)!, line.text);
      paragraphs[paragraphs.length - 1] = left + (separator === '\n' ? ' ' : separator) + line.text;
    }
    previous = line;
  }
  return paragraphs;
}

function startsParagraph(
  previous: Line,
  line: Line,
  block: { left: number; right: number; spacing: number },
): boolean {
  if (previous.y - line.y > 1.3 * block.spacing) return true;
  if (HEADING_START.test(line.text)) return true;
  if (RULE_LINE.test(previous.text) || RULE_LINE.test(line.text)) return true;
  const endsSentence = SENTENCE_END.test(previous.text);
  if (endsSentence && ITEM_START.test(line.text)) return true;
  if (endsSentence && line.x - previous.x > 1.5 * line.size) return true;
  const isShort =
    previous.right < block.right - Math.max(0.15 * (block.right - block.left), 4 * line.size);
  return isShort && (endsSentence || isAllCaps(previous.text));
}
