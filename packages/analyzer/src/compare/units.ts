import type { TOutlineItem } from '@contrato-claro/shared';
import { foldText } from '../text/fold';

/** One comparable piece of a version: a top-level clause (or, without an outline, a paragraph). */
export interface Unit {
  ref: string;
  title: string | null;
  start: number;
  end: number;
  /** The folded words of the clause without its numbering: equal bodies are the same clause. */
  body: string;
  /** How many times each word of the body occurs, for the similarity of edited clauses. */
  words: Map<string, number>;
  /** Number of words in the body. */
  size: number;
}

/** Fewer top-level clauses than this: the outline says too little, paragraphs are compared. */
const MIN_OUTLINE_UNITS = 3;

const ORDINAL_WORD =
  '(?:primeir|segund|terceir|quart|quint|sext|setim|sétim|oitav|non|decim|décim|vigesim|vigésim|trigesim|trigésim|quadragesim|quadragésim|quinquagesim|quinquagésim|unic|únic)[ao]';
/**
 * The enumerator a line starts with, whatever the numbering style: "CLÁUSULA QUINTA –",
 * "Cláusula 5ª:", "5.1.", "V -", "a)", "§ 2º", "Art. 7º", "Parágrafo primeiro." Folded text.
 */
const LINE_ENUMERATOR = new RegExp(
  [
    '^[ \\t]*',
    '(?:(?:clausula|art(?:igo)?\\.?|paragrafo|item|secao|capitulo|§)[ \\t]*)?',
    `(?:\\d+(?:\\.\\d+)*|[ivxlcdm]{1,7}\\b|[a-z](?=\\))|(?:${ORDINAL_WORD}[ \\t]*)+|unico)?`,
    '[ \\t]*[ºª°]?[ \\t]*[-–—:.)]*[ \\t]*',
  ].join(''),
  'gmu',
);
const WORD = /[\p{L}\p{N}]+/gu;

/** The folded body of a clause: each line without its enumerator, spaces collapsed. */
export function clauseBody(text: string): string {
  return foldText(text).replace(LINE_ENUMERATOR, '').replace(/\s+/gu, ' ').trim();
}

function unitOf(text: string, ref: string, title: string | null, start: number, end: number): Unit {
  const body = clauseBody(text.slice(start, end));
  const words = new Map<string, number>();
  let size = 0;
  for (const [word] of body.matchAll(WORD)) {
    words.set(word, (words.get(word) ?? 0) + 1);
    size += 1;
  }
  return { ref, title, start, end, body, words, size };
}

/** Paragraphs (blocks between blank lines) as units, for a text the outline barely divides. */
function paragraphUnits(text: string): Unit[] {
  const units: Unit[] = [];
  const block = /\S[\s\S]*?(?=\n[ \t]*\n|$)/gu;
  for (const match of text.matchAll(block)) {
    const start = match.index;
    units.push(unitOf(text, `Parágrafo ${units.length + 1}`, null, start, start + match[0].length));
  }
  return units;
}

type Version = { text: string; outline: readonly TOutlineItem[] };

const topLevel = (version: Version) =>
  version.outline.filter((item) => item.parentRef === null).sort((a, b) => a.start - b.start);

/**
 * The units of two versions, divided alike: their top-level outline items, each running to the
 * next one so that the units cover the whole text (a text before the first one is its own unit,
 * the preamble). When either outline has fewer than three top-level items, both are divided in
 * paragraphs instead.
 */
export function unitsOfVersions(
  before: Version,
  after: Version,
): { before: Unit[]; after: Unit[] } {
  const isOutlined = [before, after].every(
    (version) => topLevel(version).length >= MIN_OUTLINE_UNITS,
  );
  return { before: unitsOf(before, isOutlined), after: unitsOf(after, isOutlined) };
}

/** The units of one version (see unitsOfVersions); by paragraphs when it is not `outlined`. */
export function unitsOf(
  version: Version,
  isOutlined = topLevel(version).length >= MIN_OUTLINE_UNITS,
): Unit[] {
  const { text } = version;
  const top = topLevel(version);
  if (!isOutlined || top.length === 0) return paragraphUnits(text);
  const units: Unit[] = [];
  if (text.slice(0, top[0]!.start).trim() !== '') {
    units.push(unitOf(text, 'Preâmbulo', null, 0, top[0]!.start));
  }
  top.forEach((item, index) => {
    const end = top[index + 1]?.start ?? text.length;
    if (end > item.start) units.push(unitOf(text, item.ref, item.title, item.start, end));
  });
  return units;
}

/** The unit holding `offset` (the last one starting at or before it). */
export function unitIndexAt(units: readonly Unit[], offset: number): number {
  let low = 0;
  let high = units.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (units[middle]!.start <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}
