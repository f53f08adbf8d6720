/**
 * The cross-reference rules of contradictionAnalysis (contradicao.referencia_inexistente): a
 * reference to a clause or item this document does not have, numbered references in a document
 * that numbers none of its clauses, a reference whose subject the cited clause does not hold (a
 * price adjustment pointing at the clause about security cameras), a reference to an item of the
 * quadro-resumo that holds something else, witnesses said to sign a document that has no place
 * for them, and an executive title claimed by a document no witness signs. References to laws, annexes and other instruments are not this document's and
 * are never judged.
 */
import { parseOrdinalWords } from '../text/ordinals';
import { parseRoman } from '../text/roman';
import { foldText } from '../text/fold';
import type { AnalyzedDocument, Clause, RawFinding } from '../types';
import { indexDocument, type Sentence } from '../analyzers/document-index';
import { ELECTRONIC_SIGNATURE } from '../analyzers/default-clauses/patterns';
import { findingOf } from '../analyzers/rule';
import {
  ADJACENT_CLAUSE,
  ADJACENT_UNIT,
  ADJUSTED_CRITERIA,
  AMENDING_DOCUMENT,
  ARTICLE_REFERENCE,
  CITED_ITEM,
  CITED_PLAIN_ITEM,
  CLAUSE_REFERENCE,
  DEFINED_BY_REFERENCE,
  DIVISION_REFERENCE,
  EXTERNAL_BEFORE,
  EXTERNAL_REFERENCE,
  FIGURE,
  GENERAL_NOUN,
  NUMBERING_MENTION,
  INLINE_HEADING,
  INSTRUMENT_NEAR,
  LAW_WINDOW,
  LINE_NUMBER,
  NAMED_CONTRACT,
  OTHER_INSTRUMENT,
  OWN_NAMED,
  PRICE_ADJUSTMENT,
  QUADRO_HEADING,
  QUADRO_ITEM_REFERENCE,
  QUADRO_LINE,
  QUADRO_REFERENCE,
  REFERENCE_TOPICS,
  TABLE_LINK,
  TITLE_LEAD,
  TOPIC_LINK,
  WITNESS,
  WITNESS_CLAIM,
  EXECUTIVE_TITLE_CLAIM,
  type ReferenceTopic,
} from './patterns';
import { SPECS } from '../analyzers/contradiction/patterns';
import { annexesNotCarried } from './annexes';
import { divisionKindOf, divisionsOf, type DivisionKind } from './sections';
import { brokenSubdivisions, subdivisionLabel, type BrokenSubdivision } from './subdivisions';

/** A span of the text. */
interface Span {
  start: number;
  end: number;
}

/**
 * The numbering a reference cites: clauses and items ("cláusula 14", "item 6.3", "item XI-2"),
 * articles ("art. 25") or a division above them ("Capítulo XIV").
 */
type Family = 'numero' | 'artigo' | DivisionKind;

/** A reference to numbered clauses, items, articles or divisions of this document. */
interface Reference extends Span {
  family: Family;
  /** The numbers cited ("14", "6.3"), in the order written. */
  cited: string[];
  sentence: Sentence;
}

/** An item of this document's numbering: a clause ("14") or a numbered item ("6.3"). */
const NUMBERED_ITEM = /\bitem \d+(?:\.\d+)*(?: \(\d+\))?$/u;
/** How far before a reference its subject is read. */
const LEAD = 90;
/** How far after a reference the document it belongs to is read. */
const TAIL = 90;

const prefixesOf = (path: readonly number[]): string[] =>
  path.map((_, i) => path.slice(0, i + 1).join('.'));

/**
 * The numbers a reader can cite in this document: its numbered clauses and items (an item "9.1"
 * implies a clause 9 even where its heading is missing), and every number that opens a line as a
 * heading (a quadro-resumo, an annex, a heading the segmenter did not read). Paragraphs, incisos
 * and alíneas are numbered inside their clause and never count.
 */
function numberingOf(doc: AnalyzedDocument): Set<string> {
  const paths = new Set<string>();
  for (const clause of doc.clauses) {
    if (clause.number === null) continue;
    if (isNumberedClause(clause)) for (const path of prefixesOf(clause.number)) paths.add(path);
  }
  for (const match of [...doc.fold.matchAll(LINE_NUMBER), ...doc.fold.matchAll(INLINE_HEADING)]) {
    const { num, ord } = match.groups!;
    const value = num ?? (ord === undefined ? null : parseOrdinalWords(ord)?.toString());
    if (value === null || value === undefined) continue;
    for (const path of prefixesOf(value.split('.').map(Number))) paths.add(path);
  }
  return paths;
}

