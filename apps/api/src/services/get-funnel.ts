import {
  FIRST_PARTY_EVENTS,
  FUNNEL_STEPS,
  TAKEAWAY_KINDS,
  type TFunnelQuery,
  type TFunnelResponse,
  type TFunnelStep,
  type TStepCounts,
  type TTakeawayKind,
} from '@contrato-claro/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { TEAM_TIME_ZONE, withinDays } from './list-leads';

const TAKEAWAY_EVENTS: Record<TTakeawayKind, string> = {
  report: FIRST_PARTY_EVENTS.reportDownloaded,
  calendar: FIRST_PARTY_EVENTS.calendarAdded,
  message: FIRST_PARTY_EVENTS.messageCreated,
};

/**
 * Every funnel step as rows `(step, at, subject, analysis_id, user_id)`. A step counts distinct
 * subjects: analyses for the first three (a page reloaded twice is one preview), people for the
 * others. Uploads come from their event, which outlives an unclaimed analysis' purge.
 */
const FUNNEL_ROWS = sql`
  select case e.name
      when ${FIRST_PARTY_EVENTS.contractUploaded} then 'uploads'
      when 'Score Viewed' then 'previews'
      else 'detailClicks' end as step,
    e.created_at as at, coalesce(e.analysis_id, e.id)::text as subject, e.analysis_id, e.user_id
  from analytics_events e
  where e.name in (${FIRST_PARTY_EVENTS.contractUploaded}, 'Score Viewed', 'Details Button Clicked')
  union all
  select 'leads', u.qualified_at, u.id::text,
    (select a.id from analyses a where a.owner_id = u.id order by a.created_at desc limit 1), u.id
  from users u where u.qualified_at is not null
  union all
  select 'lawyerRequests', r.requested_at, r.user_id::text, r.analysis_id, r.user_id
  from lawyer_requests r
  union all
  select 'contacted', r.handled_at, r.user_id::text, r.analysis_id, r.user_id
  from lawyer_requests r where r.handled_at is not null`;

interface CountRow extends Record<string, unknown> {
  kind: 'total' | 'period' | 'segment' | 'type';
  step: TFunnelStep;
  bucket: string | null;
  count: number;
}

function emptySteps(): TStepCounts {
  return Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])) as TStepCounts;
}

function emptyTakeaways(): Record<TTakeawayKind, number> {
  return Object.fromEntries(TAKEAWAY_KINDS.map((kind) => [kind, 0])) as Record<
    TTakeawayKind,
    number
  >;
}

/** First days of the periods from `from` to `to`: every day, or every Monday-started week. */
export function periodStarts(from: string, to: string, granularity: 'dia' | 'semana'): string[] {
  const day = new Date(`${from}T00:00:00Z`);
  if (granularity === 'semana') day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  const starts: string[] = [];
  const step = granularity === 'semana' ? 7 : 1;
  for (; day.toISOString().slice(0, 10) <= to; day.setUTCDate(day.getUTCDate() + step)) {
    starts.push(day.toISOString().slice(0, 10));
  }
  return starts;
}

const asDay = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/**
 * The funnel of the period from the first-party events and the tables behind them (leads,
 * lawyer requests), per day or week, by segment and by contract type; the takeaways carried away;
 * and the health of the analyses created in the period. A deleted account leaves with its rows.
 */
