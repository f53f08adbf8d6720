/**
 * importantDatesAnalysis: the dates and deadlines of the contract (start, end, term, due days,
 * notice periods, renewal, signature, business-day deadlines), with absolute dates computed
 * where the text allows, and the rules on missing term, missing due date, automatic renewal
 * without notice and an end before the start.
 */
import type { TImportantDate } from '@contrato-claro/shared';
import { checklistOf } from '../../facts/elements';
import type { AnalyzedDocument, Analyzer, RawFinding } from '../../types';
import { indexDocument, type Sentence } from '../document-index';
import { documentFacts } from '../facts';
import { findingOf } from '../rule';
import { addBusinessDays, addDays, addMonths, nextMonthDay } from './calendar';
import {
  AUTO_RENEWAL,
  BUSINESS_DAYS,
  DATE_CONTEXTS,
  DUE_BUSINESS_DAY,
  DUE_DAY,
  DUE_SIGNAL,
  FIRST_PAYMENT_BEFORE,
  FROM_SIGNATURE,
  LABELS,
  NOTICE,
  NO_NOTICE,
  PAYMENT_SENTENCE,
  PAYMENT_WORDS,
  PENALTY,
  RANGE_FROM,
  RANGE_TO,
  RENEWAL_EXIT,
  SPAN_END,
  SPAN_START,
  SPECS,
  TERM_SENTENCE,
} from './patterns';

type Kind = TImportantDate['kind'];

interface Timeline {
  dates: TImportantDate[];
  start: TImportantDate | null;
  end: TImportantDate | null;
}

const cache = new WeakMap<AnalyzedDocument, Timeline>();

function item(
  doc: AnalyzedDocument,
  kind: Kind,
  span: { start: number; end: number },
  date: string | null,
): TImportantDate {
  return {
    kind,
    label: LABELS[kind],
    text: doc.text.slice(span.start, span.end),
    date,
    clauseRef: indexDocument(doc).clauseAt(span.start).ref,
    start: span.start,
    end: span.end,
  };
}

function kindOfDate(sentence: Sentence, offset: number): Kind | null {
  const before = sentence.fold.slice(
    Math.max(0, offset - sentence.start - 60),
    offset - sentence.start,
  );
  for (const { kind, pattern } of DATE_CONTEXTS) {
    if (!pattern.test(before)) continue;
    if (kind === 'prazo' && TERM_SENTENCE.test(sentence.fold)) return 'fim';
    return kind;
  }
  return null;
}

function buildTimeline(doc: AnalyzedDocument): Timeline {
  const index = indexDocument(doc);
  const dates: TImportantDate[] = [];
  let start: TImportantDate | null = null;
  let end: TImportantDate | null = null;
  let signature: string | null = null;
  // The date a sentence gives its first payment ("vencendo a primeira em 5 de junho de 2026"),
  // by sentence start.
  const firstPayments = new Map<number, string>();
  const rangeKinds = termRangeKinds(doc);
  for (const entity of doc.entities.dates) {
    const iso = entity.precision === 'day' ? entity.iso.slice(0, 10) : null;
    const clause = index.clauseAt(entity.start);
    if (clause.kind === 'signatures') {
      if (iso !== null) signature = iso;
      dates.push(item(doc, 'assinatura', entity, iso));
      continue;
    }
    const sentence = index.sentenceAt(entity.start);
    if (sentence === null) continue;
    const before = doc.fold.slice(Math.max(sentence.start, entity.start - 60), entity.start);
    if (iso !== null && FIRST_PAYMENT_BEFORE.test(before) && !firstPayments.has(sentence.start)) {
      firstPayments.set(sentence.start, iso);
    }
    const kind = kindOfDate(sentence, entity.start) ?? rangeKinds.get(entity.start) ?? null;
    if (kind === null) continue;
    const found = item(doc, kind, entity, iso);
    dates.push(found);
    if (kind === 'inicio' && start === null) start = found;
    if (kind === 'fim' && end === null) end = found;
  }
  const { term } = documentFacts(doc);
  if (term !== null) {
    const base = start?.date ?? null;
    const computed =
      term.months !== null && base !== null && Number.isInteger(term.months)
        ? addDays(addMonths(base, term.months), -1)
        : null;
    dates.push(item(doc, 'vigencia', term, end?.date ?? computed));
  }
  const anchor = start?.date ?? signature;
  for (const sentence of index.sentences) {
    // "entregar os extratos até o dia 5 de cada mês" is a monthly deadline, not a due date.
    const monthlyKind = PAYMENT_WORDS.test(sentence.fold) ? 'vencimento' : 'prazo';
    for (const match of sentence.fold.matchAll(DUE_DAY)) {
      const span = {
        start: sentence.start + match.index,
        end: sentence.start + match.index + match[0].length,
      };
      const day = Number(match.groups!.n);
      const first = firstPayments.get(sentence.start) ?? null;
      // Paid in arrears ("do mês seguinte ao vencido"): the first month must run out first.
      const from = anchor !== null && match.groups!.after ? addMonths(anchor, 1) : anchor;
      const due = first ?? (from !== null && day <= 31 ? nextMonthDay(from, day) : null);
      dates.push(item(doc, monthlyKind, span, due));
    }
    for (const match of sentence.fold.matchAll(DUE_BUSINESS_DAY)) {
      const span = {
        start: sentence.start + match.index,
        end: sentence.start + match.index + match[0].length,
      };
      dates.push(item(doc, monthlyKind, span, null));
    }
    for (const match of sentence.fold.matchAll(NOTICE)) {
      const span = {
        start: sentence.start + match.index,
        end: sentence.start + match.index + match[0].length,
      };
      dates.push(item(doc, 'aviso_previo', span, null));
    }
    const renewal = AUTO_RENEWAL.exec(sentence.fold);
    if (renewal) {
      const span = {
        start: sentence.start + renewal.index,
        end: sentence.start + renewal.index + renewal[0].length,
      };
      dates.push(item(doc, 'renovacao', span, end?.date ?? null));
    }
    if (signature !== null && FROM_SIGNATURE.test(sentence.fold)) {
      for (const match of sentence.fold.matchAll(BUSINESS_DAYS)) {
        const span = {
          start: sentence.start + match.index,
          end: sentence.start + match.index + match[0].length,
        };
        dates.push(item(doc, 'prazo', span, addBusinessDays(signature, Number(match.groups!.n))));
      }
    }
  }
  dates.sort((a, b) => a.start - b.start);
  return { dates, start, end };
}

