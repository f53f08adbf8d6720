import {
  LAWYER_CONTACT_HOURS,
  type TStaffNotificationChannel,
  type TStaffNotificationKind,
} from '@contrato-claro/shared';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { lawyerRequests, staffMembers, staffNotifications } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { staffRequestMail } from '../mail/templates';

const HOUR_MS = 60 * 60 * 1000;
/** The reminder goes when this much of the promise is left and nobody has picked the request up. */
export const REMINDER_BEFORE_MS = HOUR_MS;
/** Path of a request in the back office (links in notifications). */
export const STAFF_REQUEST_PATH = '/equipe/retornos';
/** How long a webhook may take to answer before the attempt counts as failed. */
const WEBHOOK_TIMEOUT_MS = 10_000;
/** How long a claimed notification is kept from other processes while it is being sent. */
const LEASE_MS = 2 * 60 * 1000;
/** Notifications sent per tick at most, so one tick never holds the process for long. */
const BATCH = 20;

/** Settings and test seams of the notifier. */
export interface StaffNotifierOptions {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  webhookUrl: string | null;
  /** Attempts of one notification before it is a dead letter. */
  attempts: number;
  /** How often due notifications and reminders are looked for. */
  intervalMs?: number;
  /** Wait before the 2nd attempt; doubled for each next one. */
  backoffMs?: number;
}

/**
 * The channels a new request is announced on: e-mail to the lawyers (or, with no SMTP server,
 * the log and the back office), and the webhook when one is configured.
 */
export function notificationChannels(options: {
  mailer: Mailer;
  webhookUrl: string | null;
}): TStaffNotificationChannel[] {
  return [
    options.mailer.delivery === 'email' ? 'email' : 'log',
    ...(options.webhookUrl ? (['webhook'] as const) : []),
  ];
}

/**
 * Sends the team's notifications about lawyer requests from the `staff_notifications` outbox. The
 * rows are written with the request (same transaction) or by the reminder sweep, so a restart
 * loses none; each is claimed with `FOR UPDATE SKIP LOCKED`, so with several API processes
 * exactly one sends it. A failure is retried with exponential backoff; after the last attempt the
 * row is `dead`, the dead letter admins see in the back office. Logs carry ids, never personal
 * data.
 */
