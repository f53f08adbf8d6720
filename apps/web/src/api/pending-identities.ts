import { ZPendingIdentities, type TPendingIdentity } from '@contrato-claro/shared';
import { request } from './client';

/** GET /users/pending-identities: what was made under the account's e-mail before it was confirmed. */
export async function listPendingIdentities(): Promise<TPendingIdentity[]> {
  return (await request('/users/pending-identities', { schema: ZPendingIdentities })).identities;
}

/** POST /users/pending-identities/:id: bring it into the account, or erase it. */
export async function settlePendingIdentity(
  id: string,
  answer: 'accept' | 'discard',
): Promise<void> {
  await request(`/users/pending-identities/${id}`, { method: 'POST', body: { answer } });
}
