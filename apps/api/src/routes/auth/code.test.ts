import { Writable } from 'node:stream';
import {
  ERROR_MESSAGES,
  ZAuthResponse,
  ZCodeResponse,
  ZPendingIdentities,
} from '@contrato-claro/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  insertAnalysis,
  LEAD_FORM,
  newUploader,
  registerThroughApi,
} from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { readCode, startMailbox, type Mailbox } from '../../../test/mailbox';
import { isEmail } from '../../db/encryption';
import { emailCodes, loginFailures, users } from '../../db/schema';
import { purgeExpiredCodes } from '../../services/purge-expired-codes';
import { MAX_CODE_ATTEMPTS, MAX_LIVE_CODES } from '../../services/send-email-code';

let t: TestApp;
let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ env: { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://app.example' } });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

/** The last e-mail to `to`, once the app has sent what it had to. */
const lastMail = async (to: string) => {
  await t.app.background.settle();
  return mailbox.latest(to);
};

let address = 0;
const post = (url: string, payload: object, token?: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.7.0.${++address}`,
    payload,
    headers: { ...(token ? bearer(token) : {}), ...(cookie ? { cookie } : {}) },
  });
/** A request from one fixed address: one requester. */
const postFrom = (remoteAddress: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, remoteAddress, payload });
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const listIds = async (token: string) =>
  (await get('/api/contracts', token))
    .json<{ analyses: { userServiceId: string }[] }>()
    .analyses.map((row) => row.userServiceId);

/** A lead who unlocked one analysis through the modal: an unverified identity. */
async function leadWithAnalysis(email: string) {
  const uploader = newUploader(t.app);
  const id = await insertAnalysis(t.app, uploader);
  const response = await post(
    '/api/auth/register/account',
    { ...LEAD_FORM, email, userServiceId: id },
    undefined,
    uploader.cookie,
  );
  expect(response.statusCode).toBe(201);
  return { id, uploader, identity: ZAuthResponse.parse(response.json()) };
}

describe('POST /api/auth/login before the e-mail is confirmed', () => {
  it('signs the identity in with its own password, mails the code, and the owner brings in what was made under the e-mail', async () => {
    const lead = await leadWithAnalysis('senha-antes@example.com');
    const created = await post('/api/auth/register', {
      name: 'Bia',
      email: 'senha-antes@example.com',
      password: 'senha-propria-3',
    });
    const identity = ZAuthResponse.parse(created.json());
    await t.app.background.settle();
    const before = mailbox.received.length;

    const response = await post('/api/auth/login', {
      email: 'senha-antes@example.com',
      password: 'senha-propria-3',
    });
    expect(response.statusCode).toBe(200);
    const signedIn = ZAuthResponse.parse(response.json());
    expect(signedIn).toMatchObject({ userId: identity.userId, emailVerified: false });
    // It sees only what it claimed: nothing yet; the lead's analysis is another identity's.
    expect(await listIds(signedIn.access_token)).toEqual([]);
    const wrong = await post('/api/auth/login', {
      email: 'senha-antes@example.com',
      password: 'senha-errada-3',
    });
    expect(wrong.json()).toEqual({
      error: 'INVALID_CREDENTIALS',
      message: ERROR_MESSAGES.INVALID_CREDENTIALS,
    });

    const mail = await lastMail('senha-antes@example.com');
    expect(mailbox.received.length).toBe(before + 1);
    const verified = await post(
      '/api/auth/code/verify',
      { email: 'senha-antes@example.com', code: readCode(mail).code },
      signedIn.access_token,
    );
    const account = ZAuthResponse.parse(verified.json());
    expect(account).toMatchObject({ userId: identity.userId, emailVerified: true });
    // The lead's identity may be a stranger's (issue 26): it waits for the owner's answer.
    expect(await listIds(account.access_token)).toEqual([]);
    const pending = ZPendingIdentities.parse(
      (await get('/api/users/pending-identities', account.access_token)).json(),
    );
    expect(pending.identities.flatMap((p) => p.analyses.map((a) => a.id))).toEqual([lead.id]);
    const accepted = await post(
      `/api/users/pending-identities/${pending.identities[0]!.id}`,
      { answer: 'accept' },
      account.access_token,
    );
    expect(accepted.statusCode).toBe(204);
    expect(await listIds(account.access_token)).toEqual([lead.id]);
  });
});

describe('POST /api/auth/code', () => {
  it('answers the same for an e-mail with or without an account, and mails only the owner a code', async () => {
    await registerThroughApi(t.app, { email: 'known@example.com', password: 'senha-forte-1' });
    const known = await post('/api/auth/code', { email: 'Known@Example.com' });
    const unknown = await post('/api/auth/code', { email: 'nobody@example.com' });
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    expect(ZCodeResponse.parse(known.json())).toEqual({ delivery: 'email', validMinutes: 15 });

    const mail = await lastMail('known@example.com');
    const { code, token } = readCode(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(token.length).toBeGreaterThan(40);
    const noAccount = await lastMail('nobody@example.com');
    expect(() => readCode(noAccount)).toThrow();
    expect(
      await t.app.db.select().from(emailCodes).where(isEmail(emailCodes, 'nobody@example.com')),
    ).toEqual([]);
  });

  it('limits codes per e-mail and requester: a stranger cannot block the owner', async () => {
    const fromStranger = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/code',
        remoteAddress: '10.8.0.1',
        payload: { email: 'flood@example.com' },
      });
    const answers = [];
    for (let index = 0; index < 6; index += 1) answers.push((await fromStranger()).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
    // The owner, from their own address, still gets a code.
    expect((await post('/api/auth/code', { email: 'Flood@example.com' })).statusCode).toBe(202);
  });
});

describe('POST /api/auth/code/verify', () => {
  it('lets a returning lead sign in by code and bring in the analysis unlocked before', async () => {
    const { id, identity } = await leadWithAnalysis('returning@example.com');
    await post('/api/auth/code', { email: 'returning@example.com' });
    const { code } = readCode(await lastMail('returning@example.com'));
    const response = await post('/api/auth/code/verify', { email: 'returning@example.com', code });
    expect(response.statusCode).toBe(200);
    const account = ZAuthResponse.parse(response.json());
    expect(account).toMatchObject({ emailVerified: true });
    // From another browser nothing proves the lead identity is theirs (anyone may have typed the
    // e-mail): it is shown to be brought in, and moves when they accept.
    expect(await listIds(account.access_token)).toEqual([]);
    const pending = await get('/api/users/pending-identities', account.access_token);
    expect(pending.json().identities).toMatchObject([{ id: identity.userId, analyses: [{ id }] }]);
    const accepted = await post(
      `/api/users/pending-identities/${identity.userId}`,
      { answer: 'accept' },
      account.access_token,
    );
    expect(accepted.statusCode).toBe(204);
    expect(await listIds(account.access_token)).toEqual([id]);
    // A code works once.
    const again = await post('/api/auth/code/verify', { email: 'returning@example.com', code });
    expect(again.json()).toEqual({ error: 'INVALID_CODE', message: ERROR_MESSAGES.INVALID_CODE });
  });

  it('joins an identity registered with a taken e-mail into the account only with the code', async () => {
    const owner = await registerThroughApi(t.app, {
      email: 'owner@example.com',
      password: 'senha-do-dono-1',
    });
    const ownersUploader = newUploader(t.app);
    const ownersAnalysis = await insertAnalysis(t.app, ownersUploader, { ownerId: owner.userId });
    const { id, identity } = await leadWithAnalysis('owner@example.com');
    // The identity sees only what it claimed.
    expect(await listIds(identity.access_token)).toEqual([id]);

    await post('/api/auth/code', { email: 'owner@example.com' }, identity.access_token);
    const { code } = readCode(await lastMail('owner@example.com'));
    const wrong = await post(
      '/api/auth/code/verify',
      { email: 'owner@example.com', code: code === '000000' ? '000001' : '000000' },
      identity.access_token,
    );
    expect(wrong.statusCode).toBe(400);
    const joined = await post(
      '/api/auth/code/verify',
      { email: 'owner@example.com', code },
      identity.access_token,
    );
    const account = ZAuthResponse.parse(joined.json());
    expect(account.userId).toBe(owner.userId);
    expect((await listIds(account.access_token)).sort()).toEqual([id, ownersAnalysis].sort());
    // The identity is gone, and its token with it; the owner's password is untouched.
    expect((await get('/api/users/profile', identity.access_token)).statusCode).toBe(401);
    const login = await post('/api/auth/login', {
      email: 'owner@example.com',
      password: 'senha-do-dono-1',
    });
    expect(login.statusCode).toBe(200);
  });

  it('signs in with the link token, once', async () => {
    await leadWithAnalysis('link@example.com');
    await post('/api/auth/code', { email: 'link@example.com' });
    const { token } = readCode(await lastMail('link@example.com'));
    const first = await post('/api/auth/code/verify', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json().email).toBe('link@example.com');
    expect((await post('/api/auth/code/verify', { token })).statusCode).toBe(400);
  });

  it(`cancels a code for whoever guesses wrong ${MAX_CODE_ATTEMPTS} times, never for the owner, and refuses an expired one`, async () => {
    await leadWithAnalysis('guess@example.com');
    await post('/api/auth/code', { email: 'guess@example.com' });
    const { code } = readCode(await lastMail('guess@example.com'));
    const wrong = code === '111111' ? '222222' : '111111';
    const stranger = '198.51.100.7';
    for (let index = 0; index < MAX_CODE_ATTEMPTS; index += 1) {
      const guess = await postFrom(stranger, '/api/auth/code/verify', {
        email: 'guess@example.com',
        code: wrong,
      });
      expect(guess.json().error).toBe('INVALID_CODE');
    }
    // Cancelled for the stranger, even with the right code…
    const theirs = await postFrom(stranger, '/api/auth/code/verify', {
      email: 'guess@example.com',
      code,
    });
    expect(theirs.statusCode).toBe(400);
    // …while the owner, from their own address, still signs in with it.
    const owners = await post('/api/auth/code/verify', { email: 'guess@example.com', code });
    expect(owners.statusCode).toBe(200);

    await post('/api/auth/code', { email: 'guess@example.com' });
    const fresh = readCode(await lastMail('guess@example.com'));
    await t.app.db
      .update(emailCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(isEmail(emailCodes, 'guess@example.com'));
    const late = await post('/api/auth/code/verify', {
      email: 'guess@example.com',
      code: fresh.code,
    });
    expect(late.statusCode).toBe(400);
  });

  it(`keeps a delivered code valid when another is asked for, up to ${MAX_LIVE_CODES} live codes`, async () => {
    await leadWithAnalysis('two-codes@example.com');
    await post('/api/auth/code', { email: 'two-codes@example.com' });
    const first = readCode(await lastMail('two-codes@example.com'));
    // Someone else asks for a code for the same e-mail: the owner's first code still works.
    await post('/api/auth/code', { email: 'two-codes@example.com' });
    const second = readCode(await lastMail('two-codes@example.com'));
    expect(second.code === first.code && second.token === first.token).toBe(false);
    for (let index = 2; index < MAX_LIVE_CODES + 2; index += 1) {
      await post('/api/auth/code', { email: 'two-codes@example.com' });
    }
    await t.app.background.settle();
    const live = await t.app.db
      .select()
      .from(emailCodes)
      .where(isEmail(emailCodes, 'two-codes@example.com'));
    expect(live).toHaveLength(MAX_LIVE_CODES);
    const signedIn = await post('/api/auth/code/verify', {
      email: 'two-codes@example.com',
      code: first.code,
    });
    expect(signedIn.statusCode).toBe(200);
    // The mailbox is proven: every other code of the e-mail is gone with it.
    const again = await post('/api/auth/code/verify', { token: second.token });
    expect(again.statusCode).toBe(400);
  });

  it('resets a forgotten password: code sign-in, then a new password without the old one', async () => {
    await registerThroughApi(t.app, { email: 'reset@example.com', password: 'esquecida-1' });
    await post('/api/auth/code', { email: 'reset@example.com' });
    const { code } = readCode(await lastMail('reset@example.com'));
    const session = (
      await post('/api/auth/code/verify', { email: 'reset@example.com', code })
    ).json();
    const set = await post('/api/users/password', { password: 'lembrada-2' }, session.access_token);
    expect(set.statusCode).toBe(200);
    const login = await post('/api/auth/login', {
      email: 'reset@example.com',
      password: 'lembrada-2',
    });
    expect(login.statusCode).toBe(200);
  });

  it('never lets a squatter keep a password on the account the owner confirms', async () => {
    const squatter = await post('/api/auth/register', {
      name: 'Intruso',
      email: 'victim@example.com',
      password: 'senha-do-intruso',
    });
    // The owner, from another browser, signs in by code: a new account, without the squatter's
    // password; the squatter's identity stays apart, pending the owner's answer.
    await post('/api/auth/code', { email: 'victim@example.com' });
    const { code } = readCode(await lastMail('victim@example.com'));
    const verified = await post('/api/auth/code/verify', { email: 'victim@example.com', code });
    expect(verified.statusCode).toBe(200);
    const account = ZAuthResponse.parse(verified.json());
    expect(account.userId).not.toBe(squatter.json().userId);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, account.userId));
    expect(row!.passwordHash).toBeNull();
    const login = await post('/api/auth/login', {
      email: 'victim@example.com',
      password: 'senha-do-intruso',
    });
    expect(login.json().userId).not.toBe(account.userId);
    expect(squatter.statusCode).toBe(201);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes every token of the account at once, and needs one', async () => {
    const { token } = await registerThroughApi(t.app, {
      email: 'leaving@example.com',
      password: 'senha-forte-1',
    });
    expect((await get('/api/users/profile', token)).statusCode).toBe(200);
    expect((await post('/api/auth/logout', {}, token)).statusCode).toBe(204);
    expect((await get('/api/users/profile', token)).statusCode).toBe(401);
    expect((await post('/api/auth/logout', {})).statusCode).toBe(401);
  });
});

describe('expired codes', () => {
  it('are purged with stale login failures', async () => {
    await post('/api/auth/code', { email: 'known@example.com' });
    await t.app.background.settle();
    await t.app.db.update(emailCodes).set({ expiresAt: sql`now() - interval '1 minute'` });
    await t.app.db
      .insert(loginFailures)
      .values({ key: 'stale', failures: 4, lastFailedAt: sql`now() - interval '2 days'` });
    expect(await purgeExpiredCodes({ db: t.app.db })).toBeGreaterThanOrEqual(2);
    expect(await t.app.db.select().from(emailCodes)).toEqual([]);
    const keys = (await t.app.db.select().from(loginFailures)).map((row) => row.key);
    expect(keys).not.toContain('stale');
  });
});

describe('an SMTP failure', () => {
  it('is logged without the recipient, and the answer stays the same', async () => {
    let logs = '';
    const logStream = new Writable({
      write(chunk, _encoding, callback) {
        logs += String(chunk);
        callback();
      },
    });
    // Nothing listens on port 9 (discard): every send fails.
    const broken = await buildTestApp({ logStream, env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      await registerThroughApi(broken.app, {
        email: 'private@example.com',
        password: 'senha-1234',
      });
      const answer = await broken.app.inject({
        method: 'POST',
        url: '/api/auth/code',
        payload: { email: 'private@example.com' },
      });
      expect(answer.statusCode).toBe(202);
      await broken.app.background.settle();
      expect(logs).toContain('SMTP send failed');
      expect(logs).not.toContain('private@example.com');
    } finally {
      await broken.close();
    }
  });
});

describe('without SMTP_URL (embedded default)', () => {
  it('writes the link and code to the log, without the e-mail address, and says so', async () => {
    let logs = '';
    const logStream = new Writable({
      write(chunk, _encoding, callback) {
        logs += String(chunk);
        callback();
      },
    });
    const local = await buildTestApp({ logStream });
    try {
      await registerThroughApi(local.app, {
        email: 'operator@example.com',
        password: 'senha-1234',
      });
      const answer = await local.app.inject({
        method: 'POST',
        url: '/api/auth/code',
        payload: { email: 'operator@example.com' },
      });
      expect(answer.json().delivery).toBe('server-log');
      await local.app.background.settle();
      const code = [...logs.matchAll(/"code":"(\d{6})"/g)].at(-1)?.[1];
      expect(logs).toMatch(/"link":"http:\/\/localhost:3000\/entrar#token=[\w-]+"/);
      expect(logs).not.toContain('operator@example.com');
      const verified = await local.app.inject({
        method: 'POST',
        url: '/api/auth/code/verify',
        payload: { email: 'operator@example.com', code },
      });
      expect(verified.statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });
});

describe('without SMTP_URL in production', () => {
  it('holds the code for the operator, logs neither it nor the link, and tells screens e-mail is unavailable', async () => {
    let logs = '';
    const logStream = new Writable({
      write(chunk, _encoding, callback) {
        logs += String(chunk);
        callback();
      },
    });
    const production = await buildTestApp({ env: { NODE_ENV: 'production' }, logStream });
    try {
      const { token } = await registerThroughApi(production.app, {
        email: 'cliente@example.com',
        password: 'senha-1234',
      });
      const profile = await production.app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: bearer(token),
      });
      expect(profile.json().mailDelivery).toBe('held');
      const answer = await production.app.inject({
        method: 'POST',
        url: '/api/auth/code',
        payload: { email: 'cliente@example.com' },
      });
      expect(ZCodeResponse.parse(answer.json()).delivery).toBe('held');
      await production.app.background.settle();
      expect(logs).toContain('held for the operator');
      expect(logs).not.toMatch(/"code":|"link":|entrar#token=/);
    } finally {
      await production.close();
    }
  });
});
