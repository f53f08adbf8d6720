import type { TStaffRole } from '@contrato-claro/shared';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app';
import { staffMembers } from '../src/db/schema';
import { STAFF_AUDIENCE } from '../src/plugins/auth';
import { hashPassword } from '../src/services/hash-password';
import { issueAccessToken } from '../src/services/issue-token';

export const STAFF_PASSWORD = 'senha-da-equipe-123';

/**
 * A member who has joined (password set, e-mail verified) and a staff token for them, as the
 * sign-in would give (the sign-in journey itself is tested in routes/staff/staff.test.ts).
 */
export async function createStaff(
  app: App,
  options: { role: TStaffRole; email?: string; name?: string },
): Promise<{ id: string; email: string; token: string }> {
  const email =
    options.email ?? `${options.role}-${Math.random().toString(36).slice(2)}@equipe.example`;
  const [member] = await app.db
    .insert(staffMembers)
    .values({
      email,
      name: options.name ?? (options.role === 'admin' ? 'Ana Admin' : 'Beto Advogado'),
      role: options.role,
      passwordHash: await hashPassword(STAFF_PASSWORD),
      emailVerifiedAt: sql`now()`,
    })
    .returning();
  const token = await issueAccessToken({
    userId: member!.id,
    tokenVersion: member!.tokenVersion,
    secret: app.config.jwtSecret,
    audience: STAFF_AUDIENCE,
  });
  return { id: member!.id, email, token };
}
