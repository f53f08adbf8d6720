import { z } from 'zod';
import { ZLeadForm } from './auth';

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
      source: z.literal('header_button'),
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
