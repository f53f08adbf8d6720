import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { checkScreen, type Width } from './browser';
import { latestMail } from './mailbox';

/**
 * The back office's first admin: `admin:create` runs before the API starts (global-setup.ts) and
 * the setup joins them with STAFF_PASSWORD, so any file can sign in as the admin.
 */
export const STAFF_ADMIN_EMAIL = 'admin@equipe.example';
/** The password of every staff member the browser tests create. */
export const STAFF_PASSWORD = 'senha-da-equipe-123';

/** The invitation link mailed to `email` (its token in the fragment). */
export function invitationLink(mailDir: string, email: string): Promise<string> {
  return latestMail(
    mailDir,
    email,
    0,
    (body) => /(https?:\/\/\S+\/equipe\/definir-senha#token=[\w-]+)/.exec(body)?.[1] ?? null,
  );
}

/** Joins an invited member over HTTP (the link's token and STAFF_PASSWORD), as its page would. */
export async function joinStaffByApi(baseUrl: string, mailDir: string, email: string) {
  const token = new URL(await invitationLink(mailDir, email)).hash.replace('#token=', '');
  const response = await fetch(`${baseUrl}/api/staff/auth/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password: STAFF_PASSWORD }),
  });
  if (!response.ok) throw new Error(`staff setup failed: ${response.status}`);
}

/**
 * /equipe: e-mail and STAFF_PASSWORD, then the code mailed for this sign-in; lands on the queue.
 * The sign-in screen is checked at `width`.
 */
export async function signInStaff(page: Page, mailDir: string, email: string, width: Width) {
  const since = Date.now();
  await page.goto('/equipe');
  await page.getByRole('heading', { name: 'Entrar na área da equipe', level: 1 }).waitFor();
  await checkScreen(page, 'staff-login', width);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const code = await latestMail(mailDir, email, since, (body) =>
    body.includes('área da equipe') ? (/Código: (\d{6})/.exec(body)?.[1] ?? null) : null,
  );
  await page.getByLabel('Código').fill(code);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: 'Retornos', level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/equipe/retornos');
}
