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

const OFFLINE_BANNER = 'Você está sem conexão com a internet. O que depender do servidor';
const OFFLINE = 'Você está sem conexão com a internet. Conecte-se e tente de novo.';

describe('offline and server out of reach, at every step', () => {
  it('before the first upload, during the analysis, at the registration and on the results', async () => {
    const page = await openPage(browser, baseUrl, WIDTHS.phone);
    const context = page.context();
    await withPageErrors(page, async () => {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();

      // Before the first upload: the banner, and a pick that says why it cannot be sent.
      await context.setOffline(true);
      await page.getByRole('status').getByText(OFFLINE_BANNER).waitFor();
      const file = path.join(FIXTURES_DIR, 'contrato-locacao.pdf');
      await page.getByLabel('Arquivo do contrato').setInputFiles(file);
      const alert = page.getByRole('alert');
      await alert.getByText('O envio não foi concluído').waitFor();
      await alert.getByText(OFFLINE).waitFor();
      await checkScreen(page, 'offline-upload', WIDTHS.phone);

      // During the analysis: the follow stops answering (the event stream and the status
      // reads), the screen says the analysis goes on, and it resumes by itself.
      await context.setOffline(false);
      await page.getByRole('status').getByText(OFFLINE_BANNER).waitFor({ state: 'hidden' });
      let isServerGone = true;
      await page.route('**/api/contracts/*/events', (route) => route.abort('connectionrefused'));
      await page.route('**/api/contracts/*', (route) =>
        route.request().method() === 'GET' && isServerGone
          ? route.abort('connectionrefused')
          : route.fallback(),
      );
      await alert.getByRole('button', { name: 'Tentar novamente' }).tap();
      await page
        .getByText(
          'Sem conexão com o servidor. A análise continua e o acompanhamento volta sozinho',
        )
        .waitFor();
      await checkScreen(page, 'offline-analysis', WIDTHS.phone);
      isServerGone = false;
      await page.waitForURL('**/contract-analysis/preview');
      await page.unrouteAll({ behavior: 'ignoreErrors' });

      // The registration: the sheet closes (SPEC.md §4) and the preview says why.
      await page.getByRole('button', { name: 'Complete seu cadastro' }).tap();
      const dialog = page.getByRole('dialog', { name: 'Complete seu cadastro' });
      await dialog.getByLabel('E-mail').fill('maria.offline@empresa.com.br');
      await dialog.getByLabel('Nome').fill('Maria Souza');
      await dialog.getByLabel('Número de funcionários').selectOption('11-80');
      await dialog.getByLabel('Segmento').selectOption('Tecnologia');
      await dialog.getByLabel('Celular').pressSequentially('11987654321');
      await context.setOffline(true);
      await dialog.getByRole('button', { name: 'Concluir cadastro' }).tap();
      await page
        .getByRole('alert')
        .getByText(`Seu cadastro não foi concluído. ${OFFLINE}`)
        .waitFor();
      await checkScreen(page, 'offline-registration', WIDTHS.phone);

      // Back online, the same registration goes through.
      await context.setOffline(false);
      await page.getByRole('button', { name: 'Complete seu cadastro' }).tap();
      await dialog.getByRole('button', { name: 'Concluir cadastro' }).tap();
      await page.waitForURL('**/contract-analysis/results?id=*');
      await page.getByRole('img', { name: /Nota geral/u }).waitFor();

      // The results: a lawyer request and a report say why they failed, in pt-BR.
      await context.setOffline(true);
      await page.getByRole('main').getByRole('button', { name: 'Consultar advogado' }).tap();
      const lawyer = page.getByRole('dialog', { name: 'Consultar advogado' });
      await lawyer.getByRole('button', { name: 'Sim' }).tap();
      await lawyer.getByRole('alert').getByText(OFFLINE).waitFor();
      expect(await lawyer.getByRole('alert').textContent()).toContain(
        'Erro ao processar solicitação. Tente novamente.',
      );
      await checkScreen(page, 'offline-results', WIDTHS.phone);
      await lawyer.getByRole('button', { name: 'Não' }).tap();
      await context.setOffline(false);
    });
    await context.close();
  });
});
