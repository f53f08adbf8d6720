import * as argon2 from '@node-rs/argon2';
import { ERROR_MESSAGES, ZAuthResponse } from '@contrato-claro/shared';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, registerThroughApi } from '../../../test/accounts';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/app';
import { emailValues, isEmail } from '../../db/encryption';
import { sessions, users } from '../../db/schema';
import { purgeIdleSessions } from '../../plugins/session-activity';
import { DUMMY_PASSWORD_HASH, hashPassword } from '../../services/hash-password';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../services/issue-token';

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof argon2>();
  return { ...original, verify: vi.fn(original.verify) };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const key = new TextEncoder().encode(TEST_JWT_SECRET);
const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
// Each test logs in from its own address, so the per-IP login limit never interferes here.
let address = 0;
const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: `10.1.0.${++address}`,
    payload: { email, password },
  });

describe('POST /api/auth/register', () => {
  it('creates the account, answers 201 with SPEC §7 fields and a working token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: ' Ana Souza ', email: 'Ana@Example.COM', password: 'senha-forte-1' },
    });
    expect(response.statusCode).toBe(201);
    const body = ZAuthResponse.parse(response.json());
    expect(body).toMatchObject({ name: 'Ana Souza', email: 'ana@example.com', hasFeedback: false });
    expect((await profile(body.access_token)).json()).toMatchObject({ userId: body.userId });
  });

  it('stores an argon2id hash with 19 MiB, 2 iterations and 1 lane, never the password', async () => {
    await registerThroughApi(t.app, { email: 'hash@example.com', password: 'senha-secreta-9' });
    const [row] = await t.app.db.select().from(users).where(isEmail(users, 'hash@example.com'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain('senha-secreta-9');
  });

  it('answers a taken e-mail like any other: a new unverified identity, never the account', async () => {
    const owner = await registerThroughApi(t.app, {
      email: 'dup@example.com',
      password: 'senha-forte-1',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Outra', email: 'DUP@example.com', password: 'outra-senha-2' },
    });
    expect(response.statusCode).toBe(201);
    const body = ZAuthResponse.parse(response.json());
    expect(body).toMatchObject({ email: 'dup@example.com', emailVerified: false });
    expect(body.userId).not.toBe(owner.userId);
    // The squatter's password opens only the squatter's own identity; the owner's still works.
    const squatter = await login('dup@example.com', 'outra-senha-2');
    expect(squatter.json()).toMatchObject({ userId: body.userId, emailVerified: false });
    expect((await login('dup@example.com', 'senha-forte-1')).json().userId).toBe(owner.userId);
  });

  it('answers 400 VALIDATION with "campo: mensagem" details in pt-BR', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: '', email: 'não-é-email', password: 'curta' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION',
      details: expect.arrayContaining([
        'name: Campo obrigatório',
        'email: E-mail inválido',
        'password: A senha precisa ter pelo menos 8 caracteres',
      ]),
    });
  });

  it("refuses common passwords and ones made of the person's own name or e-mail, in pt-BR", async () => {
    for (const password of ['12345678', 'senha123', 'brasil2024', 'mariana.souza']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: `10.2.0.${++address}`,
        payload: { name: 'Mariana Souza', email: 'mariana.souza@example.com', password },
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toEqual({
        error: 'WEAK_PASSWORD',
        message: ERROR_MESSAGES.WEAK_PASSWORD,
      });
    }
    const [stored] = await t.app.db
      .select()
      .from(users)
      .where(isEmail(users, 'mariana.souza@example.com'));
    expect(stored).toBeUndefined();
  });
});

