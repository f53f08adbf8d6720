/**
 * The divisions above the clauses or articles of a document: "CAPÍTULO XIV – DO FORO", "SEÇÃO
 * II: DO PREÇO", "TÍTULO III – DAS PARTES", numbered in Roman or Arabic numerals. Each runs from
 * its heading line to the next division of the same kind (or of a kind above it), or to the
 * signatures. A reference to "o Capítulo VI" resolves against them.
 */
import { parseRoman } from '../text/roman';
import type { AnalyzedDocument, Clause } from '../types';
import { DIVISION_LINE } from './patterns';

/** What a division is called, from the widest to the narrowest. */
export const DIVISION_KINDS = ['titulo', 'capitulo', 'secao'] as const;
export type DivisionKind = (typeof DIVISION_KINDS)[number];

/** A division of the document, shaped as a clause so that it is shown and cited like one. */
export interface Division extends Clause {
  division: DivisionKind;
  value: number;
}

const LABEL: Record<DivisionKind, string> = {
  titulo: 'Título',
  capitulo: 'Capítulo',
  secao: 'Seção',
};

/** "XIV" → 14, "14" → 14; null for anything else. */
export function divisionNumber(written: string): number | null {
  return /^\d/u.test(written) ? Number(written) : parseRoman(written);
}

/** How a division is cited: "Capítulo XIV" (Roman when written so), "Seção 2". */
function refOf(kind: DivisionKind, written: string): string {
  return `${LABEL[kind]} ${/^\d/u.test(written) ? Number(written) : written.toUpperCase()}`;
}

/** The kind of division a word names (folded: "capitulo", "secoes", "titulo"). */
export function divisionKindOf(word: string): DivisionKind {
  if (word.startsWith('cap')) return 'capitulo';
  return word.startsWith('sec') ? 'secao' : 'titulo';
}

/** The divisions of the document, in text order (see module doc). */
export function divisionsOf(doc: AnalyzedDocument): Division[] {
  const signatures = doc.clauses.find((clause) => clause.kind === 'signatures');
  const limit = signatures?.start ?? doc.text.length;
  const found: Division[] = [];
  for (const match of doc.fold.matchAll(DIVISION_LINE)) {
    if (match.index >= limit) break;
    const { lead, num, title } = match.groups!;
    const value = divisionNumber(num!);
    // "TÍTULO I" in capitals or "Título 1": a Roman numeral in lower case is running text.
    const at = match.index + lead!.length;
    const written = doc.text.slice(at, at + num!.length);
    if (value === null || (!/^\d/u.test(written) && written !== written.toUpperCase())) continue;
    const kind = divisionKindOf(lead!.trim());
    const titleAt = match.index + match[0].length - title!.length;
    found.push({
      division: kind,
      value,
      ref: refOf(kind, written),
      title: doc.text.slice(titleAt, titleAt + title!.length).trim() || null,
      kind: 'clause',
      level: 0,
      parentRef: null,
      page: null,
      start: match.index,
      end: limit,
      bodyStart: match.index + match[0].length,
      number: [value],
    });
  }
  found.forEach((division, index) => {
    const rank = DIVISION_KINDS.indexOf(division.division);
    const next = found
      .slice(index + 1)
      .find((other) => DIVISION_KINDS.indexOf(other.division) <= rank);
    if (next !== undefined) division.end = next.start;
    while (division.end > division.start && /\s/u.test(doc.text[division.end - 1]!)) {
      division.end -= 1;
    }
  });
  return found;
}
