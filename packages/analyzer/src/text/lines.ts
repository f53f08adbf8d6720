/**
 * The shape of a line of a contract: whether it closes a sentence, opens an item, is a heading,
 * and whether a line break between two lines is a PDF's hard wrap inside one sentence.
 */

/** How a line that closes its sentence or paragraph ends. */
const CLOSED = /[.;:!?]\s*$/u;
/** How a line that opens a new item starts ("3.1.", "a)", "II –", "§ 2º", "Parágrafo único"). */
const ITEM_START =
  /^(?:\d+(?:\.\d+)*\s*[.)ºª°–-]?\s|\d+(?:\.\d+)+|[a-z]\)|\(?[ivxlc]+\s*[–.)-]|[ivxlc]+\s+[–-]|§|cl[aá]usula\b|par[aá]grafo\b|art(?:igo|\.)\s|[-•*–]\s)/iu;
/** A line ending on a word that cannot end a sentence ("e na", "que o", "por quaisquer"). */
const OPEN_END =
  /(?:[,–-]|\b(?:que|o|a|os|as|de|do|da|dos|das|e|ou|por|pelo|pela|pelos|pelas|com|em|no|na|nos|nas|para|ao|aos|se|sem|um|uma|quaisquer|qualquer|seu|sua|seus|suas))$/iu;
/** A line at least this long, ending without punctuation, ran into the margin. */
const WRAPPED_LINE = 50;

/** A heading: a short line without lower-case letters ("CLÁUSULA 3ª – DO PREÇO", "OBJETO:"). */
export const isHeadingLine = (line: string): boolean =>
  line.length <= 120 && /\p{Lu}{2}/u.test(line) && !/\p{Ll}/u.test(line);

/** A title in sentence case: "1. Do Objeto", "Do valor", "Cláusula 2ª – Do prazo" (no full stop). */
const SENTENCE_CASE_TITLE =
  /^(?:(?:\d+(?:\.\d+)*\.?|cl[aá]usula\s+\S+|[ivxlc]+)\s*[–.:-]?\s*)?(?:d[aoe]s?|sobre\s+[oa]s?)\s+\p{L}[^.;]{0,60}$/iu;

/** Whether a paragraph is a heading (in capitals, or a short title in sentence case). */
export const isHeadingParagraph = (text: string): boolean => {
  const line = text.trim();
  return isHeadingLine(line) || (line.length <= 70 && SENTENCE_CASE_TITLE.test(line));
};

/**
 * Whether `line` goes on with the paragraph that ends with `previous`: the previous line does not
 * close and is no heading, and `line` neither opens an item nor is a heading.
 */
export const continuesParagraph = (previous: string, line: string): boolean =>
  !CLOSED.test(previous) &&
  !isHeadingParagraph(previous) &&
  !isHeadingLine(line) &&
  !ITEM_START.test(line);

/**
 * Whether the break between `previous` and `line` cuts one sentence in two: `line` continues the
 * paragraph and the previous line was wrapped — it ran into the margin, ends on a word no sentence
 * ends on, or `line` goes on in lower case ("…que entre si fazem a firma⏎VITAMEDIC…" is not one).
 */
export const isHardWrap = (previous: string, line: string): boolean =>
  continuesParagraph(previous, line) &&
  (previous.length >= WRAPPED_LINE || OPEN_END.test(previous) || /^[\p{Ll}\d(]/u.test(line));
