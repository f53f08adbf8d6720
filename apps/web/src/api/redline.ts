import type { TMessageRequest } from '@contrato-claro/shared';
import { requestFile, type DownloadedFile } from './client';

/**
 * POST …/redline.docx: the contract in Word with the chosen findings' suggested wordings as
 * tracked changes and comments ("Baixar com sugestões (Word)").
 */
export function downloadRedline(
  userServiceId: string,
  findingIds: string[],
): Promise<DownloadedFile> {
  return requestFile(`/services/score/results/${userServiceId}/redline.docx`, {
    method: 'POST',
    body: { findingIds } satisfies TMessageRequest,
    fallbackName: 'sugestoes.docx',
  });
}
