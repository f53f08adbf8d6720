import type { Page } from 'playwright-core';
import { checkScreen, type Width } from './browser';
import { latestMail } from './mailbox';

/** The password every staff member of the browser tests chooses. */
export const STAFF_PASSWORD = 'senha-da-equipe-123';

/** /equipe: e-mail and password, then the code the API mailed; with `width`, the page checked. */
export async function signInStaff(page: Page, mailDir: string, email: string, width?: Width) {
  const since = Date.now();
  await page.goto('/equipe');
  await page.getByRole('heading', { name: 'Entrar na área da equipe', level: 1 }).waitFor();
  if (width !== undefined) await checkScreen(page, 'staff-login', width);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const code = await latestMail(mailDir, email, since, (body) =>
    body.includes('área da equipe') ? (/Código: (\d{6})/.exec(body)?.[1] ?? null) : null,
  );
  await page.getByLabel('Código').fill(code);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('navigation', { name: 'Áreas da equipe' }).waitFor();
}

/**
 * Sets the password of an invited member through their mailed link, over HTTP (the link's page
 * is staff.test.ts's subject).
 */
export async function setUpStaffPassword(baseUrl: string, mailDir: string, email: string) {
  const token = await latestMail(
    mailDir,
    email,
    0,
    (body) => /\/equipe\/definir-senha#token=([\w-]+)/.exec(body)?.[1] ?? null,
  );
  const response = await fetch(`${baseUrl}/api/staff/auth/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password: STAFF_PASSWORD }),
  });
  if (!response.ok) throw new Error(`staff setup failed: ${response.status}`);
}
