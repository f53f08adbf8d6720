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
  CITED_ITEM,
  CLAUSE_REFERENCE,
  EXTERNAL_BEFORE,
  EXTERNAL_REFERENCE,
  INLINE_HEADING,
  LINE_NUMBER,
  NAMED_CONTRACT,
  OTHER_INSTRUMENT,
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
import { brokenSubdivisions, subdivisionLabel, type BrokenSubdivision } from './subdivisions';

/** A span of the text. */
interface Span {
  start: number;
  end: number;
}

/** A reference to numbered clauses or items of this document. */
interface Reference extends Span {
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

/** The numbers of a reference's list ("itens 3.1 e 11.2" → 3.1, 11.2). */
function citedNumbers(list: string): string[] {
  const cited: string[] = [];
  for (const match of list.matchAll(CITED_ITEM)) {
    const { num, ord } = match.groups!;
    const value = num ?? (ord === undefined ? null : parseOrdinalWords(ord)?.toString());
    if (value !== null && value !== undefined) cited.push(value);
  }
  return cited;
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

/** This document's references to its own numbered clauses and items. */
function referencesOf(doc: AnalyzedDocument): Reference[] {
  const references: Reference[] = [];
  for (const sentence of allSentences(doc)) {
    for (const match of sentence.fold.matchAll(CLAUSE_REFERENCE)) {
      const start = sentence.start + match.index;
      const span = { start, end: start + match[0].length };
      if (isHeading(doc, span)) continue;
      if (isOtherDocument(doc, doc.fold.slice(span.end, span.end + TAIL))) continue;
      if (EXTERNAL_BEFORE.test(doc.fold.slice(Math.max(0, span.start - TAIL), span.start)))
        continue;
      const cited = citedNumbers(match.groups!.list!);
      if (cited.length > 0) references.push({ ...span, cited, sentence });
    }
  }
  return references;
}

/** The words before a reference in its sentence, where its subject is named. */
const leadOf = (doc: AnalyzedDocument, sentence: Sentence, at: number): string =>
  doc.fold.slice(Math.max(sentence.start, at - LEAD), at);

const written = (doc: AnalyzedDocument, span: Span): string =>
  doc.text.slice(span.start, span.end).replace(/\s+/gu, ' ').trim();

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
  const isUnnumbered = numbering.size === 0;
  const missing = isUnnumbered
    ? references
    : references.filter((reference) => reference.cited.some((number) => !numbering.has(number)));
  const cited = new Set(missing.flatMap((reference) => reference.cited));
  if (isUnnumbered && cited.size < 2) return [];
  const places: Place[] = missing.map((reference) => {
    const absent = reference.cited.filter((number) => !numbering.has(number));
    const isPartly = !isUnnumbered && absent.length < reference.cited.length;
    const shown = written(doc, reference).replace(/["“”']/gu, '');
    const isNamed = topicBefore(leadOf(doc, reference.sentence, reference.start)) !== null;
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
          ? `A remissão ${shown[0]} aponta para ${missing.length > 0 ? 'uma cláusula ou item' : 'um trecho'} que não existe neste contrato`
          : `As remissões ${shown.join(', ')} apontam para trechos que não existem neste contrato`) +
        beyondLast(doc, missing, numbering, subdivisions.length === 0),
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
 * References by number whose subject the cited clause does not hold at all: "a multa prevista
 * na cláusula 8" where clause 8 never mentions a fine, "tabela de SLA da cláusula 6.3" where 6.3
 * is one paragraph without a figure.
 */
function numberedMismatches(doc: AnalyzedDocument, references: readonly Reference[]): Mismatch[] {
  const byNumber = clausesByNumber(doc);
  const mismatches: Mismatch[] = [];
  for (const reference of references) {
    if (reference.cited.length !== 1) continue;
    const topic = topicBefore(leadOf(doc, reference.sentence, reference.start));
    const target = byNumber.get(reference.cited[0]!);
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
      const lead = leadOf(doc, sentence, start);
      const isAdjustment =
        ADJUSTED_CRITERIA.test(lead) &&
        PRICE_ADJUSTMENT.test(doc.fold.slice(citing.start, citing.end));
      const topic = topicBefore(lead) ?? (isAdjustment ? ADJUSTMENT_TOPIC : null);
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

function mismatchFindings(doc: AnalyzedDocument, mismatches: readonly Mismatch[]): RawFinding[] {
  // The same subject cited at the same clause twice is one problem.
  const byTarget = new Map<string, Mismatch[]>();
  for (const mismatch of mismatches) {
    const key = `${mismatch.target.ref}|${mismatch.topic.key}`;
    byTarget.set(key, [...(byTarget.get(key) ?? []), mismatch]);
  }
  return [...byTarget.values()].map(([first, ...rest]) => {
    const cited = written(doc, first!);
    const isFeminine = /^(?:cl[áa]usula|al[íi]nea)/iu.test(cited);
    return findingOf(SPECS.referenciaInexistente, first!, {
      title: 'Remissão à cláusula errada',
      description: `O texto trata d${first!.topic.label} e remete ${isFeminine ? 'à' : 'ao'} "${cited}" (${first!.target.ref}), que não fala disso: ${isFeminine ? 'ela' : 'ele'} trata de "${shownAs(doc, first!.target)}". A remissão está errada, e não se sabe onde está a regra.`,
      occurrences: rest.map(({ start, end }) => ({ start, end })),
    });
  });
}

/** A numbered line of the quadro-resumo. */
interface QuadroItem {
  num: number;
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
  for (const line of doc.fold.slice(start, end).matchAll(QUADRO_LINE)) {
    // Its items are numbered 1, 2, 3… in order; anything else is text after it.
    if (Number(line.groups!.num) !== items.length + 1) break;
    const at = start + line.index + line[0].indexOf(line.groups!.title!);
    items.push({
      num: items.length + 1,
      title: doc.text.slice(at, at + line.groups!.title!.length).trim(),
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
      const num = Number(match.groups!.num);
      const item = quadro.items.find((candidate) => candidate.num === num);
      if (item === undefined) {
        if (quadro.items.length < 2) continue;
        findings.push(
          findingOf(SPECS.referenciaInexistente, span, {
            description: `O texto remete ao item ${num} do quadro-resumo, mas o quadro só vai até o item ${quadro.items.length}.`,
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
          description: `O texto remete ao item ${num} do quadro-resumo para ${topic.label}, mas esse item trata de "${item.title}"; o item que trata disso é o ${right.num} ("${right.title}").`,
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
    ...quadroReferences(doc),
    ...annexesNotCarried(doc),
  ];
}
