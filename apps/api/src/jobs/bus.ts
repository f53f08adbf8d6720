import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/client';

/** PostgreSQL channel of the change notifications in scale-out mode (payload: analysis id). */
const CHANNEL = 'analysis_changed';
const RECONNECT_MS = 1_000;

/**
 * Notifications "analysis <id> changed", fed by the workers and read by the server-sent events.
 * Listeners reload the row themselves, so the bus carries ids only. Embedded mode delivers them in
 * the process; scale-out mode sends them through PostgreSQL (NOTIFY), so that a stream served by
 * any API process hears the stages of a job running in any worker process (`listenForChanges`).
 */
export class AnalysisBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  /** `db`: broadcast through this PostgreSQL server instead of delivering in the process. */
  constructor(private readonly options: { db?: Database; log: FastifyBaseLogger }) {}

  /** Announces a change; never rejects (a lost notification is caught by the streams' polling). */
  async publish(analysisId: string): Promise<void> {
    const { db, log } = this.options;
    if (!db) return this.deliver(analysisId);
    await sendNotification(db, CHANNEL, analysisId).catch((error: unknown) =>
      log.warn({ err: error, analysisId }, 'change notification not sent'),
    );
  }

  /** Hands a change to this process's listeners. */
  deliver(analysisId: string): void {
    this.emitter.emit(analysisId);
  }

  /** How many listeners (event streams) follow the analysis. */
  listenerCount(analysisId: string): number {
    return this.emitter.listenerCount(analysisId);
  }

  /** Calls `listener` on each change of the analysis; returns the unsubscribe function. */
  subscribe(analysisId: string, listener: () => void): () => void {
    this.emitter.on(analysisId, listener);
    return () => this.emitter.off(analysisId, listener);
  }
}

/** Scale-out mode: NOTIFYs `payload` on `channel` to every process LISTENing to it. */
export async function sendNotification(
  db: Database,
  channel: string,
  payload: string,
): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * Scale-out mode: LISTENs to `channel` on a dedicated connection and calls `onNotification` with
 * each payload. A lost connection is reopened after a second; what was announced meanwhile is
 * lost, so `onListening` (called each time listening starts, reconnections included) lets the
 * caller catch up. Resolves once listening; the returned function stops.
 */
export async function listenTo(options: {
  url: string;
  channel: string;
  log: FastifyBaseLogger;
  onNotification: (payload: string) => void;
  onListening?: () => void;
}): Promise<() => Promise<void>> {
  const { url, channel, log, onNotification, onListening } = options;
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const reopenLater = (client: pg.Client) => {
    if (stopped || client !== current || retry) return;
    current = null;
    retry = setTimeout(() => {
      retry = undefined;
      void open();
    }, RECONNECT_MS);
  };
  const open = async () => {
    const client = new pg.Client({ connectionString: url });
    current = client;
    client.on('notification', (message) => onNotification(message.payload ?? ''));
    client.on('error', (error) => {
      log.warn({ err: error, channel }, 'listener lost its connection');
      reopenLater(client);
    });
    client.on('end', () => reopenLater(client));
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
      onListening?.();
    } catch (error) {
      log.warn({ err: error, channel }, 'listener could not connect');
      void client.end().catch(() => undefined);
      reopenLater(client);
    }
  };

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}

/** Scale-out mode: delivers every change notification of PostgreSQL to `bus`. */
export function listenForChanges(options: {
  url: string;
  bus: AnalysisBus;
  log: FastifyBaseLogger;
}): Promise<() => Promise<void>> {
  return listenTo({
    url: options.url,
    channel: CHANNEL,
    log: options.log,
    onNotification: (payload) => {
      if (payload) options.bus.deliver(payload);
    },
  });
}
