import { describe, expect, it } from 'vitest';
import { lawyerRequestText } from './lawyer-request-text';

/** A local time on 7 Dec 2026, whatever the machine's time zone. */
const local = (hours: number, minutes: number, day = 7) =>
  new Date(2026, 11, day, hours, minutes).toISOString();

describe('lawyerRequestText', () => {
  it('reads the times of today and the channel, with agreement', () => {
    const text = lawyerRequestText(
      {
        requestedAt: local(14, 5),
        dueAt: local(18, 5),
        channel: 'phone',
        contact: '(11) 9…-4321',
      },
      new Date(local(14, 6)),
    );
    expect(text).toBe(
      'Pedido enviado às 14:05 — um advogado entra em contato até 18:05 por telefone ou WhatsApp, no (11) 9…-4321.',
    );
  });

  it('names the day when it is not today, and the e-mail without a phone', () => {
    const text = lawyerRequestText(
      { requestedAt: local(22, 30), dueAt: local(2, 30, 8), channel: 'email', contact: 'a@b.com' },
      new Date(local(22, 31)),
    );
    expect(text).toBe(
      'Pedido enviado às 22:30 — um advogado entra em contato até 08/12 às 02:30 pelo e-mail a@b.com.',
    );
  });
});
