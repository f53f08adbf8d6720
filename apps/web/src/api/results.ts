import {
  ZFindingFeedbackResponse,
  ZResults,
  type TFindingFeedbackRequest,
  type TFindingFeedbackResponse,
  type TResults,
  type TSideRequest,
} from '@contrato-claro/shared';
import { request } from './client';

/** GET /services/score/results/:id: the full results, for the owner only. */
export function getResults(userServiceId: string): Promise<TResults> {
  return request(`/services/score/results/${userServiceId}`, { schema: ZResults });
}

/**
 * PUT /services/score/results/:id/side: the reader's side (a key of `results.parties`), or null
 * for the neutral analysis; answers the results weighed for it.
 */
export function setReaderSide(userServiceId: string, side: string | null): Promise<TResults> {
  return request(`/services/score/results/${userServiceId}/side`, {
    method: 'PUT',
    body: { side } satisfies TSideRequest,
    schema: ZResults,
  });
}

/** POST /services/score/results/:id/feedback: the owner says a finding is wrong. */
export function reportFinding(
  userServiceId: string,
  report: TFindingFeedbackRequest,
): Promise<TFindingFeedbackResponse> {
  return request(`/services/score/results/${userServiceId}/feedback`, {
    method: 'POST',
    body: report,
    schema: ZFindingFeedbackResponse,
  });
}
