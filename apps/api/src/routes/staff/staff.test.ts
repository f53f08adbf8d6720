import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq, or, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/client';
import { auditLog, lawyerRequests, sessions, staffMembers, users } from '../../db/schema';
import { SESSION_TOUCH_INTERVAL_MS } from '../../plugins/session-activity';
import { bearer, registerThroughApi } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { readBody, startMailbox, type Mailbox } from '../../../test/mailbox';
import { createLawyerRequest, createStaff, STAFF_PASSWORD } from '../../../test/staff';

const run = promisify(execFile);
const API_DIR = fileURLToPath(new URL('../../../', import.meta.url));

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

const setupToken = (email: string) =>
  /\/equipe\/definir-senha#token=([\w-]+)/.exec(readBody(mailbox.latest(email)))?.[1] ?? '';
const loginCode = (email: string) =>
  /Código: (\d{6})/.exec(readBody(mailbox.latest(email)))?.[1] ?? '';

/** Password, then the mailed code: the staff token. */
async function signIn(email: string, password = STAFF_PASSWORD) {
  const step1 = await t.app.inject({
    method: 'POST',
    url: '/api/staff/auth/login',
    payload: { email, password },
  });
  expect(step1.statusCode, step1.body).toBe(200);
  const { challengeId } = step1.json<{ challengeId: string }>();
  const step2 = await t.app.inject({
    method: 'POST',
    url: '/api/staff/auth/login/verify',
    payload: { challengeId, code: loginCode(email) },
  });
  expect(step2.statusCode, step2.body).toBe(200);
  return step2.json<{ access_token: string; member: { id: string; role: string } }>();
}

