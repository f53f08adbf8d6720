import {
  addBusinessDays,
  addDays,
  addMonths,
  nextMonthDay,
  termEnd,
} from '@contrato-claro/analyzer/calendar';
import type { TImportantDate, TResults } from '@contrato-claro/shared';
import { createEvents, type Alarm, type DateArray, type EventAttributes } from 'ics';
import { messages } from '../messages/pt-BR';

/** The product's time zone: "today" and the reminders' 09:00 are São Paulo's. */
export const CALENDAR_TIME_ZONE = 'America/Sao_Paulo';
/**
 * How far ahead month-by-month dates are listed, and how many times a monthly event repeats
 * (RRULE COUNT), when the contract's end is unknown: never "forever".
 */
const MONTHS_AHEAD = 12;
/** Most dates one monthly obligation adds (two years of a contract without an end). */
const MAX_OCCURRENCES = 24;
/** The reminder rings at this hour of its day. */
const REMINDER_HOUR = 9;

const text = messages.calendar;
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: CALENDAR_TIME_ZONE });

/** Today in São Paulo, as YYYY-MM-DD. */
export function todayInSaoPaulo(now = new Date()): string {
  return dayFormat.format(now);
}

const toDateArray = (iso: string): DateArray => {
  const [year, month, day] = iso.split('-').map(Number);
  return [year!, month!, day!];
};
const firstOfMonth = (iso: string) => `${iso.slice(0, 7)}-01`;

/**
 * A display alarm at 09:00, `days` days before an all-day event (whose start is local midnight,
 * so the time is the user's calendar's — São Paulo's for the product's users).
 */
function reminder(label: string, days: number): Alarm {
  const trigger =
    days === 0
      ? { hours: REMINDER_HOUR, before: false }
      : { days: days - 1, hours: 24 - REMINDER_HOUR, before: true };
  return { action: 'display', description: text.reminder(label, days), trigger };
}

/**
 * The contract's end, where recurring dates stop: the date the analysis computed, else the start
 * plus the term the "vigência" clause states (its duration, "12 (doze) meses"), else null.
 */
export function contractEnd(results: Pick<TResults, 'importantDates' | 'entities'>): string | null {
  const dates = results.importantDates;
  const stated =
    dates.find((date) => date.kind === 'vigencia' && date.date !== null) ??
    dates.find((date) => date.kind === 'fim' && date.date !== null);
  if (stated) return stated.date;
  const start = dates.find((date) => date.kind === 'inicio' && date.date !== null)?.date;
  const term = dates.find((date) => date.kind === 'vigencia');
  if (!start || !term) return null;
  const duration = results.entities.durations.find(
    (candidate) =>
      candidate.start >= term.start &&
      candidate.end <= term.end &&
      !candidate.businessDays &&
      candidate.unit !== 'horas',
  );
  if (!duration || duration.unit === 'horas') return null;
  return termEnd(start, duration.amount, duration.unit);
}

/** RFC 5545 §3.1: content lines are folded at 75 octets; a continuation starts with a space. */
const MAX_LINE_OCTETS = 75;

/**
 * Folds every content line at 75 octets, never inside a character. The ics package folds at 75
 * characters, and a line with accents ("Cláusula", "Término") then runs over in octets.
 */
