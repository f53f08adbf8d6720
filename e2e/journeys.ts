import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { FIXTURES_DIR, checkScreen, type Width } from './browser';

/** The e2e journeys' shared steps. */

/** The seven preview rows, in the order of SPEC.md §2. */
const ROWS = [
  'Contradição',
  'Riscos financeiros',
  'Datas importantes',
  'Equilíbrio contratual',
  'Objetividade, erros e repetições',
  'Clausulas padrões',
  'Cláusulas atípicas',
];

/** Upload → progress → preview with the seven rows; returns the page on the preview. */
export async function uploadToPreview(page: Page, fileName: string, width: Width, prefix: string) {
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await checkScreen(page, 'upload', width);

  await page.getByLabel('Arquivo do contrato').setInputFiles(path.join(FIXTURES_DIR, fileName));
  await page.waitForURL('**/contract-analysis/preview');

  await page.getByRole('heading', { name: 'Resultado da Análise' }).waitFor();
  const rows = await page.locator('main ol > li h3').allTextContents();
  expect(rows).toEqual(ROWS);
  await page.getByText('Resumo da nota:').waitFor();
  expect(await page.getByText(fileName).count()).toBeGreaterThan(0);
  await checkScreen(page, `${prefix}preview`, width);
}

/** Opens the registration from a row arrow and sends it filled with `email`; returns the dialog. */
export async function submitRegistration(page: Page, email: string, width: Width, prefix: string) {
  await page.getByRole('button', { name: 'Ver detalhes de Riscos financeiros' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete seu cadastro' });
  await dialog.waitFor();
  await checkScreen(page, `${prefix}registration`, width);

  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Nome').fill('Maria Souza');
  await dialog.getByLabel('Empresa (opcional)').fill('https://empresa.com.br');
  await dialog.getByLabel('Número de funcionários').selectOption('11-80');
  await dialog.getByLabel('Segmento').selectOption('Tecnologia');
  await dialog.getByLabel('Celular').pressSequentially('11987654321');
  await expect.poll(() => dialog.getByLabel('Celular').inputValue()).toBe('(11) 98765-4321');
  await dialog.getByRole('button', { name: 'Concluir cadastro' }).click();
  return dialog;
}

/** The detailed results screen, reached after registration or login. */
export async function expectResults(page: Page, width: Width, prefix: string) {
  await page.waitForURL('**/contract-analysis/results?id=*');
  await page.getByRole('heading', { name: 'Análise detalhada' }).waitFor();
  await page.getByRole('img', { name: /Nota geral: \d+ de 100/ }).waitFor();
  expect(await page.getByRole('region', { name: 'Texto do contrato' }).count()).toBe(1);
  await checkScreen(page, `${prefix}results`, width);
}