export class StaffNotifier {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  constructor(private readonly options: StaffNotifierOptions) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), this.options.intervalMs ?? 15_000).unref();
    this.wake();
  }

  /** Runs a tick soon (a new request was just stored); ticks never overlap. */
  wake(): void {
    void this.tick();
  }

  /** Queues the reminders that are due, then sends what is due. Resolves when done. */
  async tick(): Promise<void> {
    while (this.running) await this.running;
    this.running = this.runTick()
      .catch((error: unknown) =>
        this.options.log.error({ err: error }, 'staff notifications tick failed'),
      )
      .finally(() => {
        this.running = null;
      });
    await this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    while (this.running) await this.running;
  }

  private async runTick(): Promise<void> {
    await this.queueReminders();
    for (let sent = 0; sent < BATCH; sent += 1) {
      if (!(await this.deliverNext())) return;
    }
  }

  /** A reminder row for each open request left unpicked with an hour or less to go (once). */
  private async queueReminders(): Promise<void> {
    const { db } = this.options;
    const now = new Date();
    const due = await db
      .select({ id: lawyerRequests.id })
      .from(lawyerRequests)
      .where(
        and(
          eq(lawyerRequests.state, 'novo'),
          isNull(lawyerRequests.assignedTo),
          lte(lawyerRequests.dueAt, new Date(now.getTime() + REMINDER_BEFORE_MS)),
          // Long-forgotten requests (older than twice the promise) are not reminded of.
          gt(lawyerRequests.dueAt, new Date(now.getTime() - LAWYER_CONTACT_HOURS * HOUR_MS)),
        ),
      );
    if (due.length === 0) return;
    const channels = notificationChannels(this.options);
    await db
      .insert(staffNotifications)
      .values(
        due.flatMap(({ id }) =>
          channels.map((channel) => ({
            requestId: id,
            kind: 'reminder' as const,
            channel,
            nextAttemptAt: now,
          })),
        ),
      )
      .onConflictDoNothing();
  }

  /**
   * Claims one due notification and sends it; false when none is due. The claim is a lease (the
   * row's next attempt moved LEASE_MS ahead, under a row lock skipped by other processes), and the
   * sending happens after its commit: no transaction stays open during SMTP or HTTP (the embedded
   * database has one connection). A process dying mid-send leaves the lease to expire, and the
   * notification is tried again.
   */
  private async deliverNext(): Promise<boolean> {
    const { db, log } = this.options;
    const now = new Date();
    const row = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({
          id: staffNotifications.id,
          kind: staffNotifications.kind,
          channel: staffNotifications.channel,
          attempts: staffNotifications.attempts,
          requestId: staffNotifications.requestId,
          dueAt: lawyerRequests.dueAt,
          state: lawyerRequests.state,
          assignedTo: lawyerRequests.assignedTo,
        })
        .from(staffNotifications)
        .innerJoin(lawyerRequests, eq(lawyerRequests.id, staffNotifications.requestId))
        .where(
          and(eq(staffNotifications.status, 'pending'), lte(staffNotifications.nextAttemptAt, now)),
        )
        .orderBy(asc(staffNotifications.nextAttemptAt))
        .limit(1)
        .for('update', { of: staffNotifications, skipLocked: true });
      if (!due) return null;
      await tx
        .update(staffNotifications)
        .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
        .where(eq(staffNotifications.id, due.id));
      return due;
    });
    if (!row) return false;
    if (row.kind === 'reminder' && (row.state !== 'novo' || row.assignedTo !== null)) {
      // Picked up meanwhile: nothing to remind of.
      await db.delete(staffNotifications).where(eq(staffNotifications.id, row.id));
      return true;
    }
    const attempts = row.attempts + 1;
    try {
      await this.send(row);
      await db
        .update(staffNotifications)
        .set({ status: 'sent', attempts, sentAt: new Date(), lastError: null })
        .where(eq(staffNotifications.id, row.id));
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 200) : 'unknown';
      const isDead = attempts >= this.options.attempts;
      const backoff = (this.options.backoffMs ?? 30_000) * 2 ** (attempts - 1);
      await db
        .update(staffNotifications)
        .set({
          status: isDead ? 'dead' : 'pending',
          attempts,
          lastError: reason,
          nextAttemptAt: new Date(Date.now() + backoff),
        })
        .where(eq(staffNotifications.id, row.id));
      log.warn(
        { notificationId: row.id, channel: row.channel, attempts, isDead, reason },
        isDead ? 'staff notification failed for good (dead letter)' : 'staff notification failed',
      );
    }
    return true;
  }

  private async send(row: {
    kind: TStaffNotificationKind;
    channel: TStaffNotificationChannel;
    requestId: string;
    dueAt: Date;
  }): Promise<void> {
    const { db, mailer, log, publicUrl, webhookUrl } = this.options;
    const link = `${publicUrl}${STAFF_REQUEST_PATH}/${row.requestId}`;
    switch (row.channel) {
      case 'log':
        log.info(
          { staffNotification: row.kind, requestId: row.requestId },
          'lawyer request notification (no SMTP_URL: shown in the back office)',
        );
        return;
      case 'email': {
        const recipients = await lawyerAddresses(db);
        if (recipients.length === 0) throw new Error('no active staff member to notify');
        await mailer.send(
          staffRequestMail({
            to: recipients.join(', '),
            kind: row.kind,
            dueAt: row.dueAt,
            link,
            requestId: row.requestId,
          }),
        );
        return;
      }
      case 'webhook': {
        if (!webhookUrl) throw new Error('STAFF_WEBHOOK_URL is no longer set');
        const response = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            event:
              row.kind === 'new_request' ? 'lawyer_request.created' : 'lawyer_request.reminder',
            requestId: row.requestId,
            dueAt: row.dueAt.toISOString(),
            url: link,
            text:
              row.kind === 'new_request'
                ? `Novo pedido de retorno de advogado: ${link}`
                : `Lembrete: pedido de retorno sem responsável, falta 1 hora: ${link}`,
          }),
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
        return;
      }
      default: {
        const never: never = row.channel;
        throw new Error(`unknown channel ${String(never)}`);
      }
    }
  }
}

/** Who hears of requests: the active lawyers who have joined, or the admins when there is none. */
async function lawyerAddresses(db: Database): Promise<string[]> {
  const members = await db
    .select({ email: staffMembers.email, role: staffMembers.role })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.isActive, true),
        isNotNull(staffMembers.emailVerifiedAt),
        inArray(staffMembers.role, ['advogado', 'admin']),
      ),
    );
  const lawyers = members.filter((member) => member.role === 'advogado');
  return (lawyers.length > 0 ? lawyers : members).map((member) => member.email);
}
