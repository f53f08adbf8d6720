/**
 * importantDatesAnalysis: the dates and deadlines of the contract (start, end, term, due days,
 * notice periods, renewal, signature, business-day deadlines), with absolute dates computed
 * where the text allows, and the rules on missing term, missing due date, automatic renewal
 * without notice, an end before the start, and a document signed after its term ended or with a
 * term shorter than its own notice period.
 */
import type { TImportantDate } from '@contrato-claro/shared';
import { bestParagraph } from '../../clause-functions';
import { checklistOf, FUNCTION_THRESHOLD } from '../../facts/elements';
import { regimeOf } from '../../facts/regime';
import type { AnalyzedDocument, Analyzer, RawFinding } from '../../types';
import { indexDocument, type Sentence } from '../document-index';
import { documentFacts, type Term } from '../facts';
import { parseNumberWords } from '../../entities/number-words';
import { findingOf } from '../rule';
import { addBusinessDays, addMonths, nextMonthDay, termEnd } from './calendar';
import { costlyDeadlines } from './deadlines';
import { openDates } from './open-dates';
import {
  ADMISSION_PLUS,
  ANY_DEADLINE,
  AUTHOR_RIGHTS,
  AUTO_RENEWAL,
  BUSINESS_DAYS,
  CLOSING_DOCUMENT,
  DATE_CONTEXTS,
  DUE_BUSINESS_DAY,
  DUE_DATE_STATED,
  DUE_DAY,
  DUE_SIGNAL,
  EXTENSION_DAYS,
  EVENT_NOTICE,
  FIRST_PAYMENT_BEFORE,
  FROM_CONTRACT_DATE,
  FROM_SIGNATURE,
  GRANT_OF_USE,
  INDEFINITE_RENEWAL,
  LABELS,
  LOAN_MATURITY,
  NOTICE,
  NO_NOTICE,
  ORDINALS,
  PASS_ON,
  PAYMENT_NOUN,
  PAYMENT_SENTENCE,
  PAYMENT_WORDS,
  PENALTY,
  RANGE_FROM,
  RANGE_TO,
  RENEWAL_EXIT,
  SALARY,
  SPAN_END,
  SPAN_START,
  SPECS,
  TERMINATION_NOTICE,
  TERM_SENTENCE,
  USE_OBJECT,
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
    const vigencia = item(
      doc,
      'vigencia',
      term,
      end?.date ?? termEndOf(doc, term, start, signature),
    );
    // An indefinite term has no end day to compute: say why instead of "no date".
    dates.push(
      vigencia.date === null && term.isIndefinite
        ? { ...vigencia, undetermined: INDEFINITE_TERM_WHY }
        : vigencia,
    );
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
      const found = item(doc, monthlyKind, span, due);
      if (day >= 1 && day <= 31) found.monthly = { day, businessDay: false };
      dates.push(found);
    }
    for (const match of sentence.fold.matchAll(DUE_BUSINESS_DAY)) {
      const span = {
        start: sentence.start + match.index,
        end: sentence.start + match.index + match[0].length,
      };
      const found = item(doc, monthlyKind, span, null);
      const day = businessDayOrdinal(match[0]);
      if (day !== null) found.monthly = { day, businessDay: true };
      dates.push(found);
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

/**
 * The last day of the contract's term from its start and its duration ("12 (doze) meses a contar
 * desta data": the signature's day is the start), the way the calendar counts it; null when the
 * start, the duration or its unit leave it open (business days, hours, an indefinite term).
 */
/** Why the term of a contract by indefinite term has no end date. */
export const INDEFINITE_TERM_WHY =
  'o contrato vale por prazo indeterminado: não tem data de término';

function termEndOf(
  doc: AnalyzedDocument,
  term: Term,
  start: TImportantDate | null,
  signature: string | null,
): string | null {
  const { duration } = term;
  if (term.isIndefinite || duration === null || duration.businessDays) return null;
  if (duration.unit === 'horas') return null;
  const fold = indexDocument(doc).sentenceAt(term.start)?.fold ?? '';
  const fromSignature = FROM_SIGNATURE.test(fold) || FROM_CONTRACT_DATE.test(fold);
  const base = start?.date ?? term.from ?? (fromSignature ? signature : null);
  return base === null ? null : termEnd(base, duration.amount, duration.unit);
}

/** The N of "5º dia útil", "quinto dia útil" (folded text), or null. */
function businessDayOrdinal(text: string): number | null {
  const head = /^(?:(?<n>\d{1,2})|(?<word>\p{L}+))/u.exec(text)?.groups;
  const day = head?.n
    ? Number(head.n)
    : (ORDINALS as readonly string[]).indexOf(head?.word ?? '') + 1;
  return day >= 1 && day <= 23 ? day : null;
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
  const { dates } = timeline(doc);
  // The deadlines derived from them (deadlines.ts) are listed, never judged by the rules here.
  return [...dates, ...costlyDeadlines(doc, dates)].sort((a, b) => a.start - b.start);
}

/** The first span of the document: where findings about something missing point. */
type Span = { start: number; end: number };

function titleSpan(doc: AnalyzedDocument): Span {
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
  if (regimeOf(doc).contractType === 'Mútuo' && LOAN_MATURITY.test(doc.fold)) return [];
  const grants = regimeOf(doc).isUnilateral ? grantsOfUse(doc) : [];
  const [grant, ...more] = grants;
  // What has no term is the object: the finding points at it (the title when none is found).
  const object = bestParagraph(doc, 'objeto', FUNCTION_THRESHOLD);
  if (grant === undefined) return [findingOf(SPECS.semPrazo, object ?? titleSpan(doc))];
  return [
    findingOf(SPECS.semPrazoUso, grant, {
      ...(AUTHOR_RIGHTS.test(doc.fold) ? { legalRef: 'lei9610.art49-50' } : {}),
      occurrences: more.map(({ start, end }) => ({ start, end })),
    }),
  ];
}

/**
 * The grants of a one-sided authorisation, from the granting verb to the use it grants
 * ("autorizo gratuitamente, de forma irrevogável, o uso"), its preamble included.
 */
function grantsOfUse(doc: AnalyzedDocument): Span[] {
  const { preambleSentences, sentences } = indexDocument(doc);
  // A document without clauses has its preamble sentences among the body's: each once.
  const byStart = new Map<number, Span>();
  for (const sentence of [...preambleSentences, ...sentences]) {
    const grant = GRANT_OF_USE.exec(sentence.fold);
    if (grant === null) continue;
    const use = USE_OBJECT.exec(sentence.fold.slice(grant.index));
    if (use !== null) {
      const start = sentence.start + grant.index;
      byStart.set(start, { start, end: start + use.index + use[0].length });
    } else if (USE_OBJECT.test(sentence.fold)) {
      byStart.set(sentence.start, sentence);
    }
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}

/** The payments a text names, by stem ("aluguel", "aluguéis" → "alug"). */
const paymentNouns = (fold: string): string[] =>
  [...fold.matchAll(PAYMENT_NOUN)].map((match) => match.groups!.noun!);

/**
 * Money received for another party with no time to pass it on: the consigned car's price, the
 * client's payment collected by an agent. Any deadline in the clause (or its items) answers it.
 */
function passOnWithoutDeadline(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
): RawFinding[] {
  const { topOf } = indexDocument(doc);
  const withDeadline = new Set(
    sentences.filter((s) => ANY_DEADLINE.test(s.fold)).map((s) => topOf(s.clause).ref),
  );
  const passOn = sentences.find(
    (sentence) => PASS_ON.test(sentence.fold) && !withDeadline.has(topOf(sentence.clause).ref),
  );
  return passOn === undefined ? [] : [findingOf(SPECS.repasseSemPrazo, passOn)];
}

function missingDueDate(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const { topOf } = indexDocument(doc);
  const isEmployment = regimeOf(doc).isEmployment;
  // Every clause that sets a price must say when it is due (in any of its sentences or items),
  // unless another clause states the due date of the same payment.
  const payments = new Map<string, Sentence>();
  const withDue = new Set<string>();
  /** Payments (by stem) whose due date some clause states outright, with that clause. */
  const dueElsewhere = new Map<string, Set<string>>();
  for (const sentence of sentences) {
    const top = topOf(sentence.clause).ref;
    if (
      PAYMENT_SENTENCE.test(sentence.fold) &&
      !PENALTY.test(sentence.fold) &&
      !(isEmployment && SALARY.test(sentence.fold)) &&
      !payments.has(top)
    ) {
      payments.set(top, sentence);
    }
    if (DUE_SIGNAL.test(sentence.fold)) withDue.add(top);
    if (DUE_DATE_STATED.test(sentence.fold)) {
      for (const noun of paymentNouns(sentence.fold)) {
        const clauses = dueElsewhere.get(noun) ?? new Set<string>();
        clauses.add(top);
        dueElsewhere.set(noun, clauses);
      }
    }
  }
  const missing = [...payments].find(
    ([top, sentence]) =>
      !withDue.has(top) && !paymentNouns(sentence.fold).some((noun) => dueElsewhere.has(noun)),
  );
  return missing === undefined ? [] : [findingOf(SPECS.semVencimento, missing[1])];
}

/**
 * Spans of automatic renewals that give no way out (no notice, no right to object) in their
 * clause. Shared with exoticClauses, which reports the same clause as atypical.
 */
export function renewalsWithoutNotice(doc: AnalyzedDocument): { start: number; end: number }[] {
  // An urban lease renewed by law runs for an indefinite term that either side ends by notice
  // (Lei 8.245, arts. 46–47 and 6º): its renewal is never a trap.
  if (regimeOf(doc).isLease) return [];
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
    if (INDEFINITE_RENEWAL.test(sentence.fold)) continue;
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

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
const brDate = (iso: string): string => iso.split('-').reverse().join('/');

/** Whether a date is stated in a sentence about the contract's own term. */
function isTermDate(doc: AnalyzedDocument, date: TImportantDate | null): date is TImportantDate {
  if (date?.date == null) return false;
  return TERM_SENTENCE.test(indexDocument(doc).sentenceAt(date.start)?.fold ?? '');
}

/**
 * The days on which the contract ends by its own term: every end date stated with the term or,
 * without one, the end its duration gives from a start stated with the term. Ends of other things
 * (works, a school term) are not the contract's.
 */
function endsOfTerm(doc: AnalyzedDocument): TImportantDate[] {
  const { dates, start, end } = timeline(doc);
  const ends = dates.filter((date) => date.kind === 'fim' && isTermDate(doc, date));
  if (end === null && isTermDate(doc, start)) {
    ends.push(...dates.filter((date) => date.kind === 'vigencia' && date.date !== null));
  }
  return ends;
}

/**
 * A document dated after its own term ended ("vigência de 09/02/2018 a 31/12/2018", signed on
 * 25/06/2019): it cannot govern a period already over. A term of internship or employment signed
 * late leaves the work done without a valid instrument (Lei 11.788, art. 3º, II and § 2º).
 */
function signedAfterEnd(doc: AnalyzedDocument): RawFinding[] {
  if (CLOSING_DOCUMENT.test(doc.fold)) return [];
  const signatures = timeline(doc).dates.filter(
    (date) => date.kind === 'assinatura' && date.date !== null,
  );
  const ends = endsOfTerm(doc);
  if (signatures.length === 0 || ends.length === 0) return [];
  const lastEnd = ends.reduce((a, b) => (b.date! > a.date! ? b : a));
  const signature = signatures.reduce((a, b) => (b.date! < a.date! ? b : a));
  if (signature.date! <= lastEnd.date!) return [];
  // An end before the start is a typo that datas.fim_antes_inicio reports; the late signature
  // is only its consequence.
  const { start } = timeline(doc);
  if (start?.date != null && start.date > lastEnd.date!) return [];
  const { isInternship, isEmployment } = regimeOf(doc);
  return [
    findingOf(SPECS.assinaturaAposTermino, signature, {
      severity: isInternship || isEmployment ? 'alta' : 'média',
      legalRef: isInternship ? 'lei11788.art3' : undefined,
      description: `O documento é datado de ${brDate(signature.date!)}, mas a própria vigência terminou em ${brDate(lastEnd.date!)} (${lastEnd.clauseRef}); assinado depois do fim, ele não rege o período já passado.`,
    }),
  ];
}

/** Days of a notice period ("30 (trinta) dias", "2 meses"). */
function noticeDays(match: RegExpMatchArray): number {
  const n = Number(match.groups!.n ?? match.groups!.n2);
  const unit = match.groups!.u ?? match.groups!.u2 ?? 'dias';
  return unit.startsWith('mes') ? n * 30 : n;
}

/**
 * A term shorter than the notice the same contract requires to end it ("vigência de 01/04/2019 a
 * 13/04/2019", denounceable "com antecedência mínima de 30 dias"): the term cannot hold as
 * written. Employment is left out: its notice applies once the contract runs for an indefinite
 * term (CLT art. 487).
 */
function termShorterThanNotice(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
): RawFinding[] {
  if (regimeOf(doc).isEmployment) return [];
  const { start, end } = timeline(doc);
  const { term } = documentFacts(doc);
  let days: number | null = null;
  let span: { start: number; end: number } | null = null;
  if (isTermDate(doc, start) && isTermDate(doc, end)) {
    days = daysBetween(start.date!, end.date!);
    span = { start: start.start, end: end.end };
  } else if (term !== null && term.months !== null && !term.isIndefinite) {
    days = Math.round(term.months * 30);
    span = term;
  }
  if (days === null || span === null || days <= 0) return [];
  let longest: { days: number; text: string } | null = null;
  for (const sentence of sentences) {
    if (!TERMINATION_NOTICE.test(sentence.fold) || EVENT_NOTICE.test(sentence.fold)) continue;
    for (const match of sentence.fold.matchAll(NOTICE)) {
      const notice = noticeDays(match);
      if (longest === null || notice > longest.days) {
        const at = sentence.start + match.index;
        longest = { days: notice, text: doc.text.slice(at, at + match[0].length) };
      }
    }
  }
  if (longest === null || days >= longest.days) return [];
  return [
    findingOf(SPECS.assinaturaAposTermino, span, {
      title: 'Prazo menor que o aviso exigido para encerrá-lo',
      description: `A vigência dura ${days} dias, menos que o aviso exigido para encerrar o contrato ("${longest.text}"): o prazo, como escrito, não se sustenta.`,
    }),
  ];
}

/** The longest experience period the CLT allows (art. 445, parágrafo único). */
const MAX_EXPERIENCE_DAYS = 90;

/**
 * An experience contract whose period, with its extension, runs past 90 days (CLT art. 445,
 * parágrafo único): from then on it is an indefinite employment (art. 451).
 */
function experienceTooLong(doc: AnalyzedDocument): RawFinding[] {
  if (doc.classification.contractSubType !== 'Experiência') return [];
  const fromAdmission = admissionPlus(doc);
  if (fromAdmission !== null) return [fromAdmission];
  const { term } = documentFacts(doc);
  const duration = term?.duration ?? null;
  if (term === null || duration === null) return [];
  const days =
    duration.unit === 'dias'
      ? duration.amount
      : duration.unit === 'meses'
        ? duration.amount * 30
        : null;
  if (days === null) return [];
  const extra = extensionDays(doc, days);
  const total = days + (extra ?? 0);
  if (total <= MAX_EXPERIENCE_DAYS) return [];
  return [
    findingOf(SPECS.experienciaAcimaLimite, term, {
      description:
        extra === null
          ? `A experiência é de ${days} dias, acima do limite de ${MAX_EXPERIENCE_DAYS} dias.`
          : `A experiência de ${days} dias, prorrogada por mais ${extra}, soma ${total} dias, acima do limite de ${MAX_EXPERIENCE_DAYS} dias.`,
    }),
  ];
}

/** The days an experience of `days` is extended by, in figures, in words or "por igual período". */
function extensionDays(doc: AnalyzedDocument, days: number): number | null {
  const extension = EXTENSION_DAYS.exec(doc.fold);
  if (extension === null) return null;
  const { n, words, same } = extension.groups!;
  if (same !== undefined) return days;
  return n !== undefined ? Number(n) : parseNumberWords(words!);
}

/**
 * An extension up to the admission plus N days (N ≥ 90), as a template computes it: the day of
 * admission counts, so the experience lasts N + 1 days, past the limit (CLT art. 445, parágrafo
 * único). Points at the sentence of the extension.
 */
function admissionPlus(doc: AnalyzedDocument): RawFinding | null {
  const plus = ADMISSION_PLUS.exec(doc.fold);
  if (plus === null) return null;
  const days = Number(plus.groups!.n ?? plus.groups!.n2);
  if (days + 1 <= MAX_EXPERIENCE_DAYS) return null;
  const span = indexDocument(doc).sentenceAt(plus.index) ?? {
    start: plus.index,
    end: plus.index + plus[0].length,
  };
  return findingOf(SPECS.experienciaAcimaLimite, span, {
    description: `A experiência vai até a data de admissão + ${days} dias: contado o próprio dia da admissão, são ${days + 1} dias, acima do limite de ${MAX_EXPERIENCE_DAYS}.`,
  });
}

/** importantDatesAnalysis (see module doc). */
export const importantDatesAnalyzer: Analyzer = {
  criterion: 'importantDatesAnalysis',
  analyze(doc) {
    const { sentences } = indexDocument(doc);
    return [
      ...missingTerm(doc),
      ...missingDueDate(doc, sentences),
      ...passOnWithoutDeadline(doc, sentences),
      ...renewalsWithoutNotice(doc).map((span) => findingOf(SPECS.renovacaoSemAviso, span)),
      ...endBeforeStart(doc),
      ...signedAfterEnd(doc),
      ...termShorterThanNotice(doc, sentences),
      ...experienceTooLong(doc),
      ...openDates(doc),
    ];
  },
};
