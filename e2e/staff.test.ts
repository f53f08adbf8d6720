import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WIDTHS, checkScreen, launchBrowser, openPage, withPageErrors } from './browser';
import { STAFF_ADMIN_EMAIL } from './global-setup';
import { latestMail } from './mailbox';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const PASSWORD = 'senha-da-equipe-123';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** /equipe: e-mail and password, then the code the API mailed. */
async function signInStaff(page: Page, email: string) {
  const since = Date.now();
  await page.goto('/equipe');
  await page.getByRole('heading', { name: 'Entrar na área da equipe', level: 1 }).waitFor();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const code = await latestMail(mailDir, email, since, (body) =>
    body.includes('área da equipe') ? (/Código: (\d{6})/.exec(body)?.[1] ?? null) : null,
  );
  await page.getByLabel('Código').fill(code);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('navigation', { name: 'Áreas da equipe' }).waitFor();
}

describe('back office sign-in', () => {
  it('the first admin sets a password through the mailed link, then signs in with password + code', async () => {
    const page = await openPage(browser, baseUrl, WIDTHS.desktop);
    await withPageErrors(page, async () => {
      const link = await latestMail(
        mailDir,
        STAFF_ADMIN_EMAIL,
        0,
        (body) => /(https?:\/\/\S+\/equipe\/definir-senha#token=[\w-]+)/.exec(body)?.[1] ?? null,
      );
      await page.goto(link);
      await page.getByRole('heading', { name: 'Defina sua senha', level: 1 }).waitFor();
      expect(page.url()).not.toContain('token=');
      await checkScreen(page, 'staff-setup', WIDTHS.desktop);
      await page.getByLabel('Nova senha').fill(PASSWORD);
      await page.getByLabel('Repita a senha').fill(PASSWORD);
      await page.getByRole('button', { name: 'Definir senha' }).click();
      await page.getByRole('link', { name: 'Ir para a entrada' }).click();
      await checkScreen(page, 'staff-login', WIDTHS.desktop);

      await signInStaff(page, STAFF_ADMIN_EMAIL);
      expect(new URL(page.url()).pathname).toBe('/equipe/retornos');
      const nav = page.getByRole('navigation', { name: 'Áreas da equipe' });
      for (const name of ['Retornos', 'Leads', 'Funil', 'Membros']) {
        await expect(nav.getByRole('link', { name }).isVisible()).resolves.toBe(true);
      }
      await checkScreen(page, 'staff-layout', WIDTHS.desktop);
      // The customer app knows nothing of it: its token is not the staff one.
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });
  });

  it('at 360 px the sign-in fits the phone', async () => {
    const page = await openPage(browser, baseUrl, WIDTHS.phone);
    await withPageErrors(page, async () => {
      await page.goto('/equipe');
      await page.getByRole('heading', { name: 'Entrar na área da equipe', level: 1 }).waitFor();
      await checkScreen(page, 'staff-login', WIDTHS.phone);
      await signInStaff(page, STAFF_ADMIN_EMAIL);
      await checkScreen(page, 'staff-layout', WIDTHS.phone);
    });
  });
});