/** Whether a Roman numeral is written in capitals in the original ("XIV", not "xiv" or "vi"). */
const isCapitalRoman = (doc: AnalyzedDocument, at: number, length: number): boolean =>
  /^[IVXL]+$/u.test(doc.text.slice(at, at + length));

/**
 * The numbers of a reference's list ("itens 3.1 e 11.2" → 3.1, 11.2; "item XI-2" → 11.2), the
 * list starting at `listAt` in the text. A bare Roman numeral counts only after "cláusula", in
 * capitals ("cláusula XIV"): after "item" it may be an inciso.
 */
function citedNumbers(doc: AnalyzedDocument, list: string, listAt: number, kind: string): string[] {
  const cited: string[] = [];
  for (const match of list.matchAll(CITED_ITEM)) {
    const { num, ord, roman, sub } = match.groups!;
    let value: string | null = null;
    if (num !== undefined) value = num;
    else if (ord !== undefined) value = parseOrdinalWords(ord)?.toString() ?? null;
    else if (roman !== undefined && isCapitalRoman(doc, listAt + match.index, roman.length)) {
      const section = parseRoman(roman);
      const isClause = sub === undefined && kind.startsWith('clausula');
      if (section !== null && (sub !== undefined || isClause)) {
        value = sub === undefined ? String(section) : `${section}.${Number(sub)}`;
      }
    }
    if (value !== null) cited.push(value);
  }
  return cited;
}

/** The numbers of a list of articles or divisions ("19 e 46", "II e III"), Roman in capitals. */
function plainNumbers(doc: AnalyzedDocument, list: string, listAt: number): string[] {
  return [...list.matchAll(CITED_PLAIN_ITEM)].flatMap((match) => {
    const { num, roman } = match.groups!;
    if (num !== undefined) return [String(Number(num))];
    if (!isCapitalRoman(doc, listAt + match.index, roman!.length)) return [];
    const value = parseRoman(roman!);
    return value === null ? [] : [String(value)];
  });
}

/** A heading ("CLÁUSULA 14 – FORO", "CLÁUSULA DÉCIMA:"), not a reference to one. */
function isHeading(doc: AnalyzedDocument, span: Span): boolean {
  const lineStart = doc.fold.lastIndexOf('\n', span.start - 1) + 1;
  if (doc.fold.slice(lineStart, span.start).trim() !== '') return false;
  // "cláusula 14 deste termo" wrapped onto a new line goes on in lower case.
  return !/^\s*\p{Ll}/u.test(doc.text.slice(span.end, span.end + 20));
}

/** The kind of contract this document is, from its title ("contrato de prestacao de servicos"). */
function ownName(doc: AnalyzedDocument): string | null {
  const title = doc.classification.contractTitle;
  if (title === null) return null;
  return foldText(title).replace(/\s+/gu, ' ').trim().replace(TITLE_LEAD, '');
}

/**
 * Whether the words after a reference make it a reference to another document: a law, an annex,
 * the quadro-resumo, a regulation, or an instrument named by its kind that is not this one ("do
 * Contrato de Prestação de Serviços" inside the contract of that name is this one).
 */
function isOtherDocument(doc: AnalyzedDocument, tail: string): boolean {
  const named = NAMED_CONTRACT.exec(tail);
  if (named !== null) {
    const name = named.groups!.name!.replace(/\s+/gu, ' ').trim();
    const own = ownName(doc);
    const rest = tail.slice(named.index + named[0].length);
    const isOwn =
      own !== null &&
      (own.startsWith(name) || name.startsWith(own)) &&
      !OTHER_INSTRUMENT.test(rest);
    return !isOwn;
  }
  return EXTERNAL_REFERENCE.test(tail);
}

/** The sentences of the whole document (preamble first), each once. */
function allSentences(doc: AnalyzedDocument): Sentence[] {
  const { preambleSentences, sentences } = indexDocument(doc);
  return [...new Set([...preambleSentences, ...sentences])];
}

/** Whether a reference belongs to another document, by the words right around it. */
function isElsewhere(doc: AnalyzedDocument, span: Span): boolean {
  return (
    isHeading(doc, span) ||
    isOtherDocument(doc, doc.fold.slice(span.end, span.end + TAIL)) ||
    EXTERNAL_BEFORE.test(doc.fold.slice(Math.max(0, span.start - TAIL), span.start))
  );
}

