import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  HEIGHTS,
  WIDTHS,
  checkScreen,
  expectAccessible,
  expectNoSidewaysScroll,
  launchBrowser,
  openPage,
  withPageErrors,
  type Width,
} from './browser';
import { corpusDocx, longestCorpusContract } from './corpus';

/** The corpus contract with the most findings (17 on 14 cards): the hardest page to keep short. */
const MOST_FINDINGS = 'termos-uso-streaming-abusivo.txt';

/** "Ver todos os pontos" (or its one-point and no-point forms): everything before it must be short. */
const SHOW_ALL = /^Ver (?:todos os \d+ pontos|o ponto encontrado|os critérios e o contrato)$/u;

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Uploads a corpus contract as a real DOCX and waits for its preview. */
async function uploadCorpusContract(page: Page, txtName: string) {
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.title()).toBe('Analise seu contrato · Contrato Claro');
  await page.getByLabel('Arquivo do contrato').setInputFiles(await corpusDocx(txtName));
  await page.waitForURL('**/contract-analysis/preview');
  await page.getByRole('heading', { name: 'Resultado da Análise' }).waitFor();
  expect(await page.title()).toBe('Resultado da Análise · Contrato Claro');
}

/** Fills the lead form of the open registration dialog, every field valid. */
async function fillLead(dialog: Locator, email: string) {
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Nome').fill('Maria Souza');
  await dialog.getByLabel('Número de funcionários').selectOption('11-80');
  await dialog.getByLabel('Segmento').selectOption('Tecnologia');
  await dialog.getByLabel('Celular').fill('');
  await dialog.getByLabel('Celular').pressSequentially('11987654321');
}

/** How far down the page "Ver todos os pontos" starts, in screen heights. */
async function screensBeforeShowAll(page: Page): Promise<number> {
  const showAll = page.getByRole('button', { name: SHOW_ALL });
  return showAll.evaluate(
    (button) => (button.getBoundingClientRect().top + window.scrollY) / window.innerHeight,
  );
}

/** The detailed results are on screen, with their title. */
async function expectResults(page: Page) {
  await page.waitForURL('**/contract-analysis/results?id=*');
  await page.getByRole('img', { name: /Nota geral: \d+ de 100/u }).waitFor();
  expect(await page.title()).toBe('Análise detalhada · Contrato Claro');
}

