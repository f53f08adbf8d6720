import {
  MAX_PASTED_TEXT_CHARS,
  ZAnalysisIdParams,
  ZComparison,
  ZErrorBody,
  ZPasteRequest,
  ZUploadResponse,
} from '@contrato-claro/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { admitAnalysis, uploadRateLimit } from '../../services/admit-analysis';
import { compareAnalysisVersions } from '../../services/compare-analysis-versions';
import { createAnalysis, createTextAnalysis } from '../../services/create-analysis';
import { findVersionBase } from '../../services/find-version-base';
import { recordVersionCompared } from '../../services/record-version-compared';
import {
  hashUploaderSecret,
  setUploaderCookie,
  uploaderSecretFor,
} from '../../services/verify-uploader';
import { receiveFilePart } from '../upload-part';

/** As POST /contracts/text: the character limit at up to 4 bytes each, and the JSON around it. */
const PASTE_BODY_LIMIT = MAX_PASTED_TEXT_CHARS * 4 + 1024;

/** What every new analysis needs besides its file or text, as a version of another. */
type NewVersion = Omit<Parameters<typeof createTextAnalysis>[0], 'text'>;

const uploadErrors = {
  400: ZErrorBody,
  401: ZErrorBody,
  404: ZErrorBody,
  408: ZErrorBody,
  413: ZErrorBody,
  415: ZErrorBody,
  422: ZErrorBody,
  429: ZErrorBody,
  503: ZErrorBody,
};

/**
 * Versions (issue 25): the owner uploads the revised version of one of their analyses (file or
 * pasted text, with the limits, the job and the progress of any upload: GET /contracts/:id
 * follows it), then reads it compared with the version it came from. Owner only: a visitor gets
 * 401, anyone else 404.
 */
export const versionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = uploadRateLimit(app);

  /**
   * Queues a revised version of the owner's analysis `previousId` through `create` (a file or a text),
   * with what every new analysis needs and what the version inherits; answers 202.
   */
  const queueVersion = async (
    request: FastifyRequest,
    reply: FastifyReply,
    previousId: string,
    create: (common: NewVersion) => Promise<{ id: string }>,
  ) => {
    const userId = requireUser(request);
    const base = await findVersionBase({ db: app.db, id: previousId, userId });
    const secret = uploaderSecretFor(request);
    const uploaderSecretHash = hashUploaderSecret(secret);
    const clientKey = await admitAnalysis({ app, request, reply, uploaderSecretHash });
    const analysis = await create({
      db: app.db,
      filesDir: app.filesDir,
      retentionDays: app.config.analysis.retentionDays,
      uploaderSecretHash,
      ownerId: userId,
      clientKey,
      enqueue: app.analysisJobs.enqueue,
      ...base,
    });
    setUploaderCookie(reply, secret, app.config);
    app.analysisJobs.notify();
    request.log.info({ analysisId: analysis.id, previousId }, 'contract version received');
    return reply.code(202).send({ userServiceId: analysis.id, status: 'queued' as const });
  };

  app.post(
    '/contracts/:id/versions',
    {
      config: { rateLimit },
      schema: {
        tags: ['contracts'],
        summary:
          'Envia a nova versão de um contrato analisado (multipart, campo "file"; somente o dono) e enfileira a análise',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        params: ZAnalysisIdParams,
        response: { 202: ZUploadResponse, ...uploadErrors },
      },
    },
    async (request, reply) => {
      requireUser(request);
      const file = await receiveFilePart(request);
      try {
        return await queueVersion(request, reply, request.params.id, (common) =>
          createAnalysis({
            ...common,
            stream: file.file,
            idleTimeoutMs: app.config.uploadIdleTimeoutMs,
            fileName: file.filename,
          }),
        );
      } finally {
        // Whatever was refused before reading it: drain the rest of the body.
        file.file.resume();
      }
    },
  );

  app.post(
    '/contracts/:id/versions/text',
    {
      bodyLimit: PASTE_BODY_LIMIT,
      config: { rateLimit },
      schema: {
        tags: ['contracts'],
        summary: 'A nova versão de um contrato analisado, colada como texto (somente o dono)',
        security: [{ bearer: [] }],
        params: ZAnalysisIdParams,
        body: ZPasteRequest,
        response: { 202: ZUploadResponse, ...uploadErrors },
      },
    },
    async (request, reply) =>
      queueVersion(request, reply, request.params.id, (common) =>
        createTextAnalysis({ ...common, text: request.body.text }),
      ),
  );

  app.get(
    '/contracts/:id/comparison',
    {
      schema: {
        tags: ['contracts'],
        summary:
          'A versão comparada com a anterior: cláusulas, apontamentos resolvidos/mantidos/novos e nota (somente o dono)',
        security: [{ bearer: [] }],
        params: ZAnalysisIdParams,
        response: { 200: ZComparison, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      const comparison = await compareAnalysisVersions({
        db: app.db,
        id: request.params.id,
        userId,
      });
      await recordVersionCompared({ db: app.db, userId, comparison });
      return comparison;
    },
  );
};
