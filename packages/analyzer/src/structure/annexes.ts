/**
 * The annexes of a document: those it carries (a line that opens "ANEXO II", a title line that
 * names a document it says goes with it) and those it says go with it — by designation ("Anexo
 * I", "Anexos I e II") or by kind next to the words that attach it ("o Laudo de Vistoria que
 * acompanha e integra o presente", "memorial descritivo anexo"). One it says goes with it and does
 * not carry is a finding: the reader is asked to agree to terms they were not given. An annex of
 * a law or a public notice ("Anexo I da Resolução 510"), one cited bare by a document that carries
 * none ("conforme o Anexo II" in a term of adhesion to a regulation) and a document still to be
 * made ("o laudo de vistoria será elaborado na entrega") are not judged.
 */
import { parseRoman } from '../text/roman';
import type { AnalyzedDocument, RawFinding } from '../types';
import { indexDocument } from '../analyzers/document-index';
import { findingOf } from '../analyzers/rule';
import { SPECS } from '../analyzers/contradiction/patterns';
import {
  ANNEX_CITATION,
  ANNEX_ID_ITEM,
  ANNEX_LINE,
  ATTACHABLE_DOCUMENT,
  LAW_NEAR,
  OWN_DOCUMENT,
  SAID_ATTACHED,
  TO_BE_MADE,
} from './patterns';

/** A document this one says goes with it and does not carry. */
export interface MissingAnnex {
  start: number;
  end: number;
  /** As written ("Anexo II", "Laudo de Vistoria"). */
  name: string;
}

/** How far around a cited annex the words that attach it or make it another's are read. */
const NEAR = 60;
/** A title line is at most this long. */
const MAX_TITLE_LINE = 100;

/** "ii" → "2", "02" → "2", "único" → "1": one key per designation. */
function annexKey(id: string): string {
  if (/^\d/u.test(id)) return String(Number(id));
  if (id.startsWith('unico')) return '1';
  return String(parseRoman(id) ?? id);
}

/** The folded lines of the text that are short enough to be titles, with their offsets. */
function titleLines(doc: AnalyzedDocument): { start: number; text: string }[] {
  const lines: { start: number; text: string }[] = [];
  let start = 0;
  for (const line of doc.fold.split('\n')) {
    const text = line.trim();
    if (text.length > 0 && text.length <= MAX_TITLE_LINE) lines.push({ start, text });
    start += line.length + 1;
  }
  return lines;
}

/** The designations of the annexes the document carries; "" for an annex line with none. */
function carriedAnnexes(doc: AnalyzedDocument): Set<string> {
  const carried = new Set<string>();
  for (const match of doc.fold.matchAll(ANNEX_LINE)) {
    const id = match.groups!.id;
    carried.add(id === undefined ? '' : annexKey(id));
  }
  return carried;
}

/** Annexes cited by designation that the document does not carry. */
function missingDesignated(doc: AnalyzedDocument, carried: ReadonlySet<string>): MissingAnnex[] {
  const { sentenceAt, preambleSentenceAt } = indexDocument(doc);
  const lineStarts = new Set([...doc.fold.matchAll(ANNEX_LINE)].map((match) => match.index));
  const cited: (MissingAnnex & { keys: string[] })[] = [];
  for (const match of doc.fold.matchAll(ANNEX_CITATION)) {
    const start = match.index;
    const end = start + match[0].length;
    const lineStart = doc.fold.lastIndexOf('\n', start - 1) + 1;
    if (lineStarts.has(lineStart) && doc.fold.slice(lineStart, start).trim() === '') continue;
    const sentence = sentenceAt(start) ?? preambleSentenceAt(start);
    const from = Math.max(sentence?.start ?? 0, start - NEAR);
    const to = Math.min(sentence?.end ?? doc.fold.length, end + NEAR);
    const around = doc.fold.slice(from, to);
    if (LAW_NEAR.test(around) || TO_BE_MADE.test(around)) continue;
    // "conforme o Anexo II" alone may be another instrument's annex (a term of adhesion cites
    // its regulation's): only an annex said to be this one's, or one of a document that
    // carries annexes, is judged.
    if (carried.size === 0 && !SAID_ATTACHED.test(around) && !OWN_DOCUMENT.test(around)) continue;
    const keys = [...match.groups!.list!.matchAll(ANNEX_ID_ITEM)].map((id) => annexKey(id[0]));
    cited.push({ start, end, name: doc.text.slice(start, end), keys });
  }
  // One annex cited and one undesignated "ANEXO" carried: that is the one.
  const distinct = new Set(cited.flatMap((entry) => entry.keys));
  const isSoleAnnex = carried.has('') && distinct.size === 1;
  return cited.filter((entry) => !isSoleAnnex && entry.keys.some((key) => !carried.has(key)));
}

