import { AppError, ERROR_MESSAGES, type TContractStatus } from '@contrato-claro/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses } from '../db/schema';
import { matchesUploaderHash } from './verify-uploader';

/**
 * The status of an analysis for its uploader (cookie) or its owner (bearer). Anyone else gets
 * the same NOT_FOUND as for an id that does not exist. The preview is the one `toPreview` built
 * when the job finished: scores and summary only, never a finding.
 */
export async function getContractStatus(options: {
  db: Database;
  id: string;
  userId: string | null;
  uploaderSecretHash: string | null;
}): Promise<TContractStatus> {
  const [row] = await options.db
    .select({
      ownerId: analyses.ownerId,
      uploaderSecretHash: analyses.uploaderSecretHash,
      status: analyses.status,
      stage: analyses.stage,
      percent: analyses.percent,
      scanPage: analyses.scanPage,
      scanPages: analyses.scanPages,
      preview: analyses.preview,
      errorCode: analyses.errorCode,
    })
    .from(analyses)
    .where(eq(analyses.id, options.id));
  const isOwner = row?.ownerId != null && row.ownerId === options.userId;
  if (
    !row ||
    !(isOwner || matchesUploaderHash(options.uploaderSecretHash, row.uploaderSecretHash))
  ) {
    throw new AppError('NOT_FOUND');
  }
  const status: TContractStatus = {
    userServiceId: options.id,
    status: row.status,
    progress: { stage: row.stage, percent: row.percent },
  };
  if (row.scanPage !== null && row.scanPages !== null) {
    status.progress.scan = { page: row.scanPage, pages: row.scanPages };
  }
  if (row.status === 'done' && row.preview) status.preview = row.preview;
  if (row.status === 'failed') {
    const code = row.errorCode ?? 'ANALYSIS_FAILED';
    status.error = { code, message: ERROR_MESSAGES[code] };
  }
  return status;
}
