import { ZAuthResponse, ZPendingIdentities } from '@contrato-claro/shared';
import { eq } from 'drizzle-orm';
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
import { lawyerRequests, users } from '../../db/schema';

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

let address = 0;
const send = (
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  token?: string,
  cookie?: string,
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: `10.9.0.${++address}`,
    payload,
    headers: { ...(token ? bearer(token) : {}), ...(cookie ? { cookie } : {}) },
  });
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const listIds = async (token: string) =>
  (await get('/api/contracts', token))
    .json<{ analyses: { userServiceId: string }[] }>()
    .analyses.map((row) => row.userServiceId);
const pendingOf = async (token: string) =>
  ZPendingIdentities.parse((await get('/api/users/pending-identities', token)).json()).identities;

/**
 * The repro of issue 26: a stranger with one upload registers the victim's e-mail with their own
 * phone and company and asks for a lawyer; then the victim confirms the e-mail.
 */
async function plantStranger(email: string) {
  const uploader = newUploader(t.app);
  const analysisId = await insertAnalysis(t.app, uploader);
  const registered = await send(
    'POST',
    '/api/auth/register/account',
    { ...LEAD_FORM, email, userServiceId: analysisId },
    undefined,
    uploader.cookie,
  );
  expect(registered.statusCode).toBe(201);
  const stranger = ZAuthResponse.parse(registered.json());
  const lawyer = await send(
    'PUT',
    '/api/users/feedback/wants-lawyer-contact',
    { wantsLawyerContact: true },
    stranger.access_token,
  );
  expect(lawyer.statusCode).toBe(200);
  return { analysisId, stranger };
}

/** The victim proves the mailbox by code, from the browser holding `token` (if any). */
async function confirmByCode(email: string, token?: string) {
  await send('POST', '/api/auth/code', { email }, token);
  await t.app.background.settle();
  const { code } = readCode(await mailbox.latest(email));
  const verified = await send('POST', '/api/auth/code/verify', { email, code }, token);
  expect(verified.statusCode).toBe(200);
  return ZAuthResponse.parse(verified.json());
}

const rowOf = async (userId: string) =>
  (await t.app.db.select().from(users).where(eq(users.id, userId)))[0];
const requestsOf = async (userId: string) =>
  t.app.db.select().from(lawyerRequests).where(eq(lawyerRequests.userId, userId));

describe('identities made under someone else’s e-mail', () => {
  it('leave the owner’s account untouched when the owner confirms the e-mail', async () => {
    const email = 'vitima@example.com';
    const victim = await registerThroughApi(t.app, {
      email,
      password: 'senha-da-vitima-1',
      verified: false,
    });
    const { analysisId, stranger } = await plantStranger(email);

    const account = await confirmByCode(email, victim.token);
    expect(account.userId).toBe(victim.userId);
    // Nothing of the stranger's is in the account: no contract, no phone, no company, no request.
    expect(await listIds(account.access_token)).not.toContain(analysisId);
    expect(await rowOf(victim.userId)).toMatchObject({ cellphone: null, companyName: null });
    expect(await requestsOf(victim.userId)).toEqual([]);
    // The stranger's identity is still apart, and its lawyer request with it.
    expect(await requestsOf(stranger.userId)).toHaveLength(1);

    // The owner is shown what was made under the e-mail, to bring in or discard.
    const [pending] = await pendingOf(account.access_token);
    expect(pending).toMatchObject({
      id: stranger.userId,
      lawyerRequests: 1,
      analyses: [{ id: analysisId, fileName: 'contrato.pdf' }],
    });
    const discarded = await send(
      'POST',
      `/api/users/pending-identities/${stranger.userId}`,
      { answer: 'discard' },
      account.access_token,
    );
    expect(discarded.statusCode).toBe(204);
    expect(await rowOf(stranger.userId)).toBeUndefined();
    expect(await pendingOf(account.access_token)).toEqual([]);
    expect(await listIds(account.access_token)).not.toContain(analysisId);
    // The stranger's session ended with the identity.
    expect((await get('/api/users/profile', stranger.access_token)).statusCode).toBe(401);
  });

  it('move into the account only if the owner accepts, and never bring their contact details', async () => {
    const email = 'aceita@example.com';
    const { analysisId, stranger } = await plantStranger(email);
    // The owner signs in by code from another browser: a new account, the stranger's apart.
    const account = await confirmByCode(email);
    expect(account.userId).not.toBe(stranger.userId);
    expect(await listIds(account.access_token)).toEqual([]);
    expect(await rowOf(account.userId)).toMatchObject({ cellphone: null, companyName: null });

    const accepted = await send(
      'POST',
      `/api/users/pending-identities/${stranger.userId}`,
      { answer: 'accept' },
      account.access_token,
    );
    expect(accepted.statusCode).toBe(204);
    expect(await listIds(account.access_token)).toEqual([analysisId]);
    expect(await requestsOf(account.userId)).toHaveLength(1);
    expect(await rowOf(account.userId)).toMatchObject({ cellphone: null, companyName: null });
  });

  it('can be settled only by the verified owner of that e-mail', async () => {
    const { stranger } = await plantStranger('alheio@example.com');
    const other = await registerThroughApi(t.app, {
      email: 'outra@example.com',
      password: 'senha-da-outra-1',
    });
    expect(await pendingOf(other.token)).toEqual([]);
    const taken = await send(
      'POST',
      `/api/users/pending-identities/${stranger.userId}`,
      { answer: 'accept' },
      other.token,
    );
    expect(taken.statusCode).toBe(404);
    // The stranger, unverified, cannot settle a rival identity of the same e-mail either.
    const { stranger: rival } = await plantStranger('alheio@example.com');
    expect(await pendingOf(stranger.access_token)).toEqual([]);
    const byRival = await send(
      'POST',
      `/api/users/pending-identities/${stranger.userId}`,
      { answer: 'discard' },
      rival.access_token,
    );
    expect(byRival.statusCode).toBe(404);
    expect(await rowOf(stranger.userId)).toBeDefined();
  });
});
