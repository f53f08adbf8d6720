import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import type { DatabaseHandle } from '../db/client';
import { analyses } from '../db/schema';
import { LEASE_SECONDS, requeueStaleJobs } from './queue';

/** The lease of running jobs (either mode): only a job whose worker went silent goes back. */
describe('requeueStaleJobs', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const insertRunning = async (heartbeatSecondsAgo: number | null) => {
    const [row] = await database.db
      .insert(analyses)
      .values({
        uploaderSecretHash: 'hash',
        fileName: 'contrato.pdf',
        fileSize: 1234,
        fileKind: 'pdf',
        status: 'processing',
        stage: 'analisando riscos',
        percent: 60,
        attempts: 1,
        heartbeatAt:
          heartbeatSecondsAgo === null
            ? null
            : sql`now() - make_interval(secs => ${heartbeatSecondsAgo})`,
        expiresAt: sql`now() + interval '1 day'`,
      })
      .returning({ id: analyses.id });
    return row!.id;
  };
  const rowOf = async (id: string) =>
    (await database.db.select().from(analyses).where(eq(analyses.id, id)))[0];

  it('puts back a job whose lease is stale, showing the progress it reached; leaves the others', async () => {
    const stale = await insertRunning(LEASE_SECONDS + 5);
    const alive = await insertRunning(LEASE_SECONDS - 5);
    // Claimed by a release that wrote no lease: its job waits for its expiry, as before.
    const unleased = await insertRunning(null);

    expect(await requeueStaleJobs(database.db)).toEqual([stale]);
    expect(await rowOf(stale)).toMatchObject({
      status: 'queued',
      stage: 'analisando riscos',
      percent: 60,
      attempts: 1,
      heartbeatAt: null,
    });
    expect(await rowOf(alive)).toMatchObject({ status: 'processing' });
    expect(await rowOf(unleased)).toMatchObject({ status: 'processing' });
    expect(await requeueStaleJobs(database.db)).toEqual([]);
  });
});
