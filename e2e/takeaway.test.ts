import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ARTIFACTS_DIR,
  WIDTHS,
  checkScreen,
  launchBrowser,
  openPage,
  withPageErrors,
  type Width,
} from './browser';

const run = promisify(execFile);
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A lease as someone would have it in an e-mail: a late fine, rent due on the 5th, dates ahead. */
const LEASE = [
  'CONTRATO DE LOCAÇÃO RESIDENCIAL',
  'LOCADOR: JOÃO CARLOS MENDES, brasileiro, casado, inscrito no CPF sob o nº 123.456.789-09, residente em Curitiba/PR.',
  'LOCATÁRIA: MARIANA COSTA LIMA, brasileira, solteira, inscrita no CPF sob o nº 987.654.321-00, residente em Curitiba/PR.',
  'CLÁUSULA PRIMEIRA – DO OBJETO',
  'O LOCADOR dá em locação à LOCATÁRIA o apartamento situado na Rua das Flores, 100, Curitiba/PR, para fins residenciais.',
  'CLÁUSULA SEGUNDA – DO PRAZO',
  'A locação terá prazo de 30 (trinta) meses, com início em 1º de março de 2026 e término em 31 de agosto de 2028.',
  'CLÁUSULA TERCEIRA – DO ALUGUEL',
  'O aluguel mensal é de R$ 2.000,00 (dois mil reais), que a LOCATÁRIA pagará até o dia 5 (cinco) de cada mês, reajustado anualmente pelo IPCA.',
  'CLÁUSULA QUARTA – DA MULTA',
  'Em caso de atraso, a LOCATÁRIA pagará multa de 20% (vinte por cento) sobre o valor devido, acrescida de juros de 1% ao mês.',
  'CLÁUSULA QUINTA – DA RESPONSABILIDADE',
  'O LOCADOR não responderá, em nenhuma hipótese, por danos sofridos pela LOCATÁRIA em razão de infiltrações, vazamentos ou furtos.',
  'CLÁUSULA SEXTA – DO FORO',
  'Fica eleito o foro da comarca de Curitiba/PR para dirimir as questões deste contrato.',
  'Curitiba, 20 de fevereiro de 2026.',
  'LOCADOR',
  'LOCATÁRIA',
].join('\n');

/** "Colar o texto do contrato" on the home screen: the form, its count, then the analysis. */
async function pasteToPreview(page: Page, width: Width) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Colar o texto do contrato' }).click();
  const area = page.getByLabel('Texto do contrato');
  await area.fill(LEASE);
  await page.getByText(`${LEASE.length.toLocaleString('pt-BR')} de 300.000 caracteres`).waitFor();
  await checkScreen(page, 'paste', width);
  await page.getByRole('button', { name: 'Analisar o texto' }).click();
  await page.waitForURL('**/contract-analysis/preview');
  await page.getByRole('heading', { name: 'Resultado da Análise' }).waitFor();
  expect(await page.getByText('contrato-colado.txt').count()).toBeGreaterThan(0);
}

/** Saves the next download (started by `click`) into e2e/artifacts; returns its path. */
async function download(page: Page, click: () => Promise<void>, name: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const target = path.join(ARTIFACTS_DIR, name);
  await file.saveAs(target);
  return target;
}

