import { createServer, type Server } from 'node:http';
import { Writable } from 'node:stream';
import type { TStaffNotificationList } from '@contrato-claro/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lawyerRequests, staffNotifications } from '../../db/schema';
import { bearer } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createTestDatabase } from '../../../test/db';
import { readBody, startMailbox, type Mailbox } from '../../../test/mailbox';
import { createLawyerRequest, createStaff } from '../../../test/staff';

const HOUR_MS = 60 * 60 * 1000;
const NO_PERSONAL_DATA = ['Maria Lead', '98765-4321', 'empresa.example', '@example.com'];

/** A local webhook receiver answering each call with the next status of `script` (then 200). */
class WebhookReceiver {
  readonly calls: Record<string, unknown>[] = [];
  script: number[] = [];
  private server: Server | undefined;
  url = '';

  async start() {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        this.calls.push(JSON.parse(body) as Record<string, unknown>);
        response.statusCode = this.script.shift() ?? 200;
        response.end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    this.url = `http://127.0.0.1:${address.port}/hook`;
  }

  close() {
    return new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}

let mailbox: Mailbox;
let webhook: WebhookReceiver;
let t: TestApp;
let lawyerEmail: string;

/** Settings of an app that notifies by e-mail and webhook, 3 attempts, no waiting between them. */
const notifyingApp = (database?: TestApp['database'], smtpUrl = mailbox.url, backoffMs = 1) =>
  buildTestApp({
    database,
    env: {
      SMTP_URL: smtpUrl,
      PUBLIC_URL: 'https://app.example',
      STAFF_WEBHOOK_URL: webhook.url,
      STAFF_NOTIFICATION_ATTEMPTS: '3',
    },
    staffNotifier: { backoffMs, intervalMs: 3_600_000 },
  });

/** Runs the notifier until nothing is due (the backoff is 1 ms). */
async function drain(app: TestApp['app']) {
  for (let round = 0; round < 6; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    await app.staffNotifier.tick();
  }
}

const notificationsOf = async (requestUserId: string) => {
  const [request] = await t.app.db
    .select()
    .from(lawyerRequests)
    .where(eq(lawyerRequests.userId, requestUserId));
  return {
    requestId: request!.id,
    rows: await t.app.db
      .select()
      .from(staffNotifications)
      .where(eq(staffNotifications.requestId, request!.id)),
  };
};

beforeAll(async () => {
  mailbox = await startMailbox();
  webhook = new WebhookReceiver();
  await webhook.start();
  t = await notifyingApp();
  lawyerEmail = (await createStaff(t.app, { role: 'advogado' })).email;
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
  await webhook.close();
});
afterEach(() => {
  vi.useRealTimers();
  webhook.script = [];
});

describe('a new lawyer request is announced at once', () => {
  it('by e-mail to the lawyers (real SMTP) and to the webhook, with the link and no personal data', async () => {
    const lead = await createLawyerRequest(t.app, { email: 'aviso@example.com' });
    await drain(t.app);
    const { requestId, rows } = await notificationsOf(lead.userId);
    expect(rows.map((row) => [row.channel, row.status]).sort()).toEqual([
      ['email', 'sent'],
      ['webhook', 'sent'],
    ]);
    const mail = readBody(mailbox.latest(lawyerEmail));
    expect(mail).toContain('Um cliente pediu para falar com um advogado.');
    expect(mail).toContain(`https://app.example/equipe/retornos/${requestId}`);
    const call = webhook.calls.find((item) => item.requestId === requestId);
    expect(call).toMatchObject({ event: 'lawyer_request.created' });
    for (const text of NO_PERSONAL_DATA) {
      expect(mail).not.toContain(text);
      expect(JSON.stringify(call)).not.toContain(text);
    }
  });

  it('retries a webhook answering 500, with backoff, until it takes it', async () => {
    webhook.script = [500, 500];
    const before = webhook.calls.length;
    const lead = await createLawyerRequest(t.app, { email: 'retry@example.com' });
    await drain(t.app);
    const { rows } = await notificationsOf(lead.userId);
    expect(rows.find((row) => row.channel === 'webhook')).toMatchObject({
      status: 'sent',
      attempts: 3,
    });
    expect(webhook.calls.length - before).toBe(3);
  });

  it('keeps a dead letter after the last attempt, which admins see first', async () => {
    webhook.script = [500, 500, 500, 500];
    const lead = await createLawyerRequest(t.app, { email: 'morto@example.com' });
    await drain(t.app);
    const { requestId, rows } = await notificationsOf(lead.userId);
    expect(rows.find((row) => row.channel === 'webhook')).toMatchObject({
      status: 'dead',
      attempts: 3,
      lastError: 'webhook answered HTTP 500',
    });
    const admin = await createStaff(t.app, { role: 'admin' });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/staff/notifications',
      headers: bearer(admin.token),
    });
    const [first] = listed.json<TStaffNotificationList>().notifications;
    expect(first).toMatchObject({ requestId, status: 'dead', channel: 'webhook' });
  });
});

