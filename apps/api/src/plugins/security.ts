import fastifyHelmet from '@fastify/helmet';
import { AppError } from '@contrato-claro/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a state-changing request may come from where the browser says it comes from: a
 * browser's `Sec-Fetch-Site` must be same-origin (or none: typed, bookmarked), and an `Origin`
 * must be this server's (PUBLIC_URL, or the host the request reached). A client that sends
 * neither is no browser, so carries no victim's cookie.
 */
export function isSameOriginRequest(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    const { host, origin: normalized } = new URL(origin);
    return normalized === new URL(publicUrl).origin || host === request.host;
  } catch {
    return false;
  }
}

/**
 * Security headers. The session token lives in localStorage (SPEC), so the CSP leaves XSS no
 * door: scripts only from our origin (no inline, no eval), no plugins, no framing; `connect-src`
 * adds only the configured error-reporting/analytics hosts. State-changing `/api` requests from
 * another site are refused (403 FORBIDDEN, see isSameOriginRequest), and every `/api` answer that
 * sets no caching of its own is `Cache-Control: no-store`: most carry personal data, and a shared
 * computer's browser cache or a proxy must keep none of it.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const { cspConnectSources, isProduction } = app.config;
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...cspConnectSources],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Cross-origin isolation headers would block nothing we serve but could break reporting SDKs.
      crossOriginEmbedderPolicy: false,
      hsts: isProduction,
    });
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      if (!isSameOriginRequest(request, app.config.publicUrl)) {
        request.log.warn({ origin: request.headers.origin ?? null }, 'cross-site request refused');
        throw new AppError('FORBIDDEN');
      }
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'security' },
);
