import {
  ZAccountResponse,
  ZAuthResponse,
  ZErrorBody,
  ZLoginRequest,
  ZRegisterAccountRequest,
  ZRegisterRequest,
  type TAuthResponse,
} from '@contrato-claro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TUserRow } from '../../db/schema';
import { issueAccessToken } from '../../services/issue-token';
import { loginUser } from '../../services/login-user';
import { registerAccount } from '../../services/register-account';
import { registerUser } from '../../services/register-user';
import { readUploaderSecretHash } from '../../services/verify-uploader';

/** POST /api/auth/login, /register and /register/account (SPEC.md §7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const toAuthResponse = async (user: TUserRow): Promise<TAuthResponse> => ({
    access_token: await issueAccessToken({ userId: user.id, secret: app.config.jwtSecret }),
    userId: user.id,
    name: user.name,
    email: user.email,
    hasFeedback: user.hasFeedback,
  });

  app.post(
    '/login',
    {
      onRequest: app.rateLimits.login,
      preHandler: app.rateLimits.loginAccount,
      schema: {
        tags: ['auth'],
        body: ZLoginRequest,
        response: { 200: ZAuthResponse, 401: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request) => toAuthResponse(await loginUser({ db: app.db, request: request.body })),
  );

  app.post(
    '/register',
    {
      onRequest: app.rateLimits.registration,
      schema: {
        tags: ['auth'],
        body: ZRegisterRequest,
        response: { 201: ZAuthResponse, 409: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      const user = await registerUser({ db: app.db, request: request.body });
      return reply.code(201).send(await toAuthResponse(user));
    },
  );

  app.post(
    '/register/account',
    {
      onRequest: app.rateLimits.registration,
      schema: {
        tags: ['auth'],
        description:
          'Cria a conta de lead e assume a análise enviada por este navegador (cookie do envio).',
        body: ZRegisterAccountRequest,
        response: { 201: ZAccountResponse, 404: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      const user = await registerAccount({
        db: app.db,
        request: request.body,
        uploaderSecretHash: readUploaderSecretHash(request),
      });
      return reply.code(201).send({
        ...(await toAuthResponse(user)),
        userFeedback: user.hasFeedback,
        wantsLawyerContact: user.wantsLawyerContact,
      });
    },
  );
};
