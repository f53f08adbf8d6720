import {
  FIRST_PARTY_EVENTS,
  FUNNEL_STEPS,
  TAKEAWAY_KINDS,
  type TFunnelQuery,
  type TFunnelResponse,
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
  redline: FIRST_PARTY_EVENTS.redlineDownloaded,
  comparison: FIRST_PARTY_EVENTS.versionCompared,
};

/**
 * The funnel's cohort: every contract received in the period (its `Contract Uploaded` event), with
 * how far it went — 1 uploaded … 6 contacted, in the order of FUNNEL_STEPS. The steps are those of
 * the same analysis at any time after its upload: a preview (`Score Viewed`), a click on a row
 * (`Details Button Clicked`), its owner a lead (`users.qualified_at`: the details were unlocked with
 * the lead form), a lawyer request about it, and that request marked "Em contato" by the team — a
 * contact that happened; a call attempt that went unanswered is no contact. A newer version of a
 * contract (`previous_id`) is no contract received: its owner is already far down the funnel.
 * Events keep the id of an analysis purged unclaimed (no foreign key), so an old cohort keeps its
 * previews and clicks.
 */
const COHORT = (from: string, to: string) => sql`
  select c.at, coalesce(c.analysis_id, c.id) as subject, a.contract_type, u.business_segment,
    case
      when exists (select 1 from lawyer_requests r
          join lawyer_request_events h on h.request_id = r.id
          where r.analysis_id = c.analysis_id and h.kind = 'state' and h.to_state = 'em_contato')
        then 6
      when exists (select 1 from lawyer_requests r where r.analysis_id = c.analysis_id) then 5
      when u.qualified_at is not null then 4
      when exists (select 1 from analytics_events e
          where e.analysis_id = c.analysis_id and e.name = 'Details Button Clicked') then 3
      when exists (select 1 from analytics_events e
          where e.analysis_id = c.analysis_id and e.name = 'Score Viewed') then 2
      else 1 end as depth
  from (select e.id, e.analysis_id, e.created_at as at from analytics_events e
    where e.name = ${FIRST_PARTY_EVENTS.contractUploaded} and ${withinDays(sql`e.created_at`, from, to)}) c
  left join analyses a on a.id = c.analysis_id
  left join users u on u.id = a.owner_id
  where a.previous_id is null`;

/** One count per step: the cohort's analyses that reached it or went further. */
const STEP_COUNTS = sql.join(
  FUNNEL_STEPS.map(
    (step, index) =>
      sql`(count(distinct s.subject) filter (where s.depth >= ${sql.raw(String(index + 1))}))::int
        as ${sql.identifier(step)}`,
  ),
  sql`, `,
);

interface CountRow extends TStepCounts, Record<string, unknown> {
  kind: 'total' | 'period' | 'segment' | 'type';
  bucket: string | null;
}

function emptySteps(): TStepCounts {
  return Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])) as TStepCounts;
}

/** The step counts of one row of the cohort query. */
function stepsOf(row: CountRow): TStepCounts {
  return Object.fromEntries(FUNNEL_STEPS.map((step) => [step, row[step]])) as TStepCounts;
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
 * The funnel of the contracts received in the period (a cohort, see COHORT), per day or week of
 * their upload, by the owner's segment and by contract type — no step ever above the one before
 * it; the takeaways carried away in the period; and the health of the analyses created in it. A
 * deleted account leaves with its rows.
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
          when grouping(s.business_segment) = 0 then 'segment'
          when grouping(s.contract_type) = 0 then 'type' else 'total' end as kind,
        coalesce(${bucket}, s.business_segment, s.contract_type) as bucket,
        ${STEP_COUNTS}
      from (${COHORT(query.from, query.to)}) s
      group by grouping sets ((), (${bucket}), (s.business_segment), (s.contract_type))`,
  );

  let totals = emptySteps();
  const periods = new Map(
    periodStarts(query.from, query.to, query.granularity).map((period) => [
      period,
      { period, steps: emptySteps(), takeaways: emptyTakeaways() },
    ]),
  );
  const bySegment: TFunnelResponse['bySegment'] = [];
  const byType: TFunnelResponse['byContractType'] = [];
  for (const row of counts) {
    const steps = stepsOf(row);
    switch (row.kind) {
      case 'total':
        totals = steps;
        break;
      case 'period': {
        const period = periods.get(asDay(row.bucket));
        if (period) period.steps = steps;
        break;
      }
      case 'segment':
        bySegment.push({ label: row.bucket, steps });
        break;
      case 'type':
        byType.push({ label: row.bucket, steps });
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
function sortedByReach(rows: TFunnelResponse['bySegment']) {
  return rows.sort(
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
