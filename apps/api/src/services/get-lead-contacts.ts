import type { TLeadContact } from '@contrato-claro/shared';
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/**
 * The personal data of qualified leads, by id. Read through a Drizzle select of the columns only
 * (they are decrypted on read), never filtered or ordered on. Unknown ids are left out.
 */
export async function getLeadContacts(options: {
  db: Database;
  ids: string[];
}): Promise<Map<string, TLeadContact>> {
  if (options.ids.length === 0) return new Map();
  const rows = await options.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      cellphone: users.cellphone,
      companyName: users.companyName,
    })
    .from(users)
    .where(and(inArray(users.id, options.ids), isNotNull(users.qualifiedAt)));
  return new Map(rows.map((row) => [row.id, row]));
}
