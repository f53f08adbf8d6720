import { AnalysisSlot, type SlotOptions } from './slot';
import {
  claimNextJob,
  MAX_ATTEMPTS,
  releaseJob,
  requeueOrphanedJobs,
  type ClaimedJob,
} from './queue';
import { watchLeases } from './lease-watch';

export interface WorkerPoolOptions extends SlotOptions {
  concurrency: number;
  /** How often an idle slot looks for work without being notified. */
  pollMs?: number;
  /** How long a stop lets running analyses end before putting them back in the queue. */
  shutdownGraceMs: number;
  /** Analyses of one client that may run at once. */
  runningPerClient: number;
}

/**
 * Embedded mode: runs the jobs of the table queue in ANALYSIS_CONCURRENCY slots, outside the
 * request path. This process is the only worker, so jobs `processing` at start-up lost theirs
 * (the server stopped) and are queued again; a stop lets running analyses end within its grace,
 * then kills the children and puts their jobs back.
 */
export class WorkerPool {
  private running = false;
  private readonly slots: Array<{ slot: AnalysisSlot; loop: Promise<void> | null }>;
  private readonly waiters = new Set<() => void>();
  /** Bumped by each notify, so a slot that was busy claiming does not miss one. */
  private generation = 0;
  private readonly pollMs: number;
  private stopWatchingLeases: (() => void) | undefined;

  constructor(private readonly options: WorkerPoolOptions) {
    this.slots = Array.from({ length: options.concurrency }, () => ({
      slot: new AnalysisSlot(options),
      loop: null,
    }));
    this.pollMs = options.pollMs ?? 1_000;
  }

  async start(): Promise<void> {
    if (this.running) return;
    const requeued = await requeueOrphanedJobs(this.options.db);
    if (requeued > 0)
      this.options.log.warn({ requeued }, 'requeued analyses interrupted by a stop');
    this.running = true;
    for (const entry of this.slots) entry.loop = this.runSlot(entry.slot);
    // A slot whose analysis froze (its lease is stale) gives the job to another slot.
    this.stopWatchingLeases = watchLeases({ ...this.options, onRequeued: () => this.notify() });
  }

  /** New work was queued: wake the idle slots now instead of at their next poll. */
  notify(): void {
    this.generation += 1;
    for (const waiter of [...this.waiters]) waiter();
  }

  /** Stops claiming, drains the slots and puts the jobs still running back in the queue. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.stopWatchingLeases?.();
    this.notify();
    const grace = this.options.shutdownGraceMs;
    await Promise.all(this.slots.map((entry) => entry.slot.stop(grace)));
    await Promise.all(this.slots.map((entry) => entry.loop));
  }

  private async runSlot(slot: AnalysisSlot): Promise<void> {
    while (this.running) {
      const generation = this.generation;
      let job: ClaimedJob | null = null;
      try {
        job = await claimNextJob(
          this.options.db,
          this.options.runningPerClient,
          this.options.concurrency,
        );
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

  private async process(slot: AnalysisSlot, job: ClaimedJob): Promise<void> {
    // A file that brings the whole server down (not just its child) must not do so forever.
    if (job.attempts > MAX_ATTEMPTS) {
      return slot.finish(job, {
        kind: 'failed',
        code: 'ANALYSIS_FAILED',
        detail: 'the server stopped during every attempt',
      });
    }
    const result = await slot.run(job);
    if (result === 'interrupted') await releaseJob(this.options.db, job);
    // Queued again with a higher cap: any idle slot may take it now.
    if (result === 'retry') this.notify();
  }
}
