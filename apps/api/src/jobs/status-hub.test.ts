import type { TContractStatus } from '@contrato-claro/shared';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/db';
import type { Database, DatabaseHandle } from '../db/client';
import { analyses } from '../db/schema';
import { loadContractStatuses } from '../services/get-contract-status';
import { AnalysisBus } from './bus';
import { StatusHub } from './status-hub';

describe('StatusHub: one source for every event stream of a process', () => {
  let database: DatabaseHandle;
  let selects = 0;
  /** The database, counting the queries the hub makes. */
  let counted: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    counted = new Proxy(database.db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (key !== 'select' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          selects += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  });
  afterAll(() => database.close());

  const insertAnalyses = async (count: number) =>
    (
      await database.db
        .insert(analyses)
        .values(
          Array.from({ length: count }, (_, index) => ({
            uploaderSecretHash: 'a'.repeat(64),
            fileName: `contrato-${index}.pdf`,
            fileSize: 10,
            fileKind: 'pdf' as const,
            expiresAt: new Date(Date.now() + 86_400_000),
          })),
        )
        .returning({ id: analyses.id })
    ).map((row) => row.id);

  it('reloads once per change however many streams follow, in batched queries', async () => {
    const bus = new AnalysisBus({ log: pino({ level: 'silent' }) });
    const hub = new StatusHub({ db: counted, bus, log: pino({ level: 'silent' }) });
    const ids = await insertAnalyses(100);
    const current = await loadContractStatuses(database.db, ids);
    const received = new Map<string, TContractStatus[]>();
    const stops: Array<() => void> = [];
    // 10 streams on the first analysis, one on each of the others: 109 streams.
    for (const id of [...Array<string>(9).fill(ids[0]!), ...ids]) {
      const list: TContractStatus[] = [];
      received.set(`${id}:${stops.length}`, list);
      stops.push(hub.follow(id, current.get(id)!, (status) => status && list.push(status)));
    }
    expect(hub.size).toBe(109);

    await database.db
      .update(analyses)
      .set({ status: 'processing', stage: 'extraindo texto', percent: 10 })
      .where(inArray(analyses.id, ids));
    selects = 0;
    for (const id of ids) bus.deliver(id);
    await hub.idle();
    // 100 notifications, 109 streams: the first reload and one batch for all the rest.
    expect(selects).toBeLessThanOrEqual(2);
    for (const list of received.values()) {
      expect(list.map((status) => status.progress)).toEqual([
        { stage: 'extraindo texto', percent: 10 },
      ]);
    }

    // An unchanged reload sends nothing.
    selects = 0;
    for (const id of ids) bus.deliver(id);
    await hub.idle();
    expect(selects).toBeGreaterThan(0); // reloaded…
    for (const list of received.values()) expect(list).toHaveLength(1); // …and nothing sent

    for (const stop of stops) stop();
    expect(hub.size).toBe(0);
    for (const id of ids) expect(bus.listenerCount(id)).toBe(0);
  });

  it('catches up, with one query, on changes nobody announced, and says when a row is gone', async () => {
    const bus = new AnalysisBus({ log: pino({ level: 'silent' }) });
    const hub = new StatusHub({
      db: counted,
      bus,
      log: pino({ level: 'silent' }),
      reconcileMs: 300,
    });
    const [kept, deleted] = await insertAnalyses(2);
    const current = await loadContractStatuses(database.db, [kept!, deleted!]);
    const seen: Array<[string, string | null]> = [];
    // The queries made by the time both changes were delivered.
    let selectsWhenCaughtUp: number | null = null;
    const stops = [kept!, deleted!].map((id) =>
      hub.follow(id, current.get(id)!, (status) => {
        seen.push([id, status?.status ?? null]);
        if (seen.length === 2) selectsWhenCaughtUp = selects;
      }),
    );
    await database.db.update(analyses).set({ status: 'processing' }).where(eq(analyses.id, kept!));
    await database.db.delete(analyses).where(eq(analyses.id, deleted!));
    selects = 0;
    await vi.waitFor(() => expect(seen).toHaveLength(2), { timeout: 60_000, interval: 50 });
    expect(selectsWhenCaughtUp).toBe(1);
    expect(seen).toEqual(
      expect.arrayContaining([
        [kept, 'processing'],
        [deleted, null],
      ]),
    );
    for (const stop of stops) stop();
  });
});
