import { AppError } from '@contrato-claro/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify } from 'jose';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user of a valid bearer token; null without one (or with an invalid one). */
    userId: string | null;
  }
}

/** The one algorithm accepted: a token claiming any other (or "none") is refused. */
export const JWT_ALGORITHM = 'HS256';

const ZClaims = z.object({ sub: z.uuid() });

/** Verifies a bearer token; the user id, or null when it is invalid, expired or foreign. */
export async function verifyAccessToken(token: string, key: Uint8Array): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [JWT_ALGORITHM] });
    const claims = ZClaims.safeParse(payload);
    return claims.success ? claims.data.sub : null;
  } catch {
    return null;
  }
}

/**
 * Reads `Authorization: Bearer <token>` on every request into `request.userId`. Routes that
 * need a user call `requireUser`; routes open to the uploader treat an invalid token as absent.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const key = new TextEncoder().encode(app.config.jwtSecret);
    app.decorateRequest('userId', null);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header) return;
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      request.userId = match?.[1] ? await verifyAccessToken(match[1], key) : null;
    });
  },
  { name: 'auth' },
);

/** The authenticated user's id, or 401 UNAUTHORIZED. */
export function requireUser(request: FastifyRequest): string {
  if (request.userId === null) throw new AppError('UNAUTHORIZED');
  return request.userId;
}
