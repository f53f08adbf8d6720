import {
  toPreview,
  type TAnalysis,
  type TAnalysisStage,
  type TErrorCode,
  type TScanProgress,
} from '@contrato-claro/shared';
import { and, eq, inArray, lt, lte, sql, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { analyses } from '../db/schema';
import { STRIKE_PENALTY, struckSlots } from './fair-share';
import type { ProgressEvent } from './protocol';

/**
 * The analysis job as stored on its `analyses` row, in both modes. Embedded mode also uses the
 * table as its durable queue (`claimNextJob`); scale-out mode gets its jobs from pg-boss and
 * claims the row they name (`claimJob`). `attempts` doubles as a fencing token: a worker whose
 * job was handed to another one cannot write over the new owner.
 */

/** A job in the hands of a worker. */
export interface ClaimedJob {
  id: string;
  fileName: string;
  filePath: string | null;
  attempts: number;
  /** Queue order (see createAnalysis), kept when a job is put back. */
  priority: number;
  /** Pages counted at upload (PDF), which set its time budget; null when unknown. */
  pageCount: number | null;
  /** The raised memory cap of a retry after running out of memory; null: the configured cap. */
  memoryMb: number | null;
}

/** A job whose worker died (or whose process stopped) this many times is failed, not retried. */
export const MAX_ATTEMPTS = 3;

/** Progress shown for each stage (the stage has started; 100 is kept for done). */
export const STAGE_PERCENT: Record<TAnalysisStage, number> = {
  'extraindo texto': 10,
  'lendo o documento digitalizado': 12,
  'identificando cláusulas': 35,
  'analisando riscos': 60,
  'calculando nota': 85,
};

/**
 * Progress while OCR reads page `page` of `pages`: reading a scan takes most of the analysis, so
 * its pages fill the bar between the start of OCR and the next stage.
 */
export function scanPercent({ page, pages }: TScanProgress): number {
  const from = STAGE_PERCENT['lendo o documento digitalizado'];
  const to = STAGE_PERCENT['identificando cláusulas'];
  return from + Math.floor(((to - from) * (page - 1)) / pages);
}

const claimed = {
  id: analyses.id,
  fileName: analyses.fileName,
  filePath: analyses.filePath,
  attempts: analyses.attempts,
  priority: analyses.priority,
  pageCount: analyses.pageCount,
  memoryMb: analyses.memoryMb,
};

/** Analyses of the same client running now (fair use: `runningPerClient`). */
const runningOfSameClient = (clientKey: SQLWrapper | string) => sql`(
  select count(*) from ${analyses} as running
  where running.status = 'processing' and running.client_key = ${clientKey}
)`;

/**
 * A new attempt. The progress a previous attempt reached stays shown (never back to 0% for the
 * user): recordProgress only moves it forward, so the bar waits there until this attempt passes it.
 */
const start = {
  status: 'processing' as const,
  attempts: sql`${analyses.attempts} + 1`,
  startedAt: sql`coalesce(${analyses.startedAt}, now())`,
  heartbeatAt: sql`now()`,
};

/** A job put back in the queue keeps the progress it showed (see `start`). */
const requeued = {
  status: 'queued' as const,
  heartbeatAt: null,
};

/** How often a worker renews the lease of the job it runs. */
export const HEARTBEAT_MS = 5_000;
/** A running job whose lease is older than this lost its worker (3 missed renewals). */
export const LEASE_SECONDS = 15;
/** How often workers look for jobs whose lease is stale. */
export const LEASE_CHECK_MS = 5_000;

const owned = (job: Pick<ClaimedJob, 'id' | 'attempts'>) =>
  and(
    eq(analyses.id, job.id),
    eq(analyses.status, 'processing'),
    eq(analyses.attempts, job.attempts),
  );

/**
 * Embedded mode: claims the first queued job by priority, then age, among the clients that run
 * fewer than `runningPerClient` analyses, leaving one of the `concurrency` slots to clean clients
 * (see fair-share.ts); null when there is none.
 */
export async function claimNextJob(
  db: Database,
  runningPerClient: number,
  concurrency: number,
): Promise<ClaimedJob | null> {
  const runningStruck = sql`(
    select count(*) from ${analyses} as running
    where running.status = 'processing' and running.priority <= ${-STRIKE_PENALTY}
  )`;
  const next = sql`(
    select ${analyses.id} from ${analyses}
    where ${analyses.status} = 'queued'
      and (${analyses.clientKey} is null
        or ${runningOfSameClient(analyses.clientKey)} < ${runningPerClient})
      and (${analyses.priority} > ${-STRIKE_PENALTY}
        or ${runningStruck} < ${struckSlots(concurrency)})
    order by ${analyses.priority} desc, ${analyses.createdAt}
    limit 1
    for update skip locked
  )`;
  const [job] = await db
    .update(analyses)
    .set(start)
    .where(eq(analyses.id, next))
    .returning(claimed);
  return job ?? null;
}

/**
 * Scale-out mode: claims the job of one analysis for a new attempt (a retried job may find the
 * row still `processing` after its previous worker died). Null when there is nothing left to do
 * (the analysis finished, or was deleted or purged); `busy` when its client already runs
 * `runningPerClient` analyses (checked under a lock on the client, so two workers cannot both
 * pass): the job is to be tried again later.
 */
export async function claimJob(
  db: Database,
  id: string,
  runningPerClient: number,
): Promise<ClaimedJob | 'busy' | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ clientKey: analyses.clientKey, status: analyses.status })
      .from(analyses)
      .where(eq(analyses.id, id));
    if (!row || (row.status !== 'queued' && row.status !== 'processing')) return null;
    if (row.clientKey !== null && row.status === 'queued') {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${row.clientKey}))`);
      const [running] = await queryRows<{ count: number }>(
        tx,
        sql`select ${runningOfSameClient(row.clientKey)}::int as count`,
      );
      if ((running?.count ?? 0) >= runningPerClient) return 'busy';
    }
    const [job] = await tx
      .update(analyses)
      .set(start)
      .where(and(eq(analyses.id, id), inArray(analyses.status, ['queued', 'processing'])))
      .returning(claimed);
    return job ?? null;
  });
}

/** Records the stage a running job has reached, or the scanned page OCR is reading. */
export async function recordProgress(
  db: Database,
  job: ClaimedJob,
  event: ProgressEvent,
): Promise<void> {
  const values =
    event.type === 'stage'
      ? { stage: event.stage, percent: STAGE_PERCENT[event.stage] }
      : {
          stage: 'lendo o documento digitalizado' as const,
          percent: scanPercent(event.progress),
          scanPage: event.progress.page,
          scanPages: event.progress.pages,
        };
  await db
    .update(analyses)
    .set(values)
    // Progress never goes backwards (the first page of a scan is recorded with its stage).
    .where(and(owned(job), lte(analyses.percent, values.percent)));
}

/** Renews the lease of a running job (its worker is alive). */
export async function renewLease(db: Database, job: ClaimedJob): Promise<void> {
  await db
    .update(analyses)
    .set({ heartbeatAt: sql`now()` })
    .where(owned(job));
}

/**
 * Puts back in the queue the running jobs whose worker stopped renewing their lease (killed,
 * frozen, cut off from the database) more than LEASE_SECONDS ago; returns their ids. One update,
 * so that of several processes looking at once, one only takes each job. A worker that was only
 * cut off finds its job gone: its writes are fenced (`owned`).
 */
export async function requeueStaleJobs(db: Database): Promise<string[]> {
  const rows = await db
    .update(analyses)
    .set(requeued)
    .where(
      and(
        eq(analyses.status, 'processing'),
        lt(analyses.heartbeatAt, sql`now() - make_interval(secs => ${LEASE_SECONDS})`),
      ),
    )
    .returning({ id: analyses.id });
  return rows.map((row) => row.id);
}

/**
 * Stores the results and the redacted preview; the original file is gone from now on. The only
 * writer of both, always together: re-encryption tells a stale row by its preview (reencryptRows).
 */
export async function completeJob(
  db: Database,
  job: ClaimedJob,
  analysis: TAnalysis,
  cpuMs: number | null,
): Promise<boolean> {
  const rows = await db
    .update(analyses)
    .set({
      cpuMs,
      status: 'done',
      percent: 100,
      results: analysis,
      preview: toPreview(analysis, job.id),
      pageCount: analysis.pageCount,
      contractType: analysis.contractType,
      score: analysis.finalScore.score,
      finishedAt: sql`now()`,
      filePath: null,
    })
    .where(owned(job))
    .returning({ id: analyses.id });
  return rows.length > 0;
}

const failure = (code: TErrorCode, detail: string | null, cpuMs: number | null = null) => ({
  cpuMs,
  status: 'failed' as const,
  errorCode: code,
  errorMessage: detail,
  finishedAt: sql`now()`,
  filePath: null,
});

/** Ends a job as failed with its code; `detail` is for operators and never holds contract text. */
export async function failJob(
  db: Database,
  job: Pick<ClaimedJob, 'id' | 'attempts'>,
  code: TErrorCode,
  detail: string | null,
  cpuMs: number | null,
): Promise<boolean> {
  const rows = await db
    .update(analyses)
    .set(failure(code, detail, cpuMs))
    .where(owned(job))
    .returning({ id: analyses.id });
  return rows.length > 0;
}

/**
 * Scale-out mode: fails an analysis whose job ran out of retries, whoever held it last. Returns
 * the stored file to delete; null when the analysis had already ended (or is gone).
 */
export async function abandonJob(
  db: Database,
  id: string,
  detail: string,
): Promise<{ filePath: string | null } | null> {
  const [before] = await db
    .select({ filePath: analyses.filePath })
    .from(analyses)
    .where(eq(analyses.id, id));
  const rows = await db
    .update(analyses)
    .set(failure('ANALYSIS_FAILED', detail))
    .where(and(eq(analyses.id, id), inArray(analyses.status, ['queued', 'processing'])))
    .returning({ id: analyses.id });
  return rows.length > 0 ? { filePath: before?.filePath ?? null } : null;
}

/**
 * Puts a job that ran out of memory back in the queue with a higher cap for its next attempt.
 * Stored on the row, so the retry outlives a restart (either mode) until a worker takes it.
 */
export async function retryWithMoreMemory(
  db: Database,
  job: ClaimedJob,
  memoryMb: number,
): Promise<boolean> {
  const rows = await db
    .update(analyses)
    .set({ ...requeued, memoryMb })
    .where(owned(job))
    .returning({ id: analyses.id });
  return rows.length > 0;
}

/** Puts a job back in the queue without counting the attempt (the process is stopping). */
export async function releaseJob(db: Database, job: ClaimedJob): Promise<void> {
  await db
    .update(analyses)
    .set({ ...requeued, attempts: sql`${analyses.attempts} - 1` })
    .where(owned(job));
}

/**
 * Embedded mode has one process: a job still `processing` at start-up lost its worker when the
 * server stopped, so it is queued again.
 */
export async function requeueOrphanedJobs(db: Database): Promise<number> {
  const rows = await db
    .update(analyses)
    .set(requeued)
    .where(eq(analyses.status, 'processing'))
    .returning({ id: analyses.id });
  return rows.length;
}