/**
 * Documents named by kind and said to go with the contract that no title line of it names. In a
 * document that carries an annex, a sentence that sends the document to "o Anexo" ("constará do
 * Anexo, parte integrante") is about that annex.
 */
function missingNamed(doc: AnalyzedDocument, carried: ReadonlySet<string>): MissingAnnex[] {
  const { sentenceAt, preambleSentenceAt } = indexDocument(doc);
  const titles = titleLines(doc);
  const missing: MissingAnnex[] = [];
  for (const match of doc.fold.matchAll(ATTACHABLE_DOCUMENT)) {
    const start = match.index;
    const end = start + match[0].length;
    const sentence = sentenceAt(start) ?? preambleSentenceAt(start);
    if (sentence === null) continue;
    const around = doc.fold.slice(
      Math.max(sentence.start, start - NEAR),
      Math.min(sentence.end, end + NEAR),
    );
    if (!SAID_ATTACHED.test(around) || TO_BE_MADE.test(around)) continue;
    if (carried.size > 0 && /\banexo\b/u.test(sentence.fold)) continue;
    const head = match.groups!.name!.split(/\s+/u).slice(0, 2).join(' ');
    const isCarried = titles.some(
      (line) =>
        (line.start < sentence.start || line.start >= sentence.end) &&
        (line.text.startsWith(head) || (line.text.startsWith('anexo') && line.text.includes(head))),
    );
    if (!isCarried) missing.push({ start, end, name: doc.text.slice(start, end) });
  }
  return missing;
}

/** The documents this one says go with it and does not carry, in text order. */
export function missingAnnexes(doc: AnalyzedDocument): MissingAnnex[] {
  const carried = carriedAnnexes(doc);
  return [...missingDesignated(doc, carried), ...missingNamed(doc, carried)].sort(
    (a, b) => a.start - b.start,
  );
}

/** The missing annexes as one finding, naming each once. */
export function annexesNotCarried(doc: AnalyzedDocument): RawFinding[] {
  const missing = missingAnnexes(doc);
  const first = missing[0];
  if (first === undefined) return [];
  const names = [
    ...new Map(
      missing.map((entry) => {
        const name = entry.name.replace(/\s+/gu, ' ').trim();
        return [name.toLowerCase(), name] as const;
      }),
    ).values(),
  ];
  const isOne = names.length === 1;
  return [
    findingOf(SPECS.referenciaInexistente, first, {
      title: isOne
        ? 'Anexo citado que não está no contrato'
        : 'Anexos citados que não estão no contrato',
      description: `O contrato diz que ${names.map((name) => `"${name}"`).join(', ')} ${isOne ? 'faz' : 'fazem'} parte dele, mas ${isOne ? 'esse documento não está' : 'esses documentos não estão'} no texto: o que ${isOne ? 'ele define' : 'eles definem'} fica sem ser conhecido por quem assina.`,
      occurrences: missing.slice(1).map(({ start, end }) => ({ start, end })),
    }),
  ];
}
