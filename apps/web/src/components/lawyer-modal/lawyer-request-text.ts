import type { TMyLawyerRequest } from '@contrato-claro/shared';
import { messages } from '../../messages/pt-BR';

const timeFormat = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit' });

/** The time of `instant`, and its day when that is not today's. */
function parts(instant: string, now: Date): [string, string | null] {
  const date = new Date(instant);
  const day = dayFormat.format(date);
  return [timeFormat.format(date), day === dayFormat.format(now) ? null : day];
}

/**
 * "Pedido enviado às 14:05 — um advogado entra em contato até 18:05 por telefone ou WhatsApp, no
 * (11) 9…-4321.": the open request as the customer reads it, in their time zone.
 */
export function lawyerRequestText(request: TMyLawyerRequest, now = new Date()): string {
  const text = messages.lawyer;
  return text.sent(
    text.sentWhen(...parts(request.requestedAt, now)),
    text.dueWhen(...parts(request.dueAt, now)),
    request.channel,
    request.contact,
  );
}
