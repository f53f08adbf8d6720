import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app';
import { analyses } from '../src/db/schema';
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

/** Registers an account with a password through the API; its id and token. */
export async function registerThroughApi(
  app: App,
  account: { name?: string; email: string; password: string },
): Promise<{ userId: string; token: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: account.name ?? 'Pessoa Teste', ...account },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const body = response.json<{ userId: string; access_token: string }>();
  return { userId: body.userId, token: body.access_token };
}

/** The Authorization header of a token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
