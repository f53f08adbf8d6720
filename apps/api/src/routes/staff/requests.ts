import {
  AppError,
  ZErrorBody,
  ZLawyerRequestChange,
  ZLawyerRequestDetail,
  ZLawyerRequestList,
  ZLawyerRequestScope,
  ZResults,
  ZSlaPeriod,
  ZSlaReport,
  ZStaffNotificationList,
  type TLawyerRequestDetail,
} from '@contrato-claro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app';
import { currentStaff, requireStaff } from '../../plugins/staff-auth';
import { findLawyerRequests } from '../../services/find-lawyer-requests';
import { getAnalysisResults } from '../../services/get-analysis-results';
import { getLawyerRequestHistory } from '../../services/get-lawyer-request-history';
import { listStaffNotifications } from '../../services/list-staff-notifications';
import { measureSla } from '../../services/measure-sla';
import { recordAudit, recordAuditForEach } from '../../services/record-audit';
import { updateLawyerRequest } from '../../services/update-lawyer-request';

const security = [{ bearer: [] }];
const tags = ['staff'];
const ZId = z.object({ id: z.uuid() });
const errors = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** The request with its history and notifications; 404 when there is none. */
async function loadDetail(
  app: App,
  id: string,
): Promise<TLawyerRequestDetail & { userId: string }> {
  const [found] = await findLawyerRequests({ db: app.db, id });
  if (!found) throw new AppError('NOT_FOUND');
  const { userId, ...request } = found;
  return {
    userId,
    now: new Date().toISOString(),
    request,
    ...(await getLawyerRequestHistory({ db: app.db, id })),
  };
}

/**
 * The lawyer call-back queue (/equipe/retornos): the list by time left, one request with its
 * history, changes, the analysis it came from (read-only), the SLA over time and the
 * notifications. Every view of a customer's data writes an audit line per customer shown.
 */
export const staffRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/requests',
    {
      preHandler: requireStaff(),
      schema: {
        tags,
        security,
        description: 'A fila de retornos: abertos pelo tempo restante, ou concluídos.',
        querystring: z.object({ escopo: ZLawyerRequestScope.default('abertos') }),
        response: { 200: ZLawyerRequestList, ...errors },
      },
    },
    async (request) => {
      const actor = currentStaff(request);
      const found = await findLawyerRequests({ db: app.db, scope: request.query.escopo });
      await recordAuditForEach({
        db: app.db,
        actorId: actor.id,
        action: 'lawyer_request.list',
        targetType: 'lawyer_request',
        lines: found.map((item) => ({ targetId: item.id, subjectUserId: item.userId })),
      });
      return {
        now: new Date().toISOString(),
        requests: found.map(({ userId: _userId, ...item }) => item),
      };
    },
  );

  app.get(
    '/requests/:id',
    {
      preHandler: requireStaff(),
      schema: {
        tags,
        security,
        params: ZId,
        response: { 200: ZLawyerRequestDetail, ...errors },
      },
    },
    async (request) => {
      const { userId, ...detail } = await loadDetail(app, request.params.id);
      await recordAudit({
        db: app.db,
        actorId: currentStaff(request).id,
        action: 'lawyer_request.view',
        targetType: 'lawyer_request',
        targetId: request.params.id,
        subjectUserId: userId,
      });
      return detail;
    },
  );

  app.patch(
    '/requests/:id',
    {
      preHandler: requireStaff(),
      schema: {
        tags,
        security,
        description:
          'Uma mudança: estado, responsável (advogados só a si mesmos), tentativa de contato ou anotação. Fica no histórico com quem e quando.',
        params: ZId,
        body: ZLawyerRequestChange,
        response: { 200: ZLawyerRequestDetail, 400: ZErrorBody, ...errors },
      },
    },
    async (request) => {
      await updateLawyerRequest({
        db: app.db,
        id: request.params.id,
        change: request.body,
        actor: currentStaff(request),
      });
      const { userId: _userId, ...detail } = await loadDetail(app, request.params.id);
      return detail;
    },
  );

  app.get(
    '/requests/:id/analysis',
    {
      preHandler: requireStaff(),
      schema: {
        tags,
        security,
        description:
          'Os resultados que o cliente viu, da análise de onde veio o pedido (somente leitura).',
        params: ZId,
        response: { 200: ZResults, ...errors },
      },
    },
    async (request) => {
      const [found] = await findLawyerRequests({ db: app.db, id: request.params.id });
      if (!found?.analysis) throw new AppError('NOT_FOUND');
      const results = await getAnalysisResults({
        db: app.db,
        id: found.analysis.id,
        userId: found.userId,
        uploaderSecretHash: null,
      });
      await recordAudit({
        db: app.db,
        actorId: currentStaff(request).id,
        action: 'analysis.view',
        targetType: 'analysis',
        targetId: found.analysis.id,
        subjectUserId: found.userId,
      });
      return results;
    },
  );

  app.get(
    '/sla',
    {
      preHandler: requireStaff(),
      schema: {
        tags,
        security,
        description: 'Prazo de 4 horas cumprido ou não, por dia (30 dias) ou semana (12 semanas).',
        querystring: z.object({ periodo: ZSlaPeriod.default('dia') }),
        response: { 200: ZSlaReport, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    async (request) => measureSla({ db: app.db, period: request.query.periodo }),
  );

  app.get(
    '/notifications',
    {
      preHandler: requireStaff(),
      schema: {
        tags,
        security,
        description:
          'Notificações dos pedidos (a cópia da equipe quando não há SMTP) e as que falharam de vez.',
        response: { 200: ZStaffNotificationList, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    async () => ({
      delivery: app.mailer.delivery,
      notifications: await listStaffNotifications({ db: app.db }),
    }),
  );
};
