import type { TSlaPeriod, TSlaReport } from '@contrato-claro/shared';
import { and, asc, gte, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { lawyerRequests } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far back each view goes: 30 days, or 12 weeks. */
const SPAN: Record<TSlaPeriod, { unit: 'day' | 'week'; days: number }> = {
  dia: { unit: 'day', days: 30 },
  semana: { unit: 'week', days: 12 * 7 },
};

/**
 * The 4-hour promise over time: the requests due in each day (or week, from Monday), Brasília
 * time, met (first contact at or before the deadline) or missed (later, or none and the deadline
 * passed). Requests still within their deadline and not yet contacted are not counted yet.
 */
export async function measureSla(options: {
  db: Database;
  period: TSlaPeriod;
}): Promise<TSlaReport> {
  const { db, period } = options;
  const now = new Date();
  const { unit, days } = SPAN[period];
  const { dueAt, handledAt } = lawyerRequests;
  const start = sql<string>`to_char(date_trunc('${sql.raw(unit)}', ${dueAt} at time zone 'America/Sao_Paulo'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      start,
      met: sql<number>`(count(*) filter (where ${handledAt} <= ${dueAt}))::int`,
      missed: sql<number>`(count(*) filter (where ${handledAt} is null or ${handledAt} > ${dueAt}))::int`,
    })
    .from(lawyerRequests)
    .where(
      and(
        gte(dueAt, new Date(now.getTime() - days * DAY_MS)),
        or(isNotNull(handledAt), lte(dueAt, now)),
      ),
    )
    .groupBy(start)
    .orderBy(asc(start));
  return { period, rows };
}
