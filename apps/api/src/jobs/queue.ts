import {
  toPreview,
  type TAnalysis,
  type TAnalysisStage,
  type TErrorCode,
} from '@contrato-claro/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses } from '../db/schema';

/**
 * The durable job queue of embedded mode, on the `analyses` table. A claim is one atomic UPDATE of
 * the oldest claimable row (`FOR UPDATE SKIP LOCKED`, so concurrent workers never share a job); a
 * claimed job holds a lease its worker renews; a job whose lease expired (its process died) is
 * claimable again. `attempts` doubles as a fencing token: a worker that lost its lease cannot
 * write over the job's new owner.
 */

/** A job in the hands of a worker. */
export interface ClaimedJob {
  id: string;
  fileName: string;
  filePath: string | null;
  attempts: number;
}

/** A job whose process died this many times is failed instead of retried. */
export const MAX_ATTEMPTS = 3;

/** Progress shown for each stage (the stage has started; 100 is kept for done). */
export const STAGE_PERCENT: Record<TAnalysisStage, number> = {
  'extraindo texto': 10,
  'identificando cláusulas': 35,
  'analisando riscos': 60,
  'calculando nota': 85,
};

const leaseEnd = (leaseMs: number) => sql`now() + ${leaseMs} * interval '1 millisecond'`;

const owned = (job: Pick<ClaimedJob, 'id' | 'attempts'>) =>
  and(
    eq(analyses.id, job.id),
    eq(analyses.status, 'processing'),
    eq(analyses.attempts, job.attempts),
  );

/** Claims the oldest queued job (or one whose lease expired); null when there is none. */
export async function claimNextJob(db: Database, leaseMs: number): Promise<ClaimedJob | null> {
  const next = sql`(
    select ${analyses.id} from ${analyses}
    where ${analyses.status} = 'queued'
       or (${analyses.status} = 'processing' and ${analyses.leaseUntil} < now())
    order by ${analyses.createdAt}
    limit 1
    for update skip locked
  )`;
  const [job] = await db
    .update(analyses)
    .set({
      status: 'processing',
      attempts: sql`${analyses.attempts} + 1`,
      leaseUntil: leaseEnd(leaseMs),
      startedAt: sql`coalesce(${analyses.startedAt}, now())`,
      stage: null,
      percent: 0,
    })
    .where(eq(analyses.id, next))
    .returning({
      id: analyses.id,
      fileName: analyses.fileName,
      filePath: analyses.filePath,
      attempts: analyses.attempts,
    });
  return job ?? null;
}

/** Extends the lease of a running job; false when the job is no longer this worker's. */
export async function renewLease(db: Database, job: ClaimedJob, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(analyses)
    .set({ leaseUntil: leaseEnd(leaseMs) })
    .where(owned(job))
    .returning({ id: analyses.id });
  return rows.length > 0;
}

/** Records the stage a running job has reached. */
export async function recordStage(
  db: Database,
  job: ClaimedJob,
  stage: TAnalysisStage,
): Promise<void> {
  await db
    .update(analyses)
    .set({ stage, percent: STAGE_PERCENT[stage] })
    // Progress never goes backwards.
    .where(and(owned(job), lt(analyses.percent, STAGE_PERCENT[stage])));
}

/** Stores the results and the redacted preview; the original file is gone from now on. */
export async function completeJob(
  db: Database,
  job: ClaimedJob,
  analysis: TAnalysis,
): Promise<boolean> {
  const rows = await db
    .update(analyses)
    .set({
      status: 'done',
      percent: 100,
      results: analysis,
      preview: toPreview(analysis, job.id),
      pageCount: analysis.pageCount,
      contractType: analysis.contractType,
      score: analysis.finalScore.score,
      finishedAt: sql`now()`,
      leaseUntil: null,
      filePath: null,
    })
    .where(owned(job))
    .returning({ id: analyses.id });
  return rows.length > 0;
}

/** Ends a job as failed with its code; `detail` is for operators and never holds contract text. */
export async function failJob(
  db: Database,
  job: Pick<ClaimedJob, 'id' | 'attempts'>,
  code: TErrorCode,
  detail: string | null,
): Promise<boolean> {
  const rows = await db
    .update(analyses)
    .set({
      status: 'failed',
      errorCode: code,
      errorMessage: detail,
      finishedAt: sql`now()`,
      leaseUntil: null,
      filePath: null,
    })
    .where(owned(job))
    .returning({ id: analyses.id });
  return rows.length > 0;
}

/** Puts a job back in the queue without counting the attempt (the server is stopping). */
export async function releaseJob(db: Database, job: ClaimedJob): Promise<void> {
  await db
    .update(analyses)
    .set({
      status: 'queued',
      attempts: sql`${analyses.attempts} - 1`,
      leaseUntil: null,
      stage: null,
      percent: 0,
    })
    .where(owned(job));
}

/**
 * Embedded mode has one process: a job still `processing` at start-up lost its worker, so it is
 * queued again at once instead of waiting for its lease to expire.
 */
export async function requeueOrphanedJobs(db: Database): Promise<number> {
  const rows = await db
    .update(analyses)
    .set({ status: 'queued', leaseUntil: null, stage: null, percent: 0 })
    .where(eq(analyses.status, 'processing'))
    .returning({ id: analyses.id });
  return rows.length;
}
