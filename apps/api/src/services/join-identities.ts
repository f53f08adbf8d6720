import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
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

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The mailbox of `email` was just proven: every unverified identity of that e-mail is joined into
 * its verified account — analyses, lawyer requests, events and reports move, lead details fill
 * what the account lacks — and deleted (their tokens die with them). Without a verified account,
 * one identity becomes it: `identityId` (the caller's own, proven by its bearer) when it is one of
 * them, else the latest. A password chosen before verification is kept only on the caller's own
 * identity, so nobody who registered someone else's e-mail can hold a password of that account.
 * Null when the e-mail has no identity at all.
 */
export async function joinIdentities(options: {
  tx: Transaction;
  email: string;
  identityId: string | null;
}): Promise<{ user: TUserRow; removedIdentityIds: string[] } | null> {
  const { tx, email, identityId } = options;
  const sameEmail = isEmail(users, email);
  const [verified] = await tx
    .select()
    .from(users)
    .where(and(sameEmail, isNotNull(users.emailVerifiedAt)))
    .for('update');
  const unverified = await tx
    .select()
    .from(users)
    .where(and(sameEmail, isNull(users.emailVerifiedAt)))
    .orderBy(desc(users.createdAt))
    .for('update');
  const target =
    verified ?? unverified.find((identity) => identity.id === identityId) ?? unverified[0];
  if (!target) return null;
  const sources = unverified.filter((identity) => identity.id !== target.id);
  const sourceIds = sources.map((identity) => identity.id);

  if (sourceIds.length > 0) {
    const moved = { userId: target.id };
    await tx
      .update(analyses)
      .set({ ownerId: target.id })
      .where(inArray(analyses.ownerId, sourceIds));
    await tx.update(lawyerRequests).set(moved).where(inArray(lawyerRequests.userId, sourceIds));
    await tx.update(analyticsEvents).set(moved).where(inArray(analyticsEvents.userId, sourceIds));
    await tx.update(findingFeedback).set(moved).where(inArray(findingFeedback.userId, sourceIds));
    await tx.delete(users).where(inArray(users.id, sourceIds));
  }

  const all = [target, ...sources];
  const firstOf = <K extends keyof TUserRow>(key: K) =>
    all.map((identity) => identity[key]).find((value) => value !== null) ?? null;
  const qualified = all.filter((identity) => identity.status === 'qualified_lead');
  const [user] = await tx
    .update(users)
    .set({
      emailVerifiedAt: target.emailVerifiedAt ?? sql`now()`,
      passwordHash: verified || target.id === identityId ? target.passwordHash : null,
      companyName: firstOf('companyName'),
      employeesNumber: firstOf('employeesNumber'),
      businessSegment: firstOf('businessSegment'),
      cellphone: firstOf('cellphone'),
      status: qualified.length > 0 ? 'qualified_lead' : target.status,
      qualifiedAt: firstOf('qualifiedAt'),
      hasFeedback: all.some((identity) => identity.hasFeedback),
      wantsLawyerContact: all.some((identity) => identity.wantsLawyerContact),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, target.id))
    .returning();
  return { user: user!, removedIdentityIds: sourceIds };
}
