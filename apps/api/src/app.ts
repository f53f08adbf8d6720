import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database, type DatabaseHandle } from './db/client';
import { readOrCreateJwtSecret } from './jwt-secret';
import { errorsPlugin } from './plugins/errors';
import { spaPlugin } from './plugins/spa';
import { healthRoutes } from './routes/health/index';

/** Settings once start-up has resolved everything (the JWT secret is always known). */
export type AppConfig = Omit<Config, 'jwtSecret'> & { jwtSecret: string };

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
  }
}

/** What a caller may inject instead of letting the app build it from the config. */
export interface AppDeps {
  /** An open database; the caller keeps ownership and closes it. */
  database?: DatabaseHandle;
  /** Where logs go (default stdout); tests capture them here. */
  logStream?: Writable;
}

/** Largest JSON body; uploads go through multipart and have their own limits. */
const JSON_BODY_LIMIT = 100 * 1024;

/** Builds the whole HTTP application without listening. */
export async function buildApp(config: Config, deps: AppDeps = {}) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          'headers.authorization',
          'headers.cookie',
        ],
        censor: '[redacted]',
      },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    genReqId: () => randomUUID(),
    // A client-chosen request id is only believed from our own proxy.
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Fastify has no request timeout by default; a slow client must not hold a socket forever.
    requestTimeout: 120_000,
    connectionTimeout: 130_000,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    deps.database ??
    (await openDatabase(
      config.databaseUrl
        ? {
            kind: 'server',
            url: config.databaseUrl,
            onPoolError: (error) => app.log.error({ err: error }, 'database pool error'),
          }
        : { kind: 'embedded', dir: `${config.dataDir}/pg` },
    ));
  if (!deps.database) app.addHook('onClose', () => database.close());

  const jwtSecret = config.jwtSecret ?? (await readOrCreateJwtSecret(config.dataDir));
  app.decorate('config', { ...config, jwtSecret });
  app.decorate('db', database.db);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Contrato Claro API',
        description: 'Análise de contratos: envio, andamento, prévia, resultados e contas.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin, { webDistDir: config.webDistDir });
  return app;
}

/** The application type route plugins and tests work with. */
export type App = Awaited<ReturnType<typeof buildApp>>;