export async function getFunnel(options: {
  db: Database;
  query: TFunnelQuery;
}): Promise<TFunnelResponse> {
  const { db, query } = options;
  const unit = query.granularity === 'semana' ? 'week' : 'day';
  // Inlined, not bound: GROUP BY matches expressions, and two bound copies are two expressions.
  const bucket = sql.raw(
    `date_trunc('${unit}', s.at at time zone '${TEAM_TIME_ZONE}')::date::text`,
  );
  const counts = await queryRows<CountRow>(
    db,
    sql`select
        case when grouping(${bucket}) = 0 then 'period'
          when grouping(u.business_segment) = 0 then 'segment'
          when grouping(a.contract_type) = 0 then 'type' else 'total' end as kind,
        s.step,
        coalesce(${bucket}, u.business_segment, a.contract_type) as bucket,
        count(distinct s.subject)::int as count
      from (${FUNNEL_ROWS}) s
      left join analyses a on a.id = s.analysis_id
      left join users u on u.id = coalesce(s.user_id, a.owner_id)
      where ${withinDays(sql`s.at`, query.from, query.to)}
      group by grouping sets ((s.step), (s.step, ${bucket}), (s.step, u.business_segment),
        (s.step, a.contract_type))`,
  );

  const totals = emptySteps();
  const periods = new Map(
    periodStarts(query.from, query.to, query.granularity).map((period) => [
      period,
      { period, steps: emptySteps(), takeaways: emptyTakeaways() },
    ]),
  );
  const bySegment = new Map<string | null, TStepCounts>();
  const byType = new Map<string | null, TStepCounts>();
  const stepsOf = (map: Map<string | null, TStepCounts>, label: string | null) => {
    let steps = map.get(label);
    if (!steps) map.set(label, (steps = emptySteps()));
    return steps;
  };
  for (const row of counts) {
    switch (row.kind) {
      case 'total':
        totals[row.step] = row.count;
        break;
      case 'period': {
        const period = periods.get(asDay(row.bucket));
        if (period) period.steps[row.step] = row.count;
        break;
      }
      case 'segment':
        stepsOf(bySegment, row.bucket)[row.step] = row.count;
        break;
      case 'type':
        stepsOf(byType, row.bucket)[row.step] = row.count;
        break;
    }
  }

  const takeaways = emptyTakeaways();
  const takeawayKindOf = new Map(
    Object.entries(TAKEAWAY_EVENTS).map(([kind, name]) => [name, kind as TTakeawayKind]),
  );
  const takeawayRows = await queryRows<{ name: string; bucket: string; count: number }>(
    db,
    sql`select e.name, date_trunc(${unit}, e.created_at at time zone ${TEAM_TIME_ZONE})::date::text
        as bucket, count(*)::int as count
      from analytics_events e
      where e.name in (${sql.join(Object.values(TAKEAWAY_EVENTS), sql`, `)})
        and ${withinDays(sql`e.created_at`, query.from, query.to)}
      group by 1, 2`,
  );
  for (const row of takeawayRows) {
    const kind = takeawayKindOf.get(row.name)!;
    takeaways[kind] += row.count;
    const period = periods.get(asDay(row.bucket));
    if (period) period.takeaways[kind] = row.count;
  }

  return {
    totals,
    periods: [...periods.values()],
    bySegment: sortedByReach(bySegment),
    byContractType: sortedByReach(byType),
    takeaways,
    health: await getAnalysisHealth(db, query.from, query.to),
  };
}

/** Labels with the most uploads first, then the most leads; the unknown (null) last. */
function sortedByReach(map: Map<string | null, TStepCounts>) {
  return [...map.entries()]
    .map(([label, steps]) => ({ label, steps }))
    .sort(
      (a, b) =>
        Number(a.label === null) - Number(b.label === null) ||
        b.steps.uploads - a.steps.uploads ||
        b.steps.leads - a.steps.leads ||
        (a.label ?? '').localeCompare(b.label ?? '', 'pt-BR'),
    );
}

/** Analyses created per day and failed, failures by code, median upload → preview time. */
async function getAnalysisHealth(
  db: Database,
  from: string,
  to: string,
): Promise<TFunnelResponse['health']> {
  const created = withinDays(sql`a.created_at`, from, to);
  const dayRows = await queryRows<{ day: string; analyses: number; failed: number }>(
    db,
    sql`select (a.created_at at time zone ${TEAM_TIME_ZONE})::date::text as day,
        count(*)::int as analyses, (count(*) filter (where a.status = 'failed'))::int as failed
      from analyses a where ${created} group by 1`,
  );
  const byDay = new Map(dayRows.map((row) => [asDay(row.day), row]));
  const failures = await queryRows<{ code: string; count: number }>(
    db,
    sql`select coalesce(a.error_code, 'ANALYSIS_FAILED') as code, count(*)::int as count
      from analyses a where a.status = 'failed' and ${created}
      group by 1 order by 2 desc, 1`,
  );
  const [median] = await queryRows<{ seconds: number | null }>(
    db,
    sql`select (percentile_cont(0.5) within group (
          order by extract(epoch from a.finished_at - a.created_at)))::float8 as seconds
      from analyses a
      where a.status = 'done' and a.finished_at is not null and ${created}`,
  );
  return {
    days: periodStarts(from, to, 'dia').map((day) => ({
      day,
      analyses: byDay.get(day)?.analyses ?? 0,
      failed: byDay.get(day)?.failed ?? 0,
    })),
    failures,
    medianSecondsToPreview: median?.seconds ?? null,
  };
}