/**
 * Whether a law or another instrument is named near a reference to an article or a division, in
 * its sentence ("art. 25, § 1º, da Lei 8.666"); "deste estatuto" is this document.
 */
function isNearInstrument(sentence: Sentence, at: number, end: number): boolean {
  const from = Math.max(0, at - sentence.start - LAW_WINDOW);
  const around = sentence.fold.slice(from, end - sentence.start + LAW_WINDOW);
  return INSTRUMENT_NEAR.test(around.replace(OWN_NAMED, ' '));
}

/**
 * This document's references to its own numbered clauses and items, to its articles (in a
 * document numbered in articles) and to its divisions (in a document that has two or more of
 * that kind). References to another instrument are left out.
 */
function referencesOf(doc: AnalyzedDocument): Reference[] {
  const references: Reference[] = [];
  const isArticled = indexDocument(doc).topClauses.filter(isArticle).length >= 2;
  const divisions = new Set(divisionsOf(doc).map((division) => division.division));
  const push = (family: Family, sentence: Sentence, span: Span, cited: string[]) => {
    if (cited.length > 0) references.push({ ...span, family, cited, sentence });
  };
  for (const sentence of allSentences(doc)) {
    for (const match of sentence.fold.matchAll(CLAUSE_REFERENCE)) {
      const start = sentence.start + match.index;
      const span = { start, end: start + match[0].length };
      if (isElsewhere(doc, span)) continue;
      const listAt = start + match[0].length - match.groups!.list!.length;
      push(
        'numero',
        sentence,
        span,
        citedNumbers(doc, match.groups!.list!, listAt, match.groups!.kind!),
      );
    }
    const others = [
      ...(isArticled ? sentence.fold.matchAll(ARTICLE_REFERENCE) : []),
      ...(divisions.size > 0 ? sentence.fold.matchAll(DIVISION_REFERENCE) : []),
    ];
    for (const match of others) {
      const start = sentence.start + match.index;
      const span = { start, end: start + match[0].length };
      const word = match.groups!.word;
      const family: Family = word === undefined ? 'artigo' : divisionKindOf(word);
      if (family !== 'artigo' && !divisions.has(family)) continue;
      if (isElsewhere(doc, span) || isNearInstrument(sentence, span.start, span.end)) continue;
      const listAt = start + match[0].length - match.groups!.list!.length;
      push(family, sentence, span, plainNumbers(doc, match.groups!.list!, listAt));
    }
  }
  return references;
}

/** The words before a reference in its sentence, where its subject is named. */
const leadOf = (doc: AnalyzedDocument, sentence: Sentence, at: number): string =>
  doc.fold.slice(Math.max(sentence.start, at - LEAD), at);

const written = (doc: AnalyzedDocument, span: Span): string =>
  doc.text.slice(span.start, span.end).replace(/\s+/gu, ' ').trim();

/** What a reference of each family points at, for a description. */
const UNIT_NAME: Record<Family, string> = {
  numero: 'uma cláusula ou item',
  artigo: 'um artigo',
  capitulo: 'um capítulo',
  secao: 'uma seção',
  titulo: 'um título',
};

/** A broken reference as one place of a finding: where it is and how it is named. */
interface Place extends Span {
  place: string;
  /** It names what the reader loses there (a fine, a price, a term). */
  isNamed: boolean;
}

/**
 * References to clauses, items, paragraphs, alíneas or incisos the document does not have, as one
 * finding (the remissions of a template that was renumbered) listing every place; in a document
 * that numbers none of its clauses, its numbered references (two or more, so that a single
 * citation of another instrument is never taken for one) cannot be followed at all.
 */
