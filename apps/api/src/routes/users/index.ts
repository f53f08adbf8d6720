import {
  AppError,
  ZAuthResponse,
  ZErrorBody,
  ZPendingIdentities,
  ZProfile,
  ZSettlePendingIdentityRequest,
  ZSetPasswordRequest,
  ZUserExport,
  ZWantsLawyerContactRequest,
  ZWantsLawyerContactResponse,
} from '@contrato-claro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationChannels } from '../../jobs/staff-notifier';
import { requireUser } from '../../plugins/auth';
import { deleteUser } from '../../services/delete-user';
import { exportUserData } from '../../services/export-user-data';
import { findUser } from '../../services/find-user';
import { listPendingIdentities } from '../../services/list-pending-identities';
import { settlePendingIdentity } from '../../services/settle-pending-identity';
import { requestLawyerContact } from '../../services/request-lawyer-contact';
import { setPassword } from '../../services/set-password';
import { toAuthResponse } from '../auth/index';
import { asDownload } from '../download';

const security = [{ bearer: [] }];

/** The signed-in user's account: profile, password, lawyer request, export, erasure. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    { schema: { tags: ['users'], security, response: { 200: ZProfile, 401: ZErrorBody } } },
    async (request) => {
      const user = await findUser({ db: app.db, userId: requireUser(request) });
      return {
        userId: user.id,
        name: user.name,
        email: user.email,
        hasFeedback: user.hasFeedback,
        hasPassword: user.passwordHash !== null,
        emailVerified: user.emailVerifiedAt !== null,
        mailDelivery: app.mailer.delivery,
        cellphone: user.cellphone,
      };
    },
  );

  app.get(
    '/pending-identities',
    {
      schema: {
        tags: ['users'],
        security,
        description:
          'O que foi feito com o e-mail desta conta antes de ele ser confirmado, por identidades que o dono ainda não trouxe para a conta.',
        response: { 200: ZPendingIdentities, 401: ZErrorBody },
      },
    },
    async (request, reply) => {
      const identities = await listPendingIdentities({ db: app.db, userId: requireUser(request) });
      reply.header('cache-control', 'no-store');
      return {
        identities: identities.map((identity) => ({
          ...identity,
          createdAt: identity.createdAt.toISOString(),
          analyses: identity.analyses.map((analysis) => ({
            ...analysis,
            createdAt: analysis.createdAt.toISOString(),
          })),
        })),
      };
    },
  );

  app.post(
    '/pending-identities/:id',
    {
      schema: {
        tags: ['users'],
        security,
        description:
          'Traz para a conta as análises e pedidos de uma identidade feita com o seu e-mail (nunca o telefone ou a empresa dela), ou a apaga.',
        params: z.object({ id: z.uuid() }),
        body: ZSettlePendingIdentityRequest,
        response: { 204: z.null(), 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const settled = await settlePendingIdentity({
        db: app.db,
        userId: requireUser(request),
        identityId: request.params.id,
        answer: request.body.answer,
      });
      if (!settled) throw new AppError('NOT_FOUND');
      await app.tokenVersions.revoked(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/password',
    {
      onRequest: app.rateLimits.passwordChange,
      schema: {
        tags: ['users'],
        security,
        description:
          'Define a senha de uma conta confirmada, ou troca a senha (exige a atual, salvo logo após entrar por código). Revoga os tokens anteriores e responde um novo.',
        body: ZSetPasswordRequest,
        response: {
          200: ZAuthResponse,
          400: ZErrorBody,
          401: ZErrorBody,
          403: ZErrorBody,
          429: ZErrorBody,
        },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      const user = await setPassword({
        db: app.db,
        userId,
        request: request.body,
        codeSignInAt: request.codeSignInAt,
      });
      await app.tokenVersions.revoked(userId);
      return toAuthResponse(app, user);
    },
  );

  app.put(
    '/feedback/wants-lawyer-contact',
    {
      onRequest: app.rateLimits.lawyerRequest,
      schema: {
        tags: ['users'],
        security,
        body: ZWantsLawyerContactRequest,
        description:
          'Pede o contato de um advogado sobre a análise indicada (ou a mais recente), no celular confirmado pela pessoa no pedido (que passa a ser o da conta). Um segundo pedido sobre a mesma análise, enquanto o primeiro está aberto, atualiza-o em vez de criar outro.',
        response: {
          200: ZWantsLawyerContactResponse,
          400: ZErrorBody,
          401: ZErrorBody,
          404: ZErrorBody,
          429: ZErrorBody,
        },
      },
    },
    async (request) => {
      const answer = await requestLawyerContact({
        db: app.db,
        userId: requireUser(request),
        analysisId: request.body.userServiceId ?? null,
        confirmedCellphone: request.body.cellphone ?? null,
        channels: notificationChannels({
          mailer: app.mailer,
          webhookUrl: app.config.staffNotifications.webhookUrl,
        }),
      });
      app.staffNotifier.wake();
      return { wantsLawyerContact: true, dueAt: answer.dueAt, request: answer };
    },
  );

  app.get(
    '/me/export',
    {
      schema: {
        tags: ['users'],
        security,
        description:
          'Exportar meus dados: conta, dados de lead, análises, pedidos de contato e apontamentos contestados (JSON).',
        response: { 200: ZUserExport, 401: ZErrorBody },
      },
    },
    async (request, reply) => {
      const data = await exportUserData({ db: app.db, userId: requireUser(request) });
      asDownload(reply, `contrato-claro-meus-dados-${data.exportedAt.slice(0, 10)}.json`);
      return data;
    },
  );

  app.delete(
    '/me',
    {
      schema: {
        tags: ['users'],
        security,
        description: 'Apaga a conta, as análises, os pedidos de contato e os eventos, para sempre.',
        response: { 204: z.null(), 401: ZErrorBody },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request);
      await deleteUser({ db: app.db, userId, filesDir: app.filesDir });
      await app.tokenVersions.revoked(userId);
      return reply.code(204).send(null);
    },
  );
};
