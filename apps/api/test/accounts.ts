import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../src/app';
import { analyses, users } from '../src/db/schema';
import { hashUploaderSecret, UPLOADER_COOKIE } from '../src/services/verify-uploader';

/** A valid "Complete seu cadastro" form (SPEC.md §5), without the analysis id. */
export const LEAD_FORM = {
  email: 'lead@example.com',
  name: 'Maria Lead',
  companyName: 'https://empresa.example',
  employeesNumber: '11-80',
  businessSegment: 'Tecnologia',
  cellphone: '(11) 98765-4321',
} as const;

/** A browser that uploaded something: its secret and the Cookie header proving it. */
export interface Uploader {
  secret: string;
  cookie: string;
}

/** A new uploader identity, with the signed cookie the API would have set. */
export function newUploader(app: App): Uploader {
  const secret = randomBytes(32).toString('base64url');
  return { secret, cookie: `${UPLOADER_COOKIE}=${app.signCookie(secret)}` };
}

/**
 * Inserts an analysis row as if `uploader` had uploaded it (no file, status done).
 * `expiresInDays` may be negative for an expired one.
 */
export async function insertAnalysis(
  app: App,
  uploader: Uploader,
  options: { expiresInDays?: number; ownerId?: string; filePath?: string } = {},
): Promise<string> {
  const [row] = await app.db
    .insert(analyses)
    .values({
      uploaderSecretHash: hashUploaderSecret(uploader.secret),
      fileName: 'contrato.pdf',
      fileSize: 1234,
      fileKind: 'pdf',
      status: 'done',
      filePath: options.filePath ?? null,
      ownerId: options.ownerId ?? null,
      expiresAt: sql`now() + ${options.expiresInDays ?? 7} * interval '1 day'`,
    })
    .returning({ id: analyses.id });
  return row!.id;
}

/**
 * Marks an identity's e-mail as confirmed, as entering the mailed code would (the code journey
 * itself is tested in routes/auth/code.test.ts).
 */
export async function markVerified(app: App, userId: string): Promise<void> {
  await app.db
    .update(users)
    .set({ emailVerifiedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Registers an account with a password through the API; its id and token. Its e-mail is then
 * marked confirmed (a verified account that can sign in with the password) unless
 * `verified: false` keeps it an unverified identity.
 */
export async function registerThroughApi(
  app: App,
  account: { name?: string; email: string; password: string; verified?: boolean },
): Promise<{ userId: string; token: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: account.name ?? 'Pessoa Teste',
      email: account.email,
      password: account.password,
    },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const body = response.json<{ userId: string; access_token: string }>();
  if (account.verified !== false) await markVerified(app, body.userId);
  return { userId: body.userId, token: body.access_token };
}

/** The Authorization header of a token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
