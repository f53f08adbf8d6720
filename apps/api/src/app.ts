import { createHmac, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Writable } from 'node:stream';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { MAX_UPLOAD_BYTES } from '@contrato-claro/shared';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database, type DatabaseHandle } from './db/client';
import { openDataKeyring } from './db/encryption';
import { openAnalysisJobs, type AnalysisJobs, type JobTuning } from './jobs/analysis-jobs';
import { readOrCreateSecret } from './secret-file';
import { LOG_SERIALIZERS } from './loggable-error';
import { httpRequestDuration } from './metrics';
import { authPlugin } from './plugins/auth';
import { answerClientError, errorsPlugin } from './plugins/errors';
import { rateLimitPlugin } from './plugins/rate-limit';
import { purgeIdleSessions } from './plugins/session-activity';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { contractsRoutes } from './routes/contracts/index';
import { authRoutes } from './routes/auth/index';
import { eventsRoutes } from './routes/events/index';
import { healthRoutes } from './routes/health/index';
import { usersRoutes } from './routes/users/index';
import { resultsRoutes } from './routes/results/index';
import { createMailer, type Mailer } from './mail/mailer';
import { StaffNotifier, type StaffNotifierOptions } from './jobs/staff-notifier';
import { BackgroundTasks } from './services/background-tasks';
import { takeawayRoutes } from './routes/takeaway/index';
import { staffRoutes } from './routes/staff/index';
import { versionsRoutes } from './routes/versions/index';
import { redlineRoutes } from './routes/redline/index';
import { ReportRenderer } from './reports/renderer';
import { purgeExpiredAnalyses } from './services/purge-expired-analyses';
import { purgeExpiredCodes } from './services/purge-expired-codes';
import { reencryptRows } from './services/reencrypt-rows';
import { removeOrphanFiles } from './services/remove-orphan-files';

/** Settings once start-up has resolved everything (the JWT secret is always known). */
export type AppConfig = Omit<Config, 'jwtSecret'> & { jwtSecret: string };

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    /** DATA_DIR/files: uploads awaiting analysis (never served). */
    filesDir: string;
    /** The job queue of the mode (embedded or scale-out) and the change notifications. */
    analysisJobs: AnalysisJobs;
    /** SMTP_URL's mailer, or the log-only one of the embedded default. */
    mailer: Mailer;
    /** Work done after the answer (e-mails); settled before the database closes. */
    background: BackgroundTasks;
    /** Renders PDF reports in a child process, off the request thread. */
    reports: ReportRenderer;
    /** Sends the team's notifications about lawyer requests (outbox, retries, reminders). */
    staffNotifier: StaffNotifier;
  }
}

/** What a caller may inject instead of letting the app build it from the config. */
export interface AppDeps {
  /** An open database; the caller keeps ownership and closes it. */
  database?: DatabaseHandle;
  /** Where logs go (default stdout); tests capture them here. */
  logStream?: Writable;
  /** Whether this process runs analyses (default: `config.runWorkers`); tests choose per file. */
  workers?: boolean;
  /** Test seams of the job machinery: a hostile analyzer module, short intervals. */
  jobs?: JobTuning;
  /** Test seams of the staff notifier: short intervals and backoff. */
  staffNotifier?: Pick<StaffNotifierOptions, 'intervalMs' | 'backoffMs'>;
}

