/**
 * The dates that cost money (issue 25), derived from the contract's own dates: the last day to
 * say no to an automatic renewal, the end of the consumer's withdrawal period (CDC art. 49), the
 * end of an experience period (CLT art. 445) or of an internship (Lei 11.788/2008, art. 11), and
 * the first adjustment of the price (Lei 10.192/2001, art. 2º § 1º: yearly). Each is computed
 * only from what the text states; when the text does not determine the day, the date is null
 * with the reason (`undetermined`), never guessed.
 */
import type { TImportantDate } from '@contrato-claro/shared';
import { regimeOf, WITHDRAWAL_RIGHT, DISTANCE_CONTRACT } from '../../facts/regime';
import type { AnalyzedDocument } from '../../types';
import { indexDocument } from '../document-index';
import { addDays, addMonths, isBusinessDay } from './calendar';
import { LABELS } from './patterns';

/** CDC art. 49: seven days from signature or delivery. */
const WITHDRAWAL_DAYS = 7;
/** Lei 10.192/2001, art. 2º § 1º: price adjustments at most yearly. */
const ADJUSTMENT_MONTHS = 12;

/** An experience period: "contrato de experiência", "a título de experiência". */
const EXPERIENCE = /\b(?:contrato|periodo|prazo|titulo)\s+de\s+experiencia\b/gu;
/** What makes a duration a notice period: "com 30 dias de antecedência", "aviso prévio de 30 dias". */
const NOTICE_AFTER = /^[^.;]{0,40}?\b(?:antecedencia|antes\s+d[oa])\b/u;
const NOTICE_BEFORE = /\b(?:aviso|notifica\w*|comunica\w*|denuncia\w*|manifest\w*)\b[^.;]{0,60}$/u;
/** A yearly adjustment: "reajustado anualmente", "reajuste a cada 12 meses", "reajuste anual". */
const YEARLY_ADJUSTMENT =
  /\breajust\w*\b[^.;]{0,100}?\b(?:anualmente|anual|a\s+cada\s+(?:12|doze)\s*(?:\(doze\)\s*)?meses|periodicidade\s+anual)\b|\b(?:anualmente|anual)\b[^.;]{0,40}?\breajust\w*/u;

/** Why a deadline cannot be computed, as the reader is told. */
const WHY = {
  noEnd: 'o contrato não diz quando o prazo termina, nem de onde contá-lo',
  noNotice: 'o contrato não diz com quantos dias de antecedência avisar',
  noSignature:
    'o contrato não traz a data de assinatura; conte 7 dias da assinatura ou do recebimento do produto ou serviço',
  noStart: 'o contrato não traz a data de início',
  noExperienceLength: 'o contrato não diz quantos dias dura a experiência',
  noInternshipEnd: 'o contrato não diz quando o estágio termina, nem de onde contá-lo',
} as const;

type Kind = 'ultimo_dia_aviso' | 'arrependimento' | 'fim_experiencia' | 'reajuste';
type Span = { start: number; end: number };

function deadline(
  doc: AnalyzedDocument,
  kind: Kind,
  span: Span,
  date: string | null,
  why: string,
  label: string = LABELS[kind],
): TImportantDate {
  return {
    kind,
    label,
    text: doc.text.slice(span.start, span.end),
    date,
    clauseRef: indexDocument(doc).clauseAt(span.start).ref,
    start: span.start,
    end: span.end,
    ...(date === null ? { undetermined: why } : {}),
  };
}

