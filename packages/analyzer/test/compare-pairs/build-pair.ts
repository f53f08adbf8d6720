/**
 * Builds a revised version of a real contract from a committed edit plan (`plans.json`, written
 * by `scripts/build-compare-pairs.ts`): clauses deleted, moved, edited and one added, then every
 * numbered clause renumbered by its new place, as a real counter-proposal comes back. The texts
 * stay in ../shared/corpus-real (never copied here); the plan and what the builder knows of each
 * clause's origin are the ground truth of the alignment.
 */
import type { Unit } from '../../src/compare';
import { foldText } from '../../src/text/fold';
import { parseOrdinalWords } from '../../src/text/ordinals';
import { parseRoman, toRoman } from '../../src/text/roman';

/** The edits of one pair, by unit index of the original version. */
export interface EditPlan {
  id: string;
  /** Fingerprint of the original text: a changed corpus needs the plans built again. */
  fingerprint: string;
  /** Units of the original (`unitsOf` of its analysis) when the plan was made. */
  units: number;
  deleted: number[];
  moved: { from: number; to: number } | null;
  edited: number[];
  /** Where the new clause goes, as a place in the final order; null: none added. */
  insertedAt: number | null;
}

/** A piece of the revised text and the original unit it came from (null: the added clause). */
export interface Segment {
  origin: number | null;
  /** Where the piece starts in the original text (null: the added clause). */
  sourceStart: number | null;
  start: number;
  end: number;
}

const ADDED_TITLE = 'DA COMUNICAÇÃO ENTRE AS PARTES';
const ADDED_BODY =
  'As comunicações entre as partes relativas a este contrato serão feitas por escrito, por ' +
  'correio eletrônico ou carta com aviso de recebimento, nos endereços indicados no preâmbulo, ' +
  'e produzirão efeitos a partir do seu recebimento.';
const EDITED_SENTENCE =
  ' Qualquer alteração desta cláusula dependerá de termo aditivo assinado por ambas as partes.';

const UNITS = [
  '',
  'primeira',
  'segunda',
  'terceira',
  'quarta',
  'quinta',
  'sexta',
  'sétima',
  'oitava',
  'nona',
];
const TENS = ['', 'décima', 'vigésima', 'trigésima', 'quadragésima', 'quinquagésima'];
const ORDINAL_WORDS = [...UNITS.slice(1), ...TENS.slice(1)].join('|');
/** "CLÁUSULA QUINTA – ", "Cláusula 5ª: ", "5. ", "V - ", "CLÁUSULA DÉCIMA PRIMEIRA. " */
const HEADING = new RegExp(
  `^(\\s*(?:cl[áa]usula\\s+)?)((?:(?:${ORDINAL_WORDS})[ao]?\\s*){1,2}|\\d{1,2}|[ivxl]{1,6})([ºª°]?\\s*[-–—:.)])`,
  'iu',
);
function ordinal(n: number, masculine: boolean): string {
  const words = [TENS[Math.floor(n / 10)]!, UNITS[n % 10]!].filter(Boolean).join(' ');
  return masculine ? words.replace(/a\b/gu, 'o') : words;
}

interface Numbering {
  value: number;
  /** Writes another number in the same style (figures, roman, ordinal words; same case). */
  write: (n: number) => string;
  prefix: string;
  suffix: string;
}

/** The number of a clause's heading and how to write another one like it. */
function numberingOf(text: string): Numbering | null {
  const match = HEADING.exec(text);
  if (!match) return null;
  const [, prefix, rawToken, suffix] = match as unknown as [string, string, string, string];
  const token = rawToken.trim();
  const trailing = rawToken.slice(token.length);
  const isUpper = token === token.toUpperCase();
  const styled = (words: string) =>
    (isUpper ? words.toUpperCase() : words.replace(/^\p{L}/u, (c) => c.toUpperCase())) + trailing;
  if (/^\d+$/u.test(token)) {
    return { value: Number(token), write: (n) => `${n}${trailing}`, prefix, suffix };
  }
  const asRoman = parseRoman(token);
  if (asRoman !== null) {
    return { value: asRoman, write: (n) => `${toRoman(n)}${trailing}`, prefix, suffix };
  }
  const value = parseOrdinalWords(foldText(token));
  if (value === null) return null;
  const masculine = /o$/iu.test(token);
  return { value, write: (n) => styled(ordinal(n, masculine)), prefix, suffix };
}

