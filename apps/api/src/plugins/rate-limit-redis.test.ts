import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { multipart, PDF_BYTES } from '../../test/contracts';
import { createTestDatabase } from '../../test/db';
import type { DatabaseHandle } from '../db/client';
import { RATE_LIMITS } from './rate-limit';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two API instances counting in one real Redis (TEST_REDIS_URL, e.g. redis://127.0.0.1:6379), as
 * several processes behind a load balancer would. Each run uses addresses of its own, so counters
 * left by an earlier run (they expire with their window) never meet this one's.
 */
describe.skipIf(!redisUrl)('rate limits shared through Redis (runs with TEST_REDIS_URL)', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  let first: TestApp;
  let second: TestApp;
  const runPrefix = `10.${randomInt(256)}.${randomInt(256)}`;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'contrato-claro-redis-'));
    const start = () =>
      buildTestApp({ database, dataDir, env: { REDIS_URL: redisUrl!, UPLOADS_PER_MINUTE: '3' } });
    [first, second] = [await start(), await start()];
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const uploadFrom = (app: TestApp['app'], remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/contracts',
      remoteAddress,
      ...multipart('contrato.pdf', PDF_BYTES),
    });

  it('counts uploads of one address across instances', async () => {
    const address = `${runPrefix}.1`;
    const answers = [
      await uploadFrom(first.app, address),
      await uploadFrom(second.app, address),
      await uploadFrom(first.app, address),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
    const limited = await uploadFrom(second.app, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await uploadFrom(second.app, `${runPrefix}.2`)).statusCode).toBe(202);
  });

  it('keeps one bucket per limit: logins exhausted do not block registrations from that address', async () => {
    const address = `${runPrefix}.3`;
    const { max } = RATE_LIMITS.loginPerIp;
    // Bodies without a password (400) are enough: the limit counts requests on arrival.
    const login = (app: TestApp['app']) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: address,
        payload: { email: `ninguem-${runPrefix}@example.com` },
      });
    for (let attempt = 1; attempt <= max; attempt += 1) {
      expect((await login(attempt % 2 ? first.app : second.app)).statusCode).toBe(400);
    }
    expect((await login(first.app)).statusCode).toBe(429);
    expect((await login(second.app)).statusCode).toBe(429);

    const register = await second.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: address,
      payload: {},
    });
    expect(register.statusCode).toBe(400);
  });
});
