import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers. The session token lives in localStorage (SPEC), so the CSP leaves XSS no
 * door: scripts only from our origin (no inline, no eval), no plugins, no framing; `connect-src`
 * adds only the configured error-reporting/analytics hosts.
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
  },
  { name: 'security' },
);
