import {
  CRITERIA,
  FIRST_PARTY_EVENTS,
  ZAnalysisIdParams,
  ZCalendarQuery,
  ZErrorBody,
  ZMessage,
  ZMessageRequest,
  type TFirstPartyEventName,
  type TMessageRequest,
  type TResults,
} from '@contrato-claro/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema';
import { requireUser } from '../../plugins/auth';
import { buildCalendar, todayInSaoPaulo } from '../../services/build-calendar';
import { composeMessage, messageText } from '../../services/compose-message';
import { getAnalysisResults } from '../../services/get-analysis-results';
import { recordFirstPartyEvent } from '../../services/record-event';
import { recordRequestedPoints } from '../../services/record-requested-points';
import { renderMessageDocx } from '../../services/render-message-docx';
import { readUploaderSecretHash } from '../../services/verify-uploader';
import { asDownload } from '../download';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** A message request lists at most 100 ids of 120 characters: well under this. */
const MESSAGE_BODY_LIMIT = 16 * 1024;
/**
 * Files one owner may generate per minute: far more than anyone downloads, and a bound on the
 * work (a report is laid out by one child process for everyone).
 */
const FILES_PER_USER = {
  max: 20,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => `takeaway:${request.userId ?? request.ip}`,
};

/** "contrato-locação.pdf" → "contrato-locação": the base of the downloads' names. */
const baseName = (fileName: string) => fileName.replace(/\.[^.]{1,5}$/u, '') || 'contrato';

const countFindings = (results: TResults) =>
  CRITERIA.reduce((sum, criterion) => sum + results[criterion].findings.length, 0);

/**
 * What the owner takes away from an analysis (issue 15): the PDF report, the important dates as
 * a calendar file and a message to the other party (text or .docx). Owner only: a visitor gets
 * 401, anyone else 404, exactly as the results themselves (the same service loads them). Each is
 * counted as a first-party event, with counts only.
 */
export const takeawayRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownResults = (request: FastifyRequest, id: string) =>
    getAnalysisResults({
      db: app.db,
      id,
      userId: requireUser(request),
      uploaderSecretHash: readUploaderSecretHash(request),
    });
  const record = (
    request: FastifyRequest,
    id: string,
    name: TFirstPartyEventName,
    properties: Record<string, string | number>,
  ) =>
    recordFirstPartyEvent({
      db: app.db,
      name,
      properties,
      userId: requireUser(request),
      analysisId: id,
    });
  /** The owner's message, signed with their name. */
  const message = async (request: FastifyRequest, id: string, body: TMessageRequest) => {
    const results = await ownResults(request, id);
    const [owner] = await app.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, requireUser(request)));
    const parts = composeMessage({
      results,
      findingIds: body.findingIds,
      signature: owner?.name ?? null,
    });
    // The comparison with the next version checks these points first (issue 25).
    await recordRequestedPoints({
      db: app.db,
      id,
      userId: requireUser(request),
      findingIds: body.findingIds,
    });
    return { parts, fileName: results.fileName };
  };

  app.get(
    '/services/score/results/:id/report.pdf',
    {
      config: { rateLimit: FILES_PER_USER },
      schema: {
        tags: ['contracts'],
        summary: 'Relatório da análise em PDF (somente o dono)',
        security: [{ bearer: [] }],
        params: ZAnalysisIdParams,
      },
    },
    async (request, reply) => {
      const results = await ownResults(request, request.params.id);
      const pdf = await app.reports.render(results);
      await record(request, request.params.id, FIRST_PARTY_EVENTS.reportDownloaded, {
        findings: countFindings(results),
      });
      return asDownload(reply, `relatorio-${baseName(results.fileName)}.pdf`)
        .type('application/pdf')
        .send(pdf);
    },
  );

  app.get(
    '/services/score/results/:id/calendar.ics',
    {
      config: { rateLimit: FILES_PER_USER },
      schema: {
        tags: ['contracts'],
        summary: 'Datas importantes em um arquivo de calendário .ics (somente o dono)',
        security: [{ bearer: [] }],
        params: ZAnalysisIdParams,
        querystring: ZCalendarQuery,
      },
    },
    async (request, reply) => {
      const results = await ownResults(request, request.params.id);
      const reminderDays = request.query.lembrete;
      const calendar = buildCalendar({ results, reminderDays, today: todayInSaoPaulo() });
      await record(request, request.params.id, FIRST_PARTY_EVENTS.calendarAdded, {
        events: calendar.events,
        reminderDays,
      });
      return asDownload(reply, `datas-${baseName(results.fileName)}.ics`)
        .type('text/calendar; charset=utf-8')
        .send(calendar.ics);
    },
  );

  app.post(
    '/services/score/results/:id/message',
    {
      bodyLimit: MESSAGE_BODY_LIMIT,
      schema: {
        tags: ['contracts'],
        summary: 'Mensagem à outra parte com os pontos escolhidos (somente o dono)',
        security: [{ bearer: [] }],
        params: ZAnalysisIdParams,
        body: ZMessageRequest,
        response: { 200: ZMessage, 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => {
      const { parts } = await message(request, request.params.id, request.body);
      await record(request, request.params.id, FIRST_PARTY_EVENTS.messageCreated, {
        findings: parts.points.length,
        format: 'texto',
      });
      return messageText(parts);
    },
  );

  app.post(
    '/services/score/results/:id/message.docx',
    {
      bodyLimit: MESSAGE_BODY_LIMIT,
      config: { rateLimit: FILES_PER_USER },
      schema: {
        tags: ['contracts'],
        summary: 'A mesma mensagem em Word (.docx)',
        security: [{ bearer: [] }],
        params: ZAnalysisIdParams,
        body: ZMessageRequest,
      },
    },
    async (request, reply) => {
      const { parts, fileName } = await message(request, request.params.id, request.body);
      const docx = await renderMessageDocx(parts);
      await record(request, request.params.id, FIRST_PARTY_EVENTS.messageCreated, {
        findings: parts.points.length,
        format: 'docx',
      });
      return asDownload(reply, `mensagem-${baseName(fileName)}.docx`)
        .type(DOCX_TYPE)
        .send(docx);
    },
  );
};
