import { AppError, type ZRegisterAccountRequest } from '@contrato-claro/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { emailValues, isEmail } from '../db/encryption';
import { analyses, users, type TUserRow } from '../db/schema';
import { claimAnalysis } from './claim-analysis';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The identity of `email` this caller already holds, if any: the one its bearer names, or an
 * unverified one that claimed an earlier upload of this browser (its uploader cookie). Reusing it
 * shows the caller only what it already had, so a second registration reveals nothing either.
 */
async function ownIdentityOf(options: {
  tx: Transaction;
  email: string;
  callerId: string | null;
  uploaderSecretHash: string;
}): Promise<TUserRow | undefined> {
  const { tx, email, callerId, uploaderSecretHash } = options;
  if (callerId !== null) {
    const [caller] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, callerId), isEmail(users, email)));
    if (caller) return caller;
  }
  const [earlier] = await tx
    .select({ user: users })
    .from(analyses)
    .innerJoin(users, eq(users.id, analyses.ownerId))
    .where(
      and(
        eq(analyses.uploaderSecretHash, uploaderSecretHash),
        isEmail(users, email),
        isNull(users.emailVerifiedAt),
      ),
    )
    .orderBy(desc(users.createdAt))
    .limit(1);
  return earlier?.user;
}

/**
 * The "Complete seu cadastro" modal: claims the analysis with a lead identity of the e-mail
 * (status qualified_lead — SPEC.md §7's lead profile), in one transaction. The identity is the
 * caller's own when it already holds one of that e-mail (see ownIdentityOf: registering twice
 * makes no second identity; its lead details are updated), else a new unverified one, which sees
 * only what it claimed until the e-mail is confirmed — so the answer is the same whether or not
 * the e-mail has an account (DESIGN.md: never a token for an existing account). Any failed claim
 * is 404 NOT_FOUND and leaves no identity behind.
 */
export async function registerAccount(options: {
  db: Database;
  /** The parsed request body (e-mail already lower-cased by the schema). */
  request: z.output<typeof ZRegisterAccountRequest>;
  /** SHA-256 of the caller's uploader cookie; null without a valid cookie. */
  uploaderSecretHash: string | null;
  /** The identity the caller's bearer token names, if any. */
  callerId: string | null;
}): Promise<TUserRow> {
  const { db, request, uploaderSecretHash, callerId } = options;
  if (uploaderSecretHash === null) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const lead = {
      name: request.name,
      companyName: request.companyName ?? null,
      employeesNumber: request.employeesNumber,
      businessSegment: request.businessSegment,
      cellphone: request.cellphone,
      status: 'qualified_lead' as const,
    };
    const own = await ownIdentityOf({ tx, email: request.email, callerId, uploaderSecretHash });
    const [user] = own
      ? await tx
          .update(users)
          .set({
            ...lead,
            qualifiedAt: sql`coalesce(${users.qualifiedAt}, now())`,
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, own.id))
          .returning()
      : await tx
          .insert(users)
          .values({ ...emailValues(request.email), ...lead, qualifiedAt: sql`now()` })
          .returning();
    const isClaimed = await claimAnalysis({
      db: tx,
      analysisId: request.userServiceId,
      ownerId: user!.id,
      uploaderSecretHash,
    });
    if (!isClaimed) throw new AppError('NOT_FOUND');
    return user!;
  });
}
