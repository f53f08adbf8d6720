import type { TErrorCode } from '@contrato-claro/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { analyses, clientStrikes } from '../db/schema';

/**
 * Fair use of the analysis slots, shared by both modes through the queue priority of a job
 * (highest first; pg-boss orders by it too). A client is charged for what it cost recently:
 * - each job it already has waiting or running puts its new one a place back;
 * - so does each CPU_CHARGE_MS of analysis CPU time it used in the last hour;
 * - a client with a strike in the last hour — an analysis that ran out of time or memory, or an
 *   upload refused for what it would have cost — goes behind every clean client (STRIKE_PENALTY).
 *   Its jobs may also hold only part of the slots (`struckSlots`): a clean client always finds
 *   one, whoever floods from however many addresses.
 * A new address starts clean; its first bomb costs it its place for the hour.
 */

/** Failures that say a client's file cost more than any contract does. */
export const STRIKE_CODES: readonly TErrorCode[] = [
  'ANALYSIS_TIMEOUT',
  'ANALYSIS_OUT_OF_MEMORY',
  'DOCUMENT_TOO_LARGE',
  'DOCUMENT_TOO_COMPLEX',
  'TOO_MANY_PAGES',
];

/** Places back for a client with a strike: behind any clean client's backlog. */
export const STRIKE_PENALTY = 1_000;
/** Analysis CPU time that costs a client one place. */
const CPU_CHARGE_MS = 10_000;
/** The charge for CPU time stops growing here (it stays below the penalty of a strike). */
const MAX_CPU_CHARGE = 100;

const WINDOW = sql`now() - interval '1 hour'`;

/**
 * Slots that jobs of struck clients may hold at once: all but one (embedded mode, where one
 * process sees every slot), so a clean client's job never waits behind a struck one's run.
 */
export const struckSlots = (concurrency: number): number => Math.max(1, concurrency - 1);

/** The queue priority of a new job of `clientKey` (see above). */
export async function queuePriority(db: Database, clientKey: string): Promise<number> {
  const [row] = await queryRows<{ waiting: number; cpuMs: number; strikes: number }>(
    db,
    sql`select
      (select count(*) from ${analyses}
        where ${analyses.clientKey} = ${clientKey}
          and ${analyses.status} in ('queued', 'processing'))::int as "waiting",
      (select coalesce(sum(${analyses.cpuMs}), 0) from ${analyses}
        where ${analyses.clientKey} = ${clientKey} and ${analyses.createdAt} > ${WINDOW})::float8
        as "cpuMs",
      ((select count(*) from ${analyses}
        where ${analyses.clientKey} = ${clientKey} and ${analyses.createdAt} > ${WINDOW}
          and ${inArray(analyses.errorCode, [...STRIKE_CODES])})
      + (select count(*) from ${clientStrikes}
        where ${clientStrikes.clientKey} = ${clientKey}
          and ${clientStrikes.createdAt} > ${WINDOW}))::int as "strikes"`,
  );
  const { waiting = 0, cpuMs = 0, strikes = 0 } = row ?? {};
  const charge = Math.min(MAX_CPU_CHARGE, Math.floor(Number(cpuMs) / CPU_CHARGE_MS));
  return -waiting - charge - (strikes > 0 ? STRIKE_PENALTY : 0);
}

/** An upload refused for its cost: the client's next jobs go to the back for the hour. */
export async function recordStrike(
  db: Database,
  clientKey: string,
  code: TErrorCode,
): Promise<void> {
  await db.insert(clientStrikes).values({ clientKey, errorCode: code });
}

/**
 * An analysis of this client just failed with a strike code: the jobs it still has queued go
 * behind every clean client's (embedded mode orders by the row; a pg-boss job keeps the priority
 * it was sent with, and the client's next uploads are charged).
 */
export async function demoteQueuedJobs(db: Database, analysisId: string): Promise<void> {
  const owner = sql`(select ${analyses.clientKey} from ${analyses} where ${analyses.id} = ${analysisId})`;
  await db
    .update(analyses)
    .set({ priority: sql`${analyses.priority} - ${STRIKE_PENALTY}` })
    .where(
      and(
        eq(analyses.status, 'queued'),
        eq(analyses.clientKey, owner),
        sql`${analyses.priority} > ${-STRIKE_PENALTY}`,
      ),
    );
}

/** Strike records older than the window are of no use: purged with the expired analyses. */
export async function purgeOldStrikes(db: Database): Promise<void> {
  await db.delete(clientStrikes).where(sql`${clientStrikes.createdAt} < ${WINDOW}`);
}
