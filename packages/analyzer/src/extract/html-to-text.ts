/**
 * Turns the HTML mammoth produces into plain paragraphs: list items get their number back
 * ("1.", "a)", "i)", "•" by depth), table rows become one line with cells joined by " | ".
 */

const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*?)(\/?)>|([^<]+)/gu;
/** Mammoth's footnotes and endnotes: `<li id="footnote-1">` and the "↑" link back to the text. */
const NOTE_ITEM = /\bid="(?:footnote|endnote)-/u;
const NOTE_BACKLINK = /\bhref="#(?:footnote|endnote)-ref-/u;
const ENTITY = /&(?:#(\d+)|#x([0-9a-fA-F]+)|(amp|lt|gt|quot|apos|nbsp));/gu;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
};
const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const ROMAN = [
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
] as const;

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (match, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED_ENTITIES[name] ?? match;
    const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

const toLetters = (n: number): string =>
  (n > 26 ? toLetters(Math.floor((n - 1) / 26)) : '') + String.fromCharCode(97 + ((n - 1) % 26));

function toRoman(n: number): string {
  let rest = n;
  let roman = '';
  for (const [value, digits] of ROMAN) {
    while (rest >= value && roman.length < 40) {
      roman += digits;
      rest -= value;
    }
  }
  return roman;
}

/** The marker of the n-th item of a list nested `depth` lists deep. */
function listMarker(ordered: boolean, depth: number, n: number): string {
  if (!ordered) return '•';
  switch (depth % 3) {
    case 0:
      return `${n}.`;
    case 1:
      return `${toLetters(n)})`;
    default:
      return `${toRoman(n)})`;
  }
}

interface List {
  ordered: boolean;
  count: number;
}

interface Row {
  cells: string[];
  cell: string | null;
}

/** Plain text of mammoth HTML: one paragraph, list item or table row per line. */
export function htmlToText(html: string): string {
  const lines: string[] = [];
  const lists: List[] = [];
  const rows: Row[] = [];
  let paragraph = '';
  let marker = '';

  const flush = (): void => {
    if (paragraph.trim() !== '') lines.push(`${marker}${paragraph.trim()}`);
    paragraph = '';
    marker = '';
  };
  const append = (text: string): void => {
    const row = rows.at(-1);
    if (row && row.cell !== null) row.cell += text;
    else paragraph += text;
  };

  let notes = 0;
  let inBacklink = false;

  for (const [, closing, tag = '', attributes = '', , text] of html.matchAll(TOKEN)) {
    if (text !== undefined) {
      if (!inBacklink) append(decodeEntities(text));
      continue;
    }
    const name = tag.toLowerCase();
    const isOpen = closing === '';
    if (BLOCKS.has(name) || name === 'br') {
      if (rows.at(-1)?.cell != null) append(' ');
      else if (!isOpen || name === 'br') flush();
    } else if (name === 'ol' || name === 'ul') {
      flush();
      if (isOpen) lists.push({ ordered: name === 'ol', count: 0 });
      else lists.pop();
    } else if (name === 'a') {
      inBacklink = isOpen && NOTE_BACKLINK.test(attributes);
    } else if (name === 'li' && isOpen && NOTE_ITEM.test(attributes)) {
      // Notes are numbered "[1]" as their calls are, so they do not read as clause items.
      flush();
      notes += 1;
      marker = `[${notes}] `;
    } else if (name === 'li') {
      flush();
      const list = lists.at(-1);
      if (isOpen && list) {
        list.count += 1;
        marker = `${listMarker(list.ordered, lists.length - 1, list.count)} `;
      }
    } else if (name === 'table') {
      flush();
    } else if (name === 'tr') {
      if (isOpen) {
        flush();
        rows.push({ cells: [], cell: null });
      } else {
        const row = rows.pop();
        const cells = row?.cells ?? [];
        const line = cells.some((cell) => cell !== '') ? cells.join(' | ') : '';
        if (rows.length > 0) append(` ${line} `);
        else if (line !== '') lines.push(line);
      }
    } else if (name === 'td' || name === 'th') {
      const row = rows.at(-1);
      if (!row) continue;
      if (isOpen) row.cell = '';
      else {
        row.cells.push((row.cell ?? '').replace(/\s+/gu, ' ').trim());
        row.cell = null;
      }
    }
  }
  flush();
  return lines.join('\n');
}
