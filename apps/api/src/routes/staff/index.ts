import {
  ZErrorBody,
  ZStaffInviteRequest,
  ZStaffLoginChallenge,
  ZStaffLoginRequest,
  ZStaffLoginVerifyRequest,
  ZStaffMember,
  ZStaffMemberList,
  ZStaffSession,
  ZStaffSetupRequest,
  type TStaffMember,
} from '@contrato-claro/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffMembers, type TStaffMemberRow } from '../../db/schema';
import { STAFF_AUDIENCE } from '../../plugins/auth';
import { currentStaff, requireStaff } from '../../plugins/staff-auth';
import { deactivateStaffMember } from '../../services/deactivate-staff-member';
import { finishStaffLogin } from '../../services/finish-staff-login';
import { inviteStaffMember } from '../../services/invite-staff-member';
import { issueAccessToken } from '../../services/issue-token';
import { recordAudit } from '../../services/record-audit';
import { setUpStaffPassword } from '../../services/set-up-staff-password';
import { STAFF_LOGIN_CODE_MINUTES, startStaffLogin } from '../../services/start-staff-login';
import { funnelRoutes } from '../funnel/index';
import { leadsRoutes } from '../leads/index';
import { staffRequestsRoutes } from './requests';

const security = [{ bearer: [] }];
const tags = ['staff'];

/** A member as the back office shows them. */
export function toStaffMember(row: TStaffMemberRow): TStaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    isActive: row.isActive,
    hasJoined: row.emailVerifiedAt !== null,
  };
}

/**
 * The back office's accounts, under /api/staff: sign-in (password, then a code by e-mail), the
 * invitation link, the session, and the members admins manage. Every route but the three sign-in
 * steps runs `requireStaff`, which checks the role on the server.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('staff', null);
  // Customers' contacts and findings, read on phones too: never kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(staffRequestsRoutes);
  await app.register(leadsRoutes, { prefix: '/leads' });
  await app.register(funnelRoutes, { prefix: '/funnel' });

  app.post(
    '/auth/login',
    {
      onRequest: app.rateLimits.login,
      schema: {
        tags,
        description:
          'Entrada da equipe, passo 1: a senha. Certa, um código vai por e-mail e a resposta traz o desafio a enviar com ele.',
        body: ZStaffLoginRequest,
        response: { 200: ZStaffLoginChallenge, 401: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request) => {
      const { challengeId } = await startStaffLogin({
        db: app.db,
        mailer: app.mailer,
        request: request.body,
        ip: request.ip,
      });
      return {
        challengeId,
        delivery: app.mailer.delivery,
        validMinutes: STAFF_LOGIN_CODE_MINUTES,
      };
    },
  );

  app.post(
    '/auth/login/verify',
    {
      onRequest: app.rateLimits.codeVerify,
      schema: {
        tags,
        description:
          'Entrada da equipe, passo 2: o código enviado por e-mail. Responde o token da equipe.',
        body: ZStaffLoginVerifyRequest,
        response: { 200: ZStaffSession, 400: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request) => {
      const member = await finishStaffLogin({ db: app.db, request: request.body });
      await recordAudit({
        db: app.db,
        actorId: member.id,
        action: 'staff.login',
        targetType: 'staff_member',
        targetId: member.id,
      });
      return {
        access_token: await issueAccessToken({
          db: app.db,
          userId: member.id,
          tokenVersion: member.tokenVersion,
          secret: app.config.jwtSecret,
          audience: STAFF_AUDIENCE,
        }),
        member: toStaffMember(member),
      };
    },
  );

  app.post(
    '/auth/setup',
    {
      onRequest: app.rateLimits.codeVerify,
      schema: {
        tags,
        description:
          'O link do convite: define a senha (e confirma o e-mail). Depois, entra-se com senha e código.',
        body: ZStaffSetupRequest,
        response: { 200: ZStaffMember, 400: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request) => {
      const member = await setUpStaffPassword({ db: app.db, request: request.body });
      await recordAudit({
        db: app.db,
        actorId: member.id,
        action: 'staff.password_set',
        targetType: 'staff_member',
        targetId: member.id,
      });
      return toStaffMember(member);
    },
  );

  app.post(
    '/auth/logout',
    {
      preHandler: requireStaff(),
      schema: { tags, security, response: { 204: z.null(), 401: ZErrorBody } },
    },
    async (request, reply) => {
      const { id } = currentStaff(request);
      await app.db
        .update(staffMembers)
        .set({ tokenVersion: sql`${staffMembers.tokenVersion} + 1` })
        .where(eq(staffMembers.id, id));
      await recordAudit({
        db: app.db,
        actorId: id,
        action: 'staff.logout',
        targetType: 'staff_member',
        targetId: id,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      preHandler: requireStaff(),
      schema: { tags, security, response: { 200: ZStaffMember, 401: ZErrorBody } },
    },
    async (request) => {
      const [member] = await app.db
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.id, currentStaff(request).id));
      return toStaffMember(member!);
    },
  );

  app.get(
    '/members',
    {
      preHandler: requireStaff('admin'),
      schema: {
        tags,
        security,
        response: { 200: ZStaffMemberList, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    async () => {
      const rows = await app.db.select().from(staffMembers).orderBy(asc(staffMembers.createdAt));
      return { members: rows.map(toStaffMember) };
    },
  );

  app.post(
    '/members',
    {
      preHandler: requireStaff('admin'),
      schema: {
        tags,
        security,
        description: 'Convida alguém para a equipe: o link para definir a senha vai por e-mail.',
        body: ZStaffInviteRequest,
        response: { 201: ZStaffMember, 401: ZErrorBody, 403: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request, reply) => {
      const actor = currentStaff(request);
      const member = await inviteStaffMember({
        db: app.db,
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
        invite: request.body,
        invitedBy: actor.id,
      });
      await recordAudit({
        db: app.db,
        actorId: actor.id,
        action: 'staff.invite',
        targetType: 'staff_member',
        targetId: member.id,
      });
      return reply.code(201).send(toStaffMember(member));
    },
  );

  app.post(
    '/members/:id/deactivate',
    {
      preHandler: requireStaff('admin'),
      schema: {
        tags,
        security,
        description:
          'Desativa um membro: o acesso acaba na hora (o histórico continua com o nome).',
        params: z.object({ id: z.uuid() }),
        response: {
          200: ZStaffMember,
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
        },
      },
    },
    async (request) => {
      const actor = currentStaff(request);
      const member = await deactivateStaffMember({
        db: app.db,
        staffId: request.params.id,
        actorId: actor.id,
      });
      await recordAudit({
        db: app.db,
        actorId: actor.id,
        action: 'staff.deactivate',
        targetType: 'staff_member',
        targetId: member.id,
      });
      return toStaffMember(member);
    },
  );
};
