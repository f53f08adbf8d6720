import { z } from 'zod';
import { ZLeadForm } from './auth';

/** Where a lawyer consultation was asked for: SPEC §7's header button, or the results screen. */
export const LAWYER_REQUEST_SOURCES = ['header_button', 'results_button'] as const;
export type TLawyerRequestSource = (typeof LAWYER_REQUEST_SOURCES)[number];

const ZShortText = z.string().trim().min(1).max(200);

/**
 * Analytics events a browser may send: exactly SPEC.md §7's four, each with the properties it
 * lists and nothing more (validated, size-limited). They are stored first-party and, when
 * configured, mirrored to Mixpanel.
 */
export const ZEventRequest = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('Score Viewed'),
    properties: z.strictObject({ score: z.number().int().min(0).max(100), documentId: z.uuid() }),
  }),
  z.object({
    event: z.literal('Details Button Clicked'),
    properties: z.strictObject({
      clauseTitle: ZShortText,
      user: ZShortText.optional(),
      /**
       * The analysis on screen (beyond SPEC §7's list, like "Score Viewed"'s): it ties the
       * click, made before registering, to the lead it brought (`/equipe/leads`).
       */
      documentId: z.uuid().optional(),
    }),
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
]);
export type TEventRequest = z.infer<typeof ZEventRequest>;
export type TEventName = TEventRequest['event'];

/**
 * Events the server records itself, first-party only (never sent to Mixpanel, whose list stays
 * SPEC §7's four): a closed list, so every name stored in `analytics_events` is one of these or
 * one of `ZEventRequest`'s. Each carries counts and kinds, never text a person wrote.
 */
export const FIRST_PARTY_EVENTS = {
  /** "Isto está errado?" sent: `{rule, reason}`. */
  findingReported: 'Finding Reported',
  /** The PDF report downloaded: `{findings}`. */
  reportDownloaded: 'Report Downloaded',
  /** The calendar file downloaded: `{events, reminderDays}`. */
  calendarAdded: 'Calendar Added',
  /** A message to the other party composed: `{findings, format}`. */
  messageCreated: 'Message Created',
  /** A contract received for analysis (file or pasted text), the funnel's first step: `{fileKind}`. */
  contractUploaded: 'Contract Uploaded',
  /** A contract pasted as text instead of uploaded: `{characters}`. */
  contractTextPasted: 'Contract Text Pasted',
  /** A revised version compared with the earlier one, once per version: `{resolved, remaining, new, changedClauses}`. */
  versionCompared: 'Version Compared',
  /** "Baixar com sugestões (Word)": `{suggestions, source}` (`docx`: the owner's file; `texto`). */
  redlineDownloaded: 'Redline Downloaded',
} as const;
export type TFirstPartyEventName = (typeof FIRST_PARTY_EVENTS)[keyof typeof FIRST_PARTY_EVENTS];
