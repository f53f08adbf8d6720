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

const ALINEA_REF = /alínea (?<letter>\p{L})\)$/u;

/** "da Cláusula 8ª" for a list under a clause. */
const where = (clause: Clause): string => `da ${clause.parentRef ?? 'cláusula'}`;

/**
 * Lists of alíneas that start after "a)": the first alínea under a clause or item is "b)" or
 * later, and the alínea before it in the same clause (under another parent) is not the letter
 * before, so no list goes on across a paragraph. "i)", "v)" and "x)" are left alone: they may be incisos.
 */
function lateAlineas(doc: AnalyzedDocument): [Clause, string][] {
  const late: [Clause, string][] = [];
  const byRef = new Map(doc.clauses.map((clause) => [clause.ref, clause]));
  const topOf = (clause: Clause): Clause => {
    const parent = clause.parentRef === null ? undefined : byRef.get(clause.parentRef);
    return parent === undefined ? clause : topOf(parent);
  };
  const started = new Set<string | null>();
  let previous: { letter: string; top: Clause } | null = null;
  for (const clause of doc.clauses) {
    const letter = ALINEA_REF.exec(clause.ref)?.groups?.letter;
    if (letter === undefined) continue;
    const isFirst = !started.has(clause.parentRef);
    started.add(clause.parentRef);
    const top = topOf(clause);
    const goesOn =
      previous !== null &&
      previous.top === top &&
      previous.letter.charCodeAt(0) + 1 === letter.charCodeAt(0);
    previous = { letter, top };
    if (isFirst && letter !== 'a' && !goesOn && !'ivx'.includes(letter))
      late.push([clause, letter]);
  }
  return late;
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
  // Sections titled without a number ("Do valor:"), whose items are numbered across them.
  const numbered = new Map(
    doc.clauses.map((clause) => [clause.ref, clause.number !== null || clause.kind !== 'clause']),
  );
  const leading = new Set(doc.clauses.flatMap((clause) => clause.number?.slice(0, 1) ?? []));
  const isMissing = (from: number, to: number) =>
    Array.from({ length: to - from - 1 }, (_, i) => from + 1 + i).every((n) => !leading.has(n));
  for (const [clause, number] of repeatedParagraphs(doc)) {
    report(clause, `o ${number} aparece duas vezes`);
  }
  for (const [clause, letter] of lateAlineas(doc)) {
    report(clause, `a lista de alíneas ${where(clause)} começa em ${letter})`);
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
