import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATA_KEY } from '../../test/db';
import { reencryptRows } from '../services/reencrypt-rows';
import { queryRows, type DatabaseHandle } from './client';
import {
  createDataKeyring,
  currentPrefix,
  decryptText,
  emailValues,
  encryptText,
  isEmail,
  useDataKeyring,
} from './encryption';
import { analyses, analyticsEvents, emailCodes, findingFeedback, users } from './schema';

const OLD_KEY = TEST_DATA_KEY;
const NEW_KEY = 'a-newer-data-key-a-newer-data-key-0123456789';

describe('encrypted values', () => {
  beforeAll(() => useDataKeyring(createDataKeyring([OLD_KEY])));

  it('round-trips UTF-8 under a versioned, key-tagged prefix, with a fresh IV each time', () => {
    const plain = 'Cláusula 7ª — multa de 20% 🙂';
    const [first, second] = [encryptText(plain), encryptText(plain)];
    expect(first.startsWith(currentPrefix())).toBe(true);
    expect(currentPrefix()).toMatch(/^enc1\.[0-9a-f]{8}\.$/u);
    expect(first).not.toBe(second);
    expect(first).not.toContain('multa');
    expect([decryptText(first), decryptText(second)]).toEqual([plain, plain]);
  });

  it('reads a plaintext value of an earlier release as it is', () => {
    expect(decryptText('Maria da Silva')).toBe('Maria da Silva');
  });

  it('refuses a tampered value and one of an unknown key, without the value in the error', () => {
    const stored = encryptText('segredo do contrato');
    const body = stored.slice(currentPrefix().length);
    const flipped = `${currentPrefix()}${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => decryptText(flipped)).toThrow();
    useDataKeyring(createDataKeyring([NEW_KEY]));
    try {
      expect(() => decryptText(stored)).toThrow(/unknown data key/u);
      expect(() => decryptText(stored)).not.toThrow(/segredo/u);
    } finally {
      useDataKeyring(createDataKeyring([OLD_KEY]));
    }
  });

  it('refuses a keyring without a key', () => {
    expect(() => createDataKeyring([])).toThrow();
  });
});

describe('rows of an earlier release and key rotation', () => {
  let database: DatabaseHandle;
  const db = () => database.db;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => {
    useDataKeyring(createDataKeyring([TEST_DATA_KEY]));
    return database.close();
  });

  /** What the columns hold on disk, whatever the types decrypt. */
  const rawUsers = () =>
    queryRows<{ email: string; name: string; cellphone: string | null; email_hash: string | null }>(
      db(),
      sql`select email, name, cellphone, email_hash from users order by created_at`,
    );
  const rawAnalyses = () =>
    queryRows<{ file_name: string; results: unknown; preview: unknown }>(
      db(),
      sql`select file_name, results, preview from analyses`,
    );

  it('reads plaintext rows, finds them by e-mail, then re-encrypts them with their blind index', async () => {
    // What the previous release writes: plaintext, no blind index.
    await db().execute(sql`
      insert into users (email, name, cellphone, email_verified_at)
      values ('antiga@example.com', 'Conta Antiga', '(11) 91234-5678', now())`);
    const [user] = await db().select().from(users);
    await db().execute(sql`
      insert into analyses (owner_id, uploader_secret_hash, file_name, file_size, file_kind,
        status, results, preview, expires_at)
      values (${user!.id}, 'x', 'locação antiga.pdf', 10, 'pdf', 'done',
        '{"summary": "texto antigo"}'::jsonb, '{"score": 70}'::jsonb, now() + interval '1 day')`);
    const [analysis] = await db().select().from(analyses);
    await db().execute(sql`
      insert into finding_feedback (analysis_id, user_id, finding_id, rule, reason, comment)
      values (${analysis!.id}, ${user!.id}, 'f1', 'r', 'outro', 'comentário antigo')`);
    await db().execute(sql`
      insert into analytics_events (name, properties) values ('Details Button Clicked',
        '{"clauseTitle": "Cláusula antiga"}'::jsonb)`);
    await db().execute(sql`
      insert into email_codes (email, code_hash, link_token_hash, expires_at)
      values ('antiga@example.com', 'c', 'l', now() + interval '15 minutes')`);

    const verified = and(isEmail(users, 'ANTIGA@example.com'), isNotNull(users.emailVerifiedAt));
    const readAll = async () => ({
      user: (await db().select().from(users).where(verified))[0],
      analysis: (await db().select().from(analyses))[0],
      comment: (await db().select().from(findingFeedback))[0]?.comment,
      properties: (await db().select().from(analyticsEvents))[0]?.properties,
      code: (await db().select().from(emailCodes).where(isEmail(emailCodes, 'antiga@example.com')))
        .length,
    });
    const before = await readAll();
    expect(before).toMatchObject({
      user: { name: 'Conta Antiga', cellphone: '(11) 91234-5678', emailHash: null },
      analysis: {
        fileName: 'locação antiga.pdf',
        results: { summary: 'texto antigo' },
        preview: { score: 70 },
      },
      comment: 'comentário antigo',
      properties: { clauseTitle: 'Cláusula antiga' },
      code: 1,
    });

    expect(await reencryptRows({ db: db() })).toBe(5);
    const after = await readAll();
    expect(after).toMatchObject({
      ...before,
      user: { ...before.user, emailHash: expect.any(String) },
    });
    const [raw] = await rawUsers();
    expect(raw!.email_hash).toBe(emailValues('antiga@example.com').emailHash);
    for (const value of [raw!.email, raw!.name, raw!.cellphone]) {
      expect(value!.startsWith(currentPrefix())).toBe(true);
    }
    const [rawAnalysis] = await rawAnalyses();
    expect(rawAnalysis!.file_name.startsWith(currentPrefix())).toBe(true);
    expect(String(rawAnalysis!.results).startsWith(currentPrefix())).toBe(true);
    expect(await reencryptRows({ db: db() })).toBe(0);
  });

  it('moves every row to a new key, which then reads alone', async () => {
    const oldPrefix = currentPrefix();
    await db()
      .insert(users)
      .values({
        ...emailValues('nova@example.com'),
        name: 'Conta Nova',
        emailVerifiedAt: new Date(),
      });

    useDataKeyring(createDataKeyring([NEW_KEY, OLD_KEY]));
    expect(currentPrefix()).not.toBe(oldPrefix);
    // Before re-encryption: read with the old key, found by the old blind index.
    const found = await db().select().from(users).where(isEmail(users, 'nova@example.com'));
    expect(found.map((user) => user.name)).toEqual(['Conta Nova']);

    expect(await reencryptRows({ db: db() })).toBe(6);
    useDataKeyring(createDataKeyring([NEW_KEY]));
    const [antiga] = await db().select().from(users).where(isEmail(users, 'antiga@example.com'));
    expect(antiga?.name).toBe('Conta Antiga');
    const [nova] = await db().select().from(users).where(eq(users.id, found[0]!.id));
    expect(nova?.emailHash).toBe(emailValues('nova@example.com').emailHash);
    for (const row of await rawUsers()) expect(row.name.startsWith(currentPrefix())).toBe(true);
    expect((await db().select().from(analyses))[0]?.results).toEqual({ summary: 'texto antigo' });
  });

  it('re-encrypts the other tables when one cannot be yet (an account both releases verified)', async () => {
    await db()
      .insert(users)
      .values({ ...emailValues('dupla@example.com'), name: 'Nova', emailVerifiedAt: sql`now()` });
    await db().execute(sql`
      insert into users (email, name, email_verified_at)
      values ('dupla@example.com', 'Antiga', now())`);
    // A code of the earlier release beside one of this release: an e-mail may have several.
    await db()
      .insert(emailCodes)
      .values({
        ...emailValues('codigo@example.com'),
        codeHash: 'nova',
        linkTokenHash: 'nova',
        expiresAt: sql`now() + interval '15 minutes'`,
      });
    await db().execute(sql`
      insert into email_codes (email, code_hash, link_token_hash, expires_at)
      values ('codigo@example.com', 'antiga', 'antiga', now() + interval '15 minutes')`);

    await expect(reencryptRows({ db: db() })).rejects.toThrow(/re-encryption failed/u);
    const codes = await db()
      .select()
      .from(emailCodes)
      .where(isEmail(emailCodes, 'codigo@example.com'));
    expect(codes.map((code) => code.emailHash)).toEqual([
      emailValues('codigo@example.com').emailHash,
      emailValues('codigo@example.com').emailHash,
    ]);
    // The verified account of the earlier release keeps its plaintext until the conflict is solved.
    expect(await db().select().from(users).where(isEmail(users, 'dupla@example.com'))).toHaveLength(
      2,
    );
  });
});
