import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ERROR_MESSAGES,
  LAWYER_CONTACT_HOURS,
  ZProfile,
  ZWantsLawyerContactResponse,
  ZAnalysisList,
} from '@contrato-claro/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  insertAnalysis,
  LEAD_FORM,
  newUploader,
  markVerified,
  registerThroughApi,
} from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  analyses,
  analyticsEvents,
  lawyerRequests,
  staffNotifications,
  users,
} from '../../db/schema';
import { RATE_LIMITS } from '../../plugins/rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let counter = 0;
/** An account with a password, made through the API. */
async function newAccount(): Promise<{ userId: string; token: string; email: string }> {
  const email = `user${++counter}@example.com`;
  return { ...(await registerThroughApi(t.app, { email, password: 'senha-forte-1' })), email };
}
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: `10.3.0.${++counter}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });

/** A lead account made through register/account, with its token. */
async function newLead(): Promise<{ userId: string; token: string; email: string }> {
  const uploader = newUploader(t.app);
  const id = await insertAnalysis(t.app, uploader);
  const email = `lead${++counter}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register/account',
    remoteAddress: `10.3.1.${counter}`,
    headers: { cookie: uploader.cookie },
    payload: { ...LEAD_FORM, email, userServiceId: id },
  });
  const body = response.json<{ userId: string; access_token: string }>();
  return { userId: body.userId, token: body.access_token, email };
}

describe('GET /api/users/profile', () => {
  it('answers SPEC §7 fields for the bearer', async () => {
    const { userId, token, email } = await newAccount();
    const response = await call('GET', '/api/users/profile', token);
    expect(response.statusCode).toBe(200);
    expect(ZProfile.parse(response.json())).toEqual({
      userId,
      name: 'Pessoa Teste',
      email,
      hasFeedback: false,
      hasPassword: true,
      emailVerified: true,
      mailDelivery: 'server-log',
      cellphone: null,
    });
  });

  it('answers 401 UNAUTHORIZED without a token or with a malformed header', async () => {
    expect((await call('GET', '/api/users/profile')).json().error).toBe('UNAUTHORIZED');
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(malformed.statusCode).toBe(401);
  });
});

