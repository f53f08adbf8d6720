import { AppError, type ZRegisterAccountRequest } from '@contrato-claro/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { emailValues } from '../db/encryption';
import { users, type TUserRow } from '../db/schema';
import { claimAnalysis } from './claim-analysis';

/**
 * The "Complete seu cadastro" modal: creates an unverified lead identity for the e-mail (status
 * qualified_lead, qualified now — SPEC.md §7's lead profile) and claims the analysis with it, in
 * one transaction. It sees only what it claimed until the e-mail is confirmed, so the answer is
 * the same whether or not the e-mail has an account (DESIGN.md: never a token for an existing
 * account). Any failed claim is 404 NOT_FOUND and leaves no identity behind.
 */
export async function registerAccount(options: {
  db: Database;
  /** The parsed request body (e-mail already lower-cased by the schema). */
  request: z.output<typeof ZRegisterAccountRequest>;
  /** SHA-256 of the caller's uploader cookie; null without a valid cookie. */
  uploaderSecretHash: string | null;
}): Promise<TUserRow> {
  const { db, request, uploaderSecretHash } = options;
  if (uploaderSecretHash === null) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        ...emailValues(request.email),
        name: request.name,
        companyName: request.companyName ?? null,
        employeesNumber: request.employeesNumber,
        businessSegment: request.businessSegment,
        cellphone: request.cellphone,
        status: 'qualified_lead',
        qualifiedAt: sql`now()`,
      })
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
