import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WIDTHS, checkScreen, launchBrowser, openPage, withPageErrors } from './browser';
import { expectResults, submitRegistration, uploadToPreview } from './journeys';
import { STAFF_ADMIN_EMAIL, joinStaffByApi, signInStaff } from './staff';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const LEAD_EMAIL = 'lead.funil@empresa.com.br';
const LAWYER_EMAIL = 'dr.funil@equipe.example';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The count of a step in the funnel's "Etapas no período" table. */
async function funnelCount(page: Page, step: string): Promise<number> {
  await page.goto('/equipe/funil');
  const table = page.getByRole('table', { name: 'Etapas no período' });
  const cell = table.getByRole('row', { name: new RegExp(`^${step}`, 'u') }).getByRole('cell');
  return Number((await cell.first().textContent())?.replace(/\D/gu, ''));
}

/** The admin invites a lawyer (the members screen is staff.test.ts's), who sets a password. */
async function inviteLawyer(admin: Page) {
  const token = await admin.evaluate(() => localStorage.getItem('staffToken'));
  const response = await fetch(`${baseUrl}/api/staff/members`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ email: LAWYER_EMAIL, name: 'Dr. Funil', role: 'advogado' }),
  });
  expect(response.status).toBe(201);
  await joinStaffByApi(baseUrl, mailDir, LAWYER_EMAIL);
}

/** On a phone: the newest request in /equipe/retornos, its deadline, then "Marcar em contato". */
async function lawyerMarksContacted() {
  const page = await openPage(browser, baseUrl, WIDTHS.phone);
  await withPageErrors(page, async () => {
    await signInStaff(page, mailDir, LAWYER_EMAIL, WIDTHS.phone);
    const nav = page.getByRole('navigation', { name: 'Áreas da equipe' });
    expect(await nav.getByRole('link', { name: 'Funil' }).count()).toBe(0);
    const card = page.getByRole('listitem').filter({ hasText: 'Maria Souza' }).last();
    // 4 h after the request, which was made less than an hour ago however busy the machine.
    await card.getByText(/Prazo: .*faltam (3 h \d\d|4 h 00) min/u).waitFor();
    // The card names the contract and its score.
    await card.getByText(/^Sobre .+ · nota \d+\/100$/u).waitFor();
    await card.getByRole('link', { name: /Abrir pedido/u }).click();
    await page.getByText(LEAD_EMAIL).waitFor();
    await page.getByRole('button', { name: 'Marcar em contato' }).click();
    await page
      .getByRole('region', { name: 'Histórico' })
      .getByText('Dr. Funil mudou de "Novo" para "Em contato"')
      .waitFor();
  });
  await page.context().close();
}

describe('back office: leads and funnel', () => {
  it('a lead asks for a lawyer, a lawyer marks it contacted on a phone, the funnel counts both, and the admin filters, opens and exports the leads', async () => {
    const staff = await openPage(browser, baseUrl, WIDTHS.desktop);
    const customer = await openPage(browser, baseUrl, WIDTHS.desktop);
    await withPageErrors(staff, async () => {
      await signInStaff(staff, mailDir, STAFF_ADMIN_EMAIL, WIDTHS.desktop);
      const requestsBefore = await funnelCount(staff, 'Pedidos de advogado');
      const leadsBefore = await funnelCount(staff, 'Cadastros');
      const contactedBefore = await funnelCount(staff, 'Contatados');

      await withPageErrors(customer, async () => {
        await uploadToPreview(customer, 'contrato-locacao.pdf', WIDTHS.desktop, 'funnel-');
        await submitRegistration(customer, LEAD_EMAIL, WIDTHS.desktop, 'funnel-');
        await expectResults(customer, WIDTHS.desktop, 'funnel-');
        await customer
          .getByRole('main')
          .getByRole('button', { name: 'Consultar advogado' })
          .click();
        const lawyer = customer.getByRole('dialog', { name: 'Consultar advogado' });
        await lawyer.getByRole('button', { name: 'Sim' }).click();
        await customer
          .getByText(/^Pedido enviado às \d\d:\d\d — um advogado entra em contato até /u)
          .waitFor();
      });

      await expect.poll(() => funnelCount(staff, 'Pedidos de advogado')).toBe(requestsBefore + 1);
      expect(await funnelCount(staff, 'Cadastros')).toBe(leadsBefore + 1);

      // A lawyer, on a phone, finds the request with its deadline and marks it contacted.
      await inviteLawyer(staff);
      await lawyerMarksContacted();
      expect(await funnelCount(staff, 'Contatados')).toBe(contactedBefore + 1);
      await checkScreen(staff, 'staff-funnel', WIDTHS.desktop);

      // Leads: a filter, the criterion that brought the lead, the contact, a status, the CSV.
      await staff
        .getByRole('navigation', { name: 'Áreas da equipe' })
        .getByRole('link', { name: 'Leads' })
        .click();
      await staff.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
      await staff.getByLabel('Segmento').selectOption('Tecnologia');
      await staff.getByLabel('Pediu advogado').selectOption('sim');
      await staff.getByRole('button', { name: 'Aplicar' }).click();
      await staff.waitForURL(/segment=Tecnologia/u);
      const card = staff.getByRole('article').first();
      await card.getByText('Riscos financeiros').waitFor();
      await checkScreen(staff, 'staff-leads', WIDTHS.desktop);
      await card.getByRole('button', { name: 'Ver contato' }).click();
      await card.getByRole('link', { name: LEAD_EMAIL }).waitFor();
      await card.getByLabel('Status do lead').selectOption('contatado');
      await card.getByText('Status salvo.').waitFor();

      const [download] = await Promise.all([
        staff.waitForEvent('download'),
        staff.getByRole('button', { name: 'Exportar CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        /^leads-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/u,
      );
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toContain(
        'Data do cadastro;Nome;E-mail;Celular;Empresa;Segmento;Funcionários',
      );
      const row = lines.find((line) => line.includes(LEAD_EMAIL));
      expect(row).toContain(';Maria Souza;');
      expect(row).toContain(';Tecnologia;11-80;Contatado;Sim;Riscos financeiros;Locação;');
    });
    await staff.context().close();
    await customer.context().close();
  });

  it('at 360 px the leads and the funnel fit the phone', async () => {
    const page = await openPage(browser, baseUrl, WIDTHS.phone);
    await withPageErrors(page, async () => {
      await signInStaff(page, mailDir, STAFF_ADMIN_EMAIL, WIDTHS.phone);
      await page.goto('/equipe/leads');
      await page.getByRole('article').first().waitFor();
      await checkScreen(page, 'staff-leads', WIDTHS.phone);
      await page.goto('/equipe/funil?granularity=semana');
      await page.getByRole('table', { name: 'Por semana' }).waitFor();
      await checkScreen(page, 'staff-funnel', WIDTHS.phone);
    });
    await page.context().close();
  });
});
