import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Where the API package lives; the default SPA folder is found from here, not from the cwd. */
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_WEB_DIST_DIR = path.resolve(API_DIR, '../web/dist');

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'use true or false' })
  .transform((value) => value === 'true' || value === '1');

const positiveInt = (max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .positive('must be positive')
    .max(max, `must be at most ${max}`);

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0)
    .max(65535)
    .default(3000),
  // Embedded mode answers this machine only; the Docker image (and a production setup, README)
  // listens on every interface with HOST=0.0.0.0.
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  SECRETS_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  DATA_ENCRYPTION_KEY: z
    .string()
    .transform((value) => value.split(',').map((key) => key.trim()))
    .pipe(z.array(z.string().min(32, 'each key must have at least 32 characters')).max(10))
    .optional(),
  RUN_WORKERS: flag.optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// (or rediss:// for TLS)')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  ANALYSIS_RETENTION_DAYS: positiveInt(3650).default(7),
  ANALYSIS_TIMEOUT_MS: positiveInt(3_600_000).default(120_000),
  /**
   * RSS cap of an analysis child. Measured (bench/memory): a fresh child peaks at 222 MB on a
   * 1-page PDF and 305–350 MB on a 500-page one (MAX_PAGES), a reused one creeps ~20 MB over 10
   * analyses: 512 MB leaves ~45% headroom over the largest document accepted. Denser documents
   * (a large DOCX, heavy pages) get the retry's cap, 1024 MB, before DOCUMENT_TOO_LARGE.
   */
  ANALYSIS_MEMORY_MB: positiveInt(65_536).default(512),
  ANALYSIS_MEMORY_MAX_MB: positiveInt(65_536).default(1024),
  ANALYSIS_CONCURRENCY: positiveInt(256).optional(),
  ANALYSIS_MS_PER_PAGE: positiveInt(600_000).default(5_000),
  ANALYSIS_CLOCK_FACTOR: positiveInt(100).default(5),
  ANALYSIS_RUNNING_PER_CLIENT: positiveInt(256).default(1),
  ANALYSIS_MAX_QUEUE: positiveInt(1_000_000).default(500),
  ANALYSIS_BUDGET_PER_IP_SECONDS: positiveInt(10_000_000).default(900),
  ANALYSIS_BUDGET_PER_UPLOADER_SECONDS: positiveInt(10_000_000).default(300),
  UPLOADS_PER_MINUTE: positiveInt(100_000).default(30),
  UPLOAD_IDLE_TIMEOUT_MS: positiveInt(600_000).default(15_000),
  WORKER_HEALTH_PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0)
    .max(65535)
    .default(3001),
  METRICS_PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0)
    .max(65535)
    .optional(),
  EVENT_STREAMS_PER_CLIENT: positiveInt(100_000).default(20),
  EVENT_STREAMS_MAX: positiveInt(1_000_000).default(5_000),
  SHUTDOWN_GRACE_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0)
    .max(3_600_000)
    .default(20_000),
  REGISTRATIONS_PER_HOUR: positiveInt(100_000).default(10),
  TOKEN_IDLE_MINUTES: positiveInt(480).default(60),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// (or smtps:// for TLS)')
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).default('Contrato Claro <nao-responda@localhost>'),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+/, 'must start with http:// or https://')
    .optional(),
  STAFF_WEBHOOK_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+/, 'must start with http:// or https://')
    .optional(),
  STAFF_NOTIFICATION_ATTEMPTS: positiveInt(20).default(5),
  CSP_CONNECT_SOURCES: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(/[\s,]+/).filter(Boolean) : [])),
});

