import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isEmail } from '../db/encryption';
import {
  analyses,
  analyticsEvents,
  findingFeedback,
  lawyerRequests,
  users,
  type TUserRow,
} from '../db/schema';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Moves what identities made (analyses, lawyer requests, events, feedback) into `targetId`. */
export async function moveWork(
  tx: Transaction,
  sourceIds: string[],
  targetId: string,
): Promise<void> {
  const moved = { userId: targetId };
  await tx.update(analyses).set({ ownerId: targetId }).where(inArray(analyses.ownerId, sourceIds));
  await tx.update(lawyerRequests).set(moved).where(inArray(lawyerRequests.userId, sourceIds));
  await tx.update(analyticsEvents).set(moved).where(inArray(analyticsEvents.userId, sourceIds));
  await tx.update(findingFeedback).set(moved).where(inArray(findingFeedback.userId, sourceIds));
}

/**
 * The mailbox of `email` was just proven. Anyone with one upload can make an unverified identity
 * under someone else's e-mail, with their own phone, contract and lawyer request: so proving the
 * mailbox joins into the account only the caller's own identity (`identityId`, proven by its
 * bearer as well), whose contact details fill what the account lacks. Every other unverified
 * identity of the e-mail is left apart, untouched, for the owner to see and bring in or discard
 * (list-pending-identities.ts, settle-pending-identity.ts); their contact details are never copied.
 *
 * The account is the verified one, else the caller's identity made verified, else a new account
 * (named after the e-mail until its owner says otherwise). A password chosen before verification
 * is kept only on the caller's own identity. Returns the account and the ids of the identities
 * that no longer exist (their tokens are to be revoked).
 */
export async function joinIdentities(options: {
  tx: Transaction;
  email: string;
  identityId: string | null;
}): Promise<{ user: TUserRow; removedIdentityIds: string[] }> {
  const { tx, email, identityId } = options;
  const sameEmail = isEmail(users, email);
  const [verified] = await tx
    .select()
    .from(users)
    .where(and(sameEmail, isNotNull(users.emailVerifiedAt)))
    .for('update');
  const [own] = await tx
    .select()
    .from(users)
    .where(and(sameEmail, isNull(users.emailVerifiedAt), eq(users.id, identityId ?? sql`null`)))
    .for('update');

  if (!verified && !own) {
    const [user] = await tx
      .insert(users)
      .values({ email, name: email.split('@')[0]!, emailVerifiedAt: sql`now()` })
      .returning();
    return { user: user!, removedIdentityIds: [] };
  }
  const target = (verified ?? own)!;
  const joined = verified && own ? [own] : [];
  if (joined.length > 0) {
    await moveWork(
      tx,
      joined.map((identity) => identity.id),
      target.id,
    );
    await tx.delete(users).where(eq(users.id, own!.id));
  }
  const all = [target, ...joined];
  const firstOf = <K extends keyof TUserRow>(key: K) =>
    all.map((identity) => identity[key]).find((value) => value !== null) ?? null;
  const [user] = await tx
    .update(users)
    .set({
      emailVerifiedAt: target.emailVerifiedAt ?? sql`now()`,
      companyName: firstOf('companyName'),
      employeesNumber: firstOf('employeesNumber'),
      businessSegment: firstOf('businessSegment'),
      cellphone: firstOf('cellphone'),
      status: all.some((identity) => identity.status === 'qualified_lead')
        ? 'qualified_lead'
        : target.status,
      qualifiedAt: firstOf('qualifiedAt'),
      hasFeedback: all.some((identity) => identity.hasFeedback),
      wantsLawyerContact: all.some((identity) => identity.wantsLawyerContact),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, target.id))
    .returning();
  return { user: user!, removedIdentityIds: joined.map((identity) => identity.id) };
}
