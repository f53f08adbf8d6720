/**
 * Page furniture: running headers, footers and page numbers are layout, not contract text, and
 * would otherwise split sentences and repeat on every page.
 */
import type { Line } from './pdf-layout';

/** How many lines at the top and at the bottom of a page may be furniture. */
const EDGE_LINES = 2;
/** "2", "- 2 -", "Página 2 de 5", "Pág. 2", "2/5", "2 de 5". */
const PAGE_NUMBER =
  /^(?:p[áa]g(?:ina)?\.?\s*)?[-–—]?\s*\d{1,4}\s*(?:(?:de|\/)\s*\d{1,4})?\s*[-–—]?$/iu;

/** A line's identity across pages: case, spacing and numbers (page numbers, dates) ignored. */
const furnitureKey = (text: string): string =>
  text.toLowerCase().replace(/\d+/gu, '#').replace(/\s+/gu, ' ').trim();

/** The lines of a page at its top and bottom edges, by position rather than reading order. */
function edgeLines(lines: readonly Line[]): { top: Line[]; bottom: Line[] } {
  const byHeight = [...lines].sort((a, b) => b.y - a.y);
  return { top: byHeight.slice(0, EDGE_LINES), bottom: byHeight.slice(-EDGE_LINES) };
}

/**
 * Removes page numbers at the edges of every page, and lines that repeat at the top or at the
 * bottom of at least half of the pages (with numbers masked).
 */
export function removeFurniture(pages: readonly Line[][]): Line[][] {
  const edges = pages.map(edgeLines);
  const counts = { top: new Map<string, number>(), bottom: new Map<string, number>() };
  for (const edge of edges) {
    for (const side of ['top', 'bottom'] as const) {
      for (const key of new Set(edge[side].map((line) => furnitureKey(line.text)))) {
        counts[side].set(key, (counts[side].get(key) ?? 0) + 1);
      }
    }
  }
  const threshold = Math.max(2, Math.ceil(pages.length / 2));
  const isRepeated = (side: 'top' | 'bottom', line: Line): boolean =>
    (counts[side].get(furnitureKey(line.text)) ?? 0) >= threshold;
  return pages.map((lines, index) => {
    const { top, bottom } = edges[index]!;
    const furniture = new Set<Line>();
    for (const line of top) {
      if (PAGE_NUMBER.test(line.text) || isRepeated('top', line)) furniture.add(line);
    }
    for (const line of bottom) {
      if (PAGE_NUMBER.test(line.text) || isRepeated('bottom', line)) furniture.add(line);
    }
    return lines.filter((line) => !furniture.has(line));
  });
}
