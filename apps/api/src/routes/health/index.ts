import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/client';

const ZHealth = z.object({ status: z.literal('ok') });
const ZReady = z.object({ status: z.enum(['ready', 'unavailable']) });

/** Liveness (the process answers) and readiness (the database answers). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: ZHealth } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/ready',
    { schema: { tags: ['health'], response: { 200: ZReady, 503: ZReady } } },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ready' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
