import {
  ZAnalysisIdParams,
  ZErrorBody,
  ZFindingFeedbackRequest,
  ZFindingFeedbackResponse,
  ZResults,
  ZSideRequest,
} from '@contrato-claro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { getAnalysisResults } from '../../services/get-analysis-results';
import { reportFinding } from '../../services/report-finding';
import { setReaderSide } from '../../services/set-reader-side';
import { readUploaderSecretHash } from '../../services/verify-uploader';

/** Largest report body: a finding id and a 1,000-character comment are well under it. */
const FEEDBACK_BODY_LIMIT = 8 * 1024;
/** Reports one owner may send in 15 minutes (far more than findings an analysis shows at once). */
const FEEDBACK_PER_USER = { max: 60, timeWindow: 15 * 60 * 1000 };

/**
 * GET /services/score/results/:id — the full results (SPEC §7), for the owner's token only; the
 * uploader's browser, once logged in, claims an analysis nobody owns yet. Both answers are
 * weighed for the reader's side when the owner chose one (PUT …/side).
 */
export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services/score/results/:id',
    {
      schema: {
        tags: ['contracts'],
        summary: 'Resultado completo da análise (somente o dono)',
        security: [{ bearer: [] }],
        params: ZAnalysisIdParams,
        response: { 200: ZResults, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) =>
      getAnalysisResults({
        db: app.db,
        id: request.params.id,
        userId: requireUser(request),
        uploaderSecretHash: readUploaderSecretHash(request),
      }),
  );

  app.put(
    '/services/score/results/:id/side',
    {
      schema: {
        tags: ['contracts'],
        summary: 'Escolhe a parte de quem lê ("Sou o LOCATÁRIO") ou null para a análise neutra',
        security: [{ bearer: [] }],
        params: ZAnalysisIdParams,
        body: ZSideRequest,
        response: { 200: ZResults, 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) =>
      setReaderSide({
        db: app.db,
        id: request.params.id,
        userId: requireUser(request),
        side: request.body.side,
      }),
  );

  app.post(
    '/services/score/results/:id/feedback',
    {
      bodyLimit: FEEDBACK_BODY_LIMIT,
      config: {
        rateLimit: {
          ...FEEDBACK_PER_USER,
          keyGenerator: (request) => `feedback:${request.userId ?? request.ip}`,
        },
      },
      schema: {
        tags: ['contracts'],
        summary: '"Isto está errado?": o dono aponta um achado errado, para a equipe revisar',
        security: [{ bearer: [] }],
        params: ZAnalysisIdParams,
        body: ZFindingFeedbackRequest,
        response: {
          201: ZFindingFeedbackResponse,
          400: ZErrorBody,
          401: ZErrorBody,
          404: ZErrorBody,
          413: ZErrorBody,
          429: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const report = await reportFinding({
        db: app.db,
        id: request.params.id,
        userId: requireUser(request),
        ...request.body,
      });
      return reply.code(201).send(report);
    },
  );
};
