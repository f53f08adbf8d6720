import { ERROR_MESSAGES, ZAccountResponse } from '@contrato-claro/shared';
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
import { analyses, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// Each request comes from its own address, so the per-IP registration limit never interferes.
let address = 0;
const registerAccount = (payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register/account',
    remoteAddress: `10.2.0.${++address}`,
    payload,
    ...(cookie ? { headers: { cookie } } : {}),
  });

const userCount = async () => (await t.app.db.select({ id: users.id }).from(users)).length;
const ownerOf = async (id: string) =>
  (await t.app.db.select().from(analyses).where(eq(analyses.id, id)))[0];

const NOT_FOUND = { error: 'NOT_FOUND', message: ERROR_MESSAGES.NOT_FOUND };

describe('POST /api/auth/register/account', () => {
  it('creates a lead account, claims the analysis and answers SPEC §7 fields', async () => {
    const uploader = newUploader(t.app);
    const id = await insertAnalysis(t.app, uploader);
    const before = Date.now();
    const response = await registerAccount(
      { ...LEAD_FORM, email: 'Lead@Example.com', userServiceId: id },
      uploader.cookie,
    );
    expect(response.statusCode).toBe(201);
    const body = ZAccountResponse.parse(response.json());
    expect(body).toMatchObject({
      name: LEAD_FORM.name,
      email: 'lead@example.com',
      hasFeedback: false,
      userFeedback: false,
      wantsLawyerContact: false,
    });

    const [user] = await t.app.db.select().from(users).where(eq(users.id, body.userId));
    expect(user).toMatchObject({
      status: 'qualified_lead',
      passwordHash: null,
      companyName: LEAD_FORM.companyName,
      employeesNumber: LEAD_FORM.employeesNumber,
      businessSegment: LEAD_FORM.businessSegment,
      cellphone: LEAD_FORM.cellphone,
    });
    expect(user!.qualifiedAt!.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(user!.qualifiedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    const analysis = await ownerOf(id);
    expect(analysis!.ownerId).toBe(body.userId);
    expect(analysis!.claimedAt).toBeInstanceOf(Date);

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(body.access_token),
    });
    expect(profile.json()).toMatchObject({ userId: body.userId, hasPassword: false });
  });

  it('keeps companyName optional', async () => {
    const uploader = newUploader(t.app);
    const id = await insertAnalysis(t.app, uploader);
    const { companyName: _omitted, ...form } = LEAD_FORM;
    const response = await registerAccount(
      { ...form, email: 'semempresa@example.com', userServiceId: id },
      uploader.cookie,
    );
    expect(response.statusCode).toBe(201);
  });

  it('answers the same 404 and creates no account for every failed claim', async () => {
    const uploader = newUploader(t.app);
    const stranger = newUploader(t.app);
    const claimed = await insertAnalysis(t.app, uploader);
    expect(
      (
        await registerAccount(
          { ...LEAD_FORM, email: 'first@example.com', userServiceId: claimed },
          uploader.cookie,
        )
      ).statusCode,
    ).toBe(201);
    const open = await insertAnalysis(t.app, uploader);
    const expired = await insertAnalysis(t.app, uploader, { expiresInDays: -1 });
    const before = await userCount();

    const attempts: Array<[string, string, string | undefined]> = [
      ['unknown id', '00000000-0000-4000-8000-000000000000', uploader.cookie],
      ['no uploader cookie', open, undefined],
      ["another browser's cookie", open, stranger.cookie],
      ['a forged (unsigned) cookie', open, `cc_uploader=${uploader.secret}`],
      ['an already claimed analysis', claimed, uploader.cookie],
      ['an expired analysis', expired, uploader.cookie],
    ];
    for (const [name, userServiceId, cookie] of attempts) {
      const response = await registerAccount(
        { ...LEAD_FORM, email: `x${++address}@example.com`, userServiceId },
        cookie,
      );
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toEqual(NOT_FOUND);
      expect(response.headers['set-cookie'], name).toBeUndefined();
    }
    expect(await userCount()).toBe(before);
    expect((await ownerOf(open))!.ownerId).toBeNull();
  });

  it('lets only one of two simultaneous claims of the same analysis win', async () => {
    const uploader = newUploader(t.app);
    const id = await insertAnalysis(t.app, uploader);
    const answers = await Promise.all(
      ['race-a@example.com', 'race-b@example.com'].map((email) =>
        registerAccount({ ...LEAD_FORM, email, userServiceId: id }, uploader.cookie),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 404]);
  });

  it('answers an e-mail that has an account like any other, with no access to that account', async () => {
    const owner = await registerThroughApi(t.app, {
      email: 'taken@example.com',
      password: 'senha-forte-1',
    });
    const ownerUploader = newUploader(t.app);
    const ownersAnalysis = await insertAnalysis(t.app, ownerUploader, { ownerId: owner.userId });
    const uploader = newUploader(t.app);
    const id = await insertAnalysis(t.app, uploader);
    const response = await registerAccount(
      { ...LEAD_FORM, email: 'TAKEN@example.com', userServiceId: id },
      uploader.cookie,
    );
    expect(response.statusCode).toBe(201);
    const identity = ZAccountResponse.parse(response.json());
    expect(identity.userId).not.toBe(owner.userId);
    expect(identity.emailVerified).toBe(false);
    expect((await ownerOf(id))!.ownerId).toBe(identity.userId);
    const headers = bearer(identity.access_token);
    const ownersResults = await t.app.inject({
      method: 'GET',
      url: `/api/services/score/results/${ownersAnalysis}`,
      headers,
    });
    expect(ownersResults.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/contracts', headers });
    expect(list.json().analyses.map((row: { userServiceId: string }) => row.userServiceId)).toEqual(
      [id],
    );
  });

  it('makes no second identity when the same browser registers the same e-mail again', async () => {
    const uploader = newUploader(t.app);
    const first = await insertAnalysis(t.app, uploader);
    const second = await insertAnalysis(t.app, uploader);
    const form = { ...LEAD_FORM, email: 'twice@example.com' };
    const one = await registerAccount({ ...form, userServiceId: first }, uploader.cookie);
    const before = await userCount();
    const two = await registerAccount(
      { ...form, name: 'Maria S. Souza', userServiceId: second },
      uploader.cookie,
    );
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(two.json().userId).toBe(one.json().userId);
    expect(await userCount()).toBe(before);
    expect((await ownerOf(second))!.ownerId).toBe(one.json().userId);
    const [user] = await t.app.db.select().from(users).where(eq(users.id, one.json().userId));
    expect(user!.name).toBe('Maria S. Souza');
  });

  it('claims with the identity the bearer names when it has the same e-mail', async () => {
    const uploader = newUploader(t.app);
    const first = await insertAnalysis(t.app, uploader);
    const form = { ...LEAD_FORM, email: 'bearer@example.com' };
    const one = ZAccountResponse.parse(
      (await registerAccount({ ...form, userServiceId: first }, uploader.cookie)).json(),
    );
    const otherBrowser = newUploader(t.app);
    const second = await insertAnalysis(t.app, otherBrowser);
    const two = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/account',
      remoteAddress: `10.2.0.${++address}`,
      payload: { ...form, userServiceId: second },
      headers: { cookie: otherBrowser.cookie, ...bearer(one.access_token) },
    });
    expect(two.json().userId).toBe(one.userId);
  });

  it('gives another browser registering the same e-mail its own identity (reveals nothing)', async () => {
    const browserA = newUploader(t.app);
    const browserB = newUploader(t.app);
    const form = { ...LEAD_FORM, email: 'two-browsers@example.com' };
    const one = await registerAccount(
      { ...form, userServiceId: await insertAnalysis(t.app, browserA) },
      browserA.cookie,
    );
    const two = await registerAccount(
      { ...form, userServiceId: await insertAnalysis(t.app, browserB) },
      browserB.cookie,
    );
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(two.json().userId).not.toBe(one.json().userId);
  });

  it('answers 400 VALIDATION with SPEC §5 messages in pt-BR', async () => {
    const response = await registerAccount({
      email: 'não é e-mail',
      name: '',
      employeesNumber: '7',
      businessSegment: 'Pesca',
      cellphone: '11987654321',
      userServiceId: 'abc',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION',
      details: expect.arrayContaining([
        'email: E-mail inválido',
        'name: Campo obrigatório',
        'employeesNumber: Campo obrigatório',
        'businessSegment: Campo obrigatório',
        'cellphone: Formato: (00) 00000-0000 ou (00) 0000-0000',
        'userServiceId: Identificador de análise inválido',
      ]),
    });
  });
});
