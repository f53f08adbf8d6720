import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WIDTHS, checkScreen, launchBrowser, openPage, withPageErrors } from './browser';
import { STAFF_ADMIN_EMAIL } from './global-setup';
import { latestMail } from './mailbox';
import { STAFF_PASSWORD as PASSWORD, signInStaff } from './staff-session';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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

      await signInStaff(page, mailDir, STAFF_ADMIN_EMAIL);
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
      await signInStaff(page, mailDir, STAFF_ADMIN_EMAIL);
      await checkScreen(page, 'staff-layout', WIDTHS.phone);
    });
  });
});