export function foldLines(ics: string): string {
  const unfolded = ics.replace(/\r\n[ \t]/gu, '');
  const lines = unfolded.split('\r\n');
  return lines
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const char of line) {
        const size = Buffer.byteLength(char);
        // A continuation's leading space counts in its 75 octets.
        if (octets + size > MAX_LINE_OCTETS - (parts.length > 0 ? 1 : 0)) {
          parts.push(part);
          part = '';
          octets = 0;
        }
        part += char;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

/**
 * The days of a monthly obligation from this month on, one by one: the N-th business day of each
 * month (national holidays skipped, as the analysis counts them), or a day past the 28th, which
 * shorter months move to their last day (a monthly rule would skip those months).
 */
function monthlyDays(
  monthly: NonNullable<TImportantDate['monthly']>,
  today: string,
  until: string,
): string[] {
  const days: string[] = [];
  for (let month = firstOfMonth(today); month <= until && days.length < MAX_OCCURRENCES;) {
    const day = monthly.businessDay
      ? addBusinessDays(addDays(month, -1), monthly.day)
      : nextMonthDay(month, monthly.day);
    if (day >= today && day <= until) days.push(day);
    month = addMonths(month, 1);
  }
  return days;
}

/** What the calendar is made of. */
type CalendarSource = Pick<TResults, 'importantDates' | 'entities' | 'userServiceId' | 'fileName'>;

/**
 * The calendar events of an analysis: one all-day event per dated obligation from today on, a
 * monthly recurring event for "todo dia 5" (until the contract's end — stated, or its start plus
 * its term — else MONTHS_AHEAD times), the business days of "quinto dia útil" counted month by
 * month, each with a reminder `reminderDays` before. Dates the contract leaves open are not
 * guessed. None: the results offer no calendar (`calendarEvents` 0).
 */
export function calendarEvents(options: {
  results: CalendarSource;
  reminderDays: number;
  today: string;
}): EventAttributes[] {
  const { results, reminderDays, today } = options;
  const end = contractEnd(results);
  const events: EventAttributes[] = [];
  const seen = new Set<string>();
  const add = (date: TImportantDate, start: string, recurrenceRule?: string) => {
    const key = `${date.label}|${start}|${recurrenceRule ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    events.push({
      uid: `${results.userServiceId}-${events.length + 1}@contrato-claro`,
      // An all-day event ends the next day (DTEND;VALUE=DATE, exclusive): the ics package writes
      // a one-day DURATION as "P1DT", which RFC 5545 does not allow.
      start: toDateArray(start),
      end: toDateArray(addDays(start, 1)),
      title: text.title(date.label, results.fileName),
      description: text.description(date.text, date.clauseRef),
      alarms: [reminder(date.label, reminderDays)],
      ...(recurrenceRule ? { recurrenceRule } : {}),
    });
  };

  // A term's end and the end date the text states are one day in the calendar.
  const ends = new Set(
    results.importantDates.filter((date) => date.kind === 'fim').map((date) => date.date),
  );
  for (const date of results.importantDates) {
    const { monthly } = date;
    if (monthly && !monthly.businessDay && monthly.day <= 28) {
      const first = date.date ?? nextMonthDay(today, monthly.day);
      if (end !== null && end < first) continue;
      const bound = end === null ? `COUNT=${MONTHS_AHEAD}` : `UNTIL=${end.replaceAll('-', '')}`;
      add(date, first, `FREQ=MONTHLY;BYMONTHDAY=${monthly.day};${bound}`);
    } else if (monthly) {
      const from = date.date !== null && date.date > today ? date.date : today;
      for (const day of monthlyDays(monthly, from, end ?? addMonths(today, MONTHS_AHEAD))) {
        add(date, day);
      }
    } else if (
      date.date !== null &&
      date.date >= today &&
      !(date.kind === 'vigencia' && ends.has(date.date))
    ) {
      add(date, date.date);
    }
  }

  // An end computed from the start and the term has no dated item of its own: the term's is used.
  const term = results.importantDates.find((date) => date.kind === 'vigencia');
  const isEndDated = results.importantDates.some((date) => date.date === end);
  if (term && end !== null && end >= today && !isEndDated) add({ ...term, date: end }, end);

  return events;
}

/** The important dates of an analysis as an iCalendar file (`ics`), see `calendarEvents`. */
export function buildCalendar(options: {
  results: CalendarSource;
  reminderDays: number;
  today: string;
}): { ics: string; events: number } {
  const { results } = options;
  const events = calendarEvents(options);
  const { error, value } = createEvents(events, {
    productId: 'contrato-claro/calendario',
    method: 'PUBLISH',
    calName: text.name(results.fileName),
  });
  if (error || !value) throw error ?? new Error('calendar not generated');
  // iCalendar's usual hint of the calendar's zone (all-day events have none of their own).
  const ics = foldLines(
    value.replace(
      'BEGIN:VCALENDAR\r\n',
      `BEGIN:VCALENDAR\r\nX-WR-TIMEZONE:${CALENDAR_TIME_ZONE}\r\n`,
    ),
  );
  return { ics, events: events.length };
}
