import { AppError, analysisErrorMessage, type TContractStatus } from '@contrato-claro/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses } from '../db/schema';
import { matchesUploaderHash } from './verify-uploader';

/**
 * The status of an analysis for its uploader (cookie) or its owner (bearer). Anyone else gets
 * the same NOT_FOUND as for an id that does not exist.
 */
export async function getContractStatus(options: {
  db: Database;
  id: string;
  userId: string | null;
  uploaderSecretHash: string | null;
}): Promise<TContractStatus> {
  const [row] = await options.db
    .select({ ownerId: analyses.ownerId, uploaderSecretHash: analyses.uploaderSecretHash })
    .from(analyses)
    .where(eq(analyses.id, options.id));
  const isOwner = row?.ownerId != null && row.ownerId === options.userId;
  if (
    !row ||
    !(isOwner || matchesUploaderHash(options.uploaderSecretHash, row.uploaderSecretHash))
  ) {
    throw new AppError('NOT_FOUND');
  }
  const status = (await loadContractStatuses(options.db, [options.id])).get(options.id);
  if (!status) throw new AppError('NOT_FOUND'); // deleted meanwhile
  return status;
}

/** The queue order of both modes: priority, then age (see createAnalysis). */
const queuePosition = sql`(
  select position.ahead from (
    select ${analyses.id} as id,
      row_number() over (order by ${analyses.priority} desc, ${analyses.createdAt}) - 1 as ahead
    from ${analyses} where ${analyses.status} = 'queued'
  ) as position where position.id = ${analyses.id}
)`;

/**
 * The statuses of several analyses in one query, whoever asks (access is checked by
 * `getContractStatus`; the event streams' hub reloads what it follows with it). The preview is the
 * one `toPreview` built when the job finished: scores and summary only, never a finding. A queued
 * analysis says how many will start before it. Missing ids (deleted) are absent from the map.
 */
export async function loadContractStatuses(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, TContractStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: analyses.id,
      status: analyses.status,
      stage: analyses.stage,
      percent: analyses.percent,
      scanPage: analyses.scanPage,
      scanPages: analyses.scanPages,
      preview: analyses.preview,
      errorCode: analyses.errorCode,
      pageCount: analyses.pageCount,
      ahead: sql<number | null>`case when ${analyses.status} = 'queued'
        then (${queuePosition})::int end`,
    })
    .from(analyses)
    .where(inArray(analyses.id, [...ids]));
  return new Map(
    rows.map((row) => {
      const status: TContractStatus = {
        userServiceId: row.id,
        status: row.status,
        progress: { stage: row.stage, percent: row.percent },
      };
      if (row.scanPage !== null && row.scanPages !== null) {
        status.progress.scan = { page: row.scanPage, pages: row.scanPages };
      }
      if (row.status === 'queued') status.queue = { ahead: row.ahead ?? 0 };
      if (row.status === 'done' && row.preview) status.preview = row.preview;
      if (row.status === 'failed') {
        const code = row.errorCode ?? 'ANALYSIS_FAILED';
        status.error = { code, message: analysisErrorMessage(code, row.pageCount) };
      }
      return [row.id, status];
    }),
  );
}