function missingReferences(
  doc: AnalyzedDocument,
  references: readonly Reference[],
  subdivisions: readonly BrokenSubdivision[],
): RawFinding[] {
  const numbering = numberingOf(doc);
  const divisions = divisionsOf(doc);
  const targets = (family: Family): ReadonlySet<string> =>
    family === 'numero' || family === 'artigo'
      ? numbering
      : new Set(divisions.flatMap((d) => (d.division === family ? [String(d.value)] : [])));
  const isAbsent = (reference: Reference) => (number: string) =>
    !targets(reference.family).has(number);
  const isUnnumbered = numbering.size === 0;
  const missing = isUnnumbered
    ? references.filter((reference) => reference.family === 'numero')
    : references.filter((reference) => reference.cited.some(isAbsent(reference)));
  const cited = new Set(missing.flatMap((reference) => reference.cited));
  if (isUnnumbered && cited.size < 2) return [];
  const places: Place[] = missing.map((reference) => {
    const absent = reference.cited.filter(isAbsent(reference));
    const isPartly = !isUnnumbered && absent.length < reference.cited.length;
    const shown = written(doc, reference).replace(/["“”']/gu, '');
    const isNamed = namesSubject(leadOf(doc, reference.sentence, reference.start));
    return {
      ...reference,
      place: `"${shown}"${isPartly ? ` (${absent.join(', ')})` : ''}`,
      isNamed,
    };
  });
  if (!isUnnumbered) {
    for (const broken of subdivisions) {
      const shown = written(doc, broken).replace(/["“”']/gu, '');
      const absent = broken.absent.map((value) => subdivisionLabel(broken.kind, value));
      const isPartly = absent.length < broken.cited;
      places.push({
        ...broken,
        place: `"${shown}"${isPartly ? ` (${absent.join(', ')})` : ''}`,
        isNamed: false,
      });
    }
  }
  if (places.length === 0) return [];
  places.sort((a, b) => a.start - b.start);
  const main = places.find((place) => place.isNamed) ?? places[0]!;
  const occurrences = places
    .filter((place) => place !== main)
    .map(({ start, end }) => ({ start, end }));
  const shown = [...new Map(places.map(({ place }) => [place.toLowerCase(), place])).values()];
  if (isUnnumbered) {
    return [
      findingOf(SPECS.referenciaInexistente, main, {
        title: 'Remissão a itens que o contrato não numera',
        description: `O texto faz remissões numeradas (${shown.join(', ')}), mas as cláusulas deste documento não são numeradas: não há como saber a que trecho cada uma se refere.`,
        occurrences,
      }),
    ];
  }
  return [
    findingOf(SPECS.referenciaInexistente, main, {
      description:
        (shown.length === 1
          ? `A remissão ${shown[0]} aponta para ${missing.length > 0 ? UNIT_NAME[missing[0]!.family] : 'um trecho'} que não existe neste contrato`
          : `As remissões ${shown.join(', ')} apontam para trechos que não existem neste contrato`) +
        beyondLast(
          doc,
          missing.filter((reference) => reference.family === 'numero'),
          numbering,
          subdivisions.length === 0 && missing.every((reference) => reference.family === 'numero'),
        ),
      occurrences,
    }),
  ];
}

/** ", que vai até a cláusula 12." when every missing number is a clause after the last one. */
function beyondLast(
  doc: AnalyzedDocument,
  missing: readonly Reference[],
  numbering: ReadonlySet<string>,
  isOnlyClauses: boolean,
): string {
  if (!isOnlyClauses || missing.length === 0) return '.';
  const last = Math.max(
    0,
    ...indexDocument(doc).topClauses.map((clause) => clause.number?.[0] ?? 0),
  );
  const absent = missing.flatMap((reference) =>
    reference.cited.filter((number) => !numbering.has(number)),
  );
  const isBeyond =
    last > 0 && absent.every((number) => /^\d+$/u.test(number) && Number(number) > last);
  return isBeyond ? `, que vai até a cláusula ${last}.` : '.';
}

/** Each subject with its pattern: the noun, a few words and the link right before a reference. */
const TOPIC_LEADS = REFERENCE_TOPICS.map((topic) => ({
  topic,
  lead: new RegExp(
    String.raw`(?<![\p{L}])(?:${topic.noun})(?![\p{L}])${topic.isTable ? TABLE_LINK : TOPIC_LINK}`,
    'u',
  ),
}));

/** The subject a reference names right before it (the nearest noun wins). */
function topicBefore(lead: string): ReferenceTopic | null {
  let best: { topic: ReferenceTopic; at: number } | null = null;
  for (const { topic, lead: pattern } of TOPIC_LEADS) {
    const match = pattern.exec(lead);
    if (match !== null && (best === null || match.index > best.at)) {
      best = { topic, at: match.index };
    }
  }
  return best?.topic ?? null;
}

/** A subject's noun right before "do"/"da" and the reference: "a penalidade do item XI-2". */
const SUBJECT_OF = new RegExp(
  String.raw`(?<![\p{L}])(?:${REFERENCE_TOPICS.map((topic) => topic.noun).join('|')})\s+d[oa]s?\s+$`,
  'u',
);

/** Whether the words before a reference name what the reader loses there (a fine, a price). */
const namesSubject = (lead: string): boolean => topicBefore(lead) !== null || SUBJECT_OF.test(lead);

const ADJUSTMENT_TOPIC = REFERENCE_TOPICS.find((topic) => topic.key === 'reajuste')!;

/**
 * Whether a cited text holds a subject. Lenient on purpose: any word of the subject anywhere in
 * the clause (its title and items included) is enough; a table also needs no figure and no
 * second paragraph to be missing.
 */
function holds(topic: ReferenceTopic, text: string): boolean {
  if (topic.holds.test(text)) return true;
  return topic.isTable === true && text.trim().includes('\n');
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

const isArticle = (clause: Clause): boolean => clause.ref.startsWith('Art.');

const isNumberedClause = (clause: Clause): boolean =>
  clause.number !== null &&
  (clause.kind === 'clause' || (clause.kind === 'item' && NUMBERED_ITEM.test(clause.ref)));

/** The clauses and numbered items by number ("6.3"); a number used twice maps to null. */
function clausesByNumber(doc: AnalyzedDocument): Map<string, Clause | null> {
  const byNumber = new Map<string, Clause | null>();
  for (const clause of doc.clauses.filter(isNumberedClause)) {
    const path = clause.number!.join('.');
    byNumber.set(path, byNumber.has(path) ? null : clause);
  }
  return byNumber;
}

/** A cited clause that does not hold the subject its reference names. */
interface Mismatch extends Span {
  topic: ReferenceTopic;
  target: Clause;
}

/** A paragraph's heading at the start of a clause's body ("Parágrafo Vigésimo Sétimo - "). */
const PARAGRAPH_LEAD =
  /^\s*(?:par[aá]grafo\s+[\p{L}º°\d]+(?:\s+[\p{L}º°]+)?|§\s*\d+\s*[º°]?)\s*[-–—:.]+\s*/iu;

/** How a clause is shown in a description: its title, else its first words. */
function shownAs(doc: AnalyzedDocument, clause: Clause): string {
  if (clause.title !== null) return clause.title;
  const words = doc.text
    .slice(clause.bodyStart, clause.end)
    .replace(/\s+/gu, ' ')
    .replace(PARAGRAPH_LEAD, '')
    .trim();
  return words.length <= 70 ? words : `${words.slice(0, 70).replace(/\s+\S*$/u, '')}…`;
}

/**
 * The subject a reference names: the noun right before it, or — in a clause that adjusts a price
 * — the price its "critérios previstos na cláusula …" are (the clause cited must state one).
 */
function subjectOf(doc: AnalyzedDocument, sentence: Sentence, at: number): ReferenceTopic | null {
  const lead = leadOf(doc, sentence, at);
  const named = topicBefore(lead);
  if (named !== null || !ADJUSTED_CRITERIA.test(lead)) return named;
  const citing = indexDocument(doc).topOf(sentence.clause);
  return PRICE_ADJUSTMENT.test(doc.fold.slice(citing.start, citing.end)) ? ADJUSTMENT_TOPIC : null;
}

/**
 * References by number whose subject the cited clause, article or division does not hold at
 * all: "a multa prevista na cláusula 8" where clause 8 never mentions a fine, "tabela de SLA da
 * cláusula 6.3" where 6.3 is one paragraph without a figure, "os critérios estabelecidos na
 * cláusula 4" in the adjustment clause where clause 4 is about cameras.
 */
function numberedMismatches(doc: AnalyzedDocument, references: readonly Reference[]): Mismatch[] {
  const byNumber = clausesByNumber(doc);
  const divisions = divisionsOf(doc);
  const targetOf = (reference: Reference): Clause | null | undefined => {
    const number = reference.cited[0]!;
    if (reference.family === 'numero' || reference.family === 'artigo') return byNumber.get(number);
    const found = divisions.filter(
      (d) => d.division === reference.family && String(d.value) === number,
    );
    return found.length === 1 ? found[0] : undefined;
  };
  const mismatches: Mismatch[] = [];
  for (const reference of references) {
    if (reference.cited.length !== 1) continue;
    const topic = subjectOf(doc, reference.sentence, reference.start);
    const target = targetOf(reference);
    if (topic === null || target === undefined || target === null) continue;
    if (target.start <= reference.start && reference.start < target.end) continue;
    const text = doc.fold.slice(topic.isTable ? target.bodyStart : target.start, target.end);
    if (holds(topic, text)) continue;
    mismatches.push({ start: reference.start, end: reference.end, topic, target });
  }
  return mismatches;
}

/**
 * "A cláusula anterior" / "a cláusula seguinte" whose subject the neighbouring clause does not
 * hold. An adjustment clause that cites the criteria of the clause before adjusts a price: that
 * clause must state one ("Os critérios previstos na cláusula anterior poderão ser modificados…"
 * after the clause about security cameras).
 */
function adjacentMismatches(doc: AnalyzedDocument): Mismatch[] {
  const { sentences, topClauses, topOf } = indexDocument(doc);
  const mismatches: Mismatch[] = [];
  for (const sentence of sentences) {
    for (const match of sentence.fold.matchAll(ADJACENT_CLAUSE)) {
      const citing = topOf(sentence.clause);
      const at = topClauses.indexOf(citing);
      if (at === -1 || citing.number === null) continue;
      const step = match.groups!.before === undefined ? 1 : -1;
      const target = topClauses[at + step];
      // Only the clause right next to it in the numbering (no unnumbered section between).
      if (target?.number?.[0] !== citing.number[0]! + step) continue;
      const start = sentence.start + match.index;
      const topic = subjectOf(doc, sentence, start);
      if (topic === null || holds(topic, doc.fold.slice(target.start, target.end))) continue;
      mismatches.push({ start, end: start + match[0].length, topic, target });
    }
  }
  return mismatches;
}

/**
 * "O item anterior" / "o parágrafo seguinte" whose subject the neighbouring unit of the same
 * clause does not hold ("a multa prevista no parágrafo anterior" after a paragraph about the due
 * day). The neighbour is the unit of the same kind under the same parent, right before or after.
 */
function adjacentUnitMismatches(doc: AnalyzedDocument): Mismatch[] {
  const { sentences } = indexDocument(doc);
  const mismatches: Mismatch[] = [];
  for (const sentence of sentences) {
    for (const match of sentence.fold.matchAll(ADJACENT_UNIT)) {
      const citing = sentence.clause;
      const kind = match.groups!.kind === 'paragrafo' ? 'paragraph' : 'item';
      if (citing.kind !== kind) continue;
      const siblings = doc.clauses.filter(
        (clause) => clause.parentRef === citing.parentRef && clause.kind === kind,
      );
      const target = siblings[siblings.indexOf(citing) + (match.groups!.before ? -1 : 1)];
      if (target === undefined) continue;
      const start = sentence.start + match.index;
      const topic = topicBefore(leadOf(doc, sentence, start));
      if (topic === null || holds(topic, doc.fold.slice(target.start, target.end))) continue;
      mismatches.push({ start, end: start + match[0].length, topic, target });
    }
  }
  return mismatches;
}

/** Whether a folded sentence gives a figure, not counting the numbers of headings and references. */
const hasFigure = (fold: string): boolean => FIGURE.test(fold.replace(NUMBERING_MENTION, ' '));

/**
 * A clause that cites itself, by its own number, as defining something it does not define: "a
 * participação definida na Cláusula 9", written inside clause 9, where no other sentence of it
 * names the participation with a figure. The reader is sent in a circle and the thing stays
 * undefined. A general noun ("na forma prevista na cláusula 9") and a sentence that gives a figure
 * itself are left alone.
 */
function selfReferences(doc: AnalyzedDocument, references: readonly Reference[]): RawFinding[] {
  const byNumber = clausesByNumber(doc);
  const { sentences } = indexDocument(doc);
  const findings: RawFinding[] = [];
  const seen = new Set<Clause>();
  for (const reference of references) {
    if (reference.family !== 'numero' && reference.family !== 'artigo') continue;
    if (reference.cited.length !== 1) continue;
    const target = byNumber.get(reference.cited[0]!);
    if (target === undefined || target === null || seen.has(target)) continue;
    if (reference.start < target.start || reference.start >= target.end) continue;
    const lead = leadOf(doc, reference.sentence, reference.start);
    const defined = DEFINED_BY_REFERENCE.exec(lead);
    const noun = defined?.groups?.noun;
    if (noun === undefined || GENERAL_NOUN.test(noun)) continue;
    if (hasFigure(reference.sentence.fold)) continue;
    const stem = noun.slice(0, Math.max(4, noun.length - 3));
    const isDefined = sentences.some(
      (sentence) =>
        sentence !== reference.sentence &&
        sentence.start >= target.start &&
        sentence.end <= target.end &&
        sentence.fold.includes(stem) &&
        hasFigure(sentence.fold),
    );
    const isTitled = target.title !== null && foldText(target.title).includes(stem);
    if (isDefined || isTitled) continue;
    seen.add(target);
    const span = { start: reference.start - lead.length + defined!.index, end: reference.end };
    findings.push(
      findingOf(SPECS.referenciaInexistente, span, {
        title: 'Cláusula que remete a si mesma',
        description: `A ${target.ref} remete a si mesma ("${written(doc, span)}"), mas não define isso em nenhum outro trecho: a remissão não leva a lugar nenhum, e o que ela diz estar definido fica sem definição.`,
      }),
    );
  }
  return findings;
}

function mismatchFindings(doc: AnalyzedDocument, mismatches: readonly Mismatch[]): RawFinding[] {
  // The same subject cited at the same clause twice is one problem.
  const byTarget = new Map<string, Mismatch[]>();
  for (const mismatch of mismatches) {
    const key = `${mismatch.target.ref}|${mismatch.topic.key}`;
    byTarget.set(key, [...(byTarget.get(key) ?? []), mismatch]);
  }
  return [...byTarget.values()].map(([first, ...rest]) => {
    const cited = written(doc, first!);
    const isFeminine = /^(?:cl[áa]usula|al[íi]nea|se[çc][ãa]o)/iu.test(cited);
    return findingOf(SPECS.referenciaInexistente, first!, {
      title: 'Remissão à cláusula errada',
      description: `O texto trata d${first!.topic.label} e remete ${isFeminine ? 'à' : 'ao'} "${cited}" (${first!.target.ref}), que não fala disso: ${isFeminine ? 'ela' : 'ele'} trata de "${shownAs(doc, first!.target)}". A remissão está errada, e não se sabe onde está a regra.`,
      occurrences: rest.map(({ start, end }) => ({ start, end })),
    });
  });
}

/** A numbered line of the quadro-resumo. */
interface QuadroItem {
  /** Its place: 1 for "1" or "A". */
  num: number;
  /** As written: "4", "D". */
  label: string;
  title: string;
}

/** The quadro-resumo of this document, when it has one: its text and its numbered lines. */
interface Quadro extends Span {
  items: QuadroItem[];
}

function quadroOf(doc: AnalyzedDocument): Quadro | null {
  const heading = QUADRO_HEADING.exec(doc.fold);
  if (heading === null) return null;
  const { clauseAt, topOf } = indexDocument(doc);
  const start = heading.index;
  const end = topOf(clauseAt(start)).end;
  const items: QuadroItem[] = [];
  let isLettered: boolean | null = null;
  for (const line of doc.fold.slice(start, end).matchAll(QUADRO_LINE)) {
    const { num, letter, title } = line.groups!;
    // Its items are numbered 1, 2, 3… or lettered A, B, C… in order, as its first item is: a
    // line of the other style is inside an item, anything else is text after the quadro.
    isLettered ??= letter !== undefined;
    if (isLettered !== (letter !== undefined)) continue;
    const value = isLettered ? ALPHABET.indexOf(letter!) + 1 : Number(num);
    if (value !== items.length + 1) break;
    const at = start + line.index + line[0].indexOf(title!);
    items.push({
      num: value,
      label: isLettered ? letter!.toUpperCase() : String(value),
      title: doc.text.slice(at, at + title!.length).trim(),
    });
  }
  return { start, end, items };
}

/**
 * References to the quadro-resumo of this document (only when it is here): an item it does not
 * have; an item whose title is another subject while another item's title is this one ("o preço
 * … descritos nos termos do item 4 do quadro resumo" where item 4 is the adjustment index and
 * item 3 the price); a subject the whole quadro has no field for ("juros moratórios, cuja taxa se
 * encontra indicada no Quadro Resumo" where it only has the interest rate).
 */
function quadroReferences(doc: AnalyzedDocument): RawFinding[] {
  const quadro = quadroOf(doc);
  if (quadro === null) return [];
  const findings: RawFinding[] = [];
  for (const sentence of allSentences(doc)) {
    if (sentence.start >= quadro.start && sentence.end <= quadro.end) continue;
    for (const match of sentence.fold.matchAll(QUADRO_ITEM_REFERENCE)) {
      const start = sentence.start + match.index;
      const span = { start, end: start + match[0].length };
      const { num: digits, letter } = match.groups!;
      const num = digits === undefined ? ALPHABET.indexOf(letter!) + 1 : Number(digits);
      const label = digits ?? letter!.toUpperCase();
      const item = quadro.items.find((candidate) => candidate.num === num);
      if (item === undefined) {
        if (quadro.items.length < 2) continue;
        findings.push(
          findingOf(SPECS.referenciaInexistente, span, {
            description: `O texto remete ao item ${label} do quadro-resumo, mas o quadro só vai até o item ${quadro.items.at(-1)!.label}.`,
          }),
        );
        continue;
      }
      const topic = topicBefore(leadOf(doc, sentence, start));
      if (topic === null || holds(topic, foldText(item.title))) continue;
      const right = quadro.items.find((candidate) => holds(topic, foldText(candidate.title)));
      if (right === undefined) continue;
      findings.push(
        findingOf(SPECS.referenciaInexistente, span, {
          title: 'Remissão ao item errado do quadro-resumo',
          description: `O texto remete ao item ${label} do quadro-resumo para ${topic.label}, mas esse item trata de "${item.title}"; o item que trata disso é o ${right.label} ("${right.title}").`,
        }),
      );
    }
    for (const match of sentence.fold.matchAll(QUADRO_REFERENCE)) {
      const start = sentence.start + match.index;
      const topic = topicBefore(leadOf(doc, sentence, start));
      if (topic === null || holds(topic, doc.fold.slice(quadro.start, quadro.end))) continue;
      findings.push(
        findingOf(
          SPECS.referenciaInexistente,
          { start, end: start + match[0].length },
          {
            title: 'Quadro-resumo sem o dado indicado',
            description: `O texto manda buscar no quadro-resumo ${topic.label}, mas o quadro não tem campo para isso: o contrato fica sem esse dado.`,
          },
        ),
      );
    }
  }
  return findings;
}

/** How much of the opening of a document without a recognised title names what it is. */
const OPENING = 300;

/** Whether the document amends or ends another contract, whose clauses it cites. */
function isAmending(doc: AnalyzedDocument): boolean {
  const title = doc.classification.contractTitle;
  return AMENDING_DOCUMENT.test(title === null ? doc.fold.slice(0, OPENING) : foldText(title));
}

/**
 * The closing formula says witnesses sign ("na presença de duas testemunhas"), but the document,
 * whose signatures are there, has no place for them: no other mention of a witness at all. Where
 * money is owed, the two witnesses are what makes a private contract an executive title (CPC art.
 * 784, III), unless it is signed electronically.
 */
function witnessesWithoutPlace(doc: AnalyzedDocument): RawFinding[] {
  if (!indexDocument(doc).hasSignatures || ELECTRONIC_SIGNATURE.test(doc.fold)) return [];
  const claims = [...doc.fold.matchAll(WITNESS_CLAIM)];
  const first = claims[0];
  const mentions = [...doc.fold.matchAll(WITNESS)].length;
  if (first === undefined || mentions > claims.length) return [];
  const span = { start: first.index, end: first.index + first[0].length };
  const hasDebt = doc.entities.money.length > 0;
  return [
    findingOf(SPECS.testemunhasSemCampo, span, {
      description: `O texto diz que o contrato é assinado com testemunhas ("${written(doc, span)}"), mas não há linhas de assinatura para elas.${hasDebt ? ' Sem as assinaturas de duas testemunhas, o contrato não permite a cobrança direta na Justiça como título executivo.' : ''}`,
      ...(hasDebt ? { legalRef: 'cpc.art784.III' as const } : {}),
    }),
  ];
}

/**
 * The contract declares itself an executive title, but no witness is named anywhere and it is not
 * signed electronically: a private document is an executive title only when signed by the debtor
 * and two witnesses (CPC art. 784, III) or electronically (§ 4º), so the claim does not hold.
 */
function titleWithoutWitnesses(doc: AnalyzedDocument): RawFinding[] {
  const claim = EXECUTIVE_TITLE_CLAIM.exec(doc.fold);
  if (claim === null || doc.fold.match(WITNESS) !== null || ELECTRONIC_SIGNATURE.test(doc.fold))
    return [];
  return [
    findingOf(SPECS.tituloSemTestemunhas, {
      start: claim.index,
      end: claim.index + claim[0].length,
    }),
  ];
}

/** contradicao.referencia_inexistente (see module doc). */
export function crossReferences(doc: AnalyzedDocument): RawFinding[] {
  const witnesses = [...witnessesWithoutPlace(doc), ...titleWithoutWitnesses(doc)];
  if (isAmending(doc)) return witnesses;
  const references = referencesOf(doc);
  return [
    ...witnesses,
    ...missingReferences(doc, references, brokenSubdivisions(doc)),
    ...mismatchFindings(doc, [
      ...numberedMismatches(doc, references),
      ...adjacentMismatches(doc),
      ...adjacentUnitMismatches(doc),
    ]),
    ...selfReferences(doc, references),
    ...quadroReferences(doc),
    ...annexesNotCarried(doc),
  ];
}
