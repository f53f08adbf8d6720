import { ZErrorBody, ZEventRequest } from '@contrato-claro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordEvent } from '../../services/record-event';

/** Largest analytics body: the biggest valid event (the lead form) is well under 1 KB. */
const EVENT_BODY_LIMIT = 4 * 1024;

/** POST /api/events: first-party analytics, open to visitors (a bearer token links the user). */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      bodyLimit: EVENT_BODY_LIMIT,
      onRequest: app.rateLimits.events,
      schema: {
        tags: ['events'],
        body: ZEventRequest,
        response: { 202: z.null(), 400: ZErrorBody, 413: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      await recordEvent({ db: app.db, event: request.body, userId: request.userId });
      return reply.code(202).send(null);
    },
  );
};
