import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  WIDTHS,
  checkScreen,
  launchBrowser,
  openPage,
  withPageErrors,
  type Width,
} from './browser';
import { expectResults, submitRegistration, uploadToPreview } from './journeys';
import { latestCode } from './mailbox';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The file names listed in "Minhas análises". */
async function historyFiles(page: Page): Promise<string[]> {
  await page.getByRole('heading', { name: 'Minhas análises', level: 1 }).waitFor();
  const list = page.getByRole('region', { name: 'Minhas análises' });
  await list.locator('li').first().waitFor();
  return list.locator('li dd.font-medium').allTextContents();
}

/** The header's account menu, then one of its items. */
async function openFromAccountMenu(page: Page, item: 'Minhas análises' | 'Meus dados' | 'Sair') {
  await page.getByRole('button', { name: /Minha conta/ }).click();
  await page.getByRole(item === 'Sair' ? 'button' : 'link', { name: item }).click();
}

/** /login, which leads with the code by e-mail → the code from the mailbox → where ?next= says. */
async function signInByCode(page: Page, email: string, width: Width, prefix: string) {
  const since = Date.now();
  await page.getByRole('heading', { name: 'Entrar', level: 1 }).waitFor();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('E-mail').fill(email);
  await panel.getByRole('button', { name: 'Enviar código' }).click();
  await panel
    .getByRole('status')
    .getByText(/enviamos um código para esse e-mail/)
    .waitFor();
  await checkScreen(page, `${prefix}code-sent`, width);
  const { code } = await latestCode(mailDir, email, since);
  await panel.getByLabel('Código de 6 dígitos').fill(code);
  await panel.getByRole('button', { name: 'Confirmar código' }).click();
}

describe.each([WIDTHS.desktop, WIDTHS.phone])('accounts at %i px', (width) => {
  const prefix = `accounts-${width}-`;
  const email = `lead.${width}@empresa.com.br`;

  it('a lead confirms the e-mail, unlocks a second contract in one click, leaves, and comes back by code', async () => {
    const page = await openPage(browser, baseUrl, width);
    await withPageErrors(page, async () => {
      const since = Date.now();
      await uploadToPreview(page, 'contrato-locacao.pdf', width, prefix);
      await submitRegistration(page, email, width, prefix);
      await expectResults(page, width, prefix);

      // "Confirme seu e-mail para reunir suas análises": the code mailed at registration.
      const panel = page.getByRole('region', {
        name: 'Confirme seu e-mail para reunir suas análises',
      });
      await panel.getByRole('button', { name: 'Digitar o código' }).click();
      await checkScreen(page, `${prefix}confirm-email`, width);
      const { code } = await latestCode(mailDir, email, since);
      await panel.getByLabel('Código de 6 dígitos').fill(code);
      await panel.getByRole('button', { name: 'Confirmar código' }).click();
      await page
        .getByText('E-mail confirmado. Suas análises estão guardadas na sua conta.')
        .waitFor();

      // Signed in: the second contract unlocks at the first tap, with no form.
      await uploadToPreview(page, 'contrato-servicos.docx', width, `${prefix}second-`);
      await page.getByRole('button', { name: 'Ver detalhes de Riscos financeiros' }).click();
      await page.waitForURL('**/contract-analysis/results?id=*#riscos-financeiros');
      expect(await page.getByRole('dialog').count()).toBe(0);
      await expectResults(page, width, `${prefix}second-`);

      // A third contract, sent signed in and never opened, is in the history at once.
      await uploadToPreview(page, 'contrato-locacao-multa.pdf', width, `${prefix}third-`);
      await page.getByRole('button', { name: 'Ver análise completa' }).waitFor();
      await checkScreen(page, `${prefix}signed-in-preview`, width);
      await openFromAccountMenu(page, 'Minhas análises');
      expect((await historyFiles(page)).sort()).toEqual(
        ['contrato-locacao-multa.pdf', 'contrato-locacao.pdf', 'contrato-servicos.docx'].sort(),
      );
      await checkScreen(page, `${prefix}history`, width);
      await openFromAccountMenu(page, 'Meus dados');
      await page.getByRole('heading', { name: 'Meus dados', level: 1 }).waitFor();
      await page.getByText(email).waitFor();
      await checkScreen(page, `${prefix}account`, width);

      await openFromAccountMenu(page, 'Sair');
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });
    await page.context().close();

    // Another device, days later: "Entrar" on the home page, no password, a code by e-mail,
    // and the history is there.
    const other = await openPage(browser, baseUrl, width);
    await withPageErrors(other, async () => {
      await other.goto('/');
      await other.getByRole('link', { name: 'Entrar' }).click();
      await signInByCode(other, email, width, prefix);
      await other.waitForURL('**/contract-analysis/history');
      expect(await historyFiles(other)).toHaveLength(3);
      await other.getByRole('link', { name: 'Abrir a análise de contrato-locacao.pdf' }).click();
      await expectResults(other, width, `${prefix}reopened-`);
    });
    await other.context().close();
  }, 240_000);
});

