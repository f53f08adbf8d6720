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

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0)
      .max(65535)
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    JWT_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: flag.default(false),
    ANALYSIS_RETENTION_DAYS: positiveInt(3650).default(7),
    ANALYSIS_TIMEOUT_MS: positiveInt(3_600_000).default(60_000),
    ANALYSIS_MEMORY_MB: positiveInt(65_536).default(512),
    ANALYSIS_CONCURRENCY: positiveInt(256).optional(),
    UPLOADS_PER_MINUTE: positiveInt(100_000).default(30),
    WEB_DIST_DIR: z.string().min(1).optional(),
    CSP_CONNECT_SOURCES: z
      .string()
      .optional()
      .transform((value) => (value ? value.split(/[\s,]+/).filter(Boolean) : [])),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required (at least 32 characters) when DATABASE_URL is set',
      });
    }
  });

/** Validated settings of one API process. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Absolute path holding the embedded database (`pg/`), uploads (`files/`) and the secret. */
  dataDir: string;
  /** Set → PostgreSQL server; null → embedded PGlite in `dataDir/pg`. */
  databaseUrl: string | null;
  /** Null in embedded mode until resolved from `dataDir/jwt-secret` (see jwt-secret.ts). */
  jwtSecret: string | null;
  logLevel: string;
  trustProxy: boolean;
  analysis: {
    retentionDays: number;
    timeoutMs: number;
    memoryMb: number;
    concurrency: number;
  };
  /** Uploads accepted per client IP per minute (429 RATE_LIMITED beyond). */
  uploadsPerMinute: number;
  webDistDir: string;
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

/**
 * Reads the settings from environment variables. Pure: relative paths are resolved against
 * `INIT_CWD` (the folder where `npm` was run, so `npm start` at the repo root uses `./data` there)
 * or else `cwd`.
 */
export function loadConfig(
  env: Record<string, string | undefined>,
  cwd: string = process.cwd(),
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
  const base = env.INIT_CWD || cwd;
  return {
    nodeEnv: values.NODE_ENV,
    isProduction: values.NODE_ENV === 'production',
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(base, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL ?? null,
    jwtSecret: values.JWT_SECRET ?? null,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    analysis: {
      retentionDays: values.ANALYSIS_RETENTION_DAYS,
      timeoutMs: values.ANALYSIS_TIMEOUT_MS,
      memoryMb: values.ANALYSIS_MEMORY_MB,
      concurrency: values.ANALYSIS_CONCURRENCY ?? availableParallelism(),
    },
    uploadsPerMinute: values.UPLOADS_PER_MINUTE,
    webDistDir: values.WEB_DIST_DIR
      ? path.resolve(base, values.WEB_DIST_DIR)
      : DEFAULT_WEB_DIST_DIR,
    cspConnectSources: values.CSP_CONNECT_SOURCES,
  };
}
