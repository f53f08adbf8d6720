import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { analysisDuration } from '../metrics';
import { deleteStoredFile, storedFileKey } from '../services/stored-files';
import type { AnalysisBus } from './bus';
import { AnalysisChild, type Outcome } from './child-process';
import { demoteQueuedJobs, STRIKE_CODES } from './fair-share';
import {
  completeJob,
  failJob,
  HEARTBEAT_MS,
  recordProgress,
  renewLease,
  retryWithMoreMemory,
  type ClaimedJob,
} from './queue';
import { timeBudgetMs } from './time-budget';

export interface SlotOptions {
  db: Database;
  bus: AnalysisBus;
  log: FastifyBaseLogger;
  /** Folder of the stored uploads (DATA_DIR/files). */
  filesDir: string;
  timeoutMs: number;
  /** ANALYSIS_MS_PER_PAGE: with the pages counted at upload, the analysis' time budget. */
  msPerPage: number;
  /** ANALYSIS_CLOCK_FACTOR: how many times its (CPU) budget an analysis may take on the clock. */
  clockFactor: number;
  /** ANALYSIS_MEMORY_MB: the memory cap of an analysis' first attempt. */
  memoryMb: number;
  /** ANALYSIS_MEMORY_MAX_MB: the most its one retry after running out of memory may get. */
  memoryMaxMb: number;
  /** Test seam: a module exporting `analyze` to run instead of @contrato-claro/analyzer. */
  analyzerModule?: string;
}

/** Tries to store an analysis' outcome, one second apart (a database restart takes a few). */
const OUTCOME_ATTEMPTS = 30;
const OUTCOME_RETRY_MS = 1_000;

/** A child is replaced after this many analyses, to bound any slow leak in the parsers. */
const MAX_JOBS_PER_CHILD = 50;

/**
 * How a run ended: its outcome `stored`; `interrupted` by a stop (the job is to be put back);
 * `retry`: out of memory, queued again with a higher cap (the job is to be run again).
 */
export type RunResult = 'stored' | 'interrupted' | 'retry';

/**
 * One analysis at a time in a killable child process, the same in both modes (the embedded pool
 * and the scale-out worker only differ in where jobs come from). A job that times out or crashes
 * its child ends `failed` with its code; the child is replaced. A job that runs out of memory is
 * queued again once with twice the cap (at most ANALYSIS_MEMORY_MAX_MB), then fails
 * DOCUMENT_TOO_LARGE. Stages are stored and published as they happen; the original file is
 * deleted once the outcome is stored.
 */
export class AnalysisSlot {
  private child: AnalysisChild | null = null;
  private stopped = false;
  /** The analysis being run, if any (a stop may wait for it). */
  private current: Promise<unknown> | null = null;

  constructor(private readonly options: SlotOptions) {}

  /**
   * Whether an analysis is running. A pg-boss handler that outlives its job's expiry is given up
   * by pg-boss while it still runs here: the slot's next job must not share its child.
   */
  get isBusy(): boolean {
    return this.current !== null;
  }

  /** Runs a claimed job to its stored outcome, or to its retry; see RunResult. */
  async run(job: ClaimedJob): Promise<RunResult> {
    if (this.current) throw new Error('analysis slot already busy');
    const running = this.runJob(job);
    this.current = running;
    // The lease says this worker is alive; without it the job is given to another one.
    const lease = setInterval(() => {
      renewLease(this.options.db, job).catch((error: unknown) =>
        this.options.log.warn({ err: error, analysisId: job.id }, 'lease not renewed'),
      );
    }, HEARTBEAT_MS);
    try {
      return await running;
    } finally {
      clearInterval(lease);
      this.current = null;
    }
  }

