import type { TStaffRole } from '@contrato-claro/shared';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../src/app';
import { analyses, staffMembers } from '../src/db/schema';
import { STAFF_AUDIENCE } from '../src/plugins/auth';
import { hashPassword } from '../src/services/hash-password';
import { issueAccessToken } from '../src/services/issue-token';
import { bearer, insertAnalysis, LEAD_FORM, newUploader } from './accounts';
import { sampleAnalysis } from './sample-analysis';

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
    db: app.db,
    userId: member!.id,
    tokenVersion: member!.tokenVersion,
    secret: app.config.jwtSecret,
    audience: STAFF_AUDIENCE,
  });
  return { id: member!.id, email, token };
}

/**
 * A lead as the product makes one: an analysis (with results) uploaded by a browser, the
 * "Complete seu cadastro" form, then "Sim" in the lawyer modal. Its ids and token.
 */
export async function createLawyerRequest(
  app: App,
  options: { email: string; name?: string },
): Promise<{ userId: string; token: string; analysisId: string }> {
  const uploader = newUploader(app);
  const analysisId = await insertAnalysis(app, uploader);
  await app.db
    .update(analyses)
    .set({ results: sampleAnalysis('contrato.pdf', 1234), finishedAt: sql`now()`, score: 72 })
    .where(eq(analyses.id, analysisId));
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register/account',
    headers: { cookie: uploader.cookie },
    payload: {
      ...LEAD_FORM,
      email: options.email,
      name: options.name ?? LEAD_FORM.name,
      userServiceId: analysisId,
    },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const { userId, access_token: token } = registered.json<{
    userId: string;
    access_token: string;
  }>();
  const asked = await app.inject({
    method: 'PUT',
    url: '/api/users/feedback/wants-lawyer-contact',
    headers: bearer(token),
    payload: { wantsLawyerContact: true },
  });
  if (asked.statusCode !== 200) throw new Error(`lawyer request failed: ${asked.body}`);
  return { userId, token, analysisId };
}