/** Validated settings of one process (API or worker). */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Absolute path holding the embedded database (`pg/`), uploads (`files/`) and the secret. */
  dataDir: string;
  /** Set → PostgreSQL server; null → embedded PGlite in `dataDir/pg`. */
  databaseUrl: string | null;
  /**
   * Where the secrets no variable sets are generated and kept (`jwt-secret`, `data-key`):
   * SECRETS_DIR, by default `dataDir`. Production keeps them apart from the data, so that a copy
   * of DATA_DIR (a backup, a stolen disk) does not carry the key that opens it.
   */
  secretsDir: string;
  /** Null in embedded mode until resolved from `secretsDir/jwt-secret` (see secret-file.ts). */
  jwtSecret: string | null;
  /**
   * Keys of the data at rest (see db/encryption.ts), the first encrypting, the others only read
   * (rotation); null → one key generated into `secretsDir/data-key`.
   */
  dataKeys: string[] | null;
  /**
   * Whether this API process runs analyses. Embedded: always (nothing else can open its
   * database). Scale-out: off by default, the `npm run worker` processes do it.
   */
  runWorkers: boolean;
  /** Set → rate limits counted in Redis, shared by every API process; null → in memory. */
  redisUrl: string | null;
  logLevel: string;
  trustProxy: boolean;
  analysis: {
    retentionDays: number;
    /** Ceiling of one analysis' time; a PDF gets less: 10 s + `msPerPage` per page. */
    timeoutMs: number;
    msPerPage: number;
    /**
     * The time budget is CPU time; an analysis that has not spent it after this many times as
     * long on the clock fails SERVER_BUSY (the machine was too busy to run it, not its doing).
     */
    clockFactor: number;
    memoryMb: number;
    /**
     * Ceiling of the one retry of an analysis killed for memory: it runs again with twice its
     * cap, at most this much; out of memory again, it fails DOCUMENT_TOO_LARGE.
     */
    memoryMaxMb: number;
    concurrency: number;
    /** Analyses of one client (IP) that may run at once, whatever the number of slots. */
    runningPerClient: number;
    /** Queued analyses beyond which uploads are refused for a while (503 SERVER_BUSY). */
    maxQueue: number;
    /** Analysis time one IP / one uploader may use per hour (429 ANALYSIS_QUOTA_EXCEEDED). */
    budgetPerIpSeconds: number;
    budgetPerUploaderSeconds: number;
  };
  /** Uploads accepted per client IP per minute (429 RATE_LIMITED beyond). */
  uploadsPerMinute: number;
  /** An upload whose bytes stop coming for this long is dropped (408 REQUEST_TIMEOUT). */
  uploadIdleTimeoutMs: number;
  /** Port of a worker process' /health, /ready and /metrics (`npm run worker`). */
  workerHealthPort: number;
  /** API process: private port of /health, /ready and /metrics (Prometheus); null: none. */
  metricsPort: number | null;
  /**
   * How long a stop (SIGTERM, SIGINT) lets running analyses end before it kills their children and
   * puts their jobs back in the queue. Keep it under the supervisor's own grace (docker stop: 10 s
   * by default, compose.yaml sets 30 s; Kubernetes: 30 s).
   */
  shutdownGraceMs: number;
  /** Open progress streams (server-sent events) per client IP and per process. */
  eventStreams: { perClient: number; max: number };
  /** Registrations (lead or account) accepted per IP per hour. */
  registrationsPerHour: number;
  /** A sign-in token (customer or staff) unused for this long stops working (≤ its 8 h expiry). */
  tokenIdleMinutes: number;
  webDistDir: string;
  mail: {
    /** Set → e-mails go through this SMTP server; null → their links are written to the log. */
    smtpUrl: string | null;
    /** The From header of every e-mail. */
    from: string;
  };
  /** The address people open the app at (links in e-mails), without a trailing slash. */
  publicUrl: string;
  /** Notifications of new lawyer requests to the team. */
  staffNotifications: {
    /** Set → each one is also POSTed (JSON, ids only) to this URL, e.g. a chat tool's webhook. */
    webhookUrl: string | null;
    /** Attempts of one notification before it is kept as a dead letter. */
    attempts: number;
  };
  /** Extra `connect-src` hosts for the CSP (error reporting, analytics). */
  cspConnectSources: string[];
}

/** Thrown at start-up when an environment variable is invalid; the message names it. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Which entry point reads the settings: `src/server.ts` or `src/worker.ts`. */
export type ProcessRole = 'api' | 'worker';

