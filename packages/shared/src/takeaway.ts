import { z } from 'zod';
import { MAX_FINDING_ID_LENGTH } from './analysis';
import { MAX_PASTED_TEXT_CHARS, MIN_PASTED_TEXT_CHARS } from './limits';

/**
 * What the owner takes away from an analysis (issue 15): the PDF report, the calendar of its
 * dates, a message to the other party; and the contract text pasted instead of a file.
 */

/** Days before a date a calendar reminder may ring (0 = on the day). */
export const REMINDER_DAY_OPTIONS = [0, 1, 2, 3, 5, 7, 15, 30] as const;
/** The reminder the calendar gets when the owner does not choose one. */
export const DEFAULT_REMINDER_DAYS = 3;

/** GET /services/score/results/:id/calendar.ics — `?lembrete=` days before each date. */
export const ZCalendarQuery = z.object({
  lembrete: z.coerce
    .number({ error: 'Escolha com quantos dias de antecedência lembrar' })
    .int({ error: 'Escolha com quantos dias de antecedência lembrar' })
    .refine((days) => (REMINDER_DAY_OPTIONS as readonly number[]).includes(days), {
      error: 'Escolha com quantos dias de antecedência lembrar',
    })
    .default(DEFAULT_REMINDER_DAYS),
});
export type TCalendarQuery = z.input<typeof ZCalendarQuery>;

/** Most findings one message may list (an analysis has far fewer worth negotiating). */
export const MAX_MESSAGE_FINDINGS = 100;

/** POST /services/score/results/:id/message — the findings the owner wants to negotiate. */
export const ZMessageRequest = z.object({
  findingIds: z
    .array(
      z
        .string()
        .min(1, { error: 'Apontamento inválido' })
        .max(MAX_FINDING_ID_LENGTH, { error: 'Apontamento inválido' }),
      { error: 'Escolha os pontos que quer negociar' },
    )
    .min(1, { error: 'Escolha ao menos um ponto para negociar' })
    .max(MAX_MESSAGE_FINDINGS, { error: `Escolha no máximo ${MAX_MESSAGE_FINDINGS} pontos` }),
});
export type TMessageRequest = z.infer<typeof ZMessageRequest>;

/** VALIDATION detail when a chosen finding is not one of the analysis'. */
export const MESSAGE_FINDING_NOT_IN_ANALYSIS =
  'findingIds: Um dos pontos escolhidos não faz parte desta análise';

/** The message to the other party: a subject line and the body, plain text. */
export const ZMessage = z.object({ subject: z.string(), text: z.string() });
export type TMessage = z.infer<typeof ZMessage>;

/** POST /contracts/text — the contract's text, pasted (e.g. from an e-mail). */
export const ZPasteRequest = z.object({
  text: z
    .string({ error: 'Cole o texto do contrato' })
    .refine((text) => text.trim().length >= MIN_PASTED_TEXT_CHARS, {
      error: `O texto é curto demais para ser um contrato: cole o contrato inteiro (no mínimo ${MIN_PASTED_TEXT_CHARS} caracteres).`,
      abort: true,
    })
    .refine((text) => text.length <= MAX_PASTED_TEXT_CHARS, {
      error: `O texto tem mais de 300 mil caracteres, o limite para colar. Envie o contrato como arquivo (PDF ou .docx).`,
    }),
});
export type TPasteRequest = z.infer<typeof ZPasteRequest>;
