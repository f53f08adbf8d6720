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

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Shows `/results` as the registration flow does when the details cannot be fetched (SPEC.md §4):
 * a client-side navigation carrying the clicked clause and the preview. Then back to the preview.
 */
async function visitFallback(page: Page, width: Width) {
  await page.evaluate(() => {
    const current = history.state as { usr: unknown; idx: number };
    const usr = { clause: 'Riscos financeiros', analysis: current.usr };
    history.pushState({ usr, key: 'fallback', idx: current.idx + 1 }, '', '/results');
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  });
  await page.getByText('Cadastro concluído!').waitFor();
  await page.getByRole('region', { name: 'Notas da análise prévia' }).waitFor();
  await checkScreen(page, 'results-fallback', width);
  await page.goBack();
  await page.getByRole('heading', { name: 'Resultado da Análise' }).waitFor();
}

/** Unfolds every point of the results, one card per problem. */
async function showAllPoints(page: Page) {
  const button = page.getByRole('button', {
    name: /^Ver (todos os \d+ pontos|o ponto encontrado|os critérios e o contrato)$/u,
  });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
}

/**
 * After a first "Sim": the results say when the request was sent and how the lawyer will reach
 * the person; the modal, opened again, says the same, and a second "Sim" updates that request
 * (the same time of sending), never a second one. Returns the sentence.
 */
async function expectLawyerRequest(page: Page, width: Width, prefix: string): Promise<string> {
  const status = page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^Pedido enviado/ });
  await status.waitFor();
  const sent = (await status.textContent()) ?? '';
  expect(sent).toMatch(
    /^Pedido enviado às \d\d:\d\d — um advogado entra em contato até .+ por telefone ou WhatsApp, no \(\d\d\) \d…-\d{4}\.$/,
  );
  await page.getByRole('main').getByRole('button', { name: 'Consultar advogado' }).click();
  const lawyer = page.getByRole('dialog', { name: 'Consultar advogado' });
  await lawyer.getByText(sent).waitFor();
  await checkScreen(page, `${prefix}open-request`, width);
  await lawyer.getByRole('button', { name: 'Sim' }).click();
  await lawyer.waitFor({ state: 'detached' });
  expect(await status.textContent()).toBe(sent);
  return sent;
}

