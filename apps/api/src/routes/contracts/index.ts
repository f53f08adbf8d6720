import {
  AppError,
  FIRST_PARTY_EVENTS,
  MAX_PASTED_TEXT_CHARS,
  ZAnalysisIdParams,
  ZAnalysisList,
  ZClaimResponse,
  ZPasteRequest,
  ZContractStatus,
  ZErrorBody,
  ZSideRequest,
  ZUploadResponse,
  formatIssues,
  type TContractStatus,
} from '@contrato-claro/shared';
import type { Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import { claimAnalysis } from '../../services/claim-analysis';
import { createAnalysis, createTextAnalysis } from '../../services/create-analysis';
import { recordFirstPartyEvent } from '../../services/record-event';
import { deleteAnalysis } from '../../services/delete-analysis';
import { getContractStatus } from '../../services/get-contract-status';
import { listAnalyses } from '../../services/list-analyses';
import {
  hashUploaderSecret,
  readUploaderSecretHash,
  setUploaderCookie,
  uploaderSecretFor,
} from '../../services/verify-uploader';

const SSE_POLL_MS = 2_000;
const SSE_HEARTBEAT_MS = 15_000;

const errors = { 400: ZErrorBody, 404: ZErrorBody };
/**
 * Largest pasted body: the character limit at up to 4 bytes each in UTF-8 JSON, and the JSON
 * around it. Beyond it the answer is 413; within it, ZPasteRequest counts the characters.
 */
const PASTE_BODY_LIMIT = MAX_PASTED_TEXT_CHARS * 4 + 1024;

/**
 * The optional "side" part of an upload ("LOCATÁRIO"), sent before the file. The contract's
 * roles are known only after the analysis: the side is kept as sent and applied when the results
 * are served, if the contract has it.
 */
function readUploadSide(part: Multipart | Multipart[] | undefined) {
  const value =
    part === undefined || Array.isArray(part) || part.type !== 'field' ? '' : part.value;
  return ZSideRequest.safeParse({ side: value === '' ? null : value });
}

/** Upload, status (JSON and server-sent events) and deletion of an analysis. */
export const contractsRoutes: FastifyPluginAsyncZod = async (app) => {
  const openStreams = new Set<() => void>();
  // Event streams never end by themselves before their job does: close them so shutdown can finish.
  app.addHook('preClose', async () => {
    for (const close of [...openStreams]) close();
  });

  app.post(
    '/contracts',
    {
      config: { rateLimit: { max: app.config.uploadsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['contracts'],
        summary:
          'Envia um contrato (multipart, campo "file"; antes dele, opcional, "side": a parte de quem lê) e enfileira a análise',
        consumes: ['multipart/form-data'],
        response: {
          202: ZUploadResponse,
          413: ZErrorBody,
          415: ZErrorBody,
          422: ZErrorBody,
          429: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const file = await request.file();
      if (!file || file.fieldname !== 'file') {
        file?.file.resume();
        throw new AppError('VALIDATION', { details: ['file: Envie o arquivo no campo "file"'] });
      }
      const side = readUploadSide(file.fields.side);
      if (!side.success) {
        file.file.resume();
        throw new AppError('VALIDATION', { details: formatIssues(side.error.issues) });
      }
      const secret = uploaderSecretFor(request);
      const analysis = await createAnalysis({
        db: app.db,
        filesDir: app.filesDir,
        retentionDays: app.config.analysis.retentionDays,
        stream: file.file,
        fileName: file.filename,
        uploaderSecretHash: hashUploaderSecret(secret),
        readerSide: side.data.side,
        enqueue: app.analysisJobs.enqueue,
      });
      setUploaderCookie(reply, secret, app.config);
      app.analysisJobs.notify();
      request.log.info(
        { analysisId: analysis.id, fileKind: analysis.fileKind, fileSize: analysis.fileSize },
        'contract uploaded',
      );
      return reply.code(202).send({ userServiceId: analysis.id, status: 'queued' as const });
    },
  );

  app.post(
    '/contracts/text',
    {
      bodyLimit: PASTE_BODY_LIMIT,
      config: { rateLimit: { max: app.config.uploadsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['contracts'],
        summary: `Analisa o texto de um contrato colado (até ${MAX_PASTED_TEXT_CHARS} caracteres), como um envio`,
        body: ZPasteRequest,
        response: { 202: ZUploadResponse, 400: ZErrorBody, 413: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      const secret = uploaderSecretFor(request);
      const analysis = await createTextAnalysis({
        db: app.db,
        filesDir: app.filesDir,
        retentionDays: app.config.analysis.retentionDays,
        text: request.body.text,
        uploaderSecretHash: hashUploaderSecret(secret),
        readerSide: null,
        enqueue: app.analysisJobs.enqueue,
      });
      setUploaderCookie(reply, secret, app.config);
      app.analysisJobs.notify();
      await recordFirstPartyEvent({
        db: app.db,
        name: FIRST_PARTY_EVENTS.contractTextPasted,
        properties: { characters: request.body.text.length },
        userId: request.userId,
        analysisId: analysis.id,
      });
      request.log.info(
        { analysisId: analysis.id, fileKind: 'txt', fileSize: analysis.fileSize },
        'contract text pasted',
      );
      return reply.code(202).send({ userServiceId: analysis.id, status: 'queued' as const });
    },
  );

  app.get(
    '/contracts/:id',
    {
      schema: {
        tags: ['contracts'],
        summary: 'Andamento da análise; a prévia quando concluída (quem enviou ou o dono)',
        params: ZAnalysisIdParams,
        response: { 200: ZContractStatus, ...errors },
      },
    },
    async (request) =>
      getContractStatus({
        db: app.db,
        id: request.params.id,
        userId: request.userId,
        uploaderSecretHash: readUploaderSecretHash(request),
      }),
  );

  app.get(
    '/contracts/:id/events',
    {
      schema: {
        tags: ['contracts'],
        summary: 'Server-sent events: cada mudança da análise, no formato de GET /contracts/:id',
        params: ZAnalysisIdParams,
        produces: ['text/event-stream'],
        response: { 200: z.string().describe('text/event-stream'), ...errors },
      },
    },
    async (request, reply) => {
      const load = () =>
        getContractStatus({
          db: app.db,
          id: request.params.id,
          userId: request.userId,
          uploaderSecretHash: readUploaderSecretHash(request),
        });
      const first = await load(); // NOT_FOUND is answered as JSON, before the stream starts

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${SSE_POLL_MS}\n\n`);

      let closed = false;
      let lastSent = '';
      let refreshing: Promise<void> | null = null;
      let refreshAgain = false;
      const close = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        clearInterval(poll);
        clearInterval(heartbeat);
        openStreams.delete(close);
        raw.end();
      };
      const send = (status: TContractStatus) => {
        const data = JSON.stringify(status);
        if (data !== lastSent) {
          lastSent = data;
          raw.write(`data: ${data}\n\n`);
        }
        if (status.status === 'done' || status.status === 'failed') close();
      };
      // One reload at a time; a change arriving meanwhile triggers one more.
      const refresh = () => {
        if (closed) return;
        if (refreshing) {
          refreshAgain = true;
          return;
        }
        refreshing = load()
          .then(send, (error: unknown) => {
            request.log.warn({ err: error }, 'event stream ended on a failed reload');
            close();
          })
          .finally(() => {
            refreshing = null;
            if (refreshAgain) {
              refreshAgain = false;
              refresh();
            }
          });
      };
      const unsubscribe = app.analysisJobs.bus.subscribe(request.params.id, refresh);
      // A safety net: a change notification lost while the listener reconnected (scale-out), or
      // a row deleted meanwhile, still reaches the stream.
      const poll = setInterval(refresh, SSE_POLL_MS);
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), SSE_HEARTBEAT_MS);
      openStreams.add(close);
      raw.on('close', close); // the client went away (or the stream ended)
      send(first);
    },
  );

  app.get(
    '/contracts',
    {
      schema: {
        tags: ['contracts'],
        summary: 'Minhas análises: as análises do usuário, da mais recente à mais antiga',
        security: [{ bearer: [] }],
        response: { 200: ZAnalysisList, 401: ZErrorBody },
      },
    },
    async (request) => ({
      analyses: await listAnalyses({ db: app.db, userId: requireUser(request) }),
    }),
  );

  app.post(
    '/contracts/:id/claim',
    {
      schema: {
        tags: ['contracts'],
        summary:
          'Um usuário já conectado libera a análise que enviou (cookie do envio): ela passa a ser dele',
        security: [{ bearer: [] }],
        params: ZAnalysisIdParams,
        response: { 200: ZClaimResponse, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => {
      const ownerId = requireUser(request);
      const uploaderSecretHash = readUploaderSecretHash(request);
      const isClaimed =
        uploaderSecretHash !== null &&
        (await claimAnalysis({
          db: app.db,
          analysisId: request.params.id,
          ownerId,
          uploaderSecretHash,
        }));
      if (!isClaimed) throw new AppError('NOT_FOUND');
      return { userServiceId: request.params.id };
    },
  );

  app.delete(
    '/contracts/:id',
    {
      schema: {
        tags: ['contracts'],
        summary: 'Apaga de vez uma análise do dono (resultados e arquivo)',
        security: [{ bearer: [] }],
        params: ZAnalysisIdParams,
        response: { 204: z.null(), 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request);
      await deleteAnalysis({ db: app.db, filesDir: app.filesDir, id: request.params.id, userId });
      return reply.code(204).send(null);
    },
  );
};