describe('staff sign-in: invitation link, password, then a code by e-mail', () => {
  it('an invited lawyer sets a password through the link and signs in with password + code', async () => {
    const admin = await createStaff(t.app, { role: 'admin' });
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/staff/members',
      headers: bearer(admin.token),
      payload: { email: 'Dra.Carla@Escritorio.example', name: 'Dra. Carla', role: 'advogado' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ hasJoined: false, role: 'advogado' });
    const email = 'dra.carla@escritorio.example';
    const token = setupToken(email);
    expect(token).not.toBe('');

    // Before the link is used, no password works.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      payload: { email, password: STAFF_PASSWORD },
    });
    expect(early.statusCode).toBe(401);

    // A common password is refused, and the link stays usable.
    const common = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/setup',
      payload: { token, password: '12345678' },
    });
    expect(common.json()).toMatchObject({ error: 'WEAK_PASSWORD' });
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/setup',
      payload: { token, password: STAFF_PASSWORD },
    });
    expect(setup.statusCode, setup.body).toBe(200);
    expect(setup.json()).toMatchObject({ hasJoined: true });
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/setup',
      payload: { token, password: 'outra-senha-123' },
    });
    expect(reused.json()).toMatchObject({ error: 'INVALID_CODE' });

    const session = await signIn(email);
    expect(session.member.role).toBe('advogado');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/staff/me',
      headers: bearer(session.access_token),
    });
    expect(me.json()).toMatchObject({ email, name: 'Dra. Carla', role: 'advogado' });

    // A second invitation of someone who joined is refused.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/staff/members',
      headers: bearer(admin.token),
      payload: { email, name: 'Outra', role: 'admin' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('two invitations of one e-mail at the same instant: one member, each answer 201 or 409, never a 500', async () => {
    const admin = await createStaff(t.app, { role: 'admin' });
    const invite = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/members',
        headers: bearer(admin.token),
        payload: { email: 'duas.vezes@equipe.example', name: 'Duas Vezes', role: 'advogado' },
      });
    const answers = await Promise.all([invite(), invite()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(expect.arrayContaining([201]));
    expect(answers.every((answer) => [201, 409].includes(answer.statusCode))).toBe(true);
    const members = await t.app.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.email, 'duas.vezes@equipe.example'));
    expect(members).toHaveLength(1);
  });

  it('a wrong code fails, and a challenge dies after five wrong codes', async () => {
    const lawyer = await createStaff(t.app, { role: 'advogado' });
    const step1 = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      payload: { email: lawyer.email, password: STAFF_PASSWORD },
    });
    const { challengeId } = step1.json<{ challengeId: string }>();
    const right = loginCode(lawyer.email);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/staff/auth/login/verify',
        payload: { challengeId, code: wrong },
      });
      expect(answer.statusCode).toBe(400);
    }
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/login/verify',
      payload: { challengeId, code: right },
    });
    expect(late.json()).toMatchObject({ error: 'INVALID_CODE' });
  });

  it('a wrong password is 401 and sends no code', async () => {
    const lawyer = await createStaff(t.app, { role: 'advogado' });
    const before = mailbox.received.length;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      payload: { email: lawyer.email, password: 'senha-errada-123' },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ error: 'INVALID_CREDENTIALS' });
    expect(mailbox.received.length).toBe(before);
  });

  it('a customer account with the same e-mail and password is not staff', async () => {
    await registerThroughApi(t.app, { email: 'cliente@example.com', password: STAFF_PASSWORD });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      payload: { email: 'cliente@example.com', password: STAFF_PASSWORD },
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('staff tokens and customer tokens never pass for each other', () => {
  it('a customer token is refused by staff routes; a staff token by customer routes', async () => {
    const customer = await registerThroughApi(t.app, {
      email: 'maria@example.com',
      password: 'senha-da-maria-1',
    });
    const lawyer = await createStaff(t.app, { role: 'advogado' });
    const staffMe = await t.app.inject({
      method: 'GET',
      url: '/api/staff/me',
      headers: bearer(customer.token),
    });
    expect(staffMe.statusCode).toBe(401);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(lawyer.token),
    });
    expect(profile.statusCode).toBe(401);
  });

  it('a staff token unused for TOKEN_IDLE_MINUTES stops working', async () => {
    const lawyer = await createStaff(t.app, { role: 'advogado' });
    const me = () =>
      t.app.inject({ method: 'GET', url: '/api/staff/me', headers: bearer(lawyer.token) });
    expect((await me()).statusCode).toBe(200);
    await t.app.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - ${t.app.config.tokenIdleMinutes + 1} * interval '1 minute'` })
      .where(eq(sessions.id, decodeJwt(lawyer.token).sid as string));
    // This process checked the session a moment ago: it asks the database again after a minute.
    vi.useFakeTimers({ now: Date.now() + SESSION_TOUCH_INTERVAL_MS, toFake: ['Date'] });
    try {
      expect((await me()).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('deactivating a lawyer puts the requests they held, not concluded, back to nobody', async () => {
    const admin = await createStaff(t.app, { role: 'admin' });
    const lawyer = await createStaff(t.app, { role: 'advogado' });
    const lead = await createLawyerRequest(t.app, { email: 'devolvido@example.com' });
    await t.app.db
      .update(lawyerRequests)
      .set({ assignedTo: lawyer.id, state: 'em_contato' })
      .where(eq(lawyerRequests.userId, lead.userId));
    await t.app.inject({
      method: 'POST',
      url: `/api/staff/members/${lawyer.id}/deactivate`,
      headers: bearer(admin.token),
    });
    const [request] = await t.app.db
      .select()
      .from(lawyerRequests)
      .where(eq(lawyerRequests.userId, lead.userId));
    expect(request).toMatchObject({ assignedTo: null, state: 'em_contato' });
  });

  it('a deactivated member can be invited again and joins anew, the old password void', async () => {
    const admin = await createStaff(t.app, { role: 'admin' });
    const lawyer = await createStaff(t.app, { role: 'advogado' });
    await t.app.inject({
      method: 'POST',
      url: `/api/staff/members/${lawyer.id}/deactivate`,
      headers: bearer(admin.token),
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/staff/members',
      headers: bearer(admin.token),
      payload: { email: lawyer.email, name: 'De Volta', role: 'advogado' },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ id: lawyer.id, isActive: true, hasJoined: false });
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      remoteAddress: '10.9.1.1',
      payload: { email: lawyer.email, password: STAFF_PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/setup',
      payload: { token: setupToken(lawyer.email), password: 'nova-senha-da-volta-7' },
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const session = await signIn(lawyer.email, 'nova-senha-da-volta-7');
    expect(session.member.id).toBe(lawyer.id);
  });

  it('logout and deactivation end the staff session at once', async () => {
    const admin = await createStaff(t.app, { role: 'admin' });
    const lawyer = await createStaff(t.app, { role: 'advogado' });
    const session = await signIn(lawyer.email);
    const deactivated = await t.app.inject({
      method: 'POST',
      url: `/api/staff/members/${lawyer.id}/deactivate`,
      headers: bearer(admin.token),
    });
    expect(deactivated.json()).toMatchObject({ isActive: false });
    for (const token of [lawyer.token, session.access_token]) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/staff/me',
        headers: bearer(token),
      });
      expect(me.statusCode).toBe(401);
    }
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      payload: { email: lawyer.email, password: STAFF_PASSWORD },
    });
    expect(relogin.statusCode).toBe(401);

    const own = await t.app.inject({
      method: 'POST',
      url: `/api/staff/members/${admin.id}/deactivate`,
      headers: bearer(admin.token),
    });
    expect(own.statusCode).toBe(403);

    const other = await createStaff(t.app, { role: 'admin' });
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/logout',
      headers: bearer(other.token),
    });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/staff/me',
      headers: bearer(other.token),
    });
    expect(after.statusCode).toBe(401);
  });
});

describe('audit', () => {
  it('records sign-ins, invitations and deactivations with who and when, ids only', async () => {
    const admin = await createStaff(t.app, { role: 'admin' });
    const session = await signIn(admin.email);
    await t.app.inject({
      method: 'POST',
      url: '/api/staff/members',
      headers: bearer(session.access_token),
      payload: { email: 'novo@equipe.example', name: 'Novo', role: 'advogado' },
    });
    const lines = await t.app.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(lines.map((line) => line.action).sort()).toEqual(['staff.invite', 'staff.login']);
    for (const line of lines) {
      expect(line.createdAt).toBeInstanceOf(Date);
      expect(JSON.stringify(line)).not.toContain('@');
    }
  });

  it('records failed sign-ins, refused actions (with what was tried) and the leads list shown', async () => {
    const lawyer = await createStaff(t.app, { role: 'advogado' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      remoteAddress: '10.9.0.1',
      payload: { email: lawyer.email, password: 'senha-errada-123' },
    });
    expect(wrong.statusCode).toBe(401);
    const step1 = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      remoteAddress: '10.9.0.2',
      payload: { email: lawyer.email, password: STAFF_PASSWORD },
    });
    const badCode = loginCode(lawyer.email) === '000000' ? '000001' : '000000';
    const wrongCode = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/login/verify',
      payload: { challengeId: step1.json().challengeId, code: badCode },
    });
    expect(wrongCode.statusCode).toBe(400);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/staff/members',
      headers: bearer(lawyer.token),
    });
    expect(refused.statusCode).toBe(403);
    const lead = await registerThroughApi(t.app, {
      email: 'lead-listado@example.com',
      password: 'senha-forte-1',
    });
    await t.app.db
      .update(users)
      .set({ qualifiedAt: sql`now()` })
      .where(eq(users.id, lead.userId));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(),
    );
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/staff/leads?from=${today}&to=${today}`,
      headers: bearer(lawyer.token),
    });
    expect(list.statusCode).toBe(200);

    const lines = await t.app.db
      .select()
      .from(auditLog)
      .where(or(eq(auditLog.targetId, lawyer.id), eq(auditLog.actorId, lawyer.id)));
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'staff.login_failed', actorId: null }),
        expect.objectContaining({ action: 'staff.login_code_failed', actorId: null }),
        expect.objectContaining({
          action: 'staff.refused',
          actorId: lawyer.id,
          detail: 'GET /api/staff/members',
        }),
      ]),
    );
    const listed = lines.filter((line) => line.action === 'lead.list');
    expect(listed.map((line) => line.subjectUserId)).toContain(lead.userId);
    expect(JSON.stringify(lines)).not.toContain('@');
  });
});

