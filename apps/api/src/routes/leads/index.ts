import {
  LEADS_PAGE_SIZE,
  ZErrorBody,
  ZLeadContact,
  ZLeadFilters,
  ZLeadListQuery,
  ZLeadListResponse,
  ZLeadStatusRequest,
  AppError,
} from '@contrato-claro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../messages/pt-BR';
import { currentStaff, requireStaff } from '../../plugins/staff-auth';
import { exportLeadsCsv } from '../../services/export-leads-csv';
import { getLeadContacts } from '../../services/get-lead-contacts';
import { listLeads } from '../../services/list-leads';
import { recordAudit, recordAuditForEach } from '../../services/record-audit';
import { setLeadStatus } from '../../services/set-lead-status';
import { asDownload } from '../download';

const security = [{ bearer: [] }];
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const ZLeadParams = z.object({ id: z.uuid() });

/**
 * `/api/staff/leads` (admins and lawyers): the list carries no personal data; the list shown, a
 * lead's contact, a status change and every export are written to the audit log, with the
 * customer they touched.
 */
export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireStaff('admin', 'advogado'));

  app.get(
    '',
    {
      schema: {
        tags: ['staff'],
        security,
        querystring: ZLeadListQuery,
        response: { 200: ZLeadListResponse, ...errors },
      },
    },
    async (request) => {
      const { page, ...filters } = request.query;
      const { leads, total } = await listLeads({
        db: app.db,
        filters,
        limit: LEADS_PAGE_SIZE,
        offset: (page - 1) * LEADS_PAGE_SIZE,
      });
      await recordAuditForEach({
        db: app.db,
        actorId: currentStaff(request).id,
        action: 'lead.list',
        targetType: 'user',
        lines: leads.map((lead) => ({ targetId: null, subjectUserId: lead.id })),
      });
      return { leads, total, page, pageSize: LEADS_PAGE_SIZE };
    },
  );

  app.get(
    '/export',
    {
      // Every lead's contact at once is not a lawyer's call-back work (one contact at a time).
      preHandler: requireStaff('admin'),
      schema: {
        tags: ['staff'],
        security,
        querystring: ZLeadFilters,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { csv, leadIds } = await exportLeadsCsv({ db: app.db, filters: request.query });
      await recordAuditForEach({
        db: app.db,
        actorId: currentStaff(request).id,
        action: 'lead.export',
        targetType: 'user',
        lines: leadIds.map((leadId) => ({ targetId: null, subjectUserId: leadId })),
      });
      return asDownload(reply, messages.leadsCsv.fileName(request.query.from, request.query.to))
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['staff'],
        security,
        params: ZLeadParams,
        response: { 200: ZLeadContact, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const contact = (await getLeadContacts({ db: app.db, ids: [id] })).get(id);
      if (!contact) throw new AppError('NOT_FOUND');
      await recordAudit({
        db: app.db,
        actorId: currentStaff(request).id,
        action: 'lead.view',
        targetType: 'user',
        subjectUserId: id,
      });
      return contact;
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['staff'],
        security,
        params: ZLeadParams,
        body: ZLeadStatusRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        await setLeadStatus({ db: tx, leadId: id, status: request.body.status });
        await recordAudit({
          db: tx,
          actorId: currentStaff(request).id,
          action: 'lead.update',
          targetType: 'user',
          subjectUserId: id,
        });
      });
      return reply.code(204).send(null);
    },
  );
};
