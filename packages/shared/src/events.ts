import { z } from 'zod';
import { ZLeadForm } from './auth';

/** Where a lawyer consultation was asked for: SPEC §7's header button, or the results screen. */
export const LAWYER_REQUEST_SOURCES = ['header_button', 'results_button'] as const;
export type TLawyerRequestSource = (typeof LAWYER_REQUEST_SOURCES)[number];

const ZShortText = z.string().trim().min(1).max(200);

/**
 * First-party analytics: the closed list of event names (SPEC.md §7 plus the pipeline's own),
 * each with its own validated, size-limited properties.
 */
export const ZEventRequest = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('Score Viewed'),
    properties: z.strictObject({ score: z.number().int().min(0).max(100), documentId: z.uuid() }),
  }),
  z.object({
    event: z.literal('Details Button Clicked'),
    properties: z.strictObject({ clauseTitle: ZShortText, user: ZShortText.optional() }),
  }),
  z.object({
    event: z.literal('Lead Qualification Completed'),
    properties: z.strictObject(ZLeadForm.shape),
  }),
  z.object({
    event: z.literal('Lawyer Consultation Requested'),
    properties: z.strictObject({
      userId: ZShortText,
      source: z.enum(LAWYER_REQUEST_SOURCES),
      timestamp: z.iso.datetime(),
    }),
  }),
  z.object({
    event: z.literal('Contract Uploaded'),
    properties: z.strictObject({
      userServiceId: z.uuid(),
      fileType: z.enum(['pdf', 'docx']),
      fileSize: z.number().int().nonnegative(),
    }),
  }),
  z.object({
    event: z.literal('Analysis Completed'),
    properties: z.strictObject({
      userServiceId: z.uuid(),
      score: z.number().int().min(0).max(100),
    }),
  }),
  z.object({
    event: z.literal('Analysis Failed'),
    properties: z.strictObject({ userServiceId: z.uuid().optional(), code: ZShortText }),
  }),
]);
export type TEventRequest = z.infer<typeof ZEventRequest>;
export type TEventName = TEventRequest['event'];