describe('npm run admin:create', () => {
  it('creates the first admin and prints the link to set the password (no SMTP: in the log)', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'contrato-claro-admin-'));
    try {
      const { stdout } = await run(
        'npm',
        ['run', '--silent', 'admin:create', '--', 'Chefe@Equipe.example', '--name', 'Chefe'],
        {
          cwd: API_DIR,
          env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'info', SMTP_URL: '' },
        },
      );
      const token = /definir-senha#token=([\w-]+)/.exec(stdout)?.[1];
      expect(token).toBeTruthy();
      expect(stdout).not.toContain('chefe@equipe.example');
      const database = await openDatabase({ kind: 'embedded', dir: path.join(dataDir, 'pg') });
      try {
        const rows = await database.db.select().from(staffMembers);
        expect(rows).toMatchObject([
          { email: 'chefe@equipe.example', name: 'Chefe', role: 'admin', isActive: true },
        ]);
      } finally {
        await database.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('in production without SMTP, logs no link: the operator prints it with npm run mail:held', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'contrato-claro-admin-prod-'));
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SMTP_URL: '',
    };
    try {
      const created = await run(
        'npm',
        ['run', '--silent', 'admin:create', '--', 'chefe@equipe.example', '--name', 'Chefe'],
        { cwd: API_DIR, env },
      );
      expect(created.stdout).not.toMatch(/token=/);
      expect(created.stdout).toContain('npm run mail:held');
      const held = await run('npm', ['run', '--silent', 'mail:held'], { cwd: API_DIR, env });
      expect(held.stdout).toMatch(/staff:invite {2}para chefe@equipe\.example/);
      expect(held.stdout).toMatch(/link: \S+\/equipe\/definir-senha#token=[\w-]+/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