function renumbered(text: string, numbering: Numbering, n: number): string {
  return text.replace(HEADING, `${numbering.prefix}${numbering.write(n)}${numbering.suffix}`);
}

/** An edit a reader sees in the word diff: the first figure changed, a sentence added. */
function edited(text: string): string {
  const firstLineEnd = text.indexOf('\n') === -1 ? 0 : text.indexOf('\n');
  const head = text.slice(0, firstLineEnd);
  const body = text
    .slice(firstLineEnd)
    .replace(/\b(\d{2,3})\b/u, (figure) => String(Number(figure) + 5));
  const trimmed = body.trimEnd();
  return `${head}${trimmed}${EDITED_SENTENCE}${body.slice(trimmed.length)}`;
}

/**
 * The revised text of `text` (whose units are `units`) under `plan`, with where each of its
 * pieces came from.
 */
export function buildRevision(
  text: string,
  units: readonly Unit[],
  plan: EditPlan,
): { text: string; segments: Segment[] } {
  const pieces = units.map((unit, index) => ({
    origin: index as number | null,
    sourceStart: (index === 0 ? 0 : unit.start) as number | null,
    // Each piece runs to the next one, so the blank lines between paragraphs stay.
    text: text.slice(index === 0 ? 0 : unit.start, units[index + 1]?.start ?? text.length),
  }));
  for (const index of plan.edited) pieces[index]!.text = edited(pieces[index]!.text);
  let order = pieces.filter((piece) => !plan.deleted.includes(piece.origin!));
  if (plan.moved) {
    const piece = order.find((candidate) => candidate.origin === plan.moved!.from)!;
    order = order.filter((candidate) => candidate !== piece);
    order.splice(Math.min(plan.moved.to, order.length), 0, piece);
  }
  const numberings = pieces.map((piece) => numberingOf(piece.text));
  const numbered = numberings.filter((numbering) => numbering !== null);
  const isSequential =
    numbered.length >= 3 &&
    numbered.every((numbering, k) => numbering.value === numbered[0]!.value + k);
  if (plan.insertedAt !== null) {
    const style = isSequential ? numbered[0]! : null;
    const heading = style ? `${style.prefix.trimStart()}${style.write(1)}${style.suffix} ` : '';
    order.splice(Math.min(plan.insertedAt, order.length), 0, {
      origin: null,
      sourceStart: null,
      text: `\n\n${heading}${ADDED_TITLE}\n${ADDED_BODY}\n\n`,
    });
  }
  if (isSequential) {
    let next = numbered[0]!.value;
    for (const piece of order) {
      const numbering = numberingOf(piece.text);
      if (numbering === null) continue;
      piece.text = renumbered(piece.text, numbering, next);
      next += 1;
    }
  }
  const segments: Segment[] = [];
  let revised = '';
  for (const piece of order) {
    segments.push({
      origin: piece.origin,
      sourceStart: piece.sourceStart,
      start: revised.length,
      end: revised.length + piece.text.length,
    });
    revised += piece.text;
  }
  return { text: revised, segments };
}

/** The plan of a contract of `units` units: deterministic from its fingerprint. */
export function planFor(id: string, fingerprint: string, units: number): EditPlan {
  let seed = Number.parseInt(fingerprint, 16) >>> 0;
  const random = () => {
    // mulberry32
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const plan: EditPlan = {
    id,
    fingerprint,
    units,
    deleted: [],
    moved: null,
    edited: [],
    insertedAt: null,
  };
  if (units < 3) {
    plan.edited = [units - 1];
    return plan;
  }
  // Unit 0 (the preamble or the first clause) stays: it names the parties.
  const free = Array.from({ length: units - 1 }, (_, k) => k + 1);
  const pick = () => free.splice(Math.floor(random() * free.length), 1)[0]!;
  plan.edited = [pick()];
  if (units >= 5) {
    plan.edited.push(pick());
    plan.deleted = [pick()];
    const from = pick();
    plan.moved = { from, to: 1 + Math.floor(random() * (units - 2)) };
  }
  plan.insertedAt = 1 + Math.floor(random() * (units - 1));
  return plan;
}