describe('POST /api/auth/login', () => {
  beforeAll(async () => {
    await registerThroughApi(t.app, { email: 'login@example.com', password: 'senha-certa-1' });
  });
  beforeEach(() => {
    vi.mocked(argon2.verify).mockClear();
  });

  it('answers the account and a token for the right password (e-mail in any case)', async () => {
    const response = await login('LOGIN@example.com', 'senha-certa-1');
    expect(response.statusCode).toBe(200);
    expect(ZAuthResponse.parse(response.json())).toMatchObject({ email: 'login@example.com' });
  });

  it('answers the same 401 for a wrong password, an unknown e-mail and a lead without password', async () => {
    await t.app.db.insert(users).values({ ...emailValues('nopass@example.com'), name: 'Lead' });
    const answers = await Promise.all([
      login('login@example.com', 'senha-errada'),
      login('ninguem@example.com', 'senha-errada'),
      login('nopass@example.com', 'senha-errada'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        error: 'INVALID_CREDENTIALS',
        message: ERROR_MESSAGES.INVALID_CREDENTIALS,
      });
    }
  });

  it('runs the same argon2 verifications whether or not the account exists (no timing oracle)', async () => {
    await login('login@example.com', 'senha-errada');
    expect(argon2.verify).toHaveBeenCalledTimes(2);
    await login('ninguem@example.com', 'senha-errada');
    expect(argon2.verify).toHaveBeenCalledTimes(4);
    // The unknown e-mail was checked against a real argon2id hash of the same cost.
    expect(
      vi
        .mocked(argon2.verify)
        .mock.calls.slice(2)
        .map((call) => call[0]),
    ).toEqual([DUMMY_PASSWORD_HASH, DUMMY_PASSWORD_HASH]);
    const params = (phc: string) => phc.split('$').slice(1, 4).join('$');
    expect(params(DUMMY_PASSWORD_HASH)).toBe(params(await hashPassword('qualquer-senha-1')));
  });

  it('answers 400 VALIDATION without an e-mail or a password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'login@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(['password: Campo obrigatório']);
  });
});

describe('access tokens', () => {
  let userId: string;
  let token: string;
  beforeAll(async () => {
    ({ userId, token } = await registerThroughApi(t.app, {
      email: 'jwt@example.com',
      password: 'senha-forte-1',
    }));
  });

  it('are HS256 with sub, iat, the token version and an expiry of at most 8 hours', () => {
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const claims = decodeJwt(token);
    expect(claims.sub).toBe(userId);
    expect(claims.ver).toBe(0);
    expect(claims.exp! - claims.iat!).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBeLessThanOrEqual(8 * 60 * 60);
  });

  const now = () => Math.floor(Date.now() / 1000);
  const forged: Array<[string, () => Promise<string>]> = [
    [
      'alg none',
      async () => new UnsecuredJWT({ ver: 0 }).setSubject(userId).setExpirationTime('1h').encode(),
    ],
    [
      'no expiry (exp), though well signed',
      () =>
        new SignJWT({ ver: 0 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(userId)
          .setIssuedAt()
          .sign(key),
    ],
    [
      'an old token version (revoked)',
      () =>
        new SignJWT({ ver: 7 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(userId)
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(key),
    ],
    [
      'another algorithm (HS512) with the same secret',
      () =>
        new SignJWT({})
          .setProtectedHeader({ alg: 'HS512' })
          .setSubject(userId)
          .setExpirationTime('1h')
          .sign(key),
    ],
    [
      'an expired token',
      () =>
        new SignJWT({})
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(userId)
          .setIssuedAt(now() - 9 * 3600)
          .setExpirationTime(now() - 3600)
          .sign(key),
    ],
    [
      'another secret',
      () =>
        new SignJWT({})
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(userId)
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('another-secret-another-secret-another-secret')),
    ],
  ];
  it('stop working once unused for TOKEN_IDLE_MINUTES, while one in use stays valid', async () => {
    const idleMinutes = t.app.config.tokenIdleMinutes;
    const session = async () => {
      const fresh = (await login('jwt@example.com', 'senha-forte-1')).json().access_token as string;
      return { token: fresh, id: decodeJwt(fresh).sid as string };
    };
    const setLastUse = (id: string, minutesAgo: number) =>
      t.app.db
        .update(sessions)
        .set({ lastUsedAt: sql`now() - ${minutesAgo} * interval '1 minute'` })
        .where(eq(sessions.id, id));

    const idle = await session();
    await setLastUse(idle.id, idleMinutes + 1);
    expect((await profile(idle.token)).statusCode).toBe(401);
    // Purged with the other expired data, and never valid again.
    expect(await purgeIdleSessions({ db: t.app.db, idleMinutes })).toBeGreaterThanOrEqual(1);
    expect((await profile(idle.token)).statusCode).toBe(401);

    const used = await session();
    await setLastUse(used.id, idleMinutes - 1);
    expect((await profile(used.token)).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.id, used.id));
    // The use moved the session's last use to now: another idle period starts.
    expect(row!.lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 30 * 60_000);
    // The other token of the same account was not touched by this one's idling.
    expect((await profile(token)).statusCode).toBe(200);
  });

  it.each(forged)('with %s are refused with 401 UNAUTHORIZED', async (_name, make) => {
    const response = await profile(await make());
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('UNAUTHORIZED');
  });
});