/** Rules across variables, which depend on the process reading them. */
function crossCheck(values: z.infer<typeof ZEnv>, role: ProcessRole): string[] {
  const problems: string[] = [];
  if (values.ANALYSIS_MEMORY_MAX_MB < values.ANALYSIS_MEMORY_MB) {
    problems.push('ANALYSIS_MEMORY_MAX_MB: must be at least ANALYSIS_MEMORY_MB');
  }
  if (role === 'worker') {
    if (!values.DATABASE_URL) {
      problems.push(
        'DATABASE_URL: is required by the worker (embedded mode runs analyses in npm start)',
      );
    }
    return problems;
  }
  if (values.DATABASE_URL && !values.JWT_SECRET) {
    problems.push('JWT_SECRET: is required (at least 32 characters) when DATABASE_URL is set');
  }
  if (!values.DATABASE_URL && values.RUN_WORKERS === false) {
    problems.push('RUN_WORKERS: can be false only with DATABASE_URL (nothing else would analyse)');
  }
  return problems;
}

/**
 * Reads the settings from environment variables. Pure: relative paths are resolved against
 * `INIT_CWD` (the folder where `npm` was run, so `npm start` at the repo root uses `./data` there)
 * or else `cwd`. `role` selects the rules of the API or of the worker entry point.
 */
export function loadConfig(
  env: Record<string, string | undefined>,
  cwd: string = process.cwd(),
  role: ProcessRole = 'api',
): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const problems = crossCheck(values, role);
  if (problems.length > 0) throw new ConfigError(problems);
  const base = env.INIT_CWD || cwd;
  return {
    nodeEnv: values.NODE_ENV,
    isProduction: values.NODE_ENV === 'production',
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(base, values.DATA_DIR),
    secretsDir: path.resolve(base, values.SECRETS_DIR ?? values.DATA_DIR),
    databaseUrl: values.DATABASE_URL ?? null,
    jwtSecret: values.JWT_SECRET ?? null,
    dataKeys: values.DATA_ENCRYPTION_KEY ?? null,
    runWorkers: values.RUN_WORKERS ?? !values.DATABASE_URL,
    redisUrl: values.REDIS_URL ?? null,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    analysis: {
      retentionDays: values.ANALYSIS_RETENTION_DAYS,
      timeoutMs: values.ANALYSIS_TIMEOUT_MS,
      msPerPage: values.ANALYSIS_MS_PER_PAGE,
      clockFactor: values.ANALYSIS_CLOCK_FACTOR,
      memoryMb: values.ANALYSIS_MEMORY_MB,
      memoryMaxMb: values.ANALYSIS_MEMORY_MAX_MB,
      concurrency: values.ANALYSIS_CONCURRENCY ?? availableParallelism(),
      runningPerClient: values.ANALYSIS_RUNNING_PER_CLIENT,
      maxQueue: values.ANALYSIS_MAX_QUEUE,
      budgetPerIpSeconds: values.ANALYSIS_BUDGET_PER_IP_SECONDS,
      budgetPerUploaderSeconds: values.ANALYSIS_BUDGET_PER_UPLOADER_SECONDS,
    },
    uploadsPerMinute: values.UPLOADS_PER_MINUTE,
    uploadIdleTimeoutMs: values.UPLOAD_IDLE_TIMEOUT_MS,
    workerHealthPort: values.WORKER_HEALTH_PORT,
    metricsPort: values.METRICS_PORT ?? null,
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    eventStreams: { perClient: values.EVENT_STREAMS_PER_CLIENT, max: values.EVENT_STREAMS_MAX },
    registrationsPerHour: values.REGISTRATIONS_PER_HOUR,
    tokenIdleMinutes: values.TOKEN_IDLE_MINUTES,
    webDistDir: values.WEB_DIST_DIR
      ? path.resolve(base, values.WEB_DIST_DIR)
      : DEFAULT_WEB_DIST_DIR,
    mail: { smtpUrl: values.SMTP_URL ?? null, from: values.MAIL_FROM },
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    staffNotifications: {
      webhookUrl: values.STAFF_WEBHOOK_URL ?? null,
      attempts: values.STAFF_NOTIFICATION_ATTEMPTS,
    },
    cspConnectSources: values.CSP_CONNECT_SOURCES,
  };
}
