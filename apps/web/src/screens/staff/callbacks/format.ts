import { useEffect, useState } from 'react';

const TIME_ZONE = 'America/Sao_Paulo';

/** "06/03/2030, 14:32" in Brasília time, as the team works. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('pt-BR', {
    timeZone: TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'short',
  });
}

/** "14:32" (or the full date when it is not today). */
export function formatDeadline(iso: string, now: Date): string {
  const day = (date: Date) => date.toLocaleDateString('pt-BR', { timeZone: TIME_ZONE });
  const due = new Date(iso);
  return day(due) === day(now)
    ? due.toLocaleTimeString('pt-BR', { timeZone: TIME_ZONE, timeStyle: 'short' })
    : formatDateTime(iso);
}

/** "2 h 05 min", "35 min": a span of time, to the minute. */
export function formatSpan(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours} h ${String(rest).padStart(2, '0')} min` : `${rest} min`;
}

/** The customer's phone as links: a call (tel:) and a WhatsApp chat (wa.me), Brazil's +55. */
export function phoneLinks(cellphone: string | null): { tel: string; whatsapp: string } | null {
  const digits = cellphone?.replace(/\D/g, '') ?? '';
  if (digits.length < 10) return null;
  return { tel: `tel:+55${digits}`, whatsapp: `https://wa.me/55${digits}` };
}

/**
 * The current time on the server's clock (`serverNow` from the last answer, moved on by the
 * browser's clock), refreshed every 30 s so countdowns and the overdue red stay true.
 */
export function useServerClock(serverNow: string | null): Date {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    if (!serverNow) return undefined;
    const offset = Date.parse(serverNow) - Date.now();
    const update = () => setNow(new Date(Date.now() + offset));
    const first = setTimeout(update, 0);
    const timer = setInterval(update, 30_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [serverNow]);
  return now ?? new Date(serverNow ?? 0);
}
