import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createMigratedSnapshot, openDatabase, type DatabaseHandle } from '../src/db/client';
import { createDataKeyring, useDataKeyring } from '../src/db/encryption';

/** The data key of every test process (test apps get it as DATA_ENCRYPTION_KEY). */
export const TEST_DATA_KEY = 'test-data-key-test-data-key-test-data-key';

const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle/', import.meta.url));

/**
 * A fresh, migrated database for one test file. PGlite in memory by default; with
 * TEST_DATABASE_URL, a new database created on that server and dropped by `close()`. Rows are
 * encrypted with TEST_DATA_KEY.
 * (A database rather than a schema: drizzle-kit's migrations qualify foreign keys with "public".)
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  useDataKeyring(createDataKeyring([TEST_DATA_KEY]));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return openDatabase({ kind: 'embedded', dir: null, snapshot: await migratedSnapshot() });
  }

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

/**
 * A migrated PGlite dump, made once per migration set and kept in the temp folder: starting from
 * it skips initdb and the migrations, several seconds per test file. Keyed by a hash of the
 * migrations, so a new migration makes a new snapshot.
 */
async function migratedSnapshot(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const file of (await readdir(MIGRATIONS_DIR, { recursive: true })).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) {
      hash.update(file).update(await readFile(path.join(MIGRATIONS_DIR, file)));
    }
  }
  const cached = path.join(
    tmpdir(),
    `contrato-claro-pglite-${hash.digest('hex').slice(0, 16)}.tar`,
  );
  try {
    return new Blob([await readFile(cached)]);
  } catch {
    const snapshot = await createMigratedSnapshot();
    // Written aside then renamed: test files starting together never read half a snapshot.
    const partial = `${cached}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
    await rename(partial, cached);
    return snapshot;
  }
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
