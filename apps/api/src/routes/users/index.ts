import {
  ZErrorBody,
  ZProfile,
  ZSetPasswordRequest,
  ZWantsLawyerContactRequest,
  ZWantsLawyerContactResponse,
} from '@contrato-claro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import { deleteUser } from '../../services/delete-user';
import { findUser } from '../../services/find-user';
import { requestLawyerContact } from '../../services/request-lawyer-contact';
import { setPassword } from '../../services/set-password';

const security = [{ bearer: [] }];

/** The signed-in user's account: profile, password, lawyer request, erasure. */
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
      };
    },
  );

  app.post(
    '/password',
    {
      onRequest: app.rateLimits.passwordChange,
      schema: {
        tags: ['users'],
        security,
        description: 'Define a senha de uma conta de lead, ou troca a senha (exige a atual).',
        body: ZSetPasswordRequest,
        response: { 204: z.null(), 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      await setPassword({ db: app.db, userId: requireUser(request), request: request.body });
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/feedback/wants-lawyer-contact',
    {
      schema: {
        tags: ['users'],
        security,
        body: ZWantsLawyerContactRequest,
        response: { 200: ZWantsLawyerContactResponse, 401: ZErrorBody },
      },
    },
    async (request) => {
      const { dueAt } = await requestLawyerContact({ db: app.db, userId: requireUser(request) });
      return { wantsLawyerContact: true, dueAt: dueAt.toISOString() };
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
      await deleteUser({ db: app.db, userId: requireUser(request), filesDir: app.filesDir });
      return reply.code(204).send(null);
    },
  );
};
