import { readFile } from 'node:fs/promises';
import path from 'node:path';
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

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A lease with an abusive late fine (20%), as the tenant receives it. */
const LEASE = [
  'CONTRATO DE LOCAÇÃO RESIDENCIAL',
  'LOCADOR: JOÃO CARLOS MENDES, brasileiro, casado, inscrito no CPF sob o nº 123.456.789-09, residente em Curitiba/PR.',
  'LOCATÁRIA: MARIANA COSTA LIMA, brasileira, solteira, inscrita no CPF sob o nº 987.654.321-00, residente em Curitiba/PR.',
  'CLÁUSULA PRIMEIRA – DO OBJETO',
  'O LOCADOR dá em locação à LOCATÁRIA o apartamento situado na Rua das Flores, 100, Curitiba/PR, para fins residenciais.',
  'CLÁUSULA SEGUNDA – DO PRAZO',
  'A locação terá prazo de 30 (trinta) meses, com início em 1º de março de 2026 e término em 31 de agosto de 2028.',
  'CLÁUSULA TERCEIRA – DO ALUGUEL',
  'O aluguel mensal é de R$ 2.000,00 (dois mil reais), que a LOCATÁRIA pagará até o dia 5 (cinco) de cada mês.',
  'CLÁUSULA QUARTA – DA MULTA',
  'Em caso de atraso, a LOCATÁRIA pagará multa de 20% (vinte por cento) sobre o valor devido.',
  'CLÁUSULA QUINTA – DO FORO',
  'Fica eleito o foro da comarca de Curitiba/PR para dirimir as questões deste contrato.',
  'Curitiba, 20 de fevereiro de 2026.',
].join('\n');

/** The landlord's answer: the fine lowered to 2%, the forum moved to the first clause. */
const REVISED = [
  'CONTRATO DE LOCAÇÃO RESIDENCIAL',
  'LOCADOR: JOÃO CARLOS MENDES, brasileiro, casado, inscrito no CPF sob o nº 123.456.789-09, residente em Curitiba/PR.',
  'LOCATÁRIA: MARIANA COSTA LIMA, brasileira, solteira, inscrita no CPF sob o nº 987.654.321-00, residente em Curitiba/PR.',
  'CLÁUSULA PRIMEIRA – DO FORO',
  'Fica eleito o foro da comarca de Curitiba/PR para dirimir as questões deste contrato.',
  'CLÁUSULA SEGUNDA – DO OBJETO',
  'O LOCADOR dá em locação à LOCATÁRIA o apartamento situado na Rua das Flores, 100, Curitiba/PR, para fins residenciais.',
  'CLÁUSULA TERCEIRA – DO PRAZO',
  'A locação terá prazo de 30 (trinta) meses, com início em 1º de março de 2026 e término em 31 de agosto de 2028.',
  'CLÁUSULA QUARTA – DO ALUGUEL',
  'O aluguel mensal é de R$ 2.000,00 (dois mil reais), que a LOCATÁRIA pagará até o dia 5 (cinco) de cada mês.',
  'CLÁUSULA QUINTA – DA MULTA',
  'Em caso de atraso, a LOCATÁRIA pagará multa de 2% (dois por cento) sobre o valor devido.',
  'Curitiba, 27 de fevereiro de 2026.',
].join('\n');

/** Pastes `text` into the form of the screen and sends it. */
async function paste(page: Page, text: string) {
  await page.getByRole('button', { name: 'Colar o texto do contrato' }).click();
  await page.getByLabel('Texto do contrato').fill(text);
  await page.getByRole('button', { name: 'Analisar o texto' }).click();
}

/** The message with the fine alone, then the same point as tracked changes in Word. */
async function askForTheFine(page: Page, width: Width) {
  await page.getByRole('button', { name: 'Escrever à outra parte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mensagem à outra parte' });
  await dialog.waitFor();
  const points = dialog.getByRole('checkbox');
  for (let index = 0; index < (await points.count()); index += 1) {
    const label = await points.nth(index).evaluate((box) => box.closest('label')?.textContent);
    if (/multa/iu.test(label ?? '')) await points.nth(index).check();
    else await points.nth(index).uncheck();
  }
  await dialog.getByText('1 ponto marcado').waitFor();
  await dialog.getByRole('button', { name: 'Escrever a mensagem' }).click();
  await dialog.getByLabel('Mensagem', { exact: true }).waitFor();
  await checkScreen(page, 'versions-message', width);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Baixar com sugestões (Word)' }).click(),
  ]);
  const target = path.join(ARTIFACTS_DIR, `sugestoes-${width}.docx`);
  await file.saveAs(target);
  expect(file.suggestedFilename()).toBe('sugestoes-contrato-colado.docx');
  expect((await readFile(target)).subarray(0, 2).toString()).toBe('PK');
  await dialog.getByRole('button', { name: 'Pronto' }).click();
}

