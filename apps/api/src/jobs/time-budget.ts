import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Time every analysis may take, whatever its pages (starting the extraction, scoring). */
const BASE_TIME_BUDGET_MS = 10_000;

/** The limits a time budget is computed from (the process' own configuration). */
export interface BudgetLimits {
  /** ANALYSIS_TIMEOUT_MS: the ceiling, and the budget of a file whose pages are unknown. */
  timeoutMs: number;
  /** ANALYSIS_MS_PER_PAGE. */
  msPerPage: number;
}

/**
 * What one analysis may take: 10 s + `msPerPage` per page (counted at upload for a PDF), never
 * more than `timeoutMs`; the ceiling when the pages are unknown (DOCX, an uncounted PDF).
 */
export function timeBudgetMs(pages: number | null, limits: BudgetLimits): number {
  if (pages === null) return limits.timeoutMs;
  return Math.min(limits.timeoutMs, BASE_TIME_BUDGET_MS + pages * limits.msPerPage);
}

/** `timeBudgetMs` in SQL, for a page-count column. */
export function timeBudgetSql(pages: SQLWrapper, limits: BudgetLimits): SQL<number> {
  return sql<number>`coalesce(least(${limits.timeoutMs},
    ${BASE_TIME_BUDGET_MS} + ${pages} * ${limits.msPerPage}), ${limits.timeoutMs})`;
}
