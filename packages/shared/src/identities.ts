import { z } from 'zod';

/**
 * GET /users/pending-identities: what was made under the signed-in account's e-mail, before it
 * was confirmed, by identities its owner has not brought in (someone else may have typed that
 * e-mail). Nothing of them is in the account until the owner accepts.
 */
export const ZPendingIdentity = z.object({
  id: z.string(),
  createdAt: z.string(),
  analyses: z.array(z.object({ id: z.string(), fileName: z.string(), createdAt: z.string() })),
  lawyerRequests: z.number().int(),
});
export type TPendingIdentity = z.infer<typeof ZPendingIdentity>;

export const ZPendingIdentities = z.object({ identities: z.array(ZPendingIdentity) });
export type TPendingIdentities = z.infer<typeof ZPendingIdentities>;

/**
 * POST /users/pending-identities/:id — `accept` brings its analyses and lawyer requests into the
 * account (never its phone or company); `discard` erases it and what it made.
 */
export const ZSettlePendingIdentityRequest = z.object({ answer: z.enum(['accept', 'discard']) });
export type TSettlePendingIdentityRequest = z.infer<typeof ZSettlePendingIdentityRequest>;
