const dateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const moneyFormat = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** "2026-03-01" → "01/03/2026", read as a calendar day (no time-zone shift). */
export function formatDay(isoDay: string): string {
  return dateFormat.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));
}

/** An ISO instant in the reader's time zone, e.g. "22/11/2026, 10:00". */
export function formatInstant(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** A value in reais: "R$ 1.500,00". */
export function formatMoney(value: number): string {
  return moneyFormat.format(value);
}
