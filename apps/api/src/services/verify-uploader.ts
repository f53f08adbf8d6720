import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../app';

/**
 * The uploader cookie: one random secret per browser, signed by the server, that proves "this
 * browser uploaded that analysis". Rows keep only its SHA-256, so a database leak reveals nothing
 * usable, and the same cookie covers every file the browser uploads.
 */
export const UPLOADER_COOKIE = 'cc_uploader';

const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** SHA-256 (hex) of an uploader secret: what the `analyses` row stores. */
export function hashUploaderSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The browser's uploader secret from its signed cookie, or null (absent, forged, malformed). */
export function readUploaderSecret(request: FastifyRequest): string | null {
  const raw = request.cookies[UPLOADER_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && SECRET_PATTERN.test(unsigned.value)
    ? unsigned.value
    : null;
}

/**
 * The hash to match against `analyses.uploader_secret_hash`, or null without a valid cookie.
 * Used in the WHERE clause of the claim (register/account) so the check and the update are atomic.
 */
export function readUploaderSecretHash(request: FastifyRequest): string | null {
  const secret = readUploaderSecret(request);
  return secret === null ? null : hashUploaderSecret(secret);
}

/** Constant-time comparison of a request's uploader hash with a row's. */
export function matchesUploaderHash(hash: string | null, storedHash: string): boolean {
  if (hash === null) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hash, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** True when the request comes from the browser that uploaded the analysis. */
export function verifyUploader(options: {
  request: FastifyRequest;
  analysis: { uploaderSecretHash: string };
}): boolean {
  return matchesUploaderHash(
    readUploaderSecretHash(options.request),
    options.analysis.uploaderSecretHash,
  );
}

/** The browser's uploader secret, or a new one when it has none (or an invalid one). */
export function uploaderSecretFor(request: FastifyRequest): string {
  return readUploaderSecret(request) ?? randomBytes(32).toString('base64url');
}

/**
 * Sets (or refreshes) the uploader cookie: HttpOnly, SameSite=Lax, Secure in production, signed,
 * limited to /api, and living as long as unclaimed analyses do.
 */
export function setUploaderCookie(reply: FastifyReply, secret: string, config: AppConfig): void {
  reply.setCookie(UPLOADER_COOKIE, secret, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    path: '/api',
    maxAge: config.analysis.retentionDays * 24 * 60 * 60,
  });
}
