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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import { StatusHub } from '../../jobs/status-hub';
import { openEventStreams } from '../../metrics';
import {
  admitAnalysis,
  uploadRateLimit as createUploadRateLimit,
} from '../../services/admit-analysis';
import { claimAnalysis } from '../../services/claim-analysis';
import { clientKeyOf } from '../../services/client-key';
import { receiveFilePart } from '../upload-part';
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

/** What a browser waits before reconnecting a dropped stream (EventSource `retry`). */
const SSE_RETRY_MS = 2_000;
const SSE_HEARTBEAT_MS = 15_000;
/** Retry-After of a stream refused for a cap: the client polls meanwhile. */
const STREAM_RETRY_AFTER_SECONDS = 30;

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
  const hub = new StatusHub({ db: app.db, bus: app.analysisJobs.bus, log: app.log });
  const openStreams = new Set<() => void>();
  const streamsByClient = new Map<string, number>();
  const uploadRateLimit = createUploadRateLimit(app);
  const admit = (request: FastifyRequest, reply: FastifyReply, uploaderSecretHash: string) =>
    admitAnalysis({ app, request, reply, uploaderSecretHash });
  // Event streams never end by themselves before their job does: close them so shutdown can finish.
  app.addHook('preClose', async () => {
    for (const close of [...openStreams]) close();
  });

  app.post(
    '/contracts',
    {
      config: { rateLimit: uploadRateLimit },
      schema: {
        tags: ['contracts'],
        summary:
          'Envia um contrato (multipart, campo "file"; antes dele, opcional, "side": a parte de quem lê) e enfileira a análise',
        consumes: ['multipart/form-data'],
        response: {
          202: ZUploadResponse,
          400: ZErrorBody,
          408: ZErrorBody,
          413: ZErrorBody,
          415: ZErrorBody,
          422: ZErrorBody,
          429: ZErrorBody,
          503: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const file = await receiveFilePart(request);
      const side = readUploadSide(file.fields.side);
      if (!side.success) {
        file.file.resume();
        throw new AppError('VALIDATION', { details: formatIssues(side.error.issues) });
      }
      const secret = uploaderSecretFor(request);
      const uploaderSecretHash = hashUploaderSecret(secret);
      let clientKey: string;
      try {
        clientKey = await admit(request, reply, uploaderSecretHash);
      } catch (error) {
        file.file.resume();
        throw error;
      }
      const analysis = await createAnalysis({
        db: app.db,
        filesDir: app.filesDir,
        retentionDays: app.config.analysis.retentionDays,
        stream: file.file,
        idleTimeoutMs: app.config.uploadIdleTimeoutMs,
        fileName: file.filename,
        uploaderSecretHash,
        ownerId: request.userId,
        readerSide: side.data.side,
        clientKey,
        enqueue: app.analysisJobs.enqueue,
      });
      setUploaderCookie(reply, secret, app.config);
      app.analysisJobs.notify();
      request.log.info(
        {
          analysisId: analysis.id,
          fileKind: analysis.fileKind,
          fileSize: analysis.fileSize,
          pages: analysis.pages,
        },
        'contract uploaded',
      );
      return reply.code(202).send({ userServiceId: analysis.id, status: 'queued' as const });
    },
  );

  app.post(
    '/contracts/text',
    {
      bodyLimit: PASTE_BODY_LIMIT,
      config: { rateLimit: uploadRateLimit },
      schema: {
        tags: ['contracts'],
        summary: `Analisa o texto de um contrato colado (até ${MAX_PASTED_TEXT_CHARS} caracteres), como um envio`,
        body: ZPasteRequest,
        response: {
          202: ZUploadResponse,
          400: ZErrorBody,
          413: ZErrorBody,
          429: ZErrorBody,
          503: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const secret = uploaderSecretFor(request);
      const uploaderSecretHash = hashUploaderSecret(secret);
      const clientKey = await admit(request, reply, uploaderSecretHash);
      const analysis = await createTextAnalysis({
        db: app.db,
        filesDir: app.filesDir,
        retentionDays: app.config.analysis.retentionDays,
        text: request.body.text,
        uploaderSecretHash,
        ownerId: request.userId,
        readerSide: null,
        clientKey,
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
        response: {
          200: z.string().describe('text/event-stream'),
          ...errors,
          429: ZErrorBody,
          503: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const first = await getContractStatus({
        db: app.db,
        id: request.params.id,
        userId: request.userId,
        uploaderSecretHash: readUploaderSecretHash(request),
      }); // NOT_FOUND is answered as JSON, before the stream starts
      const clientKey = clientKeyOf(request, app.config.jwtSecret);
      const { perClient, max } = app.config.eventStreams;
      const ofClient = streamsByClient.get(clientKey) ?? 0;
      if (ofClient >= perClient || openStreams.size >= max) {
        // The web app polls GET /contracts/:id meanwhile and tries the stream again later.
        reply.header('retry-after', STREAM_RETRY_AFTER_SECONDS);
        request.log.warn({ ofClient, open: openStreams.size }, 'event stream refused: cap');
        throw new AppError(ofClient >= perClient ? 'RATE_LIMITED' : 'SERVER_BUSY');
      }

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${SSE_RETRY_MS}\n\n`);

      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        stopFollowing();
        clearInterval(heartbeat);
        openStreams.delete(close);
        openEventStreams.dec();
        const left = (streamsByClient.get(clientKey) ?? 1) - 1;
        if (left > 0) streamsByClient.set(clientKey, left);
        else streamsByClient.delete(clientKey);
        raw.end();
      };
      const send = (status: TContractStatus | null) => {
        if (status === null) return close(); // deleted meanwhile
        raw.write(`data: ${JSON.stringify(status)}\n\n`);
        if (status.status === 'done' || status.status === 'failed') close();
      };
      // One hub per process reloads what its streams follow (no query per stream).
      const stopFollowing = hub.follow(request.params.id, first, send);
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), SSE_HEARTBEAT_MS);
      openStreams.add(close);
      openEventStreams.inc();
      streamsByClient.set(clientKey, ofClient + 1);
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
        summary:
          'Apaga de vez uma análise do dono (resultados e arquivo); a primeira versão leva as versões seguintes, uma versão seguinte sai sozinha',
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
