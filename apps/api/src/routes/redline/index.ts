import {
  FIRST_PARTY_EVENTS,
  ZAnalysisIdParams,
  ZErrorBody,
  ZMessageRequest,
} from '@contrato-claro/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '../../messages/pt-BR';
import { requireUser } from '../../plugins/auth';
import { getAnalysisResults } from '../../services/get-analysis-results';
import { recordFirstPartyEvent } from '../../services/record-event';
import { renderRedlineDocx } from '../../services/render-redline-docx';
import { readUploaderSecretHash } from '../../services/verify-uploader';
import { asDownload } from '../download';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** The request lists at most 100 ids of 120 characters: well under this. */
const BODY_LIMIT = 16 * 1024;
/** Files one owner may generate per minute, as the other takeaways. */
const FILES_PER_USER = {
  max: 20,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => `redline:${request.userId ?? request.ip}`,
};

/** "contrato-locação.docx" → "contrato-locação". */
const baseName = (fileName: string) => fileName.replace(/\.[^.]{1,5}$/u, '') || 'contrato';

/**
 * "Baixar com sugestões (Word)" (issue 25): the chosen findings' suggested wordings as tracked
 * changes with comments, in the owner's own .docx or a clean one of the text. Owner only, with
 * the results' own 401/404; counted as "Redline Downloaded".
 */
export const redlineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/services/score/results/:id/redline.docx',
    {
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: FILES_PER_USER },
      schema: {
        tags: ['contracts'],
        summary:
          'O contrato em Word com as sugestões escolhidas como alterações controladas e comentários (somente o dono)',
        security: [{ bearer: [] }],
        params: ZAnalysisIdParams,
        body: ZMessageRequest,
        response: { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request);
      const results = await getAnalysisResults({
        db: app.db,
        id: request.params.id,
        userId,
        uploaderSecretHash: readUploaderSecretHash(request),
      });
      const redline = await renderRedlineDocx({
        db: app.db,
        results,
        findingIds: request.body.findingIds,
        now: new Date(),
      });
      await recordFirstPartyEvent({
        db: app.db,
        name: FIRST_PARTY_EVENTS.redlineDownloaded,
        properties: { suggestions: redline.suggestions, source: redline.source },
        userId,
        analysisId: request.params.id,
      });
      return asDownload(reply, messages.redline.fileName(baseName(results.fileName)))
        .type(DOCX_TYPE)
        .send(redline.docx);
    },
  );
};
