import { ERROR_MESSAGES } from '@contrato-claro/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_FORM, registerThroughApi } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { multipart, PDF_BYTES } from '../../../test/contracts';
import { sql } from 'drizzle-orm';
import { loginFailures } from '../../db/schema';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import {
  FREE_ACCOUNT_LOGIN_FAILURES,
  FREE_LOGIN_FAILURES,
  loginDelaySeconds,
  MAX_LOGIN_DELAY_SECONDS,
} from '../../services/login-user';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const RATE_LIMITED = { error: 'RATE_LIMITED', message: ERROR_MESSAGES.RATE_LIMITED };

/**
 * A login attempt. Without a password the body is invalid (400) but the per-IP limit, checked on
 * arrival, still counts it: cheap attempts, no argon2 work.
 */
const login = (app: TestApp['app'], remoteAddress: string, payload: object, headers = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload, headers });

function expectRateLimited(response: Awaited<ReturnType<typeof login>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual(RATE_LIMITED);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('login limits', () => {
  it('delays an account+address pair exponentially after failures, never the owner elsewhere', async () => {
    await registerThroughApi(t.app, { email: 'target@example.com', password: 'senha-certa-1' });
    const attacker = '10.4.0.1';
    for (let attempt = 1; attempt <= FREE_LOGIN_FAILURES; attempt += 1) {
      const response = await login(t.app, attacker, {
        email: attempt % 2 ? 'TARGET@example.com' : 'target@example.com',
        password: `chute-${attempt}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const waiting = await login(t.app, attacker, { email: 'target@example.com', password: 'x' });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toMatchObject({ ...RATE_LIMITED, details: { retryAfterSeconds: 1 } });
    expect(waiting.headers['retry-after']).toBe('1');

    // The owner, from another address, is never delayed, and successes count for nothing.
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      const owner = await login(t.app, '10.4.0.2', {
        email: 'target@example.com',
        password: 'senha-certa-1',
      });
      expect(owner.statusCode).toBe(200);
    }

    // Once the wait is over, one more failure doubles it.
    await t.app.db.update(loginFailures).set({ lastFailedAt: sql`now() - interval '2 seconds'` });
    expect(
      (await login(t.app, attacker, { email: 'target@example.com', password: 'y' })).statusCode,
    ).toBe(401);
    const longer = await login(t.app, attacker, { email: 'target@example.com', password: 'z' });
    expect(longer.headers['retry-after']).toBe('2');
  });

  it('slows guesses at one account from many addresses, and the owner still gets in by code', async () => {
    await registerThroughApi(t.app, { email: 'many@example.com', password: 'senha-certa-2' });
    // The repro of issue 26: three guesses from each of sixty addresses.
    const answers: number[] = [];
    for (let address = 1; address <= 60; address += 1) {
      for (let guess = 1; guess <= 3; guess += 1) {
        const response = await login(t.app, `10.5.${address}.1`, {
          email: 'many@example.com',
          password: `chute-${address}-${guess}`,
        });
        answers.push(response.statusCode);
      }
    }
    // The account's free failures, then the waits double whatever the address: however slow
    // this machine, passing 15 more waits would take 2^15 s.
    const failed = answers.filter((status) => status === 401).length;
    expect(failed).toBeGreaterThanOrEqual(FREE_ACCOUNT_LOGIN_FAILURES);
    expect(failed).toBeLessThan(FREE_ACCOUNT_LOGIN_FAILURES + 15);
    expect(answers.filter((status) => status === 429).length).toBe(180 - failed);
    // The owner's way in is the code, never throttled by these guesses.
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/auth/code',
      remoteAddress: '10.6.0.1',
      payload: { email: 'many@example.com' },
    });
    expect(code.statusCode).toBe(202);
  });

  it('grows the delay 1, 2, 4… seconds up to 15 minutes', () => {
    expect([0, 2, 3, 4, 5, 6, 12, 40].map((failures) => loginDelaySeconds(failures))).toEqual([
      0,
      0,
      1,
      2,
      4,
      8,
      512,
      MAX_LOGIN_DELAY_SECONDS,
    ]);
  });

  it('clears the failures of a pair on success', async () => {
    await registerThroughApi(t.app, { email: 'forgetful@example.com', password: 'senha-certa-2' });
    const address = '10.4.2.1';
    await login(t.app, address, { email: 'forgetful@example.com', password: 'errada' });
    expect((await t.app.db.select().from(loginFailures)).length).toBeGreaterThan(0);
    const right = await login(t.app, address, {
      email: 'forgetful@example.com',
      password: 'senha-certa-2',
    });
    expect(right.statusCode).toBe(200);
    await t.app.db.delete(loginFailures);
  });

  it('limits attempts per IP, and a forged X-Forwarded-For does not dodge it', async () => {
    const { max } = RATE_LIMITS.loginPerIp;
    for (let attempt = 1; attempt <= max; attempt += 1) {
      const response = await login(
        t.app,
        '10.5.0.1',
        { email: `someone${attempt}@example.com` },
        { 'x-forwarded-for': `203.0.113.${attempt}` },
      );
      expect(response.statusCode).toBe(400);
    }
    expectRateLimited(
      await login(
        t.app,
        '10.5.0.1',
        { email: 'fresh@example.com', password: 'x' },
        { 'x-forwarded-for': '198.51.100.77' },
      ),
    );
    const otherAddress = await login(t.app, '10.5.0.2', { email: 'fresh@example.com' });
    expect(otherAddress.statusCode).toBe(400);
  });

  it('believes X-Forwarded-For only when TRUST_PROXY is set', async () => {
    const behindProxy = await buildTestApp({
      database: t.database,
      env: { TRUST_PROXY: 'true' },
    });
    try {
      const { max } = RATE_LIMITS.loginPerIp;
      const fromProxy = (client: string) =>
        login(
          behindProxy.app,
          '127.0.0.1',
          { email: 'a@example.com' },
          { 'x-forwarded-for': client },
        );
      for (let attempt = 1; attempt <= max; attempt += 1) {
        expect((await fromProxy('203.0.113.9')).statusCode).toBe(400);
      }
      expectRateLimited(await fromProxy('203.0.113.9'));
      expect((await fromProxy('203.0.113.10')).statusCode).toBe(400);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('registration limit', () => {
  it('counts both register routes in one bucket per IP, REGISTRATIONS_PER_HOUR of them', async () => {
    const max = t.app.config.registrationsPerHour;
    expect(max).toBe(10);
    const address = '10.6.0.1';
    for (let attempt = 1; attempt <= max; attempt += 1) {
      const response =
        attempt % 2
          ? await t.app.inject({
              method: 'POST',
              url: '/api/auth/register',
              remoteAddress: address,
              payload: { name: 'Pessoa', email: `reg${attempt}@example.com`, password: 'curta' },
            })
          : await t.app.inject({
              method: 'POST',
              url: '/api/auth/register/account',
              remoteAddress: address,
              payload: { ...LEAD_FORM, userServiceId: 'not-an-id' },
            });
      expect(response.statusCode).toBe(400);
    }
    for (const url of ['/api/auth/register', '/api/auth/register/account']) {
      expectRateLimited(
        await t.app.inject({ method: 'POST', url, remoteAddress: address, payload: {} }),
      );
    }
    const otherAddress = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '10.6.0.2',
      payload: { name: 'Pessoa', email: 'reg-ok@example.com', password: 'senha-forte-1' },
    });
    expect(otherAddress.statusCode).toBe(201);
  });
});

describe('upload limit', () => {
  it('answers 429 RATE_LIMITED beyond UPLOADS_PER_MINUTE per IP, forged X-Forwarded-For or not', async () => {
    const limited = await buildTestApp({ database: t.database, env: { UPLOADS_PER_MINUTE: '2' } });
    try {
      const send = (remoteAddress: string, forwardedFor: string) => {
        const body = multipart('contrato.pdf', PDF_BYTES);
        return limited.app.inject({
          method: 'POST',
          url: '/api/contracts',
          remoteAddress,
          payload: body.payload,
          headers: { ...body.headers, 'x-forwarded-for': forwardedFor },
        });
      };
      expect((await send('10.7.0.1', '203.0.113.1')).statusCode).toBe(202);
      expect((await send('10.7.0.1', '203.0.113.2')).statusCode).toBe(202);
      expectRateLimited(await send('10.7.0.1', '203.0.113.3'));
      expect((await send('10.7.0.2', '203.0.113.3')).statusCode).toBe(202);
    } finally {
      await limited.close();
    }
  });
});
