/**
 * The numbering of the outline checked as a reader cites it: gaps and duplicates in the numbering
 * of the clauses, and items or paragraphs numbered twice. Each problem with its place and a pt-BR
 * phrase ("salta de 4 para 6", "9.1 aparece duas vezes").
 */
import type { AnalyzedDocument, Clause } from '../types';

/** A span of the text. */
interface Span {
  start: number;
  end: number;
}

/** One fault of the numbering: the heading where it shows and what it is. */
export interface NumberingProblem {
  span: Span;
  text: string;
}

/**
 * Paragraphs numbered twice in one clause ("Parágrafo Décimo Quinto – Fica…" and later
 * "Parágrafo Décimo Quinto – As comunicações…"), each with the heading as written. Paragraphs
 * written out and paragraphs by symbol are two series, and a "§ 1º" after a "Parágrafo Terceiro"
 * opens a series of its own (the symbol numbers the paragraphs under it).
 */
function repeatedParagraphs(doc: AnalyzedDocument): [Clause, string][] {
  const seen = new Set<string>();
  const repeated: [Clause, string][] = [];
  let spelled = '';
  for (const clause of doc.clauses) {
    if (clause.kind !== 'paragraph' || clause.number === null) continue;
    const isSpelled = doc.fold.startsWith('paragrafo', clause.start);
    if (isSpelled) spelled = clause.ref;
    const series = `${clause.parentRef}|${isSpelled ? 'spelled' : spelled}`;
    const key = `${series}|${clause.number.join('.')}`;
    if (!seen.has(key)) seen.add(key);
    else if (isSpelled) {
      repeated.push([
        clause,
        doc.text.slice(clause.start, clause.bodyStart).replace(/[\s–—:-]+$/u, ''),
      ]);
    }
  }
  return repeated;
}

/** A clause inserted between two others: "CLÁUSULA 4ª-A", "7-B". */
const INSERTED_NUMBER = /^(?:clausula\s+)?\d+[ºª°oa]?-[a-z](?![\p{L}\d])/u;

/**
 * Gaps and duplicates in the numbering of the clauses, and items numbered twice, as one finding:
 * what a reference to a clause may get wrong. Within a clause only a repeated item number counts —
 * an item list that starts late or skips one is how many contracts are drafted, not an ambiguity.
 * A number is repeated only when the whole number is ("9.1" twice; "3.1" then "4.1" under a
 * heading the extraction split is no repetition), and a clause is missing only when no clause or
 * item of the document carries its number ("4.1" shows that clause 4 is there).
 */
export function numberingProblems(doc: AnalyzedDocument): NumberingProblem[] {
  const problems: NumberingProblem[] = [];
  const report = (clause: Clause, text: string) =>
    problems.push({ span: { start: clause.start, end: clause.bodyStart }, text });
  const last = new Map<string, number[]>();
  const numbered = new Map(doc.clauses.map((clause) => [clause.ref, clause.number !== null]));
  const leading = new Set(doc.clauses.flatMap((clause) => clause.number?.slice(0, 1) ?? []));
  const isMissing = (from: number, to: number) =>
    Array.from({ length: to - from - 1 }, (_, i) => from + 1 + i).every((n) => !leading.has(n));
  for (const [clause, number] of repeatedParagraphs(doc)) {
    report(clause, `o ${number} aparece duas vezes`);
  }
  for (const clause of doc.clauses) {
    if (clause.number === null || (clause.kind !== 'clause' && clause.kind !== 'item')) continue;
    if (INSERTED_NUMBER.test(doc.fold.slice(clause.start, clause.start + 40))) continue;
    // Items numbered on across titled sections ("Do valor: I, II"; "Dos juros: III") are the
    // numbering a reader cites, like clauses.
    const isAcrossSections = clause.parentRef !== null && numbered.get(clause.parentRef) === false;
    const isTop = clause.kind === 'clause' || isAcrossSections;
    const path = clause.number;
    const parentKey =
      clause.kind === 'clause'
        ? 'top'
        : isAcrossSections
          ? `sections ${path.length}`
          : (clause.parentRef ?? 'top');
    const previous = last.get(parentKey);
    last.set(parentKey, path);
    const current = path.at(-1)!;
    if (previous === undefined) {
      if (isTop && current > 1) report(clause, `começa em ${path.join('.')}`);
      continue;
    }
    const previousNumber = previous.at(-1)!;
    if (path.join('.') === previous.join('.')) {
      report(clause, `${path.join('.')} aparece duas vezes`);
    } else if (
      isTop &&
      current > previousNumber + 1 &&
      (parentKey !== 'top' || isMissing(previousNumber, current))
    ) {
      report(clause, `salta de ${previous.join('.')} para ${path.join('.')}`);
    }
  }
  return problems;
}
