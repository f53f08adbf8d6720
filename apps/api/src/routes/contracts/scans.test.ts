import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ERROR_MESSAGES,
  MAX_OCR_PAGES,
  ZContractStatus,
  ZResults,
  type TContractStatus,
} from '@contrato-claro/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, LEAD_FORM } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { ANALYZER_FIXTURES_DIR, upload, waitForOutcome } from '../../../test/contracts';
import { waitUntil } from '../../../test/wait';

/** The analyzer's scanned-contract fixtures (rendered on first use; loaded by path). */
interface ScanFixtures {
  scannedPdf(source: string, fault: string): Promise<string>;
  mixedPdf(source: string): Promise<string>;
  manyPagesScan(pages: number): Promise<string>;
  notAContractScan(): Promise<string>;
}
const scans = (await import(
  pathToFileURL(path.join(ANALYZER_FIXTURES_DIR, '..', 'scans', 'render.ts')).href
)) as ScanFixtures;

const SOURCE = 'compra-venda-veiculo-atencao';
/** Scans are read by Tesseract, a few seconds a page on a shared machine. */
const SCAN_TIMEOUT = 180_000;

/** Polls an analysis to its end (bounded by the test's timeout), keeping every distinct progress it showed on the way. */
async function follow(
  testApp: TestApp,
  id: string,
  cookie: string,
): Promise<{ outcome: TContractStatus; seen: TContractStatus['progress'][] }> {
  const seen: TContractStatus['progress'][] = [];
  let outcome: TContractStatus | undefined;
  await waitUntil(async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/contracts/${id}`,
      headers: { cookie },
    });
    const status = ZContractStatus.parse(response.json());
    if (JSON.stringify(seen.at(-1)) !== JSON.stringify(status.progress)) seen.push(status.progress);
    outcome = status;
    return status.status === 'done' || status.status === 'failed';
  }, 100);
  return { outcome: outcome!, seen };
}

describe('scanned contracts through the API (real analyzer, pdftoppm and Tesseract)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { ANALYSIS_CONCURRENCY: '2', UPLOADS_PER_MINUTE: '1000' },
      workers: true,
      jobs: { pollMs: 500 },
    });
    await testApp.app.ready();
  });
  afterAll(() => testApp.close());

  it(
    'reads a scanned PDF page by page, shows the OCR stage, and ends with findings',
    async () => {
      const bytes = await readFile(await scans.scannedPdf(SOURCE, 'clean-300'));
      const { response, id, cookie } = await upload(testApp.app, 'digitalizado.pdf', bytes);
      expect(response.statusCode).toBe(202);
      const { outcome, seen } = await follow(testApp, id, cookie);
      expect(outcome.error).toBeUndefined();
      expect(outcome.status).toBe('done');
      expect(outcome.preview?.pageCount).toBe(2);
      expect(seen).toContainEqual({
        stage: 'lendo o documento digitalizado',
        percent: expect.any(Number),
        scan: { page: 1, pages: 2 },
      });
      // The page read stays known to the end; progress never went backwards.
      expect(outcome.progress.scan).toEqual({ page: 2, pages: 2 });
      const percents = seen.map((progress) => progress.percent);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));

      const account = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/register/account',
        payload: { ...LEAD_FORM, email: 'scan@example.com', userServiceId: id },
        headers: { cookie },
      });
      expect(account.statusCode).toBe(201);
      const results = await testApp.app.inject({
        method: 'GET',
        url: `/api/services/score/results/${id}`,
        headers: bearer(account.json<{ access_token: string }>().access_token),
      });
      const analysis = ZResults.parse(results.json());
      expect(analysis.ocr).toMatchObject({ pages: [1, 2], lowQualityPages: [] });
      expect(analysis.text).toContain('O preço do veículo é de R$ 98.000,00');
      expect(analysis.entities.money.map((money) => money.value)).toContain(98_000);
      const findings = [
        analysis.contradictionAnalysis,
        analysis.keyValuesAnalysis,
        analysis.importantDatesAnalysis,
        analysis.equilibriumAnalysis,
        analysis.objectiveAnalysis,
        analysis.defaultClauses,
        analysis.exoticClauses,
      ].flatMap((criterion) => criterion.findings);
      expect(findings.length).toBeGreaterThan(0);
      expect(findings.every((finding) => finding.clause.page !== null)).toBe(true);
    },
    SCAN_TIMEOUT,
  );

  it(
    'reads a mixed PDF (OCR for its scanned page only) and a scan with a page upside down',
    async () => {
      const [mixed, upsideDown] = await Promise.all(
        [scans.mixedPdf(SOURCE), scans.scannedPdf(SOURCE, 'upside-down')].map(async (file) => {
          const { id, cookie } = await upload(
            testApp.app,
            'contrato.pdf',
            await readFile(await file),
          );
          return (await follow(testApp, id, cookie)).outcome;
        }),
      );
      expect(mixed).toMatchObject({ status: 'done', progress: { scan: { page: 1, pages: 1 } } });
      expect(upsideDown).toMatchObject({ status: 'done', progress: { scan: { pages: 2 } } });
    },
    SCAN_TIMEOUT,
  );

  it(
    'answers NOT_A_CONTRACT for the scanned photo of something that is not a contract',
    async () => {
      const bytes = await readFile(await scans.notAContractScan());
      const { id, cookie } = await upload(testApp.app, 'foto.pdf', bytes);
      expect(await waitForOutcome(testApp.app, id, { cookie })).toMatchObject({
        status: 'failed',
        progress: { scan: { pages: 1 } },
        error: { code: 'NOT_A_CONTRACT' },
      });
    },
    SCAN_TIMEOUT,
  );

  it(
    `fails a scan of more than ${MAX_OCR_PAGES} pages with a message saying how many can be read`,
    async () => {
      const bytes = await readFile(await scans.manyPagesScan(MAX_OCR_PAGES + 1));
      const { id, cookie } = await upload(testApp.app, 'longo.pdf', bytes);
      const outcome = await waitForOutcome(testApp.app, id, { cookie });
      expect(outcome).toMatchObject({
        status: 'failed',
        error: {
          code: 'TOO_MANY_SCANNED_PAGES',
          message: ERROR_MESSAGES.TOO_MANY_SCANNED_PAGES,
        },
      });
      expect(outcome.error!.message).toContain(`até ${MAX_OCR_PAGES} páginas digitalizadas`);
    },
    SCAN_TIMEOUT,
  );
});

describe('a server without Tesseract', () => {
  let testApp: TestApp;
  let bin: string;
  const path0 = process.env.PATH;
  beforeAll(async () => {
    // The analysis processes inherit a PATH with poppler's tools but no tesseract.
    bin = mkdtempSync(path.join(tmpdir(), 'no-tesseract-'));
    for (const tool of ['pdftoppm', 'pdfimages']) {
      symlinkSync(`/usr/bin/${tool}`, path.join(bin, tool));
    }
    process.env.PATH = bin;
    testApp = await buildTestApp({ workers: true, jobs: { pollMs: 500 } });
    await testApp.app.ready();
  });
  afterAll(async () => {
    await testApp.close();
    process.env.PATH = path0;
    rmSync(bin, { recursive: true, force: true });
  });

  it(
    'starts, analyses text PDFs, and fails a scan with OCR_UNAVAILABLE',
    async () => {
      const scan = await upload(
        testApp.app,
        'digitalizado.pdf',
        await readFile(await scans.scannedPdf(SOURCE, 'clean-300')),
      );
      const text = await upload(
        testApp.app,
        'contrato.pdf',
        await readFile(path.join(ANALYZER_FIXTURES_DIR, 'contrato-locacao.pdf')),
      );
      expect(await waitForOutcome(testApp.app, scan.id, { cookie: scan.cookie })).toMatchObject({
        status: 'failed',
        error: { code: 'OCR_UNAVAILABLE', message: ERROR_MESSAGES.OCR_UNAVAILABLE },
      });
      expect(ERROR_MESSAGES.OCR_UNAVAILABLE).toContain(
        'a leitura de documentos digitalizados não está disponível neste servidor',
      );
      expect(await waitForOutcome(testApp.app, text.id, { cookie: text.cookie })).toMatchObject({
        status: 'done',
      });
    },
    SCAN_TIMEOUT,
  );
});
