import {
  ZAccountResponse,
  ZAuthResponse,
  ZCodeRequest,
  ZCodeResponse,
  ZErrorBody,
  ZLoginRequest,
  ZRegisterAccountRequest,
  ZRegisterRequest,
  ZVerifyCodeRequest,
  type TAuthResponse,
} from '@contrato-claro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app';
import type { TUserRow } from '../../db/schema';
import type { CodePurpose } from '../../mail/templates';
import { requireUser } from '../../plugins/auth';
import { clientKeyOf } from '../../services/client-key';
import { issueAccessToken } from '../../services/issue-token';
import { loginUser } from '../../services/login-user';
import { registerAccount } from '../../services/register-account';
import { registerUser } from '../../services/register-user';
import { revokeTokens } from '../../services/revoke-tokens';
import { CODE_TTL_MINUTES, sendEmailCode } from '../../services/send-email-code';
import { verifyEmailCode } from '../../services/verify-email-code';
import { readUploaderSecretHash } from '../../services/verify-uploader';

/** The SPEC.md §7 answer of every sign-in: a token for `user` and its fields. */
export async function toAuthResponse(
  app: App,
  user: TUserRow,
  options: { byCode?: boolean } = {},
): Promise<TAuthResponse> {
  return {
    access_token: await issueAccessToken({
      db: app.db,
      userId: user.id,
      tokenVersion: user.tokenVersion,
      secret: app.config.jwtSecret,
      byCode: options.byCode,
    }),
    userId: user.id,
    name: user.name,
    email: user.email,
    hasFeedback: user.hasFeedback,
    emailVerified: user.emailVerifiedAt !== null,
    mailDelivery: app.mailer.delivery,
  };
}

/**
 * POST /api/auth/login, /register and /register/account (SPEC.md §7), sign-in by one-time code
 * (/code, /code/verify) and /logout.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Mails a code after the answer: its duration and outcome never reach the caller. */
  const mailCodeLater = (email: string, purpose: CodePurpose) =>
    app.background.run('send e-mail code', () =>
      sendEmailCode({
        db: app.db,
        mailer: app.mailer,
        email,
        purpose,
        publicUrl: app.config.publicUrl,
      }),
    );

  app.post(
    '/login',
    {
      onRequest: app.rateLimits.login,
      schema: {
        tags: ['auth'],
        description:
          'Entrada com senha, também antes de confirmar o e-mail (na identidade dona da senha, que recebe o código de confirmação). Falhas por conta e endereço atrasam a próxima tentativa (429 com Retry-After).',
        body: ZLoginRequest,
        response: { 200: ZAuthResponse, 401: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request) => {
      const user = await loginUser({ db: app.db, request: request.body, ip: request.ip });
      // Signed in before confirming: the code that brings their analyses together is on its way.
      if (user.emailVerifiedAt === null) mailCodeLater(user.email, 'verify');
      return toAuthResponse(app, user);
    },
  );

  app.post(
    '/register',
    {
      onRequest: app.rateLimits.registration,
      schema: {
        tags: ['auth'],
        description:
          'Cria uma identidade não confirmada para o e-mail (a mesma resposta exista ou não uma conta) e envia o código de confirmação. Senhas comuns são recusadas (400 WEAK_PASSWORD).',
        body: ZRegisterRequest,
        response: { 201: ZAuthResponse, 400: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      const user = await registerUser({ db: app.db, request: request.body });
      mailCodeLater(user.email, 'verify');
      return reply.code(201).send(await toAuthResponse(app, user));
    },
  );

  app.post(
    '/register/account',
    {
      onRequest: app.rateLimits.registration,
      schema: {
        tags: ['auth'],
        description:
          'Assume a análise enviada por este navegador (cookie do envio) com uma identidade de lead do e-mail: a que o chamador já tem (sem criar outra) ou uma nova, não confirmada, que recebe o código de confirmação.',
        body: ZRegisterAccountRequest,
        response: { 201: ZAccountResponse, 404: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      const user = await registerAccount({
        db: app.db,
        request: request.body,
        uploaderSecretHash: readUploaderSecretHash(request),
        callerId: request.userId,
      });
      if (user.emailVerifiedAt === null) mailCodeLater(user.email, 'verify');
      return reply.code(201).send({
        ...(await toAuthResponse(app, user)),
        userFeedback: user.hasFeedback,
        wantsLawyerContact: user.wantsLawyerContact,
      });
    },
  );

  app.post(
    '/code',
    {
      onRequest: app.rateLimits.codeRequest,
      preHandler: app.rateLimits.codeRequestEmail,
      schema: {
        tags: ['auth'],
        description: `Envia por e-mail um código de ${CODE_TTL_MINUTES} minutos e um link de acesso. A resposta é a mesma para qualquer e-mail.`,
        body: ZCodeRequest,
        response: { 202: ZCodeResponse, 400: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      // The caller's own unverified identity asks to confirm; anyone else asks to sign in.
      const purpose = request.userId === null ? 'sign-in' : 'verify';
      mailCodeLater(request.body.email, purpose);
      return reply.code(202).send({
        delivery: app.mailer.delivery,
        validMinutes: CODE_TTL_MINUTES,
      });
    },
  );

  app.post(
    '/code/verify',
    {
      onRequest: app.rateLimits.codeVerify,
      schema: {
        tags: ['auth'],
        description:
          'Confirma o e-mail com o código (ou o token do link): une as identidades desse e-mail à conta confirmada e entra nela.',
        body: ZVerifyCodeRequest,
        response: { 200: ZAuthResponse, 400: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request) => {
      const { user, removedIdentityIds } = await verifyEmailCode({
        db: app.db,
        request: request.body,
        identityId: request.userId,
        requesterKey: clientKeyOf(request, app.config.jwtSecret),
      });
      await app.tokenVersions.revoked(...removedIdentityIds);
      return toAuthResponse(app, user, { byCode: true });
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        description: 'Sair: revoga todos os tokens da conta.',
        response: { 204: z.null(), 401: ZErrorBody },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request);
      await revokeTokens({ db: app.db, userId });
      await app.tokenVersions.revoked(userId);
      return reply.code(204).send(null);
    },
  );
};
