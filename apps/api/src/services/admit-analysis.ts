import { AppError } from '@contrato-claro/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkAnalysisQuota, checkQueueRoom } from './check-analysis-quota';
import { clientAddressOf, clientKeyOf } from './client-key';

/** The rate limit of every route that queues an analysis: per client address (IPv6: its /64). */
export function uploadRateLimit(app: FastifyInstance) {
  return {
    max: app.config.uploadsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => clientAddressOf(request.ip),
  };
}

/**
 * Fair use, before any file is stored: the client's and the uploader's hourly analysis time
 * (429 ANALYSIS_QUOTA_EXCEEDED) and room in the queue (503 SERVER_BUSY), both with Retry-After.
 * Returns the client's key for the new analysis.
 */
export async function admitAnalysis(options: {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
  uploaderSecretHash: string;
}): Promise<string> {
  const { app, request, reply, uploaderSecretHash } = options;
  const clientKey = clientKeyOf(request, app.config.jwtSecret);
  const { analysis: limits } = app.config;
  const retryAfter = await checkAnalysisQuota({
    db: app.db,
    clientKey,
    uploaderSecretHash,
    budgetPerIpSeconds: limits.budgetPerIpSeconds,
    budgetPerUploaderSeconds: limits.budgetPerUploaderSeconds,
    limits,
  });
  if (retryAfter !== null) {
    reply.header('retry-after', retryAfter);
    request.log.warn('analysis time budget exhausted');
    throw new AppError('ANALYSIS_QUOTA_EXCEEDED');
  }
  const queueFull = await checkQueueRoom({ db: app.db, maxQueue: limits.maxQueue });
  if (queueFull !== null) {
    reply.header('retry-after', queueFull);
    request.log.warn({ maxQueue: limits.maxQueue }, 'upload refused: the queue is full');
    throw new AppError('SERVER_BUSY');
  }
  return clientKey;
}
