import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  FIXTURES_DIR,
  WIDTHS,
  checkScreen,
  launchBrowser,
  openPage,
  withPageErrors,
  type Width,
} from './browser';
import { expectResults, submitRegistration } from './journeys';

/** The analyzer's scanned-contract fixtures (rendered and cached on first use; loaded by path). */
interface ScanFixtures {
  scannedPdf(source: string, fault: string): Promise<string>;
}
const scans = (await import(
  pathToFileURL(path.join(FIXTURES_DIR, '..', 'scans', 'render.ts')).href
)) as ScanFixtures;

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Uploads a scan of a corpus contract and follows it: the stepper shows the OCR stage with the
 * page being read and the time left, then the preview opens.
 */
async function uploadScan(page: Page, file: string, width: Width, prefix: string) {
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByLabel('Arquivo do contrato').setInputFiles(file);
  const stages = page.getByRole('list', { name: 'Etapas da análise' });
  await stages
    .getByText(/^Lendo o documento digitalizado \(página \d de 2\)/u)
    .waitFor({ timeout: 60_000 });
  await page.getByText(/^Cerca de \d+ segundos restantes$/u).waitFor();
  await checkScreen(page, `${prefix}scan-progress`, width);
  await page.waitForURL('**/contract-analysis/preview', { timeout: 120_000 });
  await page.getByRole('heading', { name: 'Resultado da Análise' }).waitFor();
  expect(await page.getByText(path.basename(file)).count()).toBeGreaterThan(0);
  await checkScreen(page, `${prefix}scan-preview`, width);
}

describe('a scanned contract (OCR)', () => {
  it('on a desktop: the OCR stage, then results that say the text was read by OCR, poorly', async () => {
    const page = await openPage(browser, baseUrl, WIDTHS.desktop);
    await withPageErrors(page, async () => {
      // A worn copy faxed at 150 dpi: read, but with low confidence.
      const file = await scans.scannedPdf('compra-venda-veiculo-atencao', 'faded');
      await uploadScan(page, file, WIDTHS.desktop, '');

      await submitRegistration(page, 'maria.scan@empresa.com.br', WIDTHS.desktop, 'scan-');
      await expectResults(page, WIDTHS.desktop, 'scan-');

      const note = page.getByRole('note');
      await note
        .getByText(
          'Este documento é digitalizado: o texto foi lido da imagem por reconhecimento de texto (OCR).',
        )
        .waitFor();
      await note
        .getByText(
          'Parte do texto foi lida com baixa qualidade; confira os valores e datas destacados.',
        )
        .waitFor();
      expect(await page.getByText('Confira no documento').count()).toBeGreaterThan(0);
      await page.getByText(/^É o texto que o reconhecimento de texto \(OCR\) leu/u).waitFor();
      const text = page.getByRole('region', { name: 'Texto do contrato' });
      await text
        .getByText(/R\$ 98\.000,00/u)
        .first()
        .waitFor();
    });
    await page.context().close();
  });

  it('on a phone: a scan with a rubber stamp over the text reaches its preview', async () => {
    const page = await openPage(browser, baseUrl, WIDTHS.phone);
    await withPageErrors(page, async () => {
      const file = await scans.scannedPdf('compra-venda-veiculo-atencao', 'stamp');
      await uploadScan(page, file, WIDTHS.phone, 'stamp-');
    });
    await page.context().close();
  });
});
