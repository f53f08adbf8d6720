import type { FastifyBaseLogger } from 'fastify';
import { pingDatabase, type Database } from '../db/client';
import type { AnalysisBus } from './bus';
import { LEASE_CHECK_MS, requeueStaleJobs } from './queue';

/**
 * Every LEASE_CHECK_MS, puts back in the queue the running analyses whose worker stopped renewing
 * their lease (requeueStaleJobs), tells their event streams, and hands their ids to `onRequeued`
 * (the queue of the mode runs them again). After a check that failed (the database was down),
 * the next one is skipped: every lease went stale during the outage, and the workers that are
 * alive get one interval to renew theirs before anything is taken from them.
 */
export function watchLeases(options: {
  db: Database;
  bus: AnalysisBus;
  log: FastifyBaseLogger;
  onRequeued: (analysisIds: string[]) => Promise<void> | void;
}): () => void {
  const { db, bus, log, onRequeued } = options;
  let isRecovering = false;
  let isChecking = false;
  const check = async () => {
    if (isChecking) return;
    isChecking = true;
    try {
      if (isRecovering) {
        await pingDatabase(db);
        isRecovering = false;
        return;
      }
      const analysisIds = await requeueStaleJobs(db);
      if (analysisIds.length === 0) return;
      log.warn({ analysisIds }, 'requeued analyses whose worker stopped renewing their lease');
      for (const id of analysisIds) await bus.publish(id);
      await onRequeued(analysisIds);
    } catch (error) {
      isRecovering = true;
      log.warn({ err: error }, 'could not look for expired leases');
    } finally {
      isChecking = false;
    }
  };
  const timer = setInterval(() => void check(), LEASE_CHECK_MS).unref();
  return () => clearInterval(timer);
}
