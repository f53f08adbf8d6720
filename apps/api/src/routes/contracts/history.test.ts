import { ZAnalysisList, ZClaimResponse, ZUserExport } from '@contrato-claro/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, lawyerRequestEvents, lawyerRequests } from '../../db/schema';
import { bearer, insertAnalysis, newUploader, registerThroughApi } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { multipart, PDF_BYTES } from '../../../test/contracts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let counter = 0;
const account = () =>
  registerThroughApi(t.app, { email: `pessoa${++counter}@example.com`, password: 'senha-forte-1' });
const call = (method: 'GET' | 'POST', url: string, token?: string, cookie?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...(cookie ? { cookie } : {}) },
    ...(method === 'POST' ? { payload: {} } : {}),
  });

describe('POST /api/contracts/:id/claim', () => {
  it('unlocks a second upload for a signed-in user in one call, and repeats harmlessly', async () => {
    const user = await account();
    const uploader = newUploader(t.app);
    const id = await insertAnalysis(t.app, uploader);
    const claimed = await call('POST', `/api/contracts/${id}/claim`, user.token, uploader.cookie);
    expect(claimed.statusCode).toBe(200);
    expect(ZClaimResponse.parse(claimed.json())).toEqual({ userServiceId: id });
    const again = await call('POST', `/api/contracts/${id}/claim`, user.token, uploader.cookie);
    expect(again.statusCode).toBe(200);
  });

  it('answers 401 to a visitor and the same 404 to another browser or another user', async () => {
    const owner = await account();
    const other = await account();
    const uploader = newUploader(t.app);
    const id = await insertAnalysis(t.app, uploader);
    expect(
      (await call('POST', `/api/contracts/${id}/claim`, undefined, uploader.cookie)).statusCode,
    ).toBe(401);
    const stranger = newUploader(t.app);
    expect(
      (await call('POST', `/api/contracts/${id}/claim`, owner.token, stranger.cookie)).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/contracts/${id}/claim`, owner.token)).statusCode).toBe(404);
    await call('POST', `/api/contracts/${id}/claim`, owner.token, uploader.cookie);
    // Already someone else's, even from the browser that uploaded it.
    expect(
      (await call('POST', `/api/contracts/${id}/claim`, other.token, uploader.cookie)).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/contracts', () => {
  it('lists an upload or a paste made while signed in at once, before it is opened', async () => {
    const user = await account();
    const body = multipart('meu-contrato.pdf', PDF_BYTES);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(user.token) },
    });
    expect(uploaded.statusCode).toBe(202);
    const pasted = await t.app.inject({
      method: 'POST',
      url: '/api/contracts/text',
      payload: { text: 'CONTRATO DE PRESTAÇÃO DE SERVIÇOS. '.repeat(20) },
      headers: bearer(user.token),
    });
    expect(pasted.statusCode).toBe(202);
    const list = ZAnalysisList.parse((await call('GET', '/api/contracts', user.token)).json());
    expect(list.analyses.map((row) => row.userServiceId).sort()).toEqual(
      [uploaded.json().userServiceId, pasted.json().userServiceId].sort(),
    );
    // A visitor's upload stays unowned until it is claimed.
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      payload: body.payload,
      headers: body.headers,
    });
    const [row] = await t.app.db
      .select({ ownerId: analyses.ownerId })
      .from(analyses)
      .where(eq(analyses.id, visitor.json().userServiceId));
    expect(row!.ownerId).toBeNull();
  });

  it("lists the user's analyses, newest first, and nobody else's", async () => {
    const user = await account();
    const other = await account();
    const uploader = newUploader(t.app);
    const older = await insertAnalysis(t.app, uploader, { ownerId: user.userId });
    const newer = await insertAnalysis(t.app, uploader, { ownerId: user.userId });
    await insertAnalysis(t.app, uploader, { ownerId: other.userId });
    const response = await call('GET', '/api/contracts', user.token);
    const list = ZAnalysisList.parse(response.json());
    expect(list.analyses.map((row) => row.userServiceId)).toEqual([newer, older]);
    expect(list.analyses[0]).toMatchObject({ fileName: 'contrato.pdf', status: 'done' });
    expect((await call('GET', '/api/contracts')).statusCode).toBe(401);
  });
});

describe('GET /api/users/me/export', () => {
  it("exports the account, lead details, analyses and requests, as a download, and only the caller's", async () => {
    const user = await account();
    const other = await account();
    const uploader = newUploader(t.app);
    const mine = await insertAnalysis(t.app, uploader, { ownerId: user.userId });
    await insertAnalysis(t.app, uploader, { ownerId: other.userId });
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/feedback/wants-lawyer-contact',
      headers: bearer(user.token),
      payload: { wantsLawyerContact: true },
    });
    const response = await call('GET', '/api/users/me/export', user.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="contrato-claro-meus-dados-/,
    );
    const data = ZUserExport.parse(response.json());
    expect(data.account).toMatchObject({ userId: user.userId, hasPassword: true });
    expect(data.analyses.map((analysis) => analysis.userServiceId)).toEqual([mine]);
    expect(data.lawyerRequests).toMatchObject([{ state: 'novo', history: [] }]);
    expect(data.account.lead.followUp).toBe('qualified_lead');
    expect(response.body).not.toContain('password_hash');
    expect(response.body).not.toContain('$argon2');
    expect((await call('GET', '/api/users/me/export')).statusCode).toBe(401);
  });

  it("includes the team's record of each call-back, notes too, and keeps the notes encrypted", async () => {
    const user = await account();
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/feedback/wants-lawyer-contact',
      headers: bearer(user.token),
      payload: { wantsLawyerContact: true },
    });
    const [request] = await t.app.db
      .update(lawyerRequests)
      .set({ state: 'em_contato' })
      .where(eq(lawyerRequests.userId, user.userId))
      .returning({ id: lawyerRequests.id });
    const note = 'Cliente pediu retorno depois das 18h';
    await t.app.db.insert(lawyerRequestEvents).values([
      { requestId: request!.id, kind: 'state', fromState: 'novo', toState: 'em_contato' },
      { requestId: request!.id, kind: 'note', note },
    ]);
    const data = ZUserExport.parse((await call('GET', '/api/users/me/export', user.token)).json());
    expect(data.lawyerRequests).toMatchObject([
      {
        state: 'em_contato',
        history: [
          { kind: 'state', toState: 'em_contato', note: null },
          { kind: 'note', note },
        ],
      },
    ]);
    // Read past the column type: what the database holds.
    const [stored] = await t.app.db
      .select({ raw: sql<string>`${lawyerRequestEvents.note}::text` })
      .from(lawyerRequestEvents)
      .where(eq(lawyerRequestEvents.kind, 'note'));
    expect(stored!.raw).toMatch(/^enc1\./);
    expect(stored!.raw).not.toContain('18h');
  });
});
