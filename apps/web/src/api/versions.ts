import { ZComparison, type TComparison } from '@contrato-claro/shared';
import { request } from './client';

/** Where the revised versions of analysis `userServiceId` are uploaded (file or `/text`). */
export const versionsPath = (userServiceId: string) => `/contracts/${userServiceId}/versions`;

/** GET /contracts/:id/comparison: the version compared with the one it revises. */
export function getComparison(userServiceId: string): Promise<TComparison> {
  return request(`/contracts/${userServiceId}/comparison`, { schema: ZComparison });
}
