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
import { STAFF_ADMIN_EMAIL, STAFF_PASSWORD, invitationLink, signInStaff } from './staff';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const LAWYER_EMAIL = 'dra.lucia@equipe.example';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The invitation link's page: the password, twice; checked at `width`. */
async function setPassword(page: Page, email: string, width: Width) {
  await page.goto(await invitationLink(mailDir, email));
  await page.getByRole('heading', { name: 'Defina sua senha', level: 1 }).waitFor();
  expect(page.url()).not.toContain('token=');
  await checkScreen(page, 'staff-setup', width);
  await page.getByLabel('Nova senha').fill(STAFF_PASSWORD);
  await page.getByLabel('Repita a senha').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Definir senha' }).click();
  await page.getByRole('link', { name: 'Ir para a entrada' }).click();
}

/** A customer uploads, registers and says "Sim" to the lawyer (its API call, with their token). */
async function customerAsksForLawyer(email: string) {
  const page = await openPage(browser, baseUrl, WIDTHS.desktop);
  await withPageErrors(page, async () => {
    await uploadToPreview(page, 'contrato-locacao.pdf', WIDTHS.desktop, 'staff-lead-');
    await submitRegistration(page, email, WIDTHS.desktop, 'staff-lead-');
    await expectResults(page, WIDTHS.desktop, 'staff-lead-');
    await page.getByRole('button', { name: 'Consultar advogado' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Sim' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
  await page.context().close();
}

describe('back office', () => {
  it('the admin signs in with password + the mailed code and invites a lawyer by e-mail', async () => {
    const page = await openPage(browser, baseUrl, WIDTHS.desktop);
    await withPageErrors(page, async () => {
      await signInStaff(page, mailDir, STAFF_ADMIN_EMAIL, WIDTHS.desktop);
      const nav = page.getByRole('navigation', { name: 'Áreas da equipe' });
      for (const name of ['Retornos', 'Leads', 'Funil', 'Membros']) {
        await nav.getByRole('link', { name }).waitFor();
      }
      // The customer app knows nothing of it: the staff token is kept apart.
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      await nav.getByRole('link', { name: 'Membros' }).click();
      await page.getByRole('heading', { name: 'Membros da equipe', level: 1 }).waitFor();
      await page.getByLabel('Nome').fill('Dra. Lúcia');
      await page.getByLabel('E-mail').fill(LAWYER_EMAIL);
      await page.getByLabel('Função').selectOption('advogado');
      await page.getByRole('button', { name: 'Enviar convite' }).click();
      await page.getByText(`Convite enviado para ${LAWYER_EMAIL}.`).waitFor();
      await page.getByText('Convite pendente').waitFor();
      await checkScreen(page, 'staff-members', WIDTHS.desktop);
    });
  });

  it.each([WIDTHS.desktop, WIDTHS.phone])(
    'at %i px a lawyer finds the request in the queue with its deadline and marks it contacted',
    async (width) => {
      const customerEmail = `retorno-${width}@example.com`;
      await customerAsksForLawyer(customerEmail);
      const page = await openPage(browser, baseUrl, width);
      await withPageErrors(page, async () => {
        if (width === WIDTHS.desktop) await setPassword(page, LAWYER_EMAIL, width);
        await signInStaff(page, mailDir, LAWYER_EMAIL, width);
        expect(
          await page
            .getByRole('navigation', { name: 'Áreas da equipe' })
            .getByRole('link', { name: 'Membros' })
            .count(),
        ).toBe(0);
        const card = page.getByRole('listitem').filter({ hasText: 'Maria Souza' }).last();
        // 4 h after the request, which was made less than an hour ago however busy the machine.
        await card
          .getByText(
            /Prazo: (\d{2}\/\d{2}\/\d{4}, )?\d{2}:\d{2}\s*·\s*faltam (3 h \d\d|4 h 00) min/,
          )
          .waitFor();
        expect(await card.getByRole('link', { name: /Ligar/ }).getAttribute('href')).toBe(
          'tel:+5511987654321',
        );
        expect(await card.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe(
          'https://wa.me/5511987654321',
        );
        await checkScreen(page, 'staff-callbacks', width);

        await card.getByRole('link', { name: /Abrir pedido/ }).click();
        await page.getByRole('heading', { name: 'Maria Souza', level: 1 }).waitFor();
        await page.getByText(customerEmail).waitFor();
        await checkScreen(page, 'staff-request', width);
        await page.getByRole('button', { name: 'Marcar em contato' }).click();
        const history = page.getByRole('region', { name: 'Histórico' });
        await history.getByText('Dra. Lúcia mudou de "Novo" para "Em contato"').waitFor();
        expect(await page.getByText('Em contato', { exact: true }).count()).toBeGreaterThan(0);

        await page.getByRole('link', { name: 'Ver a análise que o cliente viu' }).click();
        await page.getByRole('heading', { name: 'Análise do cliente', level: 1 }).waitFor();
        await page.getByRole('heading', { name: 'Todos os pontos' }).waitFor();
        await checkScreen(page, 'staff-analysis', width);
      });
    },
  );
});