/** What the screen shows (a dialog is fixed to it, so a full-page picture may miss it). */
async function viewportShot(page: Page, name: string, width: Width) {
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-view-${width}.png`) });
}

/** The report, the calendar and the message, from the results screen at `width`. */
async function takeAway(page: Page, width: Width) {
  await page.getByRole('heading', { name: 'Leve a análise com você' }).waitFor();

  // The PDF report: downloaded, its first page rendered to a picture, its text read back.
  const report = await download(
    page,
    () => page.getByRole('button', { name: 'Baixar relatório (PDF)' }).click(),
    `report-${width}.pdf`,
  );
  expect(path.basename(report)).toBe(`report-${width}.pdf`);
  const pdfText = (await run('pdftotext', ['-layout', report, '-'])).stdout;
  expect(pdfText).toContain('Relatório da análise do contrato');
  expect(pdfText).toContain('contrato-colado.txt');
  await run('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    report,
    path.join(ARTIFACTS_DIR, `report-page-1-${width}`),
  ]);

  // The calendar, reminding a week before.
  await page.getByLabel('Lembrar').selectOption('7');
  const ics = await readFile(
    await download(
      page,
      () => page.getByRole('button', { name: 'Adicionar ao calendário' }).click(),
      `calendar-${width}.ics`,
    ),
    'utf8',
  );
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('RRULE:FREQ=MONTHLY;BYMONTHDAY=5;UNTIL=20280831');
  expect(ics).toContain('TRIGGER:-P6DT15H');
  // RFC 5545: no "P1DT" duration, every recurrence bounded.
  expect(ics).not.toMatch(/DURATION:P\d+DT\r?\n/u);
  for (const [rule] of ics.matchAll(/^RRULE:.*$/gmu)) expect(rule).toMatch(/(COUNT|UNTIL)=/u);
  await checkScreen(page, 'results-takeaway', width);
  await page.getByRole('heading', { name: 'Leve a análise com você' }).scrollIntoViewIfNeeded();
  await viewportShot(page, 'results-takeaway', width);

  // The message: requests to the other party only, the most serious (up to three) marked; then
  // only the first one kept.
  await page.getByRole('button', { name: 'Escrever à outra parte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mensagem à outra parte' });
  await dialog.waitFor();
  const points = dialog.getByRole('checkbox');
  const count = await points.count();
  expect(count).toBeGreaterThan(0);
  const titles = await dialog.locator('label span.block.font-medium').allTextContents();
  for (let index = 0; index < count; index += 1) {
    expect(await points.nth(index).isChecked()).toBe(index < 3);
    if (index > 0 && index < 3) await points.nth(index).uncheck();
  }
  await dialog.getByText('1 ponto marcado').waitFor();
  await checkScreen(page, 'message-choose', width);
  await viewportShot(page, 'message-choose', width);
  await dialog.getByRole('button', { name: 'Escrever a mensagem' }).click();
  const body = dialog.getByLabel('Mensagem', { exact: true });
  await body.waitFor();
  const text = await body.inputValue();
  expect(text).toContain(`1. ${titles[0]}`);
  expect(text).toContain('Peço que a cláusula passe a ter esta redação: "');
  expect(text).not.toContain('Proposta:');
  for (const other of titles.slice(1)) expect(text).not.toContain(other);
  expect(await dialog.getByRole('link', { name: 'Abrir no e-mail' }).getAttribute('href')).toMatch(
    /^mailto:\?subject=Proposta%20de%20ajustes/u,
  );
  expect(
    await dialog.getByRole('link', { name: 'Enviar pelo WhatsApp' }).getAttribute('href'),
  ).toMatch(/^https:\/\/wa\.me\/\?text=/u);
  await checkScreen(page, 'message-ready', width);
  await viewportShot(page, 'message-ready', width);
  const docx = await download(
    page,
    () => dialog.getByRole('button', { name: 'Baixar .docx' }).click(),
    `message-${width}.docx`,
  );
  expect((await readFile(docx)).subarray(0, 2).toString()).toBe('PK');
  await dialog.getByRole('button', { name: 'Pronto' }).click();
}

describe('what the user takes away', () => {
  it('pastes a contract, registers, then takes the report, the calendar and a message, at 1280 and 360 px', async () => {
    const desktop = await openPage(browser, baseUrl, WIDTHS.desktop);
    let resultsUrl = '';
    let token = '';
    await withPageErrors(desktop, async () => {
      await pasteToPreview(desktop, WIDTHS.desktop);
      await desktop.getByRole('button', { name: 'Ver detalhes de Datas importantes' }).click();
      const dialog = desktop.getByRole('dialog', { name: 'Complete seu cadastro' });
      await dialog.getByLabel('E-mail').fill('mariana.colado@empresa.com.br');
      await dialog.getByLabel('Nome').fill('Mariana Lima');
      await dialog.getByLabel('Número de funcionários').selectOption('1-10');
      await dialog.getByLabel('Segmento').selectOption('Imobiliário');
      await dialog.getByLabel('Celular').pressSequentially('41987654321');
      await dialog.getByRole('button', { name: 'Concluir cadastro' }).click();
      await desktop.waitForURL('**/contract-analysis/results?id=*');
      await takeAway(desktop, WIDTHS.desktop);
      resultsUrl = new URL(desktop.url()).pathname + new URL(desktop.url()).search;
      token = await desktop.evaluate(() => localStorage.getItem('token') ?? '');
    });

    // The same owner on a phone: the paste form, then each button of the results.
    const phone = await openPage(browser, baseUrl, WIDTHS.phone);
    await withPageErrors(phone, async () => {
      await pasteToPreview(phone, WIDTHS.phone);
      await phone.evaluate((value) => localStorage.setItem('token', value), token);
      await phone.goto(resultsUrl);
      await takeAway(phone, WIDTHS.phone);
    });
  }, 240_000);
});
