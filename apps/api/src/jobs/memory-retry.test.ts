import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { upload, waitForOutcome } from '../../test/contracts';
import { createTestDatabase } from '../../test/db';
import { renderLongContract } from '../../test/long-contract';
import type { DatabaseHandle } from '../db/client';
import { analyses } from '../db/schema';

/**
 * Real analysis children (the real analyzer, pdf.js, the dictionary) on a real 300-page PDF whose
 * analysis peaks near 290 MB RSS (bench/memory), under caps chosen around that: killed for memory
 * at 200 MB, it runs again with 400 MB, or fails for good when the ceiling allows less.
 */
describe('analysis out of memory', () => {
  const PAGES = 300;
  let database: DatabaseHandle;
  let dataDir: string;
  let pdf: Buffer;
  const apps: TestApp[] = [];

  const startApp = async (env: Record<string, string>) => {
    const testApp = await buildTestApp({
      database,
      dataDir,
      env: {
        ANALYSIS_CONCURRENCY: '1',
        ANALYSIS_MEMORY_MB: '200',
        ANALYSIS_BUDGET_PER_IP_SECONDS: '100000',
        ANALYSIS_BUDGET_PER_UPLOADER_SECONDS: '100000',
        ...env,
      },
      workers: true,
      jobs: { pollMs: 500 },
    });
    apps.push(testApp);
    await testApp.app.ready();
    return testApp;
  };
  const rowOf = async (id: string) =>
    (await database.db.select().from(analyses).where(eq(analyses.id, id)))[0]!;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'contrato-claro-memory-'));
    pdf = await renderLongContract(PAGES);
  });
  afterEach(async () => {
    for (const testApp of apps.splice(0)) await testApp.close();
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('kills the child over its cap, keeps the raised cap across a restart, and succeeds with it', async () => {
    const first = await startApp({ ANALYSIS_MEMORY_MAX_MB: '1024' });
    const { id, cookie, response } = await upload(first.app, 'contrato-longo.pdf', pdf);
    expect(response.statusCode).toBe(202);
    // Killed at 200 MB, queued again with 2 × 200 MB; the server stops before the retry ends.
    for (;;) {
      const row = await rowOf(id);
      if (row.memoryMb !== null) break;
      expect(row.status).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await apps.pop()!.close();
    expect(await rowOf(id)).toMatchObject({ status: 'queued', memoryMb: 400 });

    const second = await startApp({ ANALYSIS_MEMORY_MAX_MB: '1024' });
    const outcome = await waitForOutcome(second.app, id, { cookie });
    expect(outcome.status).toBe('done');
    expect(await rowOf(id)).toMatchObject({ status: 'done', memoryMb: 400, pageCount: PAGES });
  }, 240_000);

  it('fails DOCUMENT_TOO_LARGE, naming its pages, when the retry runs out of memory too', async () => {
    const { app } = await startApp({ ANALYSIS_MEMORY_MAX_MB: '240' });
    const { id, cookie } = await upload(app, 'contrato-longo.pdf', pdf);
    const outcome = await waitForOutcome(app, id, { cookie });
    expect(outcome.error).toEqual({
      code: 'DOCUMENT_TOO_LARGE',
      message: `O documento é grande demais para ser analisado (${PAGES} páginas). Envie só as páginas do contrato ou divida-o em partes menores.`,
    });
    const row = await rowOf(id);
    expect(row).toMatchObject({
      status: 'failed',
      errorCode: 'DOCUMENT_TOO_LARGE',
      memoryMb: 240,
      attempts: 2,
      filePath: null,
    });
    // The reason for operators: which cap, and no contract text.
    expect(row.errorMessage).toMatch(/^out of memory with 240 MB \(retry\): /);
    expect(row.errorMessage).not.toMatch(/LOCATÁRIO|aluguel/i);
  }, 240_000);
});
