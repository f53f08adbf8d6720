import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { startBossQueue, type BossTuning } from './boss';
import { AnalysisBus, listenForChanges } from './bus';
import { WorkerPool } from './pool';

/** Test seams of the job machinery. */
export interface JobTuning extends BossTuning {
  /** A module exporting `analyze` to run instead of @contrato-claro/analyzer (hostile parsers). */
  analyzerModule?: string;
}

/** How uploads reach the workers and how their progress comes back, whatever the mode. */
export interface AnalysisJobs {
  /** Change notifications of analyses (stages, outcome), for the event streams. */
  bus: AnalysisBus;
  /** Queues an analysis inside the transaction that inserts its row. */
  enqueue(tx: Database, job: { id: string; priority: number }): Promise<void>;
  /** After that commit: wakes the idle workers at once (this process's, or all by NOTIFY). */
  notify(): void;
  /** Starts running analyses (when this process runs them). */
  start(): Promise<void>;
  /** Drains the running analyses (requeueing what outlives the grace) and disconnects; the database stays open. */
  stop(): Promise<void>;
}

/**
 * Embedded (PGlite): the `analyses` table is the queue, run by a pool in this process, and the bus
 * is in-process. Scale-out (a PostgreSQL server): pg-boss is the queue, run by worker processes
 * (and by this one with `runWorkers`); stages travel by NOTIFY, heard with `listen` (API processes).
 */
export async function openAnalysisJobs(options: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  filesDir: string;
  analysis: Config['analysis'];
  runWorkers: boolean;
  listen: boolean;
  /** How long a stop lets running analyses end before putting them back in the queue. */
  shutdownGraceMs: number;
  tuning?: JobTuning;
}): Promise<AnalysisJobs> {
  const { database, log, filesDir, analysis, runWorkers, shutdownGraceMs, tuning = {} } = options;
  const slot = {
    db: database.db,
    log,
    filesDir,
    timeoutMs: analysis.timeoutMs,
    msPerPage: analysis.msPerPage,
    clockFactor: analysis.clockFactor,
    memoryMb: analysis.memoryMb,
    memoryMaxMb: analysis.memoryMaxMb,
    analyzerModule: tuning.analyzerModule,
  };

  if (database.mode === 'embedded') {
    const bus = new AnalysisBus({ log });
    const pool = runWorkers
      ? new WorkerPool({
          ...slot,
          bus,
          concurrency: analysis.concurrency,
          pollMs: tuning.pollMs,
          shutdownGraceMs,
          runningPerClient: analysis.runningPerClient,
        })
      : null;
    return {
      bus,
      enqueue: async () => undefined, // the row is the job
      notify: () => pool?.notify(),
      start: async () => pool?.start(),
      stop: async () => pool?.stop(),
    };
  }

  const bus = new AnalysisBus({ db: database.db, log });
  const queue = await startBossQueue({
    ...slot,
    bus,
    url: database.url,
    runWorkers,
    concurrency: analysis.concurrency,
    runningPerClient: analysis.runningPerClient,
    shutdownGraceMs,
    tuning,
  });
  const stopListening = options.listen
    ? await listenForChanges({ url: database.url, bus, log })
    : null;
  return {
    bus,
    enqueue: queue.enqueue,
    notify: queue.notify,
    start: queue.start,
    async stop() {
      await queue.stop();
      await stopListening?.();
    },
  };
}