function timeline(doc: AnalyzedDocument): Timeline {
  let found = cache.get(doc);
  if (found === undefined) {
    found = buildTimeline(doc);
    cache.set(doc, found);
  }
  return found;
}

/**
 * The important dates of a contract in document order, each with its clause and, where the text
 * allows, its absolute date (YYYY-MM-DD; business days skip weekends and national holidays).
 */
export function importantDates(doc: AnalyzedDocument): TImportantDate[] {
  return timeline(doc).dates;
}

/** The first span of the document: where findings about something missing point. */
function titleSpan(doc: AnalyzedDocument): { start: number; end: number } {
  const end = doc.text.indexOf('\n');
  return { start: 0, end: end === -1 ? doc.text.length : end };
}

/**
 * No term where the kind of document needs one (the checklist's expectation: a lasting relation)
 * and neither the checklist nor the timeline finds one. This criterion owns the missing term;
 * the standard-clause checklist only shows it.
 */
function missingTerm(doc: AnalyzedDocument): RawFinding[] {
  const vigencia = checklistOf(doc).find((item) => item.key === 'vigencia')!;
  if (!vigencia.expected || vigencia.present) return [];
  const { dates } = timeline(doc);
  if (dates.some((date) => date.kind === 'vigencia' || date.kind === 'fim')) return [];
  return [findingOf(SPECS.semPrazo, titleSpan(doc))];
}

function missingDueDate(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const { topOf } = indexDocument(doc);
  // Every clause that sets a price must say when it is due (in any of its sentences or items).
  const payments = new Map<string, Sentence>();
  const withDue = new Set<string>();
  for (const sentence of sentences) {
    const top = topOf(sentence.clause).ref;
    if (
      PAYMENT_SENTENCE.test(sentence.fold) &&
      !PENALTY.test(sentence.fold) &&
      !payments.has(top)
    ) {
      payments.set(top, sentence);
    }
    if (DUE_SIGNAL.test(sentence.fold)) withDue.add(top);
  }
  const missing = [...payments].find(([top]) => !withDue.has(top));
  return missing === undefined ? [] : [findingOf(SPECS.semVencimento, missing[1])];
}

/**
 * Spans of automatic renewals that give no way out (no notice, no right to object) in their
 * clause. Shared with exoticClauses, which reports the same clause as atypical.
 */
export function renewalsWithoutNotice(doc: AnalyzedDocument): { start: number; end: number }[] {
  const { sentences } = indexDocument(doc);
  // The way out is often stated in the next sentence of the same clause.
  const withExit = new Set(
    sentences.filter((sentence) => RENEWAL_EXIT.test(sentence.fold)).map((s) => s.clause.ref),
  );
  const spans: { start: number; end: number }[] = [];
  for (const sentence of sentences) {
    const renewal = AUTO_RENEWAL.exec(sentence.fold);
    if (!renewal) continue;
    if (withExit.has(sentence.clause.ref) && !NO_NOTICE.test(sentence.fold)) continue;
    const start = sentence.start + renewal.index;
    spans.push({ start, end: start + renewal[0].length });
  }
  return spans;
}

/** A day-precision date with its span. */
interface Dated {
  date: string;
  text: string;
  start: number;
  end: number;
}

/** How far before a date its meaning is read. */
const CONTEXT_WINDOW = 60;

/** How far before the first date of a range its "de"/"entre" is looked for. */
const RANGE_LEAD = 12;

