import type { TEventRequest, TFirstPartyEventName } from '@contrato-claro/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses, analyticsEvents, users } from '../db/schema';

/** The analysis an event is about, when its properties name one. */
function analysisIdOf(event: TEventRequest): string | null {
  switch (event.event) {
    case 'Score Viewed':
      return event.properties.documentId;
    case 'Details Button Clicked':
      return event.properties.documentId ?? null;
    case 'Lead Qualification Completed':
    case 'Lawyer Consultation Requested':
      return null;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/**
 * What is stored of an event's properties. The lead's contact details already live in its
 * profile (register/account, SPEC.md §7), so "Lead Qualification Completed" keeps only the
 * company profile: no second copy of a person's name, e-mail or phone.
 */
function storedProperties(event: TEventRequest): Record<string, unknown> {
  if (event.event !== 'Lead Qualification Completed') return event.properties;
  const { employeesNumber, businessSegment, companyName } = event.properties;
  return { employeesNumber, businessSegment, hasCompanyName: Boolean(companyName) };
}

/**
 * Stores one first-party analytics event, linked to the user (when authenticated) and to the
 * analysis it names. Links to rows that do not exist (a deleted account, a purged or made-up
 * analysis id) are dropped rather than refused: analytics never fails a screen.
 */
export async function recordEvent(options: {
  db: Database;
  event: TEventRequest;
  userId: string | null;
}): Promise<void> {
  const { db, event, userId } = options;
  const analysisId = analysisIdOf(event);
  await db.insert(analyticsEvents).values({
    name: event.event,
    properties: storedProperties(event),
    userId:
      userId === null
        ? null
        : sql`(select ${users.id} from ${users} where ${users.id} = ${userId})`,
    analysisId:
      analysisId === null
        ? null
        : sql`(select ${analyses.id} from ${analyses} where ${analyses.id} = ${analysisId})`,
  });
}

/**
 * Stores an event the server records itself (FIRST_PARTY_EVENTS: never mirrored to Mixpanel)
 * about an analysis, by its owner or (null) its anonymous uploader. Properties are counts and
 * kinds, never text a person wrote.
 */
export async function recordFirstPartyEvent(options: {
  db: Database;
  name: TFirstPartyEventName;
  properties: Record<string, string | number>;
  userId: string | null;
  analysisId: string;
}): Promise<void> {
  const { db, name, properties, userId, analysisId } = options;
  await db.insert(analyticsEvents).values({
    name,
    properties,
    // A token may outlive its account (deleted): the event then stays anonymous.
    userId:
      userId === null
        ? null
        : sql`(select ${users.id} from ${users} where ${users.id} = ${userId})`,
    analysisId,
  });
}
