import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';

/**
 * A fresh, migrated database for one test file. PGlite in memory by default; with
 * TEST_DATABASE_URL, a new database created on that server and dropped by `close()`.
 * (A database rather than a schema: drizzle-kit's migrations qualify foreign keys with "public".)
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'embedded', dir: null });

  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'server', url: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/** True when the database suite runs against a PostgreSQL server. */
export const isServerDatabase = Boolean(process.env.TEST_DATABASE_URL);

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