describe('an e-mail that already has an account', () => {
  it('registering with it gives the code, never that account; the code joins the upload into it', async () => {
    const width = WIDTHS.phone;
    const prefix = 'accounts-taken-';
    const email = `lead.${WIDTHS.desktop}@empresa.com.br`; // the account of the journey above
    const page = await openPage(browser, baseUrl, width);
    await withPageErrors(page, async () => {
      const since = Date.now();
      await uploadToPreview(page, 'contrato-locacao.pdf', width, prefix);
      await submitRegistration(page, email, width, prefix);
      // The results of this upload, never "e-mail já cadastrado", and nothing of the account.
      await expectResults(page, width, prefix);
      const resultsUrl = page.url();
      await page.goto('/contract-analysis/history');
      expect(await historyFiles(page)).toEqual(['contrato-locacao.pdf']);

      const { code } = await latestCode(mailDir, email, since);
      await page.goto(resultsUrl);
      const panel = page.getByRole('region', {
        name: 'Confirme seu e-mail para reunir suas análises',
      });
      await panel.getByRole('button', { name: 'Digitar o código' }).click();
      await panel.getByLabel('Código de 6 dígitos').fill(code);
      await panel.getByRole('button', { name: 'Confirmar código' }).click();
      await page
        .getByText('E-mail confirmado. Suas análises estão guardadas na sua conta.')
        .waitFor();
      await page.goto('/contract-analysis/history');
      expect(await historyFiles(page)).toHaveLength(4);
    });
    await page.context().close();
  });
});

describe('an expired session', () => {
  it('says so, and signing in again returns to the page the person was on', async () => {
    const width = WIDTHS.desktop;
    const prefix = 'accounts-expired-';
    const email = `lead.${WIDTHS.phone}@empresa.com.br`;
    const page = await openPage(browser, baseUrl, width);
    await withPageErrors(page, async () => {
      await page.goto('/login');
      await signInByCode(page, email, width, prefix);
      await page.waitForURL('**/contract-analysis/history');
      await historyFiles(page);

      // The session ends elsewhere ("Sair" on another device revokes every token).
      await page.evaluate(async () => {
        const token = localStorage.getItem('token');
        await fetch('/api/auth/logout', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{}',
        });
      });
      await page.getByRole('button', { name: 'Exportar meus dados' }).click();
      await page.waitForURL(
        (url) => url.pathname === '/' && url.search.includes('sessao=expirada'),
      );
      const notice = page.getByRole('alert').filter({ hasText: 'Sua sessão expirou' });
      await notice.waitFor();
      await checkScreen(page, `${prefix}notice`, width);
      await notice.getByRole('link', { name: 'Entrar novamente' }).click();
      await signInByCode(page, email, width, `${prefix}again-`);
      await page.waitForURL('**/contract-analysis/history');
      expect(await historyFiles(page)).toHaveLength(3);
    });
    await page.context().close();
  });
});
