import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  FIXTURES_DIR,
  WIDTHS,
  checkScreen,
  launchBrowser,
  openPage,
  withPageErrors,
} from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const UNKNOWN_ID = '3f0c8a52-6a9e-4f55-9a43-2b1f4f1f6a10';

describe.each([WIDTHS.phone, WIDTHS.desktop])('screens without an analysis at %ipx', (width) => {
  it('/login, with its three tabs', async () => {
    const page = await openPage(browser, baseUrl, width);
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Entrar' }).waitFor();
    // Every optional header element is on in the browser tests' build, and fits.
    await page.getByRole('link', { name: 'Central de ajuda' }).waitFor();
    await checkScreen(page, 'login', width);
    await page.getByRole('tab', { name: 'Criar conta' }).click();
    await checkScreen(page, 'login-register', width);
    await page.context().close();
  });

  it('/privacidade', async () => {
    const page = await openPage(browser, baseUrl, width);
    await page.goto('/privacidade');
    await page.getByRole('heading', { name: 'Seus direitos (LGPD, art. 18)' }).waitFor();
    await checkScreen(page, 'privacy', width);
    await page.context().close();
  });

  it('/entrar with a link that no longer works', async () => {
    const page = await openPage(browser, baseUrl, width);
    await page.goto('/entrar#token=expirado');
    await page.getByRole('link', { name: 'Pedir um novo código' }).waitFor();
    await checkScreen(page, 'link-sign-in-failed', width);
    await page.context().close();
  });

  it('an address that does not exist', async () => {
    const page = await openPage(browser, baseUrl, width);
    await page.goto('/pagina-que-nao-existe');
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    await checkScreen(page, 'not-found', width);
    await page.context().close();
  });

  it('/results without navigation state', async () => {
    const page = await openPage(browser, baseUrl, width);
    await page.goto('/results');
    await page.getByRole('link', { name: 'Enviar um contrato' }).waitFor();
    await checkScreen(page, 'results-fallback-empty', width);
    await page.context().close();
  });

  it('the "Como usar" modal', async () => {
    const page = await openPage(browser, baseUrl, width);
    await page.goto('/');
    await page.getByRole('button', { name: 'Como usar' }).click();
    await page.getByRole('dialog', { name: 'Como usar' }).waitFor();
    await checkScreen(page, 'how-to-use', width);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Focus goes back to the button that opened the dialog.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Como usar');
    await page.context().close();
  });
});

describe('redirects and errors', () => {
  it('the preview opened directly goes back to /', async () => {
    const page = await openPage(browser, baseUrl, WIDTHS.desktop);
    await withPageErrors(page, async () => {
      await page.goto('/contract-analysis/preview');
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: 'Escolher arquivo' }).waitFor();
    });
    await page.context().close();
  });

  it('a file of the wrong type is refused in the browser with its message', async () => {
    const page = await openPage(browser, baseUrl, WIDTHS.phone);
    await page.goto('/');
    await page
      .getByLabel('Arquivo do contrato')
      .setInputFiles(path.join(FIXTURES_DIR, 'old-word.doc'));
    await page
      .getByRole('alert')
      .getByText('Arquivos .doc (Word antigo) não são aceitos')
      .waitFor();
    await page.context().close();
  });

  it("a bad PDF shows the server's message, and no retry: another file is needed", async () => {
    const page = await openPage(browser, baseUrl, WIDTHS.phone);
    await page.goto('/');
    await page
      .getByLabel('Arquivo do contrato')
      .setInputFiles(path.join(FIXTURES_DIR, 'encrypted.pdf'));
    const alert = page.getByRole('alert');
    await alert.getByText('O PDF está protegido por senha').waitFor();
    await checkScreen(page, 'upload-error', WIDTHS.phone);
    await alert.getByText('Escolha outro arquivo abaixo.').waitFor();
    expect(await alert.getByRole('button', { name: 'Tentar novamente' }).count()).toBe(0);
    expect(await page.title()).toBe('Analise seu contrato · Contrato Claro');
    await page.context().close();
  });

  it('a 401 on an authenticated call removes the token and sends the person to /', async () => {
    const page = await openPage(browser, baseUrl, WIDTHS.desktop);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('token', 'not-a-valid-token'));
    await page.goto(`/contract-analysis/results?id=${UNKNOWN_ID}`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Escolher arquivo' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.context().close();
  });
});
