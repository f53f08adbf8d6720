import type { TRegisterRequest } from '@contrato-claro/shared';
import type { Database } from '../db/client';
import { emailValues } from '../db/encryption';
import { users, type TUserRow } from '../db/schema';
import { assertPasswordNotCommon } from './check-password-strength';
import { hashPassword } from './hash-password';

/**
 * "Criar conta": a new unverified identity for the e-mail, whatever accounts it already has (so
 * the answer reveals nothing). Its password waits for the e-mail to be confirmed with the code
 * mailed to it (joinIdentities keeps it then); until then it cannot sign in with it. A common
 * password is refused (400 WEAK_PASSWORD).
 */
export async function registerUser(options: {
  db: Database;
  request: TRegisterRequest;
}): Promise<TUserRow> {
  const { db, request } = options;
  assertPasswordNotCommon(request.password, [request.email, request.name]);
  const passwordHash = await hashPassword(request.password);
  const [user] = await db
    .insert(users)
    .values({ name: request.name, ...emailValues(request.email), passwordHash })
    .returning();
  return user!;
}
