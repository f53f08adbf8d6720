import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffCodes, type TStaffCodePurpose } from '../db/schema';
import { hashSecret } from './send-email-code';

/**
 * Stores the SHA-256 of a one-time `secret` of a staff member for `purpose`, valid `ttlMinutes`,
 * replacing the member's earlier one of that purpose. Answers the new row's id: the challenge id
 * a sign-in sends back with its code (a fresh id each time, so an old challenge is dead).
 */
export async function issueStaffCode(options: {
  db: Database;
  staffId: string;
  purpose: TStaffCodePurpose;
  secret: string;
  ttlMinutes: number;
}): Promise<string> {
  const { db, staffId, purpose, secret, ttlMinutes } = options;
  const stored = {
    id: randomUUID(),
    secretHash: hashSecret(secret),
    attempts: 0,
    expiresAt: sql`now() + ${ttlMinutes} * interval '1 minute'`,
    createdAt: sql`now()`,
  };
  await db
    .insert(staffCodes)
    .values({ staffId, purpose, ...stored })
    .onConflictDoUpdate({ target: [staffCodes.staffId, staffCodes.purpose], set: stored });
  return stored.id;
}
