import { ZErrorBody, ZFunnelQuery, ZFunnelResponse } from '@contrato-claro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/staff-auth';
import { getFunnel } from '../../services/get-funnel';

/**
 * `/api/staff/funnel`: admins only. Counts, no personal data; yet it is the business' own
 * numbers, which a lawyer's call-back work does not need (their SLA lives in the queue).
 */
export const funnelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireStaff('admin'));
  app.get(
    '',
    {
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        querystring: ZFunnelQuery,
        response: { 200: ZFunnelResponse, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    (request) => getFunnel({ db: app.db, query: request.query }),
  );
};
