import type { TLawyerRequestDetail, TLawyerRequestList } from '@contrato-claro/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  lawyerRequestEvents,
  lawyerRequests,
  staffMembers,
  staffNotifications,
} from '../../db/schema';
import { bearer } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { FINDING_MARKER } from '../../../test/sample-analysis';
import { createLawyerRequest, createStaff } from '../../../test/staff';

const HOUR_MS = 60 * 60 * 1000;
let t: TestApp;
let lawyer: Awaited<ReturnType<typeof createStaff>>;
let admin: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  t = await buildTestApp();
  lawyer = await createStaff(t.app, { role: 'advogado', name: 'Dr. Beto' });
  admin = await createStaff(t.app, { role: 'admin', name: 'Ana Admin' });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const list = async (token: string, escopo = 'abertos') =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/staff/requests?escopo=${escopo}`,
      headers: bearer(token),
    })
  ).json<TLawyerRequestList>();

const change = (token: string, id: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/staff/requests/${id}`,
    headers: bearer(token),
    payload,
  });

/** Only Date is faked: the database's own timers keep running. */
function setClock(at: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

describe('the call-back queue', () => {
  it('shows each "Sim" with the customer, the analysis and the 4-hour deadline, most urgent first', async () => {
    const first = await createLawyerRequest(t.app, {
      email: 'primeira@example.com',
      name: 'Primeira',
    });
    const second = await createLawyerRequest(t.app, {
      email: 'segunda@example.com',
      name: 'Segunda',
    });
    const before = Date.now();
    const { requests, now } = await list(lawyer.token);
    const after = Date.now();
    const raw = await t.app.inject({
      method: 'GET',
      url: '/api/staff/requests',
      headers: bearer(lawyer.token),
    });
    expect(raw.headers['cache-control']).toBe('no-store');
    const mine = requests.filter((item) =>
      ['primeira@example.com', 'segunda@example.com'].includes(item.customer.email),
    );
    expect(mine.map((item) => item.customer.name)).toEqual(['Primeira', 'Segunda']);
    const [item] = mine;
    expect(item).toMatchObject({
      state: 'novo',
      assignedTo: null,
      attempts: 0,
      customer: {
        // A lead who never proved the e-mail: marked for the team (it may be someone else's).
        emailConfirmed: false,
        cellphone: '(11) 98765-4321',
        companyName: 'https://empresa.example',
        employeesNumber: '11-80',
        businessSegment: 'Tecnologia',
      },
      analysis: { id: first.analysisId, fileName: 'contrato.pdf', score: 72 },
    });
    expect(Date.parse(item!.dueAt) - Date.parse(item!.requestedAt)).toBe(4 * HOUR_MS);
    // The server's clock, read while it answered (a second of rounding either way).
    expect(Date.parse(now)).toBeGreaterThanOrEqual(before - 1_000);
    expect(Date.parse(now)).toBeLessThanOrEqual(after + 1_000);

    // Every customer shown is an audit line, linked to them.
    const lines = await t.app.db.select().from(auditLog).where(eq(auditLog.actorId, lawyer.id));
    expect(lines.filter((line) => line.action === 'lawyer_request.list')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ subjectUserId: first.userId, targetType: 'lawyer_request' }),
        expect.objectContaining({ subjectUserId: second.userId }),
      ]),
    );
  });

  it('a lawyer marks a request contacted: it is theirs, dated, in the history and the audit', async () => {
    const lead = await createLawyerRequest(t.app, { email: 'contato@example.com' });
    const [request] = await t.app.db
      .select()
      .from(lawyerRequests)
      .where(eq(lawyerRequests.userId, lead.userId));
    const answer = await change(lawyer.token, request!.id, { state: 'em_contato' });
    expect(answer.statusCode, answer.body).toBe(200);
    const detail = answer.json<TLawyerRequestDetail>();
    expect(detail.request).toMatchObject({
      state: 'em_contato',
      assignedTo: { id: lawyer.id, name: 'Dr. Beto' },
    });
    expect(detail.request.handledAt).not.toBeNull();
    expect(detail.history).toEqual([
      expect.objectContaining({
        kind: 'state',
        fromState: 'novo',
        toState: 'em_contato',
        actor: { id: lawyer.id, name: 'Dr. Beto' },
      }),
    ]);

    const note = await change(lawyer.token, request!.id, {
      note: 'Cliente pediu retorno amanhã cedo.',
    });
    expect(note.json<TLawyerRequestDetail>().history.at(-1)).toMatchObject({
      kind: 'note',
      note: 'Cliente pediu retorno amanhã cedo.',
    });
    const done = await change(lawyer.token, request!.id, { state: 'concluido' });
    expect(done.json<TLawyerRequestDetail>().request.state).toBe('concluido');
    expect((await list(lawyer.token)).requests.map((item) => item.id)).not.toContain(request!.id);
    expect((await list(lawyer.token, 'concluidos')).requests.map((item) => item.id)).toContain(
      request!.id,
    );
    const updates = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, request!.id));
    expect(updates.filter((line) => line.action === 'lawyer_request.update')).toHaveLength(3);
  });

  it('refuses impossible moves in pt-BR, and "sem resposta" before any attempt', async () => {
    const lead = await createLawyerRequest(t.app, { email: 'semresposta@example.com' });
    const [request] = await t.app.db
      .select()
      .from(lawyerRequests)
      .where(eq(lawyerRequests.userId, lead.userId));
    const early = await change(lawyer.token, request!.id, { state: 'sem_resposta' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain('tentativa');
    const skip = await change(lawyer.token, request!.id, { state: 'concluido' });
    expect(skip.json().message).toBe('Não é possível passar de "Novo" para "Concluído".');
    for (let call = 0; call < 2; call += 1) {
      expect((await change(lawyer.token, request!.id, { attempt: true })).statusCode).toBe(200);
    }
    const noAnswer = await change(lawyer.token, request!.id, { state: 'sem_resposta' });
    expect(noAnswer.json<TLawyerRequestDetail>().request).toMatchObject({
      state: 'sem_resposta',
      attempts: 2,
    });
    const history = await t.app.db
      .select()
      .from(lawyerRequestEvents)
      .where(eq(lawyerRequestEvents.requestId, request!.id));
    expect(history.map((event) => event.kind)).toEqual(['attempt', 'attempt', 'state']);
  });

  it('lawyers take requests for themselves; only admins assign others', async () => {
    const other = await createStaff(t.app, { role: 'advogado', name: 'Dra. Outra' });
    const lead = await createLawyerRequest(t.app, { email: 'atribuir@example.com' });
    const [request] = await t.app.db
      .select()
      .from(lawyerRequests)
      .where(eq(lawyerRequests.userId, lead.userId));
    expect((await change(lawyer.token, request!.id, { assignedTo: other.id })).statusCode).toBe(
      403,
    );
    expect((await change(lawyer.token, request!.id, { assignedTo: lawyer.id })).statusCode).toBe(
      200,
    );
    const byAdmin = await change(admin.token, request!.id, { assignedTo: other.id });
    expect(byAdmin.json<TLawyerRequestDetail>().request.assignedTo).toEqual({
      id: other.id,
      name: 'Dra. Outra',
    });
    expect((await change(lawyer.token, request!.id, { assignedTo: null })).statusCode).toBe(403);
    // Held by another lawyer: neither taken over nor changed.
    for (const taking of [
      { assignedTo: lawyer.id },
      { state: 'em_contato' },
      { attempt: true },
      { note: 'Liguei também' },
    ]) {
      expect((await change(lawyer.token, request!.id, taking)).statusCode).toBe(403);
    }
    // Nobody who has not joined yet is given a request.
    const invited = await createStaff(t.app, { role: 'advogado', name: 'Dr. Convidado' });
    await t.app.db
      .update(staffMembers)
      .set({ emailVerifiedAt: null })
      .where(eq(staffMembers.id, invited.id));
    expect((await change(admin.token, request!.id, { assignedTo: invited.id })).statusCode).toBe(
      400,
    );
  });

  it('opens the analysis the request came from, with the findings the customer saw (audited)', async () => {
    const lead = await createLawyerRequest(t.app, { email: 'analise@example.com' });
    const [request] = await t.app.db
      .select()
      .from(lawyerRequests)
      .where(eq(lawyerRequests.userId, lead.userId));
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/staff/requests/${request!.id}/analysis`,
      headers: bearer(lawyer.token),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().userServiceId).toBe(lead.analysisId);
    expect(answer.body).toContain(FINDING_MARKER);
    const [line] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, lead.analysisId));
    expect(line).toMatchObject({
      action: 'analysis.view',
      actorId: lawyer.id,
      subjectUserId: lead.userId,
    });
  });
});

describe('the SLA clock (fake time)', () => {
  it('counts a contact within 4 h as met, a later one or none as missed, per day and week', async () => {
    const start = new Date('2030-03-04T12:00:00Z'); // a Monday, 09:00 in Brasília
    setClock(start);
    // Tokens are dated too, and end after TOKEN_IDLE_MINUTES unused: each step of this clock
    // (hours apart) signs a lawyer in anew.
    let clerk = await createStaff(t.app, { role: 'advogado' });
    const inTime = await createLawyerRequest(t.app, { email: 'sla-ok@example.com' });
    const late = await createLawyerRequest(t.app, { email: 'sla-late@example.com' });
    const never = await createLawyerRequest(t.app, { email: 'sla-never@example.com' });
    const idOf = async (userId: string) =>
      (await t.app.db.select().from(lawyerRequests).where(eq(lawyerRequests.userId, userId)))[0]!
        .id;

    setClock(new Date(start.getTime() + 3 * HOUR_MS + 59 * 60_000));
    clerk = await createStaff(t.app, { role: 'advogado' });
    await change(clerk.token, await idOf(inTime.userId), { state: 'em_contato' });
    const sla = async (periodo: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/staff/sla?periodo=${periodo}`,
          headers: bearer(clerk.token),
        })
      ).json<{ rows: { start: string; met: number; missed: number }[] }>().rows;
    // Before the deadline only the contacted one counts.
    expect(await sla('dia')).toEqual([{ start: '2030-03-04', met: 1, missed: 0 }]);

    setClock(new Date(start.getTime() + 4 * HOUR_MS + 60_000));
    clerk = await createStaff(t.app, { role: 'advogado' });
    await change(clerk.token, await idOf(late.userId), { attempt: true });
    expect(await sla('dia')).toEqual([{ start: '2030-03-04', met: 1, missed: 2 }]);
    expect(await sla('semana')).toEqual([{ start: '2030-03-04', met: 1, missed: 2 }]);

    const { requests } = await list(clerk.token);
    const overdue = requests.find((item) => item.customer.email === 'sla-never@example.com');
    expect(Date.parse(overdue!.dueAt)).toBeLessThan(Date.now());
    expect(never.userId).toBeTruthy();
  });
});