describe('POST /api/users/password', () => {
  it('lets a lead account set a password once its e-mail is confirmed, and come back through /login', async () => {
    const lead = await newLead();
    const early = await call('POST', '/api/users/password', lead.token, {
      password: 'nova-senha-1',
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(
      'Confirme seu e-mail com o código enviado antes de definir uma senha.',
    );
    await markVerified(t.app, lead.userId);
    const set = await call('POST', '/api/users/password', lead.token, { password: 'nova-senha-1' });
    expect(set.statusCode).toBe(200);
    // The password change revoked the old token; the answer carries a new one.
    expect((await call('GET', '/api/users/profile', lead.token)).statusCode).toBe(401);
    lead.token = set.json().access_token;
    const login = await call('POST', '/api/auth/login', undefined, {
      email: lead.email,
      password: 'nova-senha-1',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().userId).toBe(lead.userId);
    expect((await call('GET', '/api/users/profile', lead.token)).json().hasPassword).toBe(true);
  });

  it('changes an existing password only with the current one', async () => {
    const { token, email } = await newAccount();
    const wrong = await call('POST', '/api/users/password', token, {
      password: 'outra-senha-2',
      currentPassword: 'não-é-esta',
    });
    // 400, not 401: the SPA would end the session on a 401.
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: 'VALIDATION',
      details: ['currentPassword: Senha atual incorreta'],
    });
    const missing = await call('POST', '/api/users/password', token, { password: 'outra-senha-2' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual(['currentPassword: Informe a senha atual']);

    const right = await call('POST', '/api/users/password', token, {
      password: 'outra-senha-2',
      currentPassword: 'senha-forte-1',
    });
    expect(right.statusCode).toBe(200);
    expect((await call('GET', '/api/users/profile', token)).statusCode).toBe(401);
    const old = await call('POST', '/api/auth/login', undefined, {
      email,
      password: 'senha-forte-1',
    });
    expect(old.statusCode).toBe(401);
    const renewed = await call('POST', '/api/auth/login', undefined, {
      email,
      password: 'outra-senha-2',
    });
    expect(renewed.statusCode).toBe(200);
  });

  it('limits password attempts per user (a stolen token cannot guess the current one)', async () => {
    const { token } = await newAccount();
    const attempt = () =>
      call('POST', '/api/users/password', token, {
        password: 'outra-senha-2',
        currentPassword: 'chute-errado',
      });
    for (let index = 0; index < RATE_LIMITS.passwordChangePerUser.max; index += 1) {
      expect((await attempt()).statusCode).toBe(400);
    }
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('RATE_LIMITED');
  });

  it('refuses a common new password (400 WEAK_PASSWORD) and keeps the current one', async () => {
    const { token, email } = await newAccount();
    const common = await call('POST', '/api/users/password', token, {
      password: '12345678',
      currentPassword: 'senha-forte-1',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      error: 'WEAK_PASSWORD',
      message: ERROR_MESSAGES.WEAK_PASSWORD,
    });
    expect((await call('GET', '/api/users/profile', token)).statusCode).toBe(200);
    const login = await call('POST', '/api/auth/login', undefined, {
      email,
      password: 'senha-forte-1',
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers 400 for a short password and 401 without a token', async () => {
    const lead = await newLead();
    const short = await call('POST', '/api/users/password', lead.token, { password: 'curta' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toEqual(['password: A senha precisa ter pelo menos 8 caracteres']);
    const anonymous = await call('POST', '/api/users/password', undefined, {
      password: 'nova-senha-1',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /api/users/feedback/wants-lawyer-contact', () => {
  it('calls the number the person confirmed or corrected in the modal, shown from their profile', async () => {
    const lead = await newLead();
    const profile = ZProfile.parse((await call('GET', '/api/users/profile', lead.token)).json());
    expect(profile.cellphone).toBe('(11) 98765-4321');
    const invalid = await call('PUT', '/api/users/feedback/wants-lawyer-contact', lead.token, {
      wantsLawyerContact: true,
      cellphone: '11987654321',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details).toEqual([
      'cellphone: Formato: (00) 00000-0000 ou (00) 0000-0000',
    ]);
    const corrected = await call('PUT', '/api/users/feedback/wants-lawyer-contact', lead.token, {
      wantsLawyerContact: true,
      cellphone: '(21) 91234-5678',
    });
    expect(corrected.statusCode).toBe(200);
    expect(ZWantsLawyerContactResponse.parse(corrected.json()).request).toMatchObject({
      channel: 'phone',
      contact: '(21) 9…-5678',
    });
    const [user] = await t.app.db.select().from(users).where(eq(users.id, lead.userId));
    expect(user!.cellphone).toBe('(21) 91234-5678');
  });

  it('flags the user and records a request on the latest analysis, due 4 hours later', async () => {
    const lead = await newLead();
    const uploader = newUploader(t.app);
    const older = await insertAnalysis(t.app, uploader, { ownerId: lead.userId });
    await t.app.db
      .update(analyses)
      .set({ createdAt: sql`now() - interval '1 day'` })
      .where(eq(analyses.id, older));
    const [latest] = await t.app.db
      .select({ id: analyses.id })
      .from(analyses)
      .where(eq(analyses.ownerId, lead.userId))
      .orderBy(sql`${analyses.createdAt} desc`);

    const response = await call('PUT', '/api/users/feedback/wants-lawyer-contact', lead.token, {
      wantsLawyerContact: true,
    });
    expect(response.statusCode).toBe(200);
    const body = ZWantsLawyerContactResponse.parse(response.json());
    expect(body.wantsLawyerContact).toBe(true);

    const rows = await t.app.db
      .select()
      .from(lawyerRequests)
      .where(eq(lawyerRequests.userId, lead.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.analysisId).toBe(latest!.id);
    expect(rows[0]!.analysisId).not.toBe(older);
    expect(rows[0]!.handledAt).toBeNull();
    expect(rows[0]!.dueAt.getTime() - rows[0]!.requestedAt.getTime()).toBe(
      LAWYER_CONTACT_HOURS * 60 * 60 * 1000,
    );
    expect(rows[0]!.dueAt.toISOString()).toBe(body.dueAt);
    const [user] = await t.app.db.select().from(users).where(eq(users.id, lead.userId));
    expect(user).toMatchObject({ wantsLawyerContact: true, hasFeedback: true });

    // What the customer is told: when, by when, and how (their cellphone, partly hidden).
    expect(body.request).toEqual({
      requestedAt: rows[0]!.requestedAt.toISOString(),
      dueAt: body.dueAt,
      channel: 'phone',
      contact: '(11) 9…-4321',
    });

    // A second "Sim" about the same analysis updates the open request: no second card.
    const second = await call('PUT', '/api/users/feedback/wants-lawyer-contact', lead.token, {
      wantsLawyerContact: true,
      userServiceId: latest!.id,
    });
    expect(ZWantsLawyerContactResponse.parse(second.json()).request).toEqual(body.request);
    const again = await t.app.db
      .select()
      .from(lawyerRequests)
      .where(eq(lawyerRequests.userId, lead.userId));
    expect(again).toHaveLength(1);
    const notices = await t.app.db
      .select()
      .from(staffNotifications)
      .where(eq(staffNotifications.requestId, rows[0]!.id));
    expect(notices.every((notice) => notice.kind === 'new_request')).toBe(true);
    const announced = notices.length;

    // Another analysis gets its own request; a concluded one is followed by a new one.
    const otherAnalysis = await call(
      'PUT',
      '/api/users/feedback/wants-lawyer-contact',
      lead.token,
      {
        wantsLawyerContact: true,
        userServiceId: older,
      },
    );
    expect(otherAnalysis.statusCode).toBe(200);
    await t.app.db
      .update(lawyerRequests)
      .set({ state: 'concluido' })
      .where(eq(lawyerRequests.id, rows[0]!.id));
    await call('PUT', '/api/users/feedback/wants-lawyer-contact', lead.token, {
      wantsLawyerContact: true,
      userServiceId: latest!.id,
    });
    const all = await t.app.db
      .select()
      .from(lawyerRequests)
      .where(eq(lawyerRequests.userId, lead.userId));
    expect(all).toHaveLength(3);
    expect(
      await t.app.db
        .select()
        .from(staffNotifications)
        .where(eq(staffNotifications.requestId, rows[0]!.id)),
    ).toHaveLength(announced);

    // The history reads the open request of each analysis.
    const list = ZAnalysisList.parse((await call('GET', '/api/contracts', lead.token)).json());
    expect(list.analyses.every((row) => row.lawyerRequest?.channel === 'phone')).toBe(true);
  });

  it("answers 404 for another person's analysis, and reads no one else's request", async () => {
    const lead = await newLead();
    const other = await newLead();
    const uploader = newUploader(t.app);
    const theirs = await insertAnalysis(t.app, uploader, { ownerId: other.userId });
    const response = await call('PUT', '/api/users/feedback/wants-lawyer-contact', lead.token, {
      wantsLawyerContact: true,
      userServiceId: theirs,
    });
    expect(response.statusCode).toBe(404);
  });

  it('records a request without an analysis for an account that has none', async () => {
    const { userId, token } = await newAccount();
    const response = await call('PUT', '/api/users/feedback/wants-lawyer-contact', token, {
      wantsLawyerContact: true,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(lawyerRequests)
      .where(eq(lawyerRequests.userId, userId));
    expect(row!.analysisId).toBeNull();
  });

  it('answers 400 for anything but true and 401 without a token', async () => {
    const { token } = await newAccount();
    const refused = await call('PUT', '/api/users/feedback/wants-lawyer-contact', token, {
      wantsLawyerContact: false,
    });
    expect(refused.statusCode).toBe(400);
    const anonymous = await call('PUT', '/api/users/feedback/wants-lawyer-contact', undefined, {
      wantsLawyerContact: true,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('lawyer requests limit', () => {
  it('limits lawyer requests per user (429 RATE_LIMITED)', async () => {
    const lead = await newLead();
    const ask = () =>
      call('PUT', '/api/users/feedback/wants-lawyer-contact', lead.token, {
        wantsLawyerContact: true,
      });
    for (let index = 0; index < RATE_LIMITS.lawyerRequestPerUser.max; index += 1) {
      expect((await ask()).statusCode).toBe(200);
    }
    expect((await ask()).statusCode).toBe(429);
  });
});

describe('DELETE /api/users/me', () => {
  it("erases the account, its analyses and files, requests and events, and nobody else's", async () => {
    const lead = await newLead();
    const other = await newLead();
    const uploader = newUploader(t.app);
    await mkdir(t.app.filesDir, { recursive: true });
    await writeFile(path.join(t.app.filesDir, 'pending-upload'), 'bytes');
    const pending = await insertAnalysis(t.app, uploader, {
      ownerId: lead.userId,
      filePath: 'pending-upload',
    });
    await call('PUT', '/api/users/feedback/wants-lawyer-contact', lead.token, {
      wantsLawyerContact: true,
    });
    await call('POST', '/api/events', lead.token, {
      event: 'Details Button Clicked',
      properties: { clauseTitle: 'Multa' },
    });
    // An anonymous event about the lead's analysis goes too.
    await call('POST', '/api/events', undefined, {
      event: 'Score Viewed',
      properties: { score: 70, documentId: pending },
    });
    await call('POST', '/api/events', other.token, {
      event: 'Details Button Clicked',
      properties: { clauseTitle: 'Prazo' },
    });

    const response = await call('DELETE', '/api/users/me', lead.token);
    expect(response.statusCode).toBe(204);

    expect(await t.app.db.select().from(users).where(eq(users.id, lead.userId))).toEqual([]);
    expect(await t.app.db.select().from(analyses).where(eq(analyses.ownerId, lead.userId))).toEqual(
      [],
    );
    expect(
      await t.app.db.select().from(lawyerRequests).where(eq(lawyerRequests.userId, lead.userId)),
    ).toEqual([]);
    expect(
      await t.app.db.select().from(analyticsEvents).where(eq(analyticsEvents.analysisId, pending)),
    ).toEqual([]);
    expect(
      await t.app.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, lead.userId)),
    ).toEqual([]);
    expect(existsSync(path.join(t.app.filesDir, 'pending-upload'))).toBe(false);

    expect(await t.app.db.select().from(users).where(eq(users.id, other.userId))).toHaveLength(1);
    expect(
      await t.app.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, other.userId)),
    ).toHaveLength(1);
    expect(
      await t.app.db.select().from(analyses).where(eq(analyses.ownerId, other.userId)),
    ).toHaveLength(1);

    // The token outlives the account but opens nothing.
    expect((await call('GET', '/api/users/profile', lead.token)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/users/me', lead.token)).statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    expect((await call('DELETE', '/api/users/me')).statusCode).toBe(401);
  });
});
