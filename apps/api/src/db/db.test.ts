import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, isServerDatabase } from '../../test/db';
import { queryRows, type DatabaseHandle } from './client';
import { emailValues, isEmail } from './encryption';
import { users } from './schema';

describe(`migrations on ${isServerDatabase ? 'PostgreSQL' : 'PGlite'}`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('creates every table of the model', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(rows.map((row) => row.table_name)).toEqual([
      'analyses',
      'analysis_originals',
      'analytics_events',
      'audit_log',
      'client_strikes',
      'email_code_guesses',
      'email_codes',
      'finding_feedback',
      'lawyer_request_events',
      'lawyer_requests',
      'login_failures',
      'sessions',
      'staff_codes',
      'staff_members',
      'staff_notifications',
      'users',
    ]);
  });

  it('records the applied migration', async () => {
    const rows = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(rows[0]?.count).toBeGreaterThan(0);
  });

  it('keeps e-mails unique, regardless of case, among verified accounts only', async () => {
    const verified = { emailVerifiedAt: new Date() };
    await database.db
      .insert(users)
      .values({ ...emailValues('ana@example.com'), name: 'Ana', ...verified });
    await expect(
      database.db
        .insert(users)
        .values({ ...emailValues('ANA@example.com'), name: 'Ana 2', ...verified }),
    ).rejects.toThrow();
    // Unverified identities of that e-mail may be many (each registration makes one).
    await database.db.insert(users).values({ ...emailValues('ANA@example.com'), name: 'Ana 3' });
    await database.db.insert(users).values({ ...emailValues('ana@example.com'), name: 'Ana 4' });
  });
});

describe('embedded mode keeps its data across a restart', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'contrato-claro-restart-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('reopens DATA_DIR/pg with the rows and the JWT secret of the previous run', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const first = await buildApp(config);
    await first.db.insert(users).values({ ...emailValues('kept@example.com'), name: 'Kept' });
    const firstSecret = first.config.jwtSecret;
    await first.close();

    for (const secret of ['jwt-secret', 'data-key']) {
      const secretFile = await stat(path.join(dataDir, secret));
      expect(secretFile.mode & 0o777).toBe(0o600);
    }

    const second = await buildApp(config);
    const rows = await second.db.select().from(users).where(isEmail(users, 'kept@example.com'));
    expect(rows.map((row) => row.name)).toEqual(['Kept']);
    expect(second.config.jwtSecret).toBe(firstSecret);
    expect(firstSecret.length).toBeGreaterThanOrEqual(32);
    await second.close();
  });
});