/** The comparison of the revised lease: the point asked for first, met. */
async function expectComparison(page: Page, width: Width) {
  await page.getByRole('heading', { name: 'O que mudou na nova versão' }).waitFor();
  const asked = page.getByRole('region', { name: 'O que você pediu na mensagem' });
  await asked.getByText(/Você pediu: .*multa.* — atendido/iu).waitFor();
  await page.getByText(/A nota (subiu|caiu|ficou)/u).waitFor();
  const clauses = page.getByRole('region', { name: 'Cláusula por cláusula' });
  await clauses.getByText('renumerada: era Cláusula 4ª, agora Cláusula 5ª').waitFor();
  expect(await clauses.locator('ins').allTextContents()).toContain('incluído: 2');
  await checkScreen(page, 'versions-comparison', width);
}

/** A later version's results: which version it is, and its comparison one tap away. */
async function expectVersionLink(page: Page, width: Width) {
  await page.waitForURL('**/contract-analysis/results?id=*');
  await page.getByText('Versão 2 de 2').waitFor();
  await checkScreen(page, 'versions-results', width);
  await page.getByRole('link', { name: 'Ver o que mudou desde a versão anterior' }).click();
  await page.waitForURL('**/contract-analysis/comparacao?id=*');
  await page.getByRole('heading', { name: 'O que mudou na nova versão' }).waitFor();
}

describe('negotiating: the revised version compared, the suggestions in Word', () => {
  it('asks for a lower fine, downloads the suggestions, uploads the answer and compares, and links the new version to its comparison, at 1280 and 360 px', async () => {
    const desktop = await openPage(browser, baseUrl, WIDTHS.desktop);
    let token = '';
    let comparisonUrl = '';
    await withPageErrors(desktop, async () => {
      await desktop.goto('/');
      await paste(desktop, LEASE);
      await desktop.waitForURL('**/contract-analysis/preview');
      await desktop.getByRole('button', { name: 'Ver detalhes de Riscos financeiros' }).click();
      const dialog = desktop.getByRole('dialog', { name: 'Complete seu cadastro' });
      await dialog.getByLabel('E-mail').fill('mariana.versoes@empresa.com.br');
      await dialog.getByLabel('Nome').fill('Mariana Lima');
      await dialog.getByLabel('Número de funcionários').selectOption('1-10');
      await dialog.getByLabel('Segmento').selectOption('Imobiliário');
      await dialog.getByLabel('Celular').pressSequentially('41987654321');
      await dialog.getByRole('button', { name: 'Concluir cadastro' }).click();
      await desktop.waitForURL('**/contract-analysis/results?id=*');
      await desktop.getByRole('heading', { name: 'Leve a análise com você' }).waitFor();
      await askForTheFine(desktop, WIDTHS.desktop);

      await desktop.getByRole('link', { name: 'Comparar com nova versão' }).click();
      await desktop.getByRole('heading', { name: 'Comparar com nova versão' }).waitFor();
      await checkScreen(desktop, 'versions-new', WIDTHS.desktop);
      await paste(desktop, REVISED);
      await desktop.waitForURL('**/contract-analysis/comparacao?id=*');
      await expectComparison(desktop, WIDTHS.desktop);
      comparisonUrl = new URL(desktop.url()).pathname + new URL(desktop.url()).search;
      token = await desktop.evaluate(() => localStorage.getItem('token') ?? '');
      await desktop.getByRole('link', { name: 'Ver a análise da nova versão' }).click();
      await expectVersionLink(desktop, WIDTHS.desktop);

      // "Minhas análises": one item, its second version under it.
      await desktop.goto('/contract-analysis/history');
      await desktop.getByText('2 versões').waitFor();
      await checkScreen(desktop, 'versions-history', WIDTHS.desktop);
      await desktop.getByRole('link', { name: 'Ver o que mudou na versão 2' }).click();
      await desktop.waitForURL('**/contract-analysis/comparacao?id=*');
    });

    // The same owner on a phone.
    const phone = await openPage(browser, baseUrl, WIDTHS.phone);
    await withPageErrors(phone, async () => {
      await phone.goto('/');
      await phone.evaluate((value) => localStorage.setItem('token', value), token);
      await phone.goto(comparisonUrl);
      await expectComparison(phone, WIDTHS.phone);
      await phone.getByRole('link', { name: 'Ver a análise da nova versão' }).click();
      await expectVersionLink(phone, WIDTHS.phone);
      await phone.goto('/contract-analysis/history');
      await phone.getByText('2 versões').waitFor();
      await checkScreen(phone, 'versions-history', WIDTHS.phone);
      await phone.getByRole('link', { name: /Comparar com nova versão: /u }).click();
      await phone.getByRole('heading', { name: 'Comparar com nova versão' }).waitFor();
      await checkScreen(phone, 'versions-new', WIDTHS.phone);
    });
  }, 300_000);
});
