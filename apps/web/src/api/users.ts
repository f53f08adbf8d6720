import {
  ZAuthResponse,
  ZProfile,
  ZWantsLawyerContactResponse,
  type TMyLawyerRequest,
  type TAuthResponse,
  type TProfile,
  type TSetPasswordRequest,
  type TWantsLawyerContactRequest,
} from '@contrato-claro/shared';
import { request } from './client';

/** GET /users/profile */
export function getProfile(): Promise<TProfile> {
  return request('/users/profile', { schema: ZProfile });
}

/**
 * PUT /users/feedback/wants-lawyer-contact about `userServiceId` (else the latest analysis): the
 * open request, when it was sent, by when and how the lawyer will reach the person.
 */
export async function requestLawyerContact(
  userServiceId?: string,
  /** The number the person confirmed in the modal (the one the lawyer calls). */
  cellphone?: string,
): Promise<TMyLawyerRequest> {
  const answer = await request('/users/feedback/wants-lawyer-contact', {
    method: 'PUT',
    body: {
      wantsLawyerContact: true,
      userServiceId,
      cellphone,
    } satisfies TWantsLawyerContactRequest,
    schema: ZWantsLawyerContactResponse,
  });
  return answer.request;
}

/**
 * POST /users/password: a confirmed account sets its password (or changes it). Earlier tokens are
 * revoked: the answer carries the new session.
 */
export function setPassword(body: TSetPasswordRequest): Promise<TAuthResponse> {
  return request('/users/password', { method: 'POST', body, schema: ZAuthResponse });
}

/** DELETE /users/me: erases the account, its lead data and every analysis it owns (LGPD). */
export function deleteAccount(): Promise<void> {
  return request('/users/me', { method: 'DELETE' });
}
