import {
  ATTENTION_THRESHOLD,
  SATISFACTORY_THRESHOLD,
  type TBand,
  type TLeadFilters,
  type TLeadStatus,
  type TLeadSummary,
} from '@contrato-claro/shared';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { analyticsEvents } from '../db/schema';

/** The time zone of the team: a day of the filters is a day in São Paulo. */
export const TEAM_TIME_ZONE = 'America/Sao_Paulo';

/** `column` falls within the days `from`..`to` (both included) of the team's calendar. */
export function withinDays(column: SQL, from: string, to: string): SQL {
  return sql`${column} >= (${from}::date)::timestamp at time zone ${TEAM_TIME_ZONE}
    and ${column} < (${to}::date + 1)::timestamp at time zone ${TEAM_TIME_ZONE}`;
}

function bandCondition(band: TBand): SQL {
  switch (band) {
    case 'Satisfatório':
      return sql`latest.score >= ${SATISFACTORY_THRESHOLD}`;
    case 'Atenção':
      return sql`latest.score >= ${ATTENTION_THRESHOLD} and latest.score < ${SATISFACTORY_THRESHOLD}`;
    case 'Crítico':
      return sql`latest.score < ${ATTENTION_THRESHOLD}`;
    default: {
      const unexpected: never = band;
      return unexpected;
    }
  }
}

/**
 * The clause titles of "Details Button Clicked" events, by event id. Read through Drizzle:
 * event properties are encrypted at rest, so SQL cannot look inside them.
 */
async function clickedCriteria(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const events = await db
    .select({ id: analyticsEvents.id, properties: analyticsEvents.properties })
    .from(analyticsEvents)
    .where(inArray(analyticsEvents.id, ids));
  return new Map(
    events.flatMap((event) =>
      typeof event.properties.clauseTitle === 'string'
        ? [[event.id, event.properties.clauseTitle] as const]
        : [],
    ),
  );
}

interface LeadRow extends Record<string, unknown> {
  id: string;
  qualified_at: Date | string;
  business_segment: string | null;
  employees_number: string | null;
  lead_status: TLeadStatus;
  has_requested_lawyer: boolean;
  click_id: string | null;
  analysis_id: string | null;
  contract_type: string | null;
  score: number | null;
  total: number;
}

/**
 * Qualified leads matching `filters`, newest first, with their latest analysis, whether they asked
 * for a lawyer and the criterion whose arrow brought them ("Details Button Clicked" on one of their
 * analyses, the last one before they registered). Filters only on plain columns — personal fields
 * are encrypted at rest and never appear in a condition or an ordering.
 */
export async function listLeads(options: {
  db: Database;
  filters: TLeadFilters;
  limit: number;
  offset: number;
}): Promise<{ leads: TLeadSummary[]; total: number }> {
  const { db, filters } = options;
  const conditions: SQL[] = [
    sql`u.qualified_at is not null`,
    withinDays(sql`u.qualified_at`, filters.from, filters.to),
  ];
  if (filters.segment) conditions.push(sql`u.business_segment = ${filters.segment}`);
  if (filters.employees) conditions.push(sql`u.employees_number = ${filters.employees}`);
  if (filters.status) conditions.push(sql`u.lead_status = ${filters.status}`);
  if (filters.band) conditions.push(bandCondition(filters.band));
  const hasLawyer = sql`exists (select 1 from lawyer_requests r where r.user_id = u.id)`;
  if (filters.lawyer === 'sim') conditions.push(hasLawyer);
  if (filters.lawyer === 'nao') conditions.push(sql`not ${hasLawyer}`);

  const rows = await queryRows<LeadRow>(
    db,
    sql`select u.id, u.qualified_at, u.business_segment, u.employees_number, u.lead_status,
        ${hasLawyer} as has_requested_lawyer,
        (select click.id from (
            select e.id, e.created_at from analytics_events e
            join analyses a on a.id = e.analysis_id
            where a.owner_id = u.id and e.name = 'Details Button Clicked'
            union all
            select e.id, e.created_at from analytics_events e
            where e.user_id = u.id and e.name = 'Details Button Clicked'
          ) click
          order by (click.created_at <= u.qualified_at) desc, click.created_at desc
          limit 1) as click_id,
        latest.id as analysis_id, latest.contract_type, latest.score,
        (count(*) over ())::int as total
      from users u
      left join lateral (
        select a.id, a.contract_type, a.score from analyses a
        where a.owner_id = u.id order by a.created_at desc limit 1
      ) latest on true
      where ${sql.join(conditions, sql` and `)}
      order by u.qualified_at desc, u.id
      limit ${options.limit} offset ${options.offset}`,
  );
  const clicked = await clickedCriteria(
    db,
    rows.flatMap((row) => (row.click_id === null ? [] : [row.click_id])),
  );
  return {
    total: rows[0]?.total ?? 0,
    leads: rows.map((row) => ({
      id: row.id,
      qualifiedAt: new Date(row.qualified_at).toISOString(),
      businessSegment: row.business_segment,
      employeesNumber: row.employees_number,
      status: row.lead_status,
      hasRequestedLawyer: row.has_requested_lawyer,
      clickedCriterion: row.click_id === null ? null : (clicked.get(row.click_id) ?? null),
      analysis:
        row.analysis_id === null
          ? null
          : { id: row.analysis_id, contractType: row.contract_type, score: row.score },
    })),
  };
}
