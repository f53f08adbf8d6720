import { ZProfile, type TProfile, type TWantsLawyerContactRequest } from '@contrato-claro/shared';
import { request } from './client';

/** GET /users/profile */
export function getProfile(): Promise<TProfile> {
  return request('/users/profile', { schema: ZProfile });
}

/** PUT /users/feedback/wants-lawyer-contact: the answer is not read (SPEC.md §7). */
export function requestLawyerContact(): Promise<void> {
  return request('/users/feedback/wants-lawyer-contact', {
    method: 'PUT',
    body: { wantsLawyerContact: true } satisfies TWantsLawyerContactRequest,
  });
}
