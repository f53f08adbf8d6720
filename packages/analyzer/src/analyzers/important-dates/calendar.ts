/**
 * Date arithmetic on ISO dates (YYYY-MM-DD, UTC, no time zone surprises) and Brazilian business
 * days: weekends and the national public holidays of date-holidays ('BR', type "public") are not
 * business days; optional days such as Carnival are (they are not national holidays by law).
 * date-holidays' engine runs on its data for Brazil alone (scripts/build-holidays.ts): the data of
 * every country cost each process ~10 MB (bench/memory).
 */
import { createRequire } from 'node:module';
import type Holidays from 'date-holidays';
import brazil from './holidays-br.json' with { type: 'json' };

/**
 * date-holidays' engine, given its data: the same class as date-holidays' own. Required, because
 * its package.json "exports" hides the types it ships from an import.
 */
const { default: HolidaysParser } = createRequire(import.meta.url)('date-holidays-parser') as {
  default: new (data: object, country: string) => Holidays;
};

const holidaysByYear = new Map<number, Set<string>>();
let calendar: Holidays | null = null;

function nationalHolidays(year: number): Set<string> {
  let days = holidaysByYear.get(year);
  if (days === undefined) {
    calendar ??= new HolidaysParser(brazil, 'BR');
    days = new Set(
      calendar
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    holidaysByYear.set(year, days);
  }
  return days;
}

const toDate = (iso: string): Date => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
const toIso = (date: Date): string => date.toISOString().slice(0, 10);

/** Whether `iso` is a Brazilian business day (not a weekend nor a national public holiday). */
export function isBusinessDay(iso: string): boolean {
  const date = toDate(iso);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !nationalHolidays(date.getUTCFullYear()).has(iso);
}

/** `iso` plus `days` calendar days. */
export function addDays(iso: string, days: number): string {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** `iso` plus `days` business days (counting starts the day after `iso`). */
export function addBusinessDays(iso: string, days: number): string {
  let current = iso;
  let left = days;
  while (left > 0) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

/** `iso` plus `months` months; the day is clamped to the end of a shorter month. */
export function addMonths(iso: string, months: number): string {
  const date = toDate(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return toIso(date);
}

/** The first date on or after `iso` that falls on day `day` of a month (clamped). */
export function nextMonthDay(iso: string, day: number): string {
  const date = toDate(iso);
  const candidate = (offset: number): string => {
    const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
    const last = new Date(
      Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
    ).getUTCDate();
    first.setUTCDate(Math.min(day, last));
    return toIso(first);
  };
  const same = candidate(0);
  return same >= iso.slice(0, 10) ? same : candidate(1);
}

/** Units a contract's term is written in, as the duration entities name them. */
export type TermUnit = 'dias' | 'semanas' | 'meses' | 'anos';

/**
 * The last day of a term of `amount` `unit` starting on `start` (inclusive on both ends, as
 * contracts count: twelve months from 2026-01-10 end on 2027-01-09; thirty days from 2026-10-01
 * on 2026-10-30). Null for a unit a term is not measured in or a non-positive amount.
 */
export function termEnd(start: string, amount: number, unit: TermUnit): string | null {
  if (!Number.isInteger(amount) || amount <= 0) return null;
  switch (unit) {
    case 'dias':
      return addDays(start, amount - 1);
    case 'semanas':
      return addDays(start, amount * 7 - 1);
    case 'meses':
      return addDays(addMonths(start, amount), -1);
    case 'anos':
      return addDays(addMonths(start, amount * 12), -1);
  }
}
