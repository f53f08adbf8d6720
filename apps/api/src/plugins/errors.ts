import { AppError, formatIssues, isAppError, type TErrorCode } from '@contrato-claro/shared';
import { STATUS_CODES as HTTP_REASONS } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Framework errors a client can cause, by Fastify/plugin code, mapped to our codes. */
const FRAMEWORK_CODES: Record<string, TErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION',
};

/** What a 4xx from elsewhere (a plugin, the HTTP layer) becomes, by status. */
const STATUS_CODES: Record<number, TErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'UNSUPPORTED_MEDIA_TYPE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** "campo: mensagem" of a request body that ended before it was whole. */
const INCOMPLETE_REQUEST = 'requisição: a requisição chegou incompleta ou malformada';

/** 400 VALIDATION for a body that ended before it was whole (e.g. no closing boundary). */
export const incompleteRequestError = () =>
  new AppError('VALIDATION', { details: [INCOMPLETE_REQUEST] });

/** Why a JSON body could not be read, as one "campo: mensagem" line. */
const BODY_PARSE_DETAILS: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'corpo: o corpo JSON está vazio',
  FST_ERR_CTP_INVALID_JSON_BODY: 'corpo: JSON inválido',
};

/**
 * Turns anything thrown into an AppError. Only AppErrors and known client errors keep their
 * meaning; everything else is INTERNAL, so no internal message ever reaches a client.
 */
export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map(
      (entry) =>
        ({
          ...entry.params,
          code: entry.keyword,
          path: entry.instancePath.split('/').filter(Boolean),
          message: entry.message,
        }) as unknown as z.core.$ZodIssue,
    );
    const prefix = error.validationContext === 'body' ? [] : [`(${error.validationContext})`];
    return new AppError('VALIDATION', {
      details: formatIssues(issues).map((line) => [...prefix, line].join(' ')),
    });
  }
  const fastifyError = error as Partial<FastifyError> & { status?: number };
  if (typeof fastifyError.code === 'string') {
    const parseDetail = BODY_PARSE_DETAILS[fastifyError.code];
    if (parseDetail) return new AppError('VALIDATION', { details: [parseDetail] });
    const mapped = FRAMEWORK_CODES[fastifyError.code];
    if (mapped) return new AppError(mapped);
  }
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return new AppError('VALIDATION', {
      details: [BODY_PARSE_DETAILS.FST_ERR_CTP_INVALID_JSON_BODY],
    });
  }
  const status = fastifyError.statusCode ?? fastifyError.status;
  if (typeof status === 'number' && STATUS_CODES[status]) return new AppError(STATUS_CODES[status]);
  return new AppError('INTERNAL');
}

/** `details` of a RATE_LIMITED error that knows when to come back (also sent as Retry-After). */
export interface RetryAfterDetails {
  retryAfterSeconds: number;
}

const isRetryAfter = (details: unknown): details is RetryAfterDetails =>
  typeof (details as RetryAfterDetails | undefined)?.retryAfterSeconds === 'number';

function sendError(reply: FastifyReply, request: FastifyRequest, error: AppError): FastifyReply {
  const requestId = error.status >= 500 ? request.id : undefined;
  if (isRetryAfter(error.details)) reply.header('retry-after', error.details.retryAfterSeconds);
  return reply.code(error.status).type('application/json').send(error.toBody(requestId));
}

/** The one error handler and the 404 of /api (DESIGN.md "Errors"). */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => {
      const appError = toAppError(error);
      if (appError.status >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ code: appError.code }, 'request rejected');
      }
      return sendError(reply, request, appError);
    });
  },
  { name: 'errors' },
);

/** The JSON 404 for an unknown route, in the one error shape. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(reply, request, new AppError('NOT_FOUND'));
}

/**
 * Answers a request Node could not even parse (Fastify's `clientErrorHandler`: a body cut off by
 * a half-closed connection, broken HTTP, headers too large, the request timeout) in the one error
 * shape and in pt-BR, instead of Fastify's English default; then closes the connection.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const appError =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? new AppError('REQUEST_TIMEOUT')
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? new AppError('PAYLOAD_TOO_LARGE')
        : new AppError('VALIDATION', {
            details: [INCOMPLETE_REQUEST],
          });
  const body = JSON.stringify(appError.toBody());
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${appError.status} ${HTTP_REASONS[appError.status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
