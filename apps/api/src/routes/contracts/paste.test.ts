import {
  FIRST_PARTY_EVENTS,
  MAX_PASTED_TEXT_CHARS,
  ZPreview,
  ZUploadResponse,
} from '@contrato-claro/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, PASTED_LEASE, waitForOutcome } from '../../../test/contracts';
import { analyses, analyticsEvents } from '../../db/schema';
import { PASTED_FILE_NAME } from '../../services/create-analysis';

describe('POST /api/contracts/text ("Colar o texto do contrato")', () => {
  let testApp: TestApp;
  const app = () => testApp.app;
  const paste = (text: unknown, headers: Record<string, string> = {}) =>
    app().inject({ method: 'POST', url: '/api/contracts/text', payload: { text }, headers });

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { ANALYSIS_CONCURRENCY: '1' }, workers: true });
    await testApp.app.ready();
  });
  afterAll(() => testApp.close());

  it('analyses pasted text like an upload: the same cookie binding, preview and lock', async () => {
    const text = PASTED_LEASE;
    const response = await paste(text);
    expect(response.statusCode).toBe(202);
    const { userServiceId: id } = ZUploadResponse.parse(response.json());
    const cookie = response.cookies.find((c) => c.name === 'cc_uploader');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });

    const outcome = await waitForOutcome(app(), id, { cookie: `cc_uploader=${cookie!.value}` });
    expect(outcome.status).toBe('done');
    // The preview is the strict, redacted one: scores only, never a finding.
    const preview = ZPreview.parse(outcome.preview);
    expect(preview).toMatchObject({ fileName: PASTED_FILE_NAME, contractType: 'Locação' });

    // Another browser, or a logged-in stranger, sees nothing.
    const other = await createUser(testApp.database.db, 'outra@example.com');
    for (const headers of [{}, other.headers]) {
      const status = await app().inject({ method: 'GET', url: `/api/contracts/${id}`, headers });
      expect(status.statusCode).toBe(404);
    }
    const [row] = await testApp.database.db.select().from(analyses).where(eq(analyses.id, id));
    expect(row).toMatchObject({
      fileKind: 'txt',
      fileSize: Buffer.byteLength(text),
      filePath: null,
    });
    const events = await testApp.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.analysisId, id))
      .orderBy(analyticsEvents.name);
    expect(events).toMatchObject([
      { name: FIRST_PARTY_EVENTS.contractTextPasted, properties: { characters: text.length } },
      { name: FIRST_PARTY_EVENTS.contractUploaded, properties: { fileKind: 'txt' } },
    ]);
  });

  it('refuses text too short to be a contract, or over the limit in characters, in pt-BR', async () => {
    const short = await paste('Contrato de aluguel, R$ 1.000,00 por mês.');
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toEqual([
      'text: O texto é curto demais para ser um contrato: cole o contrato inteiro (no mínimo 200 caracteres).',
    ]);
    // Multi-byte characters count as one each: the limit is in characters, not bytes.
    const long = await paste('ç'.repeat(MAX_PASTED_TEXT_CHARS + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toEqual([
      'text: O texto tem mais de 300 mil caracteres, o limite para colar. Envie o contrato como arquivo (PDF ou .docx).',
    ]);
    expect((await paste(42)).statusCode).toBe(400);
  });

  it('refuses text that is not a contract with the same words as a file', async () => {
    const recipe = 'Bata os ovos com o açúcar até obter um creme claro e fofo. '.repeat(10);
    const response = await paste(recipe);
    const { userServiceId: id } = ZUploadResponse.parse(response.json());
    const cookie = response.cookies.find((c) => c.name === 'cc_uploader')!;
    const outcome = await waitForOutcome(app(), id, { cookie: `cc_uploader=${cookie.value}` });
    expect(outcome).toMatchObject({ status: 'failed', error: { code: 'NOT_A_CONTRACT' } });
  });
});