/** Largest JSON body; uploads go through multipart and have their own limits. */
const JSON_BODY_LIMIT = 100 * 1024;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

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
          // Bodies are never logged by the app; these guard against a future `log.info({ body })`.
          'req.body.password',
          'req.body.currentPassword',
          'body.password',
          'body.currentPassword',
          '*.access_token',
          'access_token',
        ],
        censor: '[redacted]',
      },
      serializers: LOG_SERIALIZERS,
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
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await openDataKeyring(config);
  const database =
    deps.database ??
    (await openDatabase(
      config.databaseUrl
        ? {
            kind: 'server',
            url: config.databaseUrl,
            onPoolError: (error) => app.log.error({ err: error }, 'database pool error'),
          }
        : { kind: 'embedded', dir: path.join(config.dataDir, 'pg') },
    ));

  const jwtSecret = config.jwtSecret ?? (await readOrCreateSecret(config.secretsDir, 'jwt-secret'));
  const filesDir = path.join(config.dataDir, 'files');
  const analysisJobs = await openAnalysisJobs({
    database,
    log: app.log.child({ component: 'analysis-jobs' }),
    filesDir,
    analysis: config.analysis,
    runWorkers: deps.workers ?? config.runWorkers,
    listen: true,
    shutdownGraceMs: config.shutdownGraceMs,
    tuning: deps.jobs,
  });
  app.decorate('config', { ...config, jwtSecret });
  app.decorate('db', database.db);
  app.decorate('filesDir', filesDir);
  app.decorate('analysisJobs', analysisJobs);
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    log: app.log.child({ component: 'mail' }),
    holdIn: config.isProduction ? config.dataDir : null,
  });
  const background = new BackgroundTasks(app.log.child({ component: 'background' }));
  app.decorate('mailer', mailer);
  app.decorate('background', background);
  const reports = new ReportRenderer();
  app.decorate('reports', reports);
  const staffNotifier = new StaffNotifier({
    db: database.db,
    mailer,
    log: app.log.child({ component: 'staff-notifier' }),
    publicUrl: config.publicUrl,
    webhookUrl: config.staffNotifications.webhookUrl,
    attempts: config.staffNotifications.attempts,
    ...deps.staffNotifier,
  });
  app.decorate('staffNotifier', staffNotifier);

  let purgeTimer: NodeJS.Timeout | undefined;
  // Embedded, the first sweep runs before listening: no upload is being written, so every partial
  // file is a dead process's. Otherwise (and later) one no upload wrote to within its idle timeout.
  let partialIdleMs = database.mode === 'embedded' ? 0 : config.uploadIdleTimeoutMs;
  const purge = async () => {
    try {
      const purged = await purgeExpiredAnalyses({ db: database.db, filesDir });
      const orphans = await removeOrphanFiles({ db: database.db, filesDir, partialIdleMs });
      partialIdleMs = config.uploadIdleTimeoutMs;
      const codes = await purgeExpiredCodes({ db: database.db });
      const sessions = await purgeIdleSessions({
        db: database.db,
        idleMinutes: config.tokenIdleMinutes,
      });
      if (purged + orphans + codes + sessions > 0) {
        app.log.info({ purged, orphans, codes, sessions }, 'purged expired data');
      }
    } catch (error) {
      app.log.error({ err: error }, 'purge of expired analyses failed');
    }
  };
  // Rows an earlier release left in plaintext, or an older key encrypted (see db/encryption.ts).
  const reencrypt = async () => {
    try {
      const rows = await reencryptRows({ db: database.db });
      if (rows > 0) app.log.info({ rows }, 're-encrypted stored data with the current data key');
    } catch (error) {
      app.log.error({ err: error }, 're-encryption of stored data failed');
    }
  };
  let maintaining: Promise<unknown> = Promise.resolve();
  const maintain = () => (maintaining = Promise.all([purge(), reencrypt()]));
  app.addHook('onReady', async () => {
    await analysisJobs.start();
    staffNotifier.start();
    void maintain();
    purgeTimer = setInterval(maintain, PURGE_INTERVAL_MS).unref();
  });
  // One hook, in order: no job may touch the database after it is closed.
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    await maintaining;
    await background.settle();
    await staffNotifier.stop();
    mailer.close();
    await reports.close();
    await analysisJobs.stop();
    if (!deps.database) await database.close();
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // On the socket's answer, not onResponse: hijacked event streams end there too.
    reply.raw.once('close', () =>
      httpRequestDuration.observe(
        {
          route: request.routeOptions.url ?? 'unmatched',
          method: request.method,
          status: reply.raw.statusCode,
        },
        reply.elapsedTime / 1000,
      ),
    );
  });

  await app.register(errorsPlugin);
  await app.register(authPlugin, {
    databaseUrl: database.mode === 'server' ? database.url : undefined,
  });
  await app.register(rateLimitPlugin);
  await app.register(securityPlugin);
  await app.register(fastifyCookie, {
    // Signs the uploader cookie; derived so that it differs from the token key.
    secret: createHmac('sha256', jwtSecret).update('uploader-cookie').digest('base64url'),
  });
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 4,
      parts: 5,
      headerPairs: 50,
      fieldNameSize: 100,
      fieldSize: 1024,
    },
  });
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
  // The API's documentation lists every route, the back office's included: for developers, never
  // served in production.
  if (!config.isProduction) {
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Its CSP asks for HTTPS upgrades, which would break the docs on plain-HTTP localhost.
      transformStaticCSP: (header) => header.replace('upgrade-insecure-requests;', ''),
    });
  }

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(eventsRoutes, { prefix: '/events' });
      await api.register(contractsRoutes);
      await api.register(resultsRoutes);
      await api.register(takeawayRoutes);
      await api.register(versionsRoutes);
      await api.register(redlineRoutes);
      await api.register(staffRoutes, { prefix: '/staff' });
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin, { webDistDir: config.webDistDir });
  return app;
}

/** The application type route plugins and tests work with. */
export type App = Awaited<ReturnType<typeof buildApp>>;
