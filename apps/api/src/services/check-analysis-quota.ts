import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses } from '../db/schema';
import { timeBudgetSql, type BudgetLimits } from '../jobs/time-budget';

/** The window the analysis-time budgets are counted over. */
const WINDOW = sql`interval '1 hour'`;

/** Retry-After of an upload refused because the queue is full. */
const FULL_QUEUE_RETRY_SECONDS = 30;

/**
 * Backpressure: when `maxQueue` analyses already wait, a new upload is refused for a while rather
 * than queued behind them (its wait would be long, and a flood would grow the queue without end).
 * Returns null when there is room, else the seconds to wait (for `Retry-After`).
 */
export async function checkQueueRoom(options: {
  db: Database;
  maxQueue: number;
}): Promise<number | null> {
  const [row] = await options.db
    .select({ count: sql<number>`count(*)::int` })
    .from(analyses)
    .where(eq(analyses.status, 'queued'));
  return (row?.count ?? 0) >= options.maxQueue ? FULL_QUEUE_RETRY_SECONDS : null;
}

/**
 * Fair use of the analysis slots: the analysis time one client IP and one uploader (cookie) used in
 * the last hour. A finished analysis counts for the CPU time it used (the time it took on rows
 * older than that measure); a queued or running one for its
 * whole time budget (so that a burst of uploads cannot queue more work than the budget). Returns
 * null when the new upload may go ahead, else the seconds until enough of the window has passed
 * (for `Retry-After`).
 */
export async function checkAnalysisQuota(options: {
  db: Database;
  clientKey: string;
  uploaderSecretHash: string;
  budgetPerIpSeconds: number;
  budgetPerUploaderSeconds: number;
  /** What a queued or running analysis reserves: its time budget (`timeBudgetMs`). */
  limits: BudgetLimits;
}): Promise<number | null> {
  const { db } = options;
  const usage = async (key: SQL) => {
    const [row] = await db
      .select({
        usedMs: sql<number>`coalesce(sum(case
          when ${analyses.status} in ('queued', 'processing')
            then ${timeBudgetSql(analyses.pageCount, options.limits)}
          else coalesce(${analyses.cpuMs},
            extract(epoch from ${analyses.finishedAt} - ${analyses.startedAt}) * 1000, 0)
        end), 0)::float8`,
        retryAfterSeconds: sql<number>`coalesce(ceil(extract(epoch from
          min(${analyses.createdAt}) + ${WINDOW} - now())), 60)::int`,
      })
      .from(analyses)
      .where(and(key, gt(analyses.createdAt, sql`now() - ${WINDOW}`)));
    return { usedMs: Number(row?.usedMs ?? 0), retryAfterSeconds: row?.retryAfterSeconds ?? 60 };
  };
  for (const [key, budgetSeconds] of [
    [eq(analyses.clientKey, options.clientKey), options.budgetPerIpSeconds],
    [eq(analyses.uploaderSecretHash, options.uploaderSecretHash), options.budgetPerUploaderSeconds],
  ] as const) {
    const used = await usage(key);
    if (used.usedMs >= budgetSeconds * 1000) return Math.max(1, used.retryAfterSeconds);
  }
  return null;
}