type SpanRole = 'start' | 'end' | null;

/** Whether each date of a sentence starts or ends something, from the words before it. */
function spanRoles(sentence: Sentence, dates: readonly Dated[]): SpanRole[] {
  const at = (offset: number) => offset - sentence.start;
  const roles = dates.map((date, i): SpanRole => {
    const from = Math.max(
      i === 0 ? sentence.start : dates[i - 1]!.end,
      date.start - CONTEXT_WINDOW,
    );
    const before = sentence.fold.slice(at(from), at(date.start));
    if (SPAN_END.test(before)) return 'end';
    return SPAN_START.test(before) ? 'start' : null;
  });
  // "de 01/03/2026 a 28/02/2027": a range starts and ends whatever words precede it.
  for (let i = 1; i < dates.length; i += 1) {
    const previous = dates[i - 1]!;
    const gap = sentence.fold.slice(at(previous.end), at(dates[i]!.start));
    const lead = sentence.fold.slice(
      Math.max(0, at(previous.start) - RANGE_LEAD),
      at(previous.start),
    );
    if (RANGE_TO.test(gap) && RANGE_FROM.test(lead)) {
      roles[i - 1] ??= 'start';
      roles[i] = 'end';
    }
  }
  return roles;
}

/**
 * Start and end dates of the same thing stated in one sentence ("as obras, com início em
 * 01/08/2026 e conclusão prevista para 30/06/2026"; "de 01/03/2026 a 28/02/2027"): each end is
 * paired with the nearest start of its sentence. Dates of different sentences are not paired,
 * so unrelated dates (a past renovation, a payment deadline) are never compared.
 */
/** The day-precision dates of each sentence, in text order. */
function datesBySentence(doc: AnalyzedDocument): Map<Sentence, Dated[]> {
  const { sentenceAt } = indexDocument(doc);
  const bySentence = new Map<Sentence, Dated[]>();
  for (const entity of doc.entities.dates) {
    const sentence = entity.precision === 'day' ? sentenceAt(entity.start) : null;
    if (sentence === null) continue;
    const dates = bySentence.get(sentence) ?? [];
    dates.push({ ...entity, date: entity.iso.slice(0, 10) });
    bySentence.set(sentence, dates);
  }
  return bySentence;
}

/**
 * The kind of each date of a sentence about the term that only its place in a range tells ("A
 * locação vale por 30 meses, de 01/04/2026 a 30/09/2028"), by offset.
 */
function termRangeKinds(doc: AnalyzedDocument): Map<number, Kind> {
  const kinds = new Map<number, Kind>();
  for (const [sentence, dates] of datesBySentence(doc)) {
    if (!TERM_SENTENCE.test(sentence.fold)) continue;
    spanRoles(sentence, dates).forEach((role, i) => {
      if (role !== null) kinds.set(dates[i]!.start, role === 'start' ? 'inicio' : 'fim');
    });
  }
  return kinds;
}

function sentencePairs(doc: AnalyzedDocument): [Dated, Dated][] {
  const pairs: [Dated, Dated][] = [];
  for (const [sentence, dates] of datesBySentence(doc)) {
    const roles = spanRoles(sentence, dates);
    const starts = dates.filter((_, i) => roles[i] === 'start');
    dates.forEach((end, i) => {
      if (roles[i] !== 'end') return;
      const distance = (date: Dated) => Math.abs(date.start - end.start);
      const nearest = starts.reduce<Dated | undefined>(
        (best, date) => (best === undefined || distance(date) < distance(best) ? date : best),
        undefined,
      );
      if (nearest !== undefined) pairs.push([nearest, end]);
    });
  }
  return pairs;
}

function endBeforeStart(doc: AnalyzedDocument): RawFinding[] {
  const { start, end } = timeline(doc);
  const pairs = sentencePairs(doc);
  // The contract's own start and end may sit in different clauses.
  if (start?.date != null && end?.date != null) {
    pairs.unshift([
      { ...start, date: start.date },
      { ...end, date: end.date },
    ]);
  }
  const reported = new Set<number>();
  const findings: RawFinding[] = [];
  for (const [first, last] of pairs) {
    if (last.date >= first.date || reported.has(last.start)) continue;
    reported.add(last.start);
    findings.push(
      findingOf(SPECS.fimAntesInicio, last, {
        description: `O término (${last.text}) é anterior ao início (${first.text}).`,
      }),
    );
  }
  return findings;
}

/** importantDatesAnalysis (see module doc). */
export const importantDatesAnalyzer: Analyzer = {
  criterion: 'importantDatesAnalysis',
  analyze(doc) {
    const { sentences } = indexDocument(doc);
    return [
      ...missingTerm(doc),
      ...missingDueDate(doc, sentences),
      ...renewalsWithoutNotice(doc).map((span) => findingOf(SPECS.renovacaoSemAviso, span)),
      ...endBeforeStart(doc),
    ];
  },
};
