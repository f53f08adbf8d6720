import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('has embedded defaults for everything', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/app/data',
      databaseUrl: null,
      jwtSecret: null,
      logLevel: 'info',
      trustProxy: false,
      nodeEnv: 'development',
      isProduction: false,
      runWorkers: true,
      redisUrl: null,
      analysis: { retentionDays: 7, timeoutMs: 120_000, memoryMb: 512, memoryMaxMb: 1024 },
    });
    expect(config.analysis.concurrency).toBeGreaterThan(0);
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('resolves relative paths against INIT_CWD (where npm ran) before cwd', () => {
    const config = loadConfig({ INIT_CWD: '/repo', DATA_DIR: 'var', WEB_DIST_DIR: 'web' }, '/x');
    expect(config.dataDir).toBe('/repo/var');
    expect(config.webDistDir).toBe('/repo/web');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db:5432/app',
      JWT_SECRET: 'x'.repeat(32),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ANALYSIS_RETENTION_DAYS: '30',
      ANALYSIS_TIMEOUT_MS: '5000',
      ANALYSIS_MEMORY_MB: '256',
      ANALYSIS_MEMORY_MAX_MB: '300',
      ANALYSIS_CONCURRENCY: '3',
      NODE_ENV: 'production',
      CSP_CONNECT_SOURCES: 'https://a.example https://b.example',
      RUN_WORKERS: 'true',
      REDIS_URL: 'redis://cache:6379/0',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db:5432/app',
      jwtSecret: 'x'.repeat(32),
      logLevel: 'warn',
      trustProxy: true,
      isProduction: true,
      analysis: {
        retentionDays: 30,
        timeoutMs: 5000,
        memoryMb: 256,
        memoryMaxMb: 300,
        concurrency: 3,
      },
      cspConnectSources: ['https://a.example', 'https://b.example'],
      runWorkers: true,
      redisUrl: 'redis://cache:6379/0',
    });
  });

  it('scale-out: API processes leave the analyses to the workers unless RUN_WORKERS=true', () => {
    const scaleOut = { DATABASE_URL: 'postgres://u@db/app', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(scaleOut).runWorkers).toBe(false);
    expect(loadConfig({ ...scaleOut, RUN_WORKERS: 'true' }).runWorkers).toBe(true);
  });

  it('the worker needs DATABASE_URL but no JWT_SECRET', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/app' }, '/srv', 'worker')).toMatchObject({
      databaseUrl: 'postgres://u@db/app',
      jwtSecret: null,
    });
    expect(() => loadConfig({}, '/srv', 'worker')).toThrow(/DATABASE_URL: is required/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('reads DATA_ENCRYPTION_KEY as the current key, then older ones; unset means generated', () => {
    const [current, older] = ['n'.repeat(32), 'o'.repeat(40)];
    expect(loadConfig({ DATA_ENCRYPTION_KEY: ` ${current} , ${older}` }).dataKeys).toEqual([
      current,
      older,
    ]);
    expect(loadConfig({ DATA_ENCRYPTION_KEY: '' }).dataKeys).toBeNull();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a number'],
    [{ PORT: '70000' }, 'PORT:'],
    [
      { DATABASE_URL: 'mysql://x', JWT_SECRET: 'x'.repeat(32) },
      'DATABASE_URL: must start with postgres://',
    ],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET: must have at least 32 characters'],
    [
      { DATA_ENCRYPTION_KEY: `${'n'.repeat(32)},short` },
      'DATA_ENCRYPTION_KEY.1: each key must have at least 32 characters',
    ],
    [{ DATABASE_URL: 'postgres://u@h/db' }, 'JWT_SECRET: is required'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY: use true or false'],
    [{ RUN_WORKERS: 'false' }, 'RUN_WORKERS: can be false only with DATABASE_URL'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL: must start with redis://'],
    [{ ANALYSIS_CONCURRENCY: '0' }, 'ANALYSIS_CONCURRENCY: must be positive'],
    [{ ANALYSIS_TIMEOUT_MS: '1.5' }, 'ANALYSIS_TIMEOUT_MS: must be a whole number'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL:'],
    [{ ANALYSIS_MEMORY_MB: '2048' }, 'ANALYSIS_MEMORY_MAX_MB: must be at least ANALYSIS_MEMORY_MB'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV:'],
  ])('names the bad variable: %j', (env, expected) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });

  it('lists every bad variable at once in its message', () => {
    const error = (() => {
      try {
        loadConfig({ PORT: 'x', ANALYSIS_MEMORY_MB: '-1' });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.message).toMatch(/PORT/);
    expect(error?.message).toMatch(/ANALYSIS_MEMORY_MB/);
  });
});
