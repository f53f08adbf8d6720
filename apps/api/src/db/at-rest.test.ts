import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ZAuthResponse, ZUploadResponse, ZUserExport } from '@contrato-claro/shared';
import { Document, Packer, Paragraph } from 'docx';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, LEAD_FORM } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { upload, waitForOutcome } from '../../test/contracts';
import { createTestDatabase, isServerDatabase } from '../../test/db';
import { readCode, startMailbox, type Mailbox } from '../../test/mailbox';
import { openDatabase, queryRows, type DatabaseHandle } from './client';
import { emailValues } from './encryption';
import { users } from './schema';

/** Letters only, new on every run: a WAL segment of an earlier run never matches. */
const tag = () => Array.from(randomBytes(10), (byte) => 'bcdfghjklmnpqrstvwxz'[byte % 20]).join('');
const run = tag();
const SECRETS = {
  name: `Zuleica Quixadá ${run}`,
  email: `zuleica.${run}@example.com`,
  cellphone: `(11) 9${randomInt(1000, 9999)}-${randomInt(1000, 9999)}`,
  company: `Doceria Jabuticabá ${run} Ltda`,
  fileName: `Locação Jatobá ${run}.docx`,
  uploadedText: `Bromélias${run}`,
  pastedText: `Girassóis${run}`,
  comment: `Não se aplica ao imóvel da Rua Açaí ${run}`,
  eventTitle: `Cláusula Ipê ${run}`,
};
/** A value that stays in a plain column: the scan must find it, or it reads the wrong files. */
const CONTROL = `Controle-${run}`;

/** A lease with a distinctive word in the clause a finding will cite. */
const lease = (word: string) => [
  'CONTRATO DE LOCAÇÃO RESIDENCIAL',
  'LOCADOR: JOÃO CARLOS MENDES, brasileiro, casado, inscrito no CPF sob o nº 123.456.789-09.',
  'LOCATÁRIA: MARIANA COSTA LIMA, brasileira, solteira, inscrita no CPF sob o nº 987.654.321-00.',
  'CLÁUSULA PRIMEIRA – DO OBJETO',
  `O LOCADOR dá em locação à LOCATÁRIA o apartamento situado na Rua ${word}, 100, Curitiba/PR, para fins residenciais.`,
  'CLÁUSULA SEGUNDA – DO PRAZO',
  'A locação terá prazo de 30 (trinta) meses, com início em 1º de março de 2025 e término em 31 de agosto de 2027.',
  'CLÁUSULA TERCEIRA – DO ALUGUEL',
  'O aluguel mensal é de R$ 2.000,00 (dois mil reais), que a LOCATÁRIA pagará até o dia 5 (cinco) de cada mês.',
  'CLÁUSULA QUARTA – DA MULTA',
  `Em caso de atraso, a LOCATÁRIA pagará multa de 20% (vinte por cento) sobre o valor devido, e ${word} responderá por todos os danos.`,
  'CLÁUSULA QUINTA – DO FORO',
  'Fica eleito o foro da comarca de Curitiba/PR para dirimir as questões deste contrato.',
];

/** How a value may sit in a file: UTF-8, and JSON's `\u00e1` escapes of jsonb or the driver. */
function needles(value: string): Buffer[] {
  const escaped = value.replace(
    /[^\x20-\x7e]/gu,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return [...new Set([value, value.toLowerCase(), escaped])].map((text) => Buffer.from(text));
}

/** Every regular file under `dir` changed since `since` (ms), recursively. */
async function filesUnder(dir: string, since = 0): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && (await stat(file)).mtimeMs >= since) found.push(file);
  }
  return found;
}

/** The secrets (by key) found in any of `files`. */
async function scan(files: string[], values: Record<string, string>): Promise<string[]> {
  const found = new Set<string>();
  for (const file of files) {
    const bytes = await readFile(file);
    for (const [key, value] of Object.entries(values)) {
      if (needles(value).some((needle) => bytes.includes(needle))) found.add(key);
    }
  }
  return [...found].sort();
}

