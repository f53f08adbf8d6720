import { ZResults, type TResults } from '@contrato-claro/shared';
import { request } from './client';

/** GET /services/score/results/:id: the full results, for the owner only. */
export function getResults(userServiceId: string): Promise<TResults> {
  return request(`/services/score/results/${userServiceId}`, { schema: ZResults });
}
