import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { deleteStoredFile } from '../services/stored-files';
import type { AnalysisBus } from './bus';
import { AnalysisChild, type Outcome } from './child-process';
import {
  claimNextJob,
  completeJob,
  failJob,
  MAX_ATTEMPTS,
  recordStage,
  releaseJob,
  renewLease,
  requeueOrphanedJobs,
  type ClaimedJob,
} from './queue';

export interface WorkerPoolOptions {
  db: Database;
  bus: AnalysisBus;
  log: FastifyBaseLogger;
  /** Folder of the stored uploads (DATA_DIR/files). */
  filesDir: string;
  concurrency: number;
  timeoutMs: number;
  memoryMb: number;
  /** Embedded mode: this process is the only worker, so jobs `processing` at start are orphans. */
  isSoleWorker: boolean;
  /** How long a claim holds without a heartbeat. */
  leaseMs?: number;
  /** How often an idle slot looks for work without being notified. */
  pollMs?: number;
  /** Test seam: a module exporting `analyze` to run instead of @contrato-claro/analyzer. */
  analyzerModule?: string;
}

/** A child is replaced after this many analyses, to bound any slow leak in the parsers. */
const MAX_JOBS_PER_CHILD = 50;

/**
 * Runs queued analyses in ANALYSIS_CONCURRENCY child processes, outside the request path. A job
 * that times out, eats memory or crashes its child ends `failed` with its code; the child is
 * replaced and the server keeps serving. The original file is deleted once the outcome is stored.
 */
export class WorkerPool {
  private running = false;
  private readonly slots: Array<{ child: AnalysisChild | null; loop: Promise<void> | null }>;
  private readonly waiters = new Set<() => void>();
  /** Bumped by each notify, so a slot that was busy claiming does not miss one. */
  private generation = 0;
  private readonly leaseMs: number;
  private readonly pollMs: number;

  constructor(private readonly options: WorkerPoolOptions) {
    this.slots = Array.from({ length: options.concurrency }, () => ({ child: null, loop: null }));
    this.leaseMs = options.leaseMs ?? 30_000;
    this.pollMs = options.pollMs ?? 1_000;
  }

  async start(): Promise<void> {
    if (this.running) return;
    if (this.options.isSoleWorker) {
      const requeued = await requeueOrphanedJobs(this.options.db);
      if (requeued > 0)
        this.options.log.warn({ requeued }, 'requeued analyses interrupted by a stop');
    }
    this.running = true;
    for (const slot of this.slots) slot.loop = this.runSlot(slot);
  }

  /** New work was queued: wake the idle slots now instead of at their next poll. */
  notify(): void {
    this.generation += 1;
    for (const waiter of [...this.waiters]) waiter();
  }

  /** Stops claiming, kills the children and puts their jobs back in the queue. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.notify();
    await Promise.all(this.slots.map((slot) => slot.child?.stop()));
    await Promise.all(this.slots.map((slot) => slot.loop));
  }

  private async runSlot(slot: { child: AnalysisChild | null }): Promise<void> {
    while (this.running) {
      const generation = this.generation;
      let job: ClaimedJob | null = null;
      try {
        job = await claimNextJob(this.options.db, this.leaseMs);
      } catch (error) {
        this.options.log.error({ err: error }, 'could not claim an analysis job');
      }
      if (job) {
        await this.process(slot, job).catch((error: unknown) =>
          this.options.log.error(
            { err: error, analysisId: job.id },
            'analysis job failed to finish',
          ),
        );
      } else {
        await this.waitForWork(generation);
      }
    }
  }

  /** Waits for a notify (or the poll interval), unless one came since `generation` was read. */
  private waitForWork(generation: number): Promise<void> {
    if (generation !== this.generation || !this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.pollMs);
      this.waiters.add(done);
    });
  }

  private async process(slot: { child: AnalysisChild | null }, job: ClaimedJob): Promise<void> {
    const { db, bus, log } = this.options;
    log.info({ analysisId: job.id, attempt: job.attempts }, 'analysis started');
    bus.publish(job.id);
    if (job.attempts > MAX_ATTEMPTS || job.filePath === null) {
      const detail = job.filePath === null ? 'stored file missing' : 'worker died on every attempt';
      return this.finish(job, { kind: 'failed', code: 'ANALYSIS_FAILED', detail });
    }

    const heartbeat = setInterval(() => {
      renewLease(db, job, this.leaseMs).catch((error: unknown) =>
        log.warn({ err: error, analysisId: job.id }, 'lease renewal failed'),
      );
    }, this.leaseMs / 3);
    let outcome: Outcome;
    try {
      outcome = await this.runInChild(slot, job, job.filePath);
    } finally {
      clearInterval(heartbeat);
    }
    if (outcome.kind === 'interrupted') {
      await releaseJob(db, job);
      return;
    }
    await this.finish(job, outcome);
  }

  private async runInChild(
    slot: { child: AnalysisChild | null },
    job: ClaimedJob,
    storedName: string,
  ): Promise<Outcome> {
    const { db, bus, log, timeoutMs, memoryMb, analyzerModule } = this.options;
    if (!slot.child?.isAlive || slot.child.jobsRun >= MAX_JOBS_PER_CHILD) {
      await slot.child?.stop();
      slot.child = null;
      try {
        slot.child = await AnalysisChild.spawn({ timeoutMs, memoryMb, analyzerModule });
      } catch (error) {
        log.error({ err: error }, 'could not start an analysis child');
        return { kind: 'failed', code: 'ANALYSIS_FAILED', detail: 'analysis child did not start' };
      }
      if (!this.running) {
        await slot.child.stop();
        return { kind: 'interrupted' };
      }
    }
    // Stage writes go one after the other: on a connection pool, concurrent updates could commit
    // out of order and show progress going backwards.
    let stageWrites = Promise.resolve();
    const outcome = await slot.child.analyze(
      {
        type: 'analyze',
        filePath: path.join(this.options.filesDir, storedName),
        fileName: job.fileName,
      },
      { timeoutMs, memoryMb },
      (stage) => {
        stageWrites = stageWrites
          .then(() => recordStage(db, job, stage))
          .then(() => bus.publish(job.id))
          .catch((error: unknown) =>
            log.warn({ err: error, analysisId: job.id }, 'stage not saved'),
          );
      },
    );
    await stageWrites;
    if (!slot.child.isAlive) slot.child = null;
    return outcome;
  }

  /** Stores the outcome, then deletes the original file (only once the outcome is safe). */
  private async finish(job: ClaimedJob, outcome: Exclude<Outcome, { kind: 'interrupted' }>) {
    const { db, bus, log } = this.options;
    const stored =
      outcome.kind === 'done'
        ? await completeJob(db, job, outcome.analysis)
        : await failJob(db, job, outcome.code, outcome.detail);
    if (!stored) {
      log.warn(
        { analysisId: job.id },
        'analysis outcome dropped: the job changed hands or was deleted',
      );
      return;
    }
    if (outcome.kind === 'done') {
      log.info({ analysisId: job.id, score: outcome.analysis.finalScore.score }, 'analysis done');
    } else {
      log.info(
        { analysisId: job.id, code: outcome.code, detail: outcome.detail },
        'analysis failed',
      );
    }
    if (job.filePath !== null) await deleteStoredFile(this.options.filesDir, job.filePath);
    bus.publish(job.id);
  }
}