  /**
   * Lets a running analysis end within `graceMs`, then kills the child: an analysis still running
   * ends `interrupted` (its job goes back to the queue), and no other one starts.
   */
  async stop(graceMs = 0): Promise<void> {
    if (this.current && graceMs > 0) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise((resolve) => (timer = setTimeout(resolve, graceMs)));
      await Promise.race([this.current.catch(() => undefined), deadline]);
      clearTimeout(timer);
    }
    this.stopped = true;
    await this.child?.stop();
  }

  private async runJob(job: ClaimedJob): Promise<RunResult> {
    const { bus, log } = this.options;
    const startedAt = Date.now();
    log.info({ analysisId: job.id, attempt: job.attempts }, 'analysis started');
    await bus.publish(job.id);
    if (job.filePath === null) {
      await this.finish(job, {
        kind: 'failed',
        code: 'ANALYSIS_FAILED',
        detail: 'stored file missing',
      });
      return 'stored';
    }
    const { outcome, cpuMs } = await this.runInChild(job, job.filePath);
    if (outcome.kind === 'interrupted') return 'interrupted';
    if (outcome.kind === 'failed' && outcome.code === 'ANALYSIS_OUT_OF_MEMORY') {
      const retryMb = Math.min(2 * this.options.memoryMb, this.options.memoryMaxMb);
      if (job.memoryMb === null && retryMb > this.options.memoryMb) {
        if (!(await retryWithMoreMemory(this.options.db, job, retryMb))) return 'stored';
        log.warn(
          { analysisId: job.id, memoryMb: this.options.memoryMb, retryMb },
          'analysis out of memory: queued again with a higher cap',
        );
        await bus.publish(job.id);
        return 'retry';
      }
      await this.finish(job, tooLarge(job, this.capOf(job), outcome.detail), startedAt, cpuMs);
      return 'stored';
    }
    await this.finish(job, outcome, startedAt, cpuMs);
    return 'stored';
  }

  private capOf(job: ClaimedJob): number {
    return job.memoryMb ?? this.options.memoryMb;
  }

  /** Runs the job in a child; `cpuMs`: the CPU time it used (null when unknown). */
  private async runInChild(
    job: ClaimedJob,
    storedName: string,
  ): Promise<{ outcome: Outcome; cpuMs: number | null }> {
    const outcome = await this.analyzeInChild(job, storedName);
    const cpuMs = this.child?.lastCpuMs ?? null;
    if (this.child && !this.child.isAlive) this.child = null;
    return { outcome, cpuMs };
  }

  private async analyzeInChild(job: ClaimedJob, storedName: string): Promise<Outcome> {
    const { db, bus, log, timeoutMs, msPerPage, clockFactor, analyzerModule } = this.options;
    const memoryMb = this.capOf(job);
    let fileKey: string | null;
    try {
      fileKey = await storedFileKey(this.options.filesDir, storedName);
    } catch (error) {
      log.error({ err: error, analysisId: job.id }, 'stored upload unreadable');
      return { kind: 'failed', code: 'ANALYSIS_FAILED', detail: 'stored upload unreadable' };
    }
    if (
      !this.child?.isAlive ||
      this.child.jobsRun >= MAX_JOBS_PER_CHILD ||
      this.child.memoryMb !== memoryMb
    ) {
      await this.child?.stop();
      this.child = null;
      try {
        this.child = await AnalysisChild.spawn({ memoryMb, analyzerModule });
      } catch (error) {
        // Killed by the stop (Ctrl-C reaches the children too): not the file's doing.
        if (this.stopped) return { kind: 'interrupted' };
        log.error({ err: error }, 'could not start an analysis child');
        return { kind: 'failed', code: 'ANALYSIS_FAILED', detail: 'analysis child did not start' };
      }
      if (this.stopped) {
        await this.child.stop();
        return { kind: 'interrupted' };
      }
    }
    const budgetMs = timeBudgetMs(job.pageCount, { timeoutMs, msPerPage });
    // Stage writes go one after the other: on a connection pool, concurrent updates could commit
    // out of order and show progress going backwards.
    let stageWrites = Promise.resolve();
    const outcome = await this.child.analyze(
      {
        type: 'analyze',
        filePath: path.join(this.options.filesDir, storedName),
        fileKey,
        fileName: job.fileName,
      },
      // A PDF's own budget (from its pages), else ANALYSIS_TIMEOUT_MS.
      { timeoutMs: budgetMs, wallMs: budgetMs * clockFactor, memoryMb },
      (event) => {
        stageWrites = stageWrites
          .then(() => recordProgress(db, job, event))
          .then(() => bus.publish(job.id))
          .catch((error: unknown) =>
            log.warn({ err: error, analysisId: job.id }, 'stage not saved'),
          );
      },
    );
    await stageWrites;
    return outcome;
  }

  /**
   * Stores the outcome, then deletes the original file (only once the outcome is safe). While the
   * database is unreachable (a restart), storing is retried for up to OUTCOME_ATTEMPTS seconds:
   * the analysis is not redone for a blip. The writes are fenced by `attempts`, so a retry that
   * lands late cannot overwrite another worker's outcome.
   */
  async finish(
    job: ClaimedJob,
    outcome: Exclude<Outcome, { kind: 'interrupted' }>,
    startedAt = Date.now(),
    cpuMs: number | null = null,
  ) {
    const { db, bus, log } = this.options;
    const store = () =>
      outcome.kind === 'done'
        ? completeJob(db, job, outcome.analysis, cpuMs)
        : failJob(db, job, outcome.code, outcome.detail, cpuMs);
    let stored: boolean;
    for (let attempt = 1; ; attempt += 1) {
      try {
        stored = await store();
        break;
      } catch (error) {
        if (attempt >= OUTCOME_ATTEMPTS) throw error;
        log.warn({ err: error, analysisId: job.id, attempt }, 'outcome not stored yet: retrying');
        await new Promise((resolve) => setTimeout(resolve, OUTCOME_RETRY_MS));
      }
    }
    analysisDuration.observe(
      { outcome: outcome.kind === 'done' ? 'done' : outcome.code },
      (Date.now() - startedAt) / 1000,
    );
    if (!stored) {
      log.warn(
        { analysisId: job.id },
        'analysis outcome dropped: the job changed hands or was deleted',
      );
      return;
    }
    if (outcome.kind === 'done') {
      log.info(
        { analysisId: job.id, score: outcome.analysis.finalScore.score, cpuMs },
        'analysis done',
      );
    } else {
      log.info(
        { analysisId: job.id, code: outcome.code, detail: outcome.detail, cpuMs },
        'analysis failed',
      );
      // Its client's other queued jobs go behind the clean clients' (fair-share.ts).
      if (STRIKE_CODES.includes(outcome.code)) {
        await demoteQueuedJobs(db, job.id).catch((error: unknown) =>
          log.warn({ err: error, analysisId: job.id }, 'queued jobs not demoted'),
        );
      }
    }
    if (job.filePath !== null) await deleteStoredFile(this.options.filesDir, job.filePath);
    await bus.publish(job.id);
  }
}

/**
 * The final failure of a job out of memory with `memoryMb` (its retry's cap, or the only one):
 * the document is too large for this server. The detail, for operators, says which cap and how.
 */
const tooLarge = (
  job: ClaimedJob,
  memoryMb: number,
  detail: string | null,
): Extract<Outcome, { kind: 'failed' }> => ({
  kind: 'failed',
  code: 'DOCUMENT_TOO_LARGE',
  detail: `out of memory with ${memoryMb} MB${job.memoryMb === null ? '' : ' (retry)'}: ${detail}`,
});
