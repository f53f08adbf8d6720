import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The key fair use counts a client by: an HMAC of its IP (`request.ip`, which believes
 * X-Forwarded-For only with TRUST_PROXY), so rows never store an address in clear.
 */
export function clientKeyOf(request: FastifyRequest, secret: string): string {
  return createHmac('sha256', secret).update(`client-ip:${request.ip}`).digest('base64url');
}
