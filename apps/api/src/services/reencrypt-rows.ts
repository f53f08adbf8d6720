import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { currentPrefix, emailIndex } from '../db/encryption';
import {
  analyses,
  analysisOriginals,
  analyticsEvents,
  emailCodes,
  findingFeedback,
  users,
} from '../db/schema';

/** Rows rewritten per transaction: short locks (a results row takes ~0.1 s), bounded memory. */
const BATCH_SIZE = 50;

/**
 * Every encrypted column, by table: `columns` are the fields a row is read and written back
 * through (the column types decrypt and encrypt them); `withIndex` recomputes what derives from
 * them (the e-mail's blind index under the current key); `checked`, when not every column, are
 * the ones whose prefix tells whether the row is stale.
 */
const TARGETS: {
  table: PgTable;
  id: PgColumn;
  columns: Record<string, PgColumn>;
  withIndex?: (row: Record<string, unknown>) => Record<string, unknown>;
  checked?: PgColumn[];
}[] = [
  {
    table: users,
    id: users.id,
    columns: {
      email: users.email,
      name: users.name,
      companyName: users.companyName,
      cellphone: users.cellphone,
    },
    withIndex: (row) => ({ emailHash: emailIndex(row.email as string) }),
  },
  {
    table: analyses,
    id: analyses.id,
    columns: { fileName: analyses.fileName, preview: analyses.preview, results: analyses.results },
    // Results (hundreds of KB) are only ever written with their preview (completeJob), so the
    // preview's prefix tells theirs: the hourly check never reads every analysis' results.
    checked: [analyses.fileName, analyses.preview],
  },
  { table: findingFeedback, id: findingFeedback.id, columns: { comment: findingFeedback.comment } },
  {
    table: analysisOriginals,
    id: analysisOriginals.analysisId,
    columns: { content: analysisOriginals.content },
  },
  {
    table: analyticsEvents,
    id: analyticsEvents.id,
    columns: { properties: analyticsEvents.properties },
  },
  {
    table: emailCodes,
    id: emailCodes.id,
    columns: { email: emailCodes.email },
    withIndex: (row) => ({ emailHash: emailIndex(row.email as string) }),
  },
];

/** A value not written with the current key: plaintext of an earlier release, or an older key. */
function isStale(column: PgColumn, prefix: string): SQL {
  const pattern = `${prefix}%`;
  if (column.getSQLType() === 'jsonb') {
    return sql`(${column} is not null and (jsonb_typeof(${column}) <> 'string' or ${column} #>> '{}' not like ${pattern}))`;
  }
  return sql`(${column} is not null and ${column} not like ${pattern})`;
}

/**
 * Rewrites, with the current key, every row an earlier release left in plaintext or an older key
 * encrypted (after an upgrade or a key rotation), a batch per transaction. Rows another process
 * is rewriting are skipped (SKIP LOCKED), so every API process may run it at once. Returns how
 * many rows it rewrote.
 */
export async function reencryptRows(options: { db: Database }): Promise<number> {
  const prefix = currentPrefix();
  let rewritten = 0;
  const failures: unknown[] = [];
  for (const target of TARGETS) {
    // One table failing (a blind index colliding with a row the previous release wrote during
    // the upgrade, say) does not hold the others back; the next run retries it.
    try {
      rewritten += await reencryptTable(options.db, target, prefix);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, 're-encryption failed');
  return rewritten;
}

async function reencryptTable(
  db: Database,
  target: (typeof TARGETS)[number],
  prefix: string,
): Promise<number> {
  const checked = target.checked ?? Object.values(target.columns);
  const stale = or(...checked.map((column) => isStale(column, prefix)));
  let rewritten = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ ...target.columns, id: target.id })
        .from(target.table)
        .where(stale)
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      for (const { id, ...values } of rows) {
        await tx
          .update(target.table)
          // The columns' own types re-encrypt the decrypted values.
          .set({ ...values, ...target.withIndex?.(values) } as never)
          .where(eq(target.id, id));
      }
      return rows.length;
    });
    rewritten += count;
    if (count < BATCH_SIZE) return rewritten;
  }
}