describe('the 1-hour reminder (fake time)', () => {
  it('goes once when 1 h is left and nobody picked the request up, never for a taken one', async () => {
    const start = new Date('2031-05-06T13:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const open = await createLawyerRequest(t.app, { email: 'lembrar@example.com' });
    const taken = await createLawyerRequest(t.app, { email: 'assumido@example.com' });
    const lawyer = await createStaff(t.app, { role: 'advogado' });
    const takenId = (await notificationsOf(taken.userId)).requestId;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/requests/${takenId}`,
      headers: bearer(lawyer.token),
      payload: { assignedTo: lawyer.id },
    });
    await drain(t.app);

    vi.setSystemTime(new Date(start.getTime() + 2 * HOUR_MS));
    await drain(t.app);
    expect((await notificationsOf(open.userId)).rows.map((row) => row.kind)).not.toContain(
      'reminder',
    );

    vi.setSystemTime(new Date(start.getTime() + 3 * HOUR_MS + 60_000));
    await drain(t.app);
    await drain(t.app);
    const reminders = (await notificationsOf(open.userId)).rows.filter(
      (row) => row.kind === 'reminder',
    );
    expect(reminders.map((row) => [row.channel, row.status]).sort()).toEqual([
      ['email', 'sent'],
      ['webhook', 'sent'],
    ]);
    expect(readBody(mailbox.latest(lawyerEmail))).toContain('ninguém o assumiu');
    expect((await notificationsOf(taken.userId)).rows.map((row) => row.kind)).not.toContain(
      'reminder',
    );
  });
});

describe('durability and scale-out', () => {
  it('a notification that failed before a restart is sent by the next process', async () => {
    const database = await createTestDatabase();
    try {
      // SMTP down: the e-mail stays pending in the database.
      const down = await notifyingApp(database, 'smtp://127.0.0.1:9', 60_000);
      await createStaff(down.app, { role: 'advogado', email: 'plantao@equipe.example' });
      const lead = await createLawyerRequest(down.app, { email: 'reinicio@example.com' });
      await down.app.staffNotifier.tick();
      await down.close();

      const [pending] = await database.db
        .select()
        .from(staffNotifications)
        .where(eq(staffNotifications.channel, 'email'));
      expect(pending).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: 'SMTP send failed (ESOCKET)',
      });
      // The backoff has passed when the next process starts.
      await database.db
        .update(staffNotifications)
        .set({ nextAttemptAt: new Date() })
        .where(eq(staffNotifications.id, pending!.id));

      // Two processes after the restart: the e-mail goes once.
      const first = await notifyingApp(database);
      const second = await notifyingApp(database);
      try {
        await new Promise((resolve) => setTimeout(resolve, 5));
        await Promise.all([first.app.staffNotifier.tick(), second.app.staffNotifier.tick()]);
        const [sent] = await database.db
          .select()
          .from(staffNotifications)
          .where(eq(staffNotifications.id, pending!.id));
        expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
        expect(
          mailbox.received.filter((mail) => mail.to.includes('plantao@equipe.example')),
        ).toHaveLength(1);
        expect(lead.userId).toBeTruthy();
      } finally {
        await first.close();
        await second.close();
      }
    } finally {
      await database.close();
    }
  });
});

describe('without SMTP_URL (embedded default)', () => {
  it('logs the notification without personal data and shows it in the back office', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const quiet = await buildTestApp({ logStream, staffNotifier: { intervalMs: 3_600_000 } });
    try {
      const lawyer = await createStaff(quiet.app, { role: 'advogado' });
      await createLawyerRequest(quiet.app, { email: 'semsmtp@example.com' });
      await quiet.app.staffNotifier.tick();
      const logged = lines.filter((line) => line.includes('lawyer request notification'));
      expect(logged).toHaveLength(1);
      for (const text of NO_PERSONAL_DATA) expect(logged[0]).not.toContain(text);
      const listed = await quiet.app.inject({
        method: 'GET',
        url: '/api/staff/notifications',
        headers: bearer(lawyer.token),
      });
      expect(listed.json<TStaffNotificationList>()).toMatchObject({
        delivery: 'server-log',
        notifications: [{ kind: 'new_request', channel: 'log', status: 'sent' }],
      });
    } finally {
      await quiet.close();
    }
  });
});
