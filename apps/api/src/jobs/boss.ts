import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { queryRows, type Database } from '../db/client';
import { deleteStoredFile } from '../services/stored-files';
import { listenTo, sendNotification } from './bus';
import { abandonJob, claimJob, MAX_ATTEMPTS, releaseJob } from './queue';
import { watchLeases } from './lease-watch';
import { AnalysisSlot, type SlotOptions } from './slot';

/**
 * Scale-out mode's job queue: pg-boss on the same PostgreSQL (its tables live in the `pgboss`
 * schema). The API sends one job per upload inside the transaction that inserts the row; worker
 * processes run them in the same killable child processes as embedded mode. A job whose worker
 * died stops having its lease renewed: the other workers fail it in pg-boss, which retries it
 * (its expiry is the fallback); one that runs out of retries lands in FAILED_QUEUE, whose handler
 * marks the analysis failed with the reason.
 */

const ANALYSIS_QUEUE = 'analysis';
/** PostgreSQL channel an upload NOTIFYs after its commit, which the workers LISTEN to. */
const QUEUED_CHANNEL = 'analysis_queued';
const FAILED_QUEUE = 'analysis-failed';

/** What a job carries: the id of its `analyses` row, nothing else (no personal data). */
interface AnalysisJobData {
  analysisId: string;
}

/**
 * Time allowed beyond an analysis' clock limit (ANALYSIS_CLOCK_FACTOR × ANALYSIS_TIMEOUT_MS):
 * starting a child (at most 30 s) and storing results.
 */
const EXPIRY_MARGIN_SECONDS = 60;
const RETRY_DELAY_SECONDS = 5;
const MAINTENANCE_INTERVAL_SECONDS = 30;
/** How long the job of a client running its share of the slots waits before it is tried again. */
const DEFER_SECONDS = 2;
const POLL_MS = 2_000;

/** Test seams: short intervals, so that a dead worker's job comes back within a test. */
export interface BossTuning {
  /** How long a job may stay active before it counts as its worker's death. */
  expireInSeconds?: number;
  /** How often expired jobs are looked for. */
  maintenanceIntervalSeconds?: number;
  /** How often an idle worker looks for jobs. */
  pollMs?: number;
}

/** How long a job may run before pg-boss hands it to another worker. */
const jobExpirySeconds = (wallMs: number) => Math.ceil(wallMs / 1000) + EXPIRY_MARGIN_SECONDS;

/** The pg-boss queue of one process: sends jobs, and runs them when the process is a worker. */
export interface BossQueue {
  /**
   * Queues the analysis inside `tx`, the transaction that inserts its row: both are committed or
   * neither is, so no upload is accepted without a job and no job names a missing row.
   */
  enqueue(tx: Database, job: { id: string; priority: number }): Promise<void>;
  /** After the commit of `enqueue`: wakes the idle workers of every process at once. */
  notify(): void;
  /** Starts taking jobs (workers only). */
  start(): Promise<void>;
  /** Lets running analyses finish within the grace, requeues the others, then disconnects. */
  stop(): Promise<void>;
}

/**
 * Connects pg-boss (installing or migrating its schema) and declares the queues. With
 * `runWorkers`, `start` runs analysis jobs in `concurrency` slots (one pg-boss worker each) and
 * fails the analyses of jobs that ran out of retries, and this process supervises (expires dead
 * workers' jobs, archives old ones).
 */
