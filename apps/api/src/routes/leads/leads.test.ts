import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { seedAnalysis, seedLead } from '../../../test/back-office-seed';
import { createStaff } from '../../../test/staff';
import { auditLog, users } from '../../db/schema';
import { deleteUser } from '../../services/delete-user';

let t: TestApp;
let leadId: string;
const tokens: Record<'advogado' | 'admin', string> = { advogado: '', admin: '' };
const actors: Record<'advogado' | 'admin', string> = { advogado: '', admin: '' };

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['advogado', 'admin'] as const) {
    const member = await createStaff(t.app, { role });
    tokens[role] = member.token;
    actors[role] = member.id;
  }
  leadId = await seedLead(t.app.db, {
    qualifiedAt: new Date().toISOString(),
    name: 'Açucena Ribeiro; "Ana"',
    email: 'acucena@example.com',
    companyName: 'Padaria São João',
    businessSegment: 'Varejo',
  });
  await seedAnalysis(t.app.db, {
    createdAt: new Date().toISOString(),
    ownerId: leadId,
    contractType: 'Locação',
    score: 72,
  });
});
afterAll(() => t.close());

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const period = () => `from=${today()}&to=${today()}`;

/** Role rules: routes/staff/roles.test.ts. Here, what each route does for the roles it admits. */
const call = (who: 'advogado' | 'admin', method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who]), ...(payload ? { payload } : {}) });

describe('GET /api/staff/leads', () => {
  it('lists the lead without personal data, and refuses bad filters with a pt-BR message', async () => {
    const response = await call('advogado', 'GET', `/api/staff/leads?${period()}&segment=Varejo`);
    expect(response.json()).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 25,
      leads: [{ id: leadId, businessSegment: 'Varejo', analysis: { contractType: 'Locação' } }],
    });
    expect(response.body).not.toMatch(/Açucena|acucena@|Padaria/u);

    const bad = await call('advogado', 'GET', `/api/staff/leads?from=2026-02-01&to=2026-01-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('VALIDATION');
    const tooLong = await call('advogado', 'GET', `/api/staff/leads?from=2024-01-01&to=2026-01-01`);
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('a lead’s contact, status and export are audited', () => {
  const auditLines = (action: string, actorId: string) =>
    t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.actorId, actorId)));

  it('viewing the contact writes lead.view with the customer it touched', async () => {
    const response = await call('advogado', 'GET', `/api/staff/leads/${leadId}`);
    expect(response.json()).toMatchObject({
      name: 'Açucena Ribeiro; "Ana"',
      email: 'acucena@example.com',
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await auditLines('lead.view', actors.advogado)).toEqual([
      expect.objectContaining({ targetType: 'user', targetId: null, subjectUserId: leadId }),
    ]);
    const unknown = await call('advogado', 'GET', `/api/staff/leads/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
  });

  it('a status change is saved and audited; an unknown status is refused', async () => {
    const response = await call('admin', 'PATCH', `/api/staff/leads/${leadId}`, {
      status: 'cliente',
    });
    expect(response.statusCode).toBe(204);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, leadId));
    expect(row!.leadStatus).toBe('cliente');
    expect(await auditLines('lead.update', actors.admin)).toHaveLength(1);
    const bad = await call('admin', 'PATCH', `/api/staff/leads/${leadId}`, {
      status: 'vip',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('the CSV comes with a BOM, `;`, the accents intact, and an export line in the audit log', async () => {
    const response = await call('admin', 'GET', `/api/staff/leads/export?${period()}`);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`leads-${today()}-a-${today()}.csv`);
    expect(response.headers['cache-control']).toBe('no-store');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]!.split(';')).toHaveLength(12);
    expect(lines[1]).toContain(
      ';"Açucena Ribeiro; ""Ana""";acucena@example.com;(11) 98765-4321;Padaria São João;Varejo;11-80;Cliente;Não;;Locação;72',
    );
    // One line per lead whose data left, naming them as its subject only.
    expect(await auditLines('lead.export', actors.admin)).toEqual([
      expect.objectContaining({ targetType: 'user', targetId: null, subjectUserId: leadId }),
    ]);
  });

  it('makes no cell a formula, whichever list separator the spreadsheet splits by', async () => {
    const hostile = await seedLead(t.app.db, {
      qualifiedAt: new Date().toISOString(),
      name: '=HYPERLINK("http://atacante.example","Clique")',
      email: 'formula@example.com',
      companyName: 'Acme,=1+1;@SUM(A1) , -2+3',
      businessSegment: 'Varejo',
    });
    const response = await call('admin', 'GET', `/api/staff/leads/export?${period()}`);
    const line = response.body.split('\r\n').find((row) => row.includes('formula@example.com'))!;
    // Split as a spreadsheet with either separator would, quotes ignored: no cell starts a formula.
    for (const cell of line.split(/[,;]/u)) {
      expect(cell.replace(/^[\s"]+/u, ''), cell).not.toMatch(/^[=+\-@]/u);
    }
    expect(line).toContain(`"'=HYPERLINK(""http://atacante.example"",""Clique"")"`);
    expect(line).toContain(`"Acme,'=1+1;'@SUM(A1) , '-2+3"`);
    await deleteUser({ db: t.app.db, userId: hostile, filesDir: t.app.filesDir });
  });

  it('after the customer deletes their account, they are no lead, no contact, no CSV row', async () => {
    await deleteUser({ db: t.app.db, userId: leadId, filesDir: t.app.filesDir });
    const list = await call('admin', 'GET', `/api/staff/leads?${period()}`);
    expect(list.json().total).toBe(0);
    expect((await call('admin', 'GET', `/api/staff/leads/${leadId}`)).statusCode).toBe(404);
    const csv = await call('admin', 'GET', `/api/staff/leads/export?${period()}`);
    expect(csv.body).not.toContain('Açucena');
    // The trail keeps what staff did, and nothing that leads back to the person.
    const lines = await t.app.db.select().from(auditLog);
    expect(lines.some((line) => line.action === 'lead.view')).toBe(true);
    expect(lines.some((line) => line.targetId === leadId || line.subjectUserId === leadId)).toBe(
      false,
    );
  });
});