/** `iso` minus `days` business days (weekends and national holidays skipped). */
function businessDaysBefore(iso: string, days: number): string {
  let current = iso;
  for (let left = days; left > 0;) {
    current = addDays(current, -1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

type Duration = AnalyzedDocument['entities']['durations'][number];

/** The durations in days or months of the sentence holding `offset`. */
function durationsIn(doc: AnalyzedDocument, offset: number): Duration[] {
  const sentence = indexDocument(doc).sentenceAt(offset);
  if (sentence === null) return [];
  return doc.entities.durations.filter(
    (duration) =>
      duration.start >= sentence.start &&
      duration.end <= sentence.end &&
      (duration.unit === 'dias' || duration.unit === 'meses'),
  );
}

/** The notice period ("30 dias de antecedência") stated in the sentence holding `offset`. */
function noticeIn(doc: AnalyzedDocument, offset: number): Duration | null {
  return (
    durationsIn(doc, offset).find(
      (duration) =>
        NOTICE_AFTER.test(doc.fold.slice(duration.end, duration.end + 60)) ||
        NOTICE_BEFORE.test(doc.fold.slice(Math.max(0, duration.start - 80), duration.start)),
    ) ?? null
  );
}

/** The date `notice` before `end`. */
function before(end: string, notice: Duration): string {
  if (notice.unit === 'meses') return addMonths(end, -notice.amount);
  return notice.businessDays
    ? businessDaysBefore(end, notice.amount)
    : addDays(end, -notice.amount);
}

const first = (dates: readonly TImportantDate[], kind: TImportantDate['kind']) =>
  dates.find((date) => date.kind === kind && date.date !== null)?.date ?? null;

function matchSpan(pattern: RegExp, doc: AnalyzedDocument): Span | null {
  const match = pattern.exec(doc.fold);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

/**
 * The deadlines the contract implies, from its dates (the timeline of `importantDates`): see the
 * module comment. In document order of the words that imply them.
 */
export function costlyDeadlines(
  doc: AnalyzedDocument,
  dates: readonly TImportantDate[],
): TImportantDate[] {
  const regime = regimeOf(doc);
  const found: TImportantDate[] = [];
  const start = first(dates, 'inicio');
  const end = first(dates, 'vigencia') ?? first(dates, 'fim');
  const signature = first(dates, 'assinatura');

  // Automatic renewal: the notice is due its period before the end of the term.
  const renewal = dates.find((date) => date.kind === 'renovacao');
  if (renewal) {
    const notices = dates.filter((date) => date.kind === 'aviso_previo');
    const notice =
      noticeIn(doc, renewal.start) ??
      notices.map((date) => noticeIn(doc, date.start)).find((duration) => duration !== null) ??
      null;
    const date = end !== null && notice !== null ? before(end, notice) : null;
    found.push(
      deadline(doc, 'ultimo_dia_aviso', renewal, date, end === null ? WHY.noEnd : WHY.noNotice),
    );
  }

  // CDC art. 49: a consumer contract made away from the premises, or one that grants the right.
  const withdrawal =
    matchSpan(WITHDRAWAL_RIGHT, doc) ??
    (regime.isConsumer && regime.isDistance ? matchSpan(DISTANCE_CONTRACT, doc) : null);
  if (withdrawal && (regime.isConsumer || regime.isDistance)) {
    const date = signature === null ? null : addDays(signature, WITHDRAWAL_DAYS);
    found.push(deadline(doc, 'arrependimento', withdrawal, date, WHY.noSignature));
  }

  // An experience period (CLT art. 445: at most 90 days), from its own days and the start.
  // An experience contract ends with its term; else its days count from the start.
  const mentions = regime.isEmployment ? [...doc.fold.matchAll(EXPERIENCE)] : [];
  // The mention that states the days ("contrato de experiência vigorará por 45 dias"), else the first.
  const stated = mentions
    .map((match) => ({
      span: { start: match.index, end: match.index + match[0].length },
      length: durationsIn(doc, match.index).find(
        (duration) => duration.unit === 'dias' && !duration.businessDays,
      ),
    }))
    .sort((a, b) => Number(b.length !== undefined) - Number(a.length !== undefined));
  const experience = stated[0]?.span ?? null;
  if (experience) {
    const days = stated[0]!.length?.amount ?? null;
    const date = end ?? (start !== null && days !== null ? addDays(start, days - 1) : null);
    const why = start === null ? WHY.noStart : WHY.noExperienceLength;
    found.push(deadline(doc, 'fim_experiencia', experience, date, why));
  } else if (regime.isInternship) {
    const term = dates.find((date) => date.kind === 'vigencia' || date.kind === 'fim');
    if (term) {
      found.push(
        deadline(doc, 'fim_experiencia', term, end, WHY.noInternshipEnd, 'Fim do estágio'),
      );
    }
  }

  // The first yearly adjustment, a year after the start (or the signature).
  const adjustment = matchSpan(YEARLY_ADJUSTMENT, doc);
  if (adjustment) {
    const base = start ?? signature;
    const date = base === null ? null : addMonths(base, ADJUSTMENT_MONTHS);
    found.push(deadline(doc, 'reajuste', adjustment, date, WHY.noStart));
  }
  return found;
}