export async function startBossQueue(
  options: SlotOptions & {
    url: string;
    runWorkers: boolean;
    concurrency: number;
    runningPerClient: number;
    shutdownGraceMs: number;
    tuning?: BossTuning;
  },
): Promise<BossQueue> {
  const { db, bus, log, filesDir, timeoutMs, clockFactor, tuning } = options;
  const boss = new PgBoss({
    connectionString: options.url,
    application_name: 'contrato-claro-jobs',
    max: 4,
    schedule: false,
    supervise: options.runWorkers,
    maintenanceIntervalSeconds: tuning?.maintenanceIntervalSeconds ?? MAINTENANCE_INTERVAL_SECONDS,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(FAILED_QUEUE);
  await boss.createQueue(ANALYSIS_QUEUE, {
    name: ANALYSIS_QUEUE,
    retryLimit: MAX_ATTEMPTS - 1,
    retryDelay: RETRY_DELAY_SECONDS,
    deadLetter: FAILED_QUEUE,
  });

  const runJob = async (
    slot: AnalysisSlot,
    { data, priority }: PgBoss.JobWithMetadata<AnalysisJobData>,
  ) => {
    // Before claiming: the job goes back to pg-boss untouched, to be retried.
    if (slot.isBusy) throw new Error('the previous analysis of this slot outlived its job');
    const job = await claimJob(db, data.analysisId, options.runningPerClient);
    if (job === 'busy') {
      // Its client already runs its share of the slots: a new job, tried again a little later
      // (this one ends), so that waiting costs no retry.
      await boss.send(ANALYSIS_QUEUE, data, {
        priority,
        startAfter: DEFER_SECONDS,
        expireInSeconds,
      });
      return;
    }
    if (!job) return; // finished, deleted or purged meanwhile: nothing left to do
    const result = await slot.run(job);
    if (result === 'interrupted') {
      await releaseJob(db, job);
      throw new Error('analysis interrupted: the worker stopped');
    }
    // Out of memory, its row queued again with a higher cap: a new job runs it (this one ends,
    // without spending one of the retries kept for dead workers). Should this process die
    // before sending it, this job expires and its retry claims the queued row all the same.
    if (result === 'retry') await boss.send(ANALYSIS_QUEUE, data, { priority, expireInSeconds });
  };
  /**
   * Fails in pg-boss the jobs of analyses put back because their worker stopped renewing their
   * lease: pg-boss retries them after RETRY_DELAY_SECONDS (instead of at their expiry).
   */
  const retryJobsOf = async (analysisIds: string[]) => {
    const jobs = await queryRows<{ id: string }>(
      db,
      sql`select id from pgboss.job
        where name = ${ANALYSIS_QUEUE} and state = 'active'
          and data->>'analysisId' in ${analysisIds}`,
    );
    for (const job of jobs) {
      await boss.fail(ANALYSIS_QUEUE, job.id, { message: 'worker lost: its lease expired' });
    }
  };
  const failAnalysis = async ({ data, output }: PgBoss.JobWithMetadata<AnalysisJobData>) => {
    const reason = `retries exhausted: ${failureReason(output)}`;
    const abandoned = await abandonJob(db, data.analysisId, reason);
    if (!abandoned) return;
    log.warn({ analysisId: data.analysisId, reason }, 'analysis failed');
    if (abandoned.filePath) await deleteStoredFile(filesDir, abandoned.filePath);
    await bus.publish(data.analysisId);
  };

  let stopListening: (() => Promise<void>) | undefined;
  let stopWatchingLeases: (() => void) | undefined;
  const slots = options.runWorkers
    ? Array.from({ length: options.concurrency }, () => new AnalysisSlot(options))
    : [];
  const pollingIntervalSeconds = (tuning?.pollMs ?? POLL_MS) / 1000;
  const expireInSeconds = tuning?.expireInSeconds ?? jobExpirySeconds(timeoutMs * clockFactor);
  return {
    async enqueue(tx, { id: analysisId, priority }) {
      const data: AnalysisJobData = { analysisId };
      const id = await boss.send(ANALYSIS_QUEUE, data, {
        id: analysisId,
        priority,
        expireInSeconds,
        db: {
          executeSql: async (text, values) => ({ rows: await queryRows(tx, bind(text, values)) }),
        },
      });
      if (id === null) throw new Error('the analysis job was not queued');
    },
    notify() {
      sendNotification(db, QUEUED_CHANNEL, '').catch((error: unknown) =>
        log.warn({ err: error }, 'workers not woken (they poll)'),
      );
    },
    async start() {
      if (!options.runWorkers) return;
      const workerIds: string[] = [];
      for (const slot of slots) {
        const workerId = await boss.work<AnalysisJobData>(
          ANALYSIS_QUEUE,
          { pollingIntervalSeconds, includeMetadata: true },
          async ([job]) => {
            try {
              await runJob(slot, job!);
            } finally {
              // Straight to the next job: pg-boss would otherwise wait out the rest of its
              // polling interval after each one, which capped a slot at a job per interval. (Not
              // while an analysis that outlived its job still holds the slot: that would spin.)
              if (!slot.isBusy) boss.notifyWorker(workerId);
            }
          },
        );
        workerIds.push(workerId);
      }
      // Pushed, not only polled: an upload wakes the idle workers of every process at once.
      stopListening = await listenTo({
        url: options.url,
        channel: QUEUED_CHANNEL,
        log,
        onNotification: () => {
          for (const id of workerIds) boss.notifyWorker(id);
        },
      });
      stopWatchingLeases = watchLeases({ db, bus, log, onRequeued: retryJobsOf });
      await boss.work<AnalysisJobData>(
        FAILED_QUEUE,
        { pollingIntervalSeconds, includeMetadata: true },
        ([job]) => failAnalysis(job!),
      );
    },
    async stop() {
      stopWatchingLeases?.();
      await stopListening?.();
      // pg-boss stops fetching at once and waits for its handlers; the slots let their analyses
      // end within the grace, then kill the rest, whose handlers put the rows back and fail the
      // jobs, so that pg-boss retries them at once instead of after their expiry.
      const stopping = boss.stop({ graceful: true, timeout: options.shutdownGraceMs + 5_000 });
      await Promise.all(slots.map((slot) => slot.stop(options.shutdownGraceMs)));
      await stopping;
    },
  };
}

/**
 * pg-boss's `$1`-style SQL as a drizzle query, so that it runs inside a drizzle transaction.
 * (drizzle renders nothing for an undefined value, where pg-boss means NULL.)
 */
function bind(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) =>
      index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
    ),
  );
}

/** The message pg-boss stored for a job's last failure (a thrown error or an expiry). */
function failureReason(output: unknown): string {
  const value = (output as { value?: unknown } | null)?.value ?? output;
  if (typeof value === 'string') return value;
  const message = (value as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : 'unknown';
}
