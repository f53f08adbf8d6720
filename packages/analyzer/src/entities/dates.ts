import type { TEntities } from '@contrato-claro/shared';
import type { SegmentedDocument } from '../types';
import {
  DATE_ISO,
  DATE_LONG,
  DATE_MONTH,
  DATE_NUMERIC,
  DATE_NUMERIC_SPACED,
  MONTHS,
} from './patterns';
import { Claims, spanOf } from './spans';

/** One date, as the public schema defines it. */
export type DateEntity = TEntities['dates'][number];

const pad = (value: number) => String(value).padStart(2, '0');

/** Four-digit year: "25" is 2025, "98" is 1998. */
function fullYear(raw: string): number {
  const year = Number(raw.replace('.', ''));
  if (raw.length > 2) return year;
  return year < 50 ? 2000 + year : 1900 + year;
}

/** ISO date when day, month and year form a real calendar date (no 31/02), else null. */
function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/**
 * Dates: "05/03/2025", "5.3.2025", "1º/5/2026", "2025-03-05", "1º de janeiro de 2025", "15 de
 * março de 2025" (precision day, iso "YYYY-MM-DD") and "março de 2025" (precision month, iso
 * "YYYY-MM"). Impossible dates such as 31/02 are not dates.
 */
export function extractDates(doc: SegmentedDocument): DateEntity[] {
  const { text, fold } = doc;
  const claims = new Claims(text.length);
  const found: DateEntity[] = [];
  const add = (match: RegExpMatchArray, iso: string | null, precision: DateEntity['precision']) => {
    const start = match.index!;
    const end = start + match[0].length;
    if (iso !== null && claims.claim(start, end))
      found.push({ ...spanOf(text, start, end), iso, precision });
  };

  for (const match of fold.matchAll(DATE_ISO)) {
    const groups = match.groups!;
    add(match, isoDate(Number(groups.year), Number(groups.monthNumber), Number(groups.day)), 'day');
  }
  for (const match of [...fold.matchAll(DATE_NUMERIC), ...fold.matchAll(DATE_NUMERIC_SPACED)]) {
    const groups = match.groups!;
    add(
      match,
      isoDate(fullYear(groups.year!), Number(groups.monthNumber), Number(groups.day)),
      'day',
    );
  }
  for (const match of fold.matchAll(DATE_LONG)) {
    const groups = match.groups!;
    const month = MONTHS.indexOf(groups.month!) + 1;
    add(match, isoDate(fullYear(groups.year!), month, Number(groups.day)), 'day');
  }
  for (const match of fold.matchAll(DATE_MONTH)) {
    const groups = match.groups!;
    add(match, `${groups.year}-${pad(MONTHS.indexOf(groups.month!) + 1)}`, 'month');
  }
  return found.sort((a, b) => a.start - b.start);
}