describe('LGPD: erasing a customer', () => {
  it('removes their requests, history and notifications, and unlinks the audit trail', async () => {
    const lead = await createLawyerRequest(t.app, { email: 'apagar@example.com' });
    const [request] = await t.app.db
      .select()
      .from(lawyerRequests)
      .where(eq(lawyerRequests.userId, lead.userId));
    await change(lawyer.token, request!.id, { note: 'Anotação sobre a pessoa.' });
    await list(lawyer.token);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(lead.token),
    });
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    expect(
      await t.app.db.select().from(lawyerRequests).where(eq(lawyerRequests.id, request!.id)),
    ).toEqual([]);
    expect(
      await t.app.db
        .select()
        .from(lawyerRequestEvents)
        .where(eq(lawyerRequestEvents.requestId, request!.id)),
    ).toEqual([]);
    expect(
      await t.app.db
        .select()
        .from(staffNotifications)
        .where(eq(staffNotifications.requestId, request!.id)),
    ).toEqual([]);
    expect(
      await t.app.db.select().from(auditLog).where(eq(auditLog.subjectUserId, lead.userId)),
    ).toEqual([]);
    const { requests } = await list(lawyer.token);
    expect(requests.map((item) => item.customer.email)).not.toContain('apagar@example.com');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/staff/requests/${request!.id}`,
      headers: bearer(lawyer.token),
    });
    expect(detail.statusCode).toBe(404);
  });
});