describe('upload → preview → registration → detailed results', () => {
  it('a real PDF, on a desktop, then a lawyer request from the results', async () => {
    const page = await openPage(browser, baseUrl, WIDTHS.desktop);
    await withPageErrors(page, async () => {
      await uploadToPreview(page, 'contrato-locacao.pdf', WIDTHS.desktop, '');
      await visitFallback(page, WIDTHS.desktop);
      await submitRegistration(page, 'maria.pdf@empresa.com.br', WIDTHS.desktop, '');
      await expectResults(page, WIDTHS.desktop, '');

      // A finding's "Ver no texto" moves focus to its highlighted clause.
      await showAllPoints(page);
      const showInText = page.getByRole('button', { name: /^Ver no texto/ }).first();
      if ((await showInText.count()) > 0) {
        await showInText.click();
        await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MARK');
      }

      await page.getByRole('main').getByRole('button', { name: 'Consultar advogado' }).click();
      const lawyer = page.getByRole('dialog', { name: 'Consultar advogado' });
      await lawyer.getByText('Entraremos em contato em até 4 horas.').waitFor();
      await checkScreen(page, 'lawyer', WIDTHS.desktop);
      await lawyer.getByRole('button', { name: 'Sim' }).click();
      const sent = await expectLawyerRequest(page, WIDTHS.desktop, 'lawyer-');
      expect(await lawyer.count()).toBe(0);

      // A reload keeps the results: they are fetched again by the ?id= with the stored token,
      // and the request with them.
      await page.reload();
      await page.getByRole('img', { name: /Nota geral/ }).waitFor();
      await page.getByText(sent).waitFor();
      await page.goto('/contract-analysis/history');
      await page.getByRole('region', { name: 'Minhas análises' }).getByText(sent).waitFor();
      await checkScreen(page, 'lawyer-history', WIDTHS.desktop);
    });
    await page.context().close();
  });

  it('a real DOCX, on a phone', async () => {
    const page = await openPage(browser, baseUrl, WIDTHS.phone);
    await withPageErrors(page, async () => {
      await uploadToPreview(page, 'contrato-servicos.docx', WIDTHS.phone, '');
      await visitFallback(page, WIDTHS.phone);
      await submitRegistration(page, 'maria.docx@empresa.com.br', WIDTHS.phone, '');
      await expectResults(page, WIDTHS.phone, '');

      // The contract elects no court: its finding says what that means and suggests the
      // library's court clause, folded away until asked, then copied.
      await showAllPoints(page);
      const card = page.getByRole('article').filter({ hasText: 'Foro ou arbitragem ausente' });
      await card.getByText('O que isso significa para você').waitFor();
      const wording = card.getByText('Fica eleito o foro da comarca do domicílio do réu', {
        exact: false,
      });
      expect(await wording.isVisible()).toBe(false);
      await card.getByText('Sugestão de redação').click();
      await wording.waitFor();
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await card.getByRole('button', { name: 'Copiar sugestão' }).click();
      await card.getByRole('status').getByText('Copiado').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
        /^Fica eleito o foro da comarca do domicílio do réu/,
      );
      await checkScreen(page, 'results-suggestion', WIDTHS.phone);

      await page.getByRole('main').getByRole('button', { name: 'Consultar advogado' }).click();
      const lawyer = page.getByRole('dialog', { name: 'Consultar advogado' });
      await lawyer.waitFor();
      await checkScreen(page, 'lawyer', WIDTHS.phone);
      await lawyer.getByRole('button', { name: 'Sim' }).click();
      await expectLawyerRequest(page, WIDTHS.phone, 'lawyer-');
    });
    await page.context().close();
  });

  it("the reader's side: a real lease PDF weighed for the tenant, the landlord, then neutral", async () => {
    const page = await openPage(browser, baseUrl, WIDTHS.desktop);
    await withPageErrors(page, async () => {
      await uploadToPreview(page, 'contrato-locacao-multa.pdf', WIDTHS.desktop, 'side-');
      await submitRegistration(page, 'maria.lado@empresa.com.br', WIDTHS.desktop, 'side-');
      await expectResults(page, WIDTHS.desktop, 'side-');
      await showAllPoints(page);
      const side = page.getByRole('group', { name: 'Você é:' });
      const summary = page.getByText(/^Trata-se de um contrato de locação/);
      const fine = page
        .getByRole('region', { name: 'Riscos financeiros' })
        .getByRole('article')
        .filter({ hasText: 'Multa por atraso acima do limite' });
      expect(
        await side.getByRole('radio', { name: 'Prefiro uma análise neutra' }).isChecked(),
      ).toBe(true);
      await expect.poll(() => summary.textContent()).toMatch(/ A nota \d+ \(/);

      await side.getByRole('radio', { name: 'Sou a LOCATÁRIA' }).check();
      await page.getByText(/Você, como locatária, fica com a nota/).waitFor();
      await fine.getByText('Contra você').waitFor();
      await checkScreen(page, 'results-side', WIDTHS.desktop);

      await side.getByRole('radio', { name: 'Sou o LOCADOR' }).check();
      await page.getByText(/Você, como locador, fica com a nota/).waitFor();
      await fine.getByText('A seu favor').waitFor();
      expect(await fine.getByText('Gravidade').count()).toBe(0);

      // The choice is kept with the analysis: a reload shows the landlord's reading.
      await page.reload();
      await page.getByText(/Você, como locador, fica com a nota/).waitFor();
      await showAllPoints(page);
      expect(await side.getByRole('radio', { name: 'Sou o LOCADOR' }).isChecked()).toBe(true);

      await side.getByRole('radio', { name: 'Prefiro uma análise neutra' }).check();
      await expect.poll(() => summary.textContent()).toMatch(/ A nota \d+ \(/);
      await expect.poll(() => page.getByText(/Você, como/).count()).toBe(0);
    });
    await page.context().close();
  });
});