describe(`deleted analyses and accounts leave nothing readable in the ${isServerDatabase ? 'PostgreSQL server' : 'PGlite'} files`, () => {
  const startedAt = Date.now() - 1_000;
  let dataDir: string;
  let database: DatabaseHandle;
  let mailbox: Mailbox;
  let t: TestApp;
  let address = 0;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'contrato-claro-at-rest-'));
    database = isServerDatabase
      ? await createTestDatabase()
      : await openDatabase({ kind: 'embedded', dir: path.join(dataDir, 'pg') });
    // Large values are compressed in TOAST by default, which would hide plaintext from the scan:
    // stored uncompressed here, the scan would see any plaintext these columns held.
    await database.db.execute(
      sql`alter table analyses alter column results set storage external, alter column preview set storage external`,
    );
    await database.db.execute(
      sql`alter table analytics_events alter column properties set storage external`,
    );
    mailbox = await startMailbox();
    t = await buildTestApp({
      database,
      dataDir,
      workers: true,
      env: { SMTP_URL: mailbox.url, ANALYSIS_CONCURRENCY: '1' },
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
    await mailbox?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { payload?: object; token?: string; cookie?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: `10.9.0.${++address}`,
      payload: options.payload,
      headers: {
        ...(options.token ? bearer(options.token) : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    });
  const mailedCode = async (email: string) => {
    await t.app.background.settle();
    return readCode(mailbox.latest(email)).code;
  };

  it('reads everything back before deletion, then leaves only ciphertext', async () => {
    // An account with a password, its e-mail proven by the code.
    const registered = await call('POST', '/api/auth/register', {
      payload: { name: SECRETS.name, email: SECRETS.email, password: 'senha-forte-123' },
    });
    expect(registered.statusCode).toBe(201);
    const verified = await call('POST', '/api/auth/code/verify', {
      payload: { email: SECRETS.email, code: await mailedCode(SECRETS.email) },
      // The registration's own token: its password is kept.
      token: ZAuthResponse.parse(registered.json()).access_token,
    });
    const account = ZAuthResponse.parse(verified.json());
    expect(account).toMatchObject({ name: SECRETS.name, email: SECRETS.email });

    // Login finds the account by its e-mail, in any case.
    const login = await call('POST', '/api/auth/login', {
      payload: { email: SECRETS.email.toUpperCase(), password: 'senha-forte-123' },
    });
    expect(login.statusCode).toBe(200);
    const token = ZAuthResponse.parse(login.json()).access_token;

    // Two contracts from one browser: an uploaded DOCX and a pasted text.
    const docx = await Packer.toBuffer(
      new Document({
        sections: [{ children: lease(SECRETS.uploadedText).map((line) => new Paragraph(line)) }],
      }),
    );
    const uploaded = await upload(t.app, SECRETS.fileName, docx, undefined, '10.9.1.1');
    const { id: uploadedId, cookie } = uploaded;
    expect(uploaded.response.statusCode).toBe(202);
    const pasted = await call('POST', '/api/contracts/text', {
      payload: { text: lease(SECRETS.pastedText).join('\n') },
      cookie,
    });
    const pastedId = ZUploadResponse.parse(pasted.json()).userServiceId;
    for (const id of [uploadedId, pastedId]) {
      expect((await waitForOutcome(t.app, id, { cookie })).status).toBe('done');
    }

    // The lead form with the same e-mail: a new identity, joined into the account by the code.
    const lead = await call('POST', '/api/auth/register/account', {
      payload: {
        ...LEAD_FORM,
        name: SECRETS.name,
        email: SECRETS.email,
        companyName: SECRETS.company,
        cellphone: SECRETS.cellphone,
        userServiceId: uploadedId,
      },
      cookie,
    });
    const identity = ZAuthResponse.parse(lead.json());
    expect(identity.userId).not.toBe(account.userId);
    await call('POST', '/api/auth/code', {
      payload: { email: SECRETS.email },
      token: identity.access_token,
    });
    const joined = await call('POST', '/api/auth/code/verify', {
      payload: { email: SECRETS.email, code: await mailedCode(SECRETS.email) },
      token: identity.access_token,
    });
    expect(ZAuthResponse.parse(joined.json()).userId).toBe(account.userId);
    expect(
      (await call('POST', `/api/contracts/${pastedId}/claim`, { token, cookie })).statusCode,
    ).toBe(200);

    // History, results, a contested finding, an event, the export: all read back in clear.
    const history = await call('GET', '/api/contracts', { token });
    expect(history.json()).toMatchObject({
      analyses: expect.arrayContaining([expect.objectContaining({ fileName: SECRETS.fileName })]),
    });
    const results = await call('GET', `/api/services/score/results/${uploadedId}`, { token });
    expect(results.body).toContain(SECRETS.uploadedText);
    const findingId = findFirstFindingId(results.json());
    const reported = await call('POST', `/api/services/score/results/${uploadedId}/feedback`, {
      payload: { findingId, reason: 'nao_se_aplica', comment: SECRETS.comment },
      token,
    });
    expect(reported.statusCode).toBe(201);
    const event = await call('POST', '/api/events', {
      payload: {
        event: 'Details Button Clicked',
        properties: { clauseTitle: SECRETS.eventTitle, user: SECRETS.name },
      },
      token,
    });
    expect(event.statusCode).toBeLessThan(300);
    const exported = ZUserExport.parse(
      (await call('GET', '/api/users/me/export', { token })).json(),
    );
    expect(exported.account).toMatchObject({
      name: SECRETS.name,
      email: SECRETS.email,
      lead: { companyName: SECRETS.company, cellphone: SECRETS.cellphone },
    });
    const exportedText = JSON.stringify(exported);
    for (const value of [
      SECRETS.fileName,
      SECRETS.uploadedText,
      SECRETS.pastedText,
      SECRETS.comment,
    ]) {
      expect(exportedText).toContain(value);
    }

    // A row that stays, with a plain column the scan must see.
    await database.db.insert(users).values({
      ...emailValues(`controle.${run}@example.com`),
      name: 'Controle',
      businessSegment: CONTROL,
    });

    // Deleting: one analysis on its own, then the account with the other.
    expect((await call('DELETE', `/api/contracts/${uploadedId}`, { token })).statusCode).toBe(204);
    expect((await call('DELETE', '/api/users/me', { token })).statusCode).toBe(204);

    const files = await flushedDatabaseFiles();
    const found = await scan(files, { ...SECRETS, control: CONTROL });
    expect(found).toEqual(['control']);
  });

  /**
   * The files to scan once everything is on disk: embedded, the whole DATA_DIR after PGlite is
   * closed (it checkpoints); on a server, after CHECKPOINT, this database's files and the WAL
   * written since the test started (the server's own files, readable by root).
   */
  async function flushedDatabaseFiles(): Promise<string[]> {
    if (!isServerDatabase) {
      await t.close();
      await database.close();
      return filesUnder(dataDir);
    }
    await database.db.execute(sql`checkpoint`);
    const [where] = await queryRows<{ directory: string; oid: number }>(
      database.db,
      sql`select current_setting('data_directory') as directory, oid::int as oid
          from pg_database where datname = current_database()`,
    );
    const { directory, oid } = where!;
    return [
      ...(await filesUnder(path.join(directory, 'base', String(oid)))),
      ...(await filesUnder(path.join(directory, 'pg_wal'), startedAt)),
    ];
  }
});

/** The id of the first finding (an object with an id and a severity) of a results answer. */
function findFirstFindingId(value: unknown): string {
  const visit = (node: unknown): string | undefined => {
    if (typeof node !== 'object' || node === null) return undefined;
    const record = node as Record<string, unknown>;
    if (typeof record.id === 'string' && 'severity' in record) return record.id;
    for (const child of Object.values(record)) {
      const id = visit(child);
      if (id) return id;
    }
    return undefined;
  };
  const id = visit(value);
  if (!id) throw new Error('the analysis has no finding');
  return id;
}
