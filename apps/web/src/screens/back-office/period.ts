import { BACK_OFFICE_MAX_DAYS } from '@contrato-claro/shared';

/** Days shown when no period is chosen: the last 30, today included. */
const DEFAULT_DAYS = 30;

/** Today in São Paulo, the team's calendar, as YYYY-MM-DD. */
export function todayInSaoPaulo(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/u;

/** The period of the URL (`from`, `to`), or the default one; an invalid one falls back too. */
export function periodOf(params: URLSearchParams): { from: string; to: string } {
  const to = params.get('to') ?? '';
  const from = params.get('from') ?? '';
  if (DAY.test(from) && DAY.test(to) && from <= to && addDays(from, BACK_OFFICE_MAX_DAYS) > to) {
    return { from, to };
  }
  const today = todayInSaoPaulo();
  return { from: addDays(today, 1 - DEFAULT_DAYS), to: today };
}