describe('new visitor → preview → lead → results', () => {
  it('on a 360 px phone, with the longest corpus contract: one-tap help, taps that land, the results opened at the row tapped, within 4 screens', async () => {
    const width: Width = WIDTHS.phone;
    const page = await openPage(browser, baseUrl, width);
    const longest = await longestCorpusContract();
    await withPageErrors(page, async () => {
      await uploadCorpusContract(page, longest);
      await checkScreen(page, 'journey-preview', width);

      // Help opens with one tap.
      const help = page.getByRole('button', { name: 'O que é "Datas importantes"?' });
      await help.tap();
      await page.getByText('Confere se prazos, vencimentos').waitFor();
      // Open help and the floating button's tooltip stay inside the page's landmarks.
      await expectAccessible(page, 'journey-preview with help open');
      await help.tap();
      await page.getByText('Confere se prazos, vencimentos').waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Complete seu cadastro' }).hover();
      await page.getByRole('tooltip').waitFor({ state: 'attached' });
      await expectAccessible(page, 'journey-preview with the tooltip shown');
      await page.keyboard.press('Escape');
      await page.getByRole('tooltip').waitFor({ state: 'detached' });

      // A blur that shows an error must not swallow the next tap: "Cancelar" lands at once,
      // and focus goes back to the arrow that opened the sheet.
      const arrow = page.getByRole('button', { name: 'Ver detalhes de Riscos financeiros' });
      await arrow.tap();
      const dialog = page.getByRole('dialog', { name: 'Complete seu cadastro' });
      await dialog.getByLabel('E-mail').fill('maria@');
      await dialog.getByRole('button', { name: 'Cancelar' }).tap();
      await dialog.waitFor({ state: 'hidden' });
      await expect
        .poll(() => arrow.evaluate((button) => button === document.activeElement))
        .toBe(true);

      // "Concluir cadastro" too: the first tap runs the form's checks (every required field
      // flagged), not only the blur of the field left.
      await arrow.tap();
      await dialog.getByLabel('E-mail').fill('maria@');
      await dialog.getByRole('button', { name: 'Concluir cadastro' }).tap();
      await expect.poll(() => dialog.getByText('Campo obrigatório').count()).toBe(4);
      await checkScreen(page, 'journey-registration-errors', width);

      await fillLead(dialog, 'maria.celular@empresa.com.br');
      // The cellphone still has the focus: the tap that blurs it must also send the form.
      await dialog.getByRole('button', { name: 'Concluir cadastro' }).tap();
      await expectResults(page);

      // Opened at the criterion tapped in the preview.
      expect(new URL(page.url()).hash).toBe('#riscos-financeiros');
      const criterion = page.getByRole('heading', { name: 'Riscos financeiros', level: 3 });
      await expect
        .poll(() => criterion.evaluate((heading) => heading === document.activeElement))
        .toBe(true);
      expect(await criterion.isVisible()).toBe(true);
      await checkScreen(page, 'journey-results-criterion', width);

      // The measured check: the whole page above "ver todos os pontos" fits 4 screens.
      const screens = await screensBeforeShowAll(page);
      expect(screens, `${longest}: ${screens.toFixed(2)} screens`).toBeLessThanOrEqual(4);

      // Focus goes back to the control that opened a dialog.
      const remove = page.getByRole('button', { name: 'Excluir análise' });
      await remove.tap();
      await page
        .getByRole('dialog', { name: 'Excluir esta análise?' })
        .getByRole('button', { name: 'Cancelar' })
        .tap();
      await expect
        .poll(() => remove.evaluate((button) => button === document.activeElement))
        .toBe(true);
    });
    await page.context().close();
  });

  it('at 1280 px, with the corpus contract of most findings: top points, why the score, one card per problem, clause beside it, "Isto está errado?"', async () => {
    const width: Width = WIDTHS.desktop;
    const page = await openPage(browser, baseUrl, width);
    await withPageErrors(page, async () => {
      await uploadCorpusContract(page, MOST_FINDINGS);
      await page.getByRole('button', { name: 'Complete seu cadastro' }).click();
      const dialog = page.getByRole('dialog', { name: 'Complete seu cadastro' });
      await fillLead(dialog, 'maria.mesa@empresa.com.br');
      await dialog.getByRole('button', { name: 'Concluir cadastro' }).click();
      await expectResults(page);
      expect(new URL(page.url()).hash).toBe('');

      // What should worry the reader, first: three points, each with what it means and what to ask.
      const top = page.getByRole('region', { name: 'O que mais preocupa' });
      const points = top.getByRole('listitem');
      expect(await points.count()).toBe(3);
      for (const point of await points.all()) {
        expect(await point.textContent()).toMatch(/O que significa: .+O que pedir: .+Cláusula/su);
      }

      // Why the score: what took points from it and how many, the one label per criterion.
      const why = page.getByRole('region', { name: 'Por que esta nota?' });
      expect(await why.textContent()).toMatch(/Cada tipo de problema tira pontos da nota uma vez/u);
      expect(await why.textContent()).toMatch(/A nota geral é \d+\./u);
      expect(await why.textContent()).toMatch(/−\d+ pontos?/u);
      expect(await why.getByRole('row').count()).toBe(8);
      expect(await page.getByRole('main').textContent()).not.toMatch(/Crítica/u);
      await checkScreen(page, 'journey-results', width);

      // Every point, one card per problem, its places inside.
      const showAll = page.getByRole('button', { name: SHOW_ALL });
      await showAll.click();
      const sections = page.getByRole('region', { name: 'Todos os pontos, por critério' });
      for (const section of await sections.getByRole('region').all()) {
        const titles = await section
          .getByRole('article')
          .evaluateAll((cards) => cards.map((card) => card.querySelector('h4')?.textContent));
        expect(new Set(titles).size, `repeated cards in ${await section.textContent()}`).toBe(
          titles.length,
        );
      }
      const card = sections.getByRole('article').first();
      await card.scrollIntoViewIfNeeded();
      const [explanation, clause] = await card.evaluate((article) =>
        Array.from(article.firstElementChild!.children).map((column) =>
          column.getBoundingClientRect(),
        ),
      );
      // Beside it on a wide screen…
      expect(clause!.left).toBeGreaterThan(explanation!.right - 1);
      await checkScreen(page, 'journey-results-all', width);

      // "Isto está errado?": kept with the analysis, still said after a reload.
      const title = await card.locator('h4').textContent();
      await card.getByRole('button', { name: /^Isto está errado\?/u }).click();
      const report = page.getByRole('dialog', { name: 'Isto está errado?' });
      await report.getByRole('radio', { name: 'A gravidade está exagerada' }).check();
      await report.getByLabel('Comentário (opcional)').fill('Para mim isso é aceitável.');
      await checkScreen(page, 'journey-report', width);
      await report.getByRole('button', { name: 'Enviar' }).click();
      await card.getByText('Enviado para revisão. Obrigado!').waitFor();
      await page.reload();
      await page.getByRole('button', { name: SHOW_ALL }).click();
      await page
        .getByRole('article', { name: title! })
        .first()
        .getByText('Enviado para revisão. Obrigado!')
        .waitFor();

      // …and below it on a phone, where the page above "ver todos os pontos" fits 4 screens.
      await page.setViewportSize({ width: WIDTHS.phone, height: HEIGHTS[WIDTHS.phone] });
      await page.evaluate(() => window.scrollTo(0, 0));
      const narrow = page.getByRole('article').first();
      const [top1, below] = await narrow.evaluate((article) =>
        Array.from(article.firstElementChild!.children).map((column) =>
          column.getBoundingClientRect(),
        ),
      );
      expect(below!.top).toBeGreaterThanOrEqual(top1!.bottom - 1);
      await expectNoSidewaysScroll(page, 'results of most findings at 360px');
      const screens = await screensBeforeShowAll(page);
      expect(screens, `${MOST_FINDINGS}: ${screens.toFixed(2)} screens`).toBeLessThanOrEqual(4);
      await checkScreen(page, 'journey-results-most-findings', WIDTHS.phone);
    });
    await page.context().close();
  });
});
