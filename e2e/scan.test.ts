import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
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
async function uploadScan(page: Page, file: string, width: Width, prefix: string, pages = 2) {
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByLabel('Arquivo do contrato').setInputFiles(file);
  const stages = page.getByRole('list', { name: 'Etapas da análise' });
  await stages
    .getByText(new RegExp(`^Lendo o documento digitalizado \\(página \\d de ${pages}\\)`, 'u'))
    .waitFor({ timeout: 180_000 });
  await page.getByText(/^Cerca de \d+ (?:segundos|minutos) restantes$/u).waitFor();
  await checkScreen(page, `${prefix}scan-progress`, width);
  await page.waitForURL('**/contract-analysis/preview', { timeout: 600_000 });
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

/**
 * A CPU load on the same machine: one process spinning on every core, as another heavy program
 * (or other people's analyses) would. Stopped by the returned function.
 */
function loadEveryCore(): () => void {
  const spinners: ChildProcess[] = Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return () => {
    for (const spinner of spinners) spinner.kill('SIGKILL');
  };
}

/**
 * The corpus contract whose scan runs to 5 pages (more than the 4 of the scan that failed on a
 * busy server): its analysis must finish however busy the machine is, since its time budget
 * counts its own CPU time.
 */
const LONG_SCAN = 'prestacao-servicos-ti-completo';

describe.each([WIDTHS.desktop, WIDTHS.phone])(
  'a 5-page scan on a busy machine at %i px',
  (width) => {
    it('reads every page and reaches the preview while every core is kept busy', async () => {
      const file = await scans.scannedPdf(LONG_SCAN, 'clean-300');
      const page = await openPage(browser, baseUrl, width);
      const stopLoad = loadEveryCore();
      try {
        await withPageErrors(page, async () => {
          await uploadScan(page, file, width, `busy-${width}-`, 5);
          await page.getByText('Resumo da nota:').waitFor();
          expect(await page.getByRole('alert').count()).toBe(0);
        });
      } finally {
        stopLoad();
      }
      await page.context().close();
    }, 900_000);
  },
);
