/**
 * Content a document announces and never gives: a line that ends on "a seguinte dotação:" or
 * "conforme tabela a seguir:", or a sentence that points at "os valores discriminados abaixo",
 * after which its clause (with every item under it) ends and the next clause, the signatures or
 * the end of the text comes. A list numbered as the clauses after it ("4.4 pagar…;") is the
 * content itself, and the preamble's "as cláusulas seguintes:" announces the whole contract.
 */
import type { AnalyzedDocument, Clause } from '../types';
import { indexDocument } from '../analyzers/document-index';
import {
  ANNOUNCES_BELOW,
  ANNOUNCES_CLAUSES,
  ANNOUNCES_ON_COLON,
  SIGNATURE_CONTENT,
} from './patterns';

/** A place that announces content the text does not give. */
export interface Announcement {
  start: number;
  end: number;
  /** The announcing words as written ("a seguinte dotação:"). */
  lead: string;
  /** What comes instead, in pt-BR ("à cláusula seguinte", "às assinaturas", "ao fim do texto"). */
  next: string;
}

/** The clause that starts first at or after `offset`, if any. */
function clauseAfter(clauses: readonly Clause[], offset: number): Clause | undefined {
  return clauses.find((clause) => clause.start >= offset);
}

/** Whether the text after `end` and up to the next clause holds nothing but blanks. */
function isBlankUntil(doc: AnalyzedDocument, end: number, until: number): boolean {
  return doc.text.slice(end, until).trim() === '';
}

/** The body of a clause after its heading, trimmed. */
const bodyOf = (doc: AnalyzedDocument, clause: Clause) =>
  doc.text.slice(clause.bodyStart, clause.end).trim();

/**
 * Whether what follows the announcement gives the content anyway: the next clause is an item of
 * the announced list ("pagar o aluguel;", "a) …"), not a sentence of its own.
 */
function isListItem(doc: AnalyzedDocument, next: Clause | undefined): boolean {
  if (next === undefined || next.kind === 'signatures') return false;
  const body = bodyOf(doc, next);
  const firstLine = body.split('\n')[0]!.trim();
  return /^\p{Ll}/u.test(body) || /[;,]$/u.test(firstLine) || /^[\d.]+\s*$/u.test(firstLine);
}

/** Announcements whose content is not in the text (see module doc). */
export function missingAnnouncements(doc: AnalyzedDocument): Announcement[] {
  const { clauseAt, sentences } = indexDocument(doc);
  const found: Announcement[] = [];
  const seen = new Set<number>();
  const check = (start: number, end: number, lead: string) => {
    const clause = clauseAt(start);
    if (clause.kind === 'preamble' || clause.kind === 'signatures') return;
    if (ANNOUNCES_CLAUSES.test(doc.fold.slice(start, end))) return;
    // Nothing after it in its clause (its items included), up to the next clause or the end.
    const next = clauseAfter(doc.clauses, end);
    if (!isBlankUntil(doc, end, next?.start ?? doc.text.length)) return;
    if (clause.end > end && !isBlankUntil(doc, end, clause.end)) return;
    if (isListItem(doc, next)) return;
    if (seen.has(end)) return;
    seen.add(end);
    const instead =
      next === undefined
        ? 'ao fim do texto'
        : next.kind === 'signatures'
          ? 'às assinaturas'
          : next.kind === 'paragraph'
            ? 'ao parágrafo seguinte'
            : next.kind === 'item'
              ? 'ao item seguinte'
              : 'à cláusula seguinte';
    found.push({ start, end, lead, next: instead });
  };
  for (const sentence of sentences) {
    const text = doc.text.slice(sentence.start, sentence.end);
    const trimmed = text.trimEnd();
    const end = sentence.start + trimmed.length;
    if (ANNOUNCES_ON_COLON.test(sentence.fold.trimEnd())) {
      const lead = /[^.;:]*:$/u.exec(trimmed)?.[0].trim() ?? trimmed.trim();
      check(end - lead.length, end, lead);
      continue;
    }
    const below = ANNOUNCES_BELOW.exec(sentence.fold);
    // "firmam em duas vias, na data indicada abaixo": the signature block gives it.
    if (below !== null && !SIGNATURE_CONTENT.test(sentence.fold)) {
      const start = sentence.start + below.index;
      check(start, end, doc.text.slice(start, start + below[0].length));
    }
  }
  return found;
}
