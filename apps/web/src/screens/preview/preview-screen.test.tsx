import { TOKEN_STORAGE_KEY } from '@contrato-claro/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, waitForEvents } from '../../test/api-mock';
import { liveToken, preview, results } from '../../test/fixtures';
import { renderAt } from '../../test/router';
import { PreviewScreen } from './preview-screen';

const PATH = '/contract-analysis/preview';

const ROW_TITLES = [
  'Contradição',
  'Riscos financeiros',
  'Datas importantes',
  'Equilíbrio contratual',
  'Objetividade, erros e repetições',
  'Clausulas padrões',
  'Cláusulas atípicas',
];

const signedInProfile = {
  userId: 'user-1',
  name: 'Maria Souza',
  email: 'maria@empresa.com.br',
  hasFeedback: false,
  hasPassword: false,
  emailVerified: true,
  mailDelivery: 'email',
};

const renderPreview = (state: unknown = preview, search = '') =>
  renderAt(<PreviewScreen />, { path: PATH, entry: { pathname: PATH, search, state } });

describe('preview screen', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    api = mockApi({ 'POST /api/events': () => ({ status: 202 }) });
  });

  it('says "Clique" to a mouse and "Toque" to a finger', () => {
    const { unmount } = renderPreview();
    expect(screen.getByText(/Clique na seta para desbloquear os detalhes\./u)).toBeInTheDocument();
    unmount();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }));
    try {
      renderPreview();
      expect(screen.getByText(/Toque na seta para desbloquear os detalhes\./u)).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('redirects to / when opened without analysis data', () => {
    renderPreview(null);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('redirects to / when the state is not analysis data', () => {
    renderPreview({ fileName: 'x.pdf' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the title and the summary card', () => {
    renderPreview();
    expect(screen.getByRole('heading', { level: 1, name: 'Resultado da Análise' })).toBeVisible();
    expect(screen.getByText('contrato-locacao.pdf')).toBeVisible();
    expect(screen.getByText('Locação — Residencial')).toBeVisible();
    expect(screen.getByText('Resumo da nota:')).toBeVisible();
    expect(screen.getByText('Contrato com multa desproporcional.')).toBeVisible();
    expect(
      screen.getByRole('group', { name: 'Nota de análise prévia: 72/100, Atenção' }),
    ).toBeVisible();
  });

  it('shows the contract type alone when there is no subtype', () => {
    renderPreview({ ...preview, contractSubType: null });
    expect(screen.getByText('Locação')).toBeVisible();
  });

  it('lists the seven rows in the SPEC order with their exact titles and badges', () => {
    renderPreview();
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(ROW_TITLES);
    expect(within(rows[1]!).getByRole('group')).toHaveAccessibleName(
      'Nota de análise prévia: 45/100, Crítico',
    );
    expect(within(rows[5]!).getByRole('group')).toHaveAccessibleName(
      'Nota de análise prévia: 85/100, Satisfatório',
    );
    expect(within(rows[6]!).getByRole('group')).toHaveAccessibleName(
      'Situação: Atenção, 2 encontradas',
    );
    for (const [index, row] of rows.entries()) {
      expect(
        within(row).getByRole('button', { name: `O que é "${ROW_TITLES[index]}"?` }),
      ).toBeVisible();
      expect(
        within(row).getByRole('button', { name: `Ver detalhes de ${ROW_TITLES[index]}` }),
      ).toBeVisible();
    }
  });

  it('defaults "Clausulas padrões" to 0 when the analysis lacks it', () => {
    const { defaultClauses: _omitted, ...withoutDefaults } = preview;
    renderPreview(withoutDefaults);
    const row = screen.getByRole('heading', { name: 'Clausulas padrões' }).closest('li')!;
    expect(within(row).getByRole('group')).toHaveAccessibleName(
      'Nota de análise prévia: 0/100, Crítico',
    );
  });

  it('sends "Score Viewed" once', async () => {
    renderPreview();
    const events = await waitForEvents(api);
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual({
      event: 'Score Viewed',
      properties: { score: 72, documentId: preview.userServiceId },
    });
  });

  it('opens the registration modal from a row arrow and tracks the clicked title', async () => {
    const user = userEvent.setup();
    renderPreview();
    await user.click(screen.getByRole('button', { name: 'Ver detalhes de Datas importantes' }));
    expect(screen.getByRole('dialog', { name: 'Complete seu cadastro' })).toBeVisible();
    expect(await waitForEvents(api, 2)).toContainEqual({
      event: 'Details Button Clicked',
      properties: { clauseTitle: 'Datas importantes', documentId: preview.userServiceId },
    });
  });

  it('opens the registration modal from the floating button', async () => {
    const user = userEvent.setup();
    renderPreview();
    await user.click(screen.getByRole('button', { name: 'Complete seu cadastro' }));
    expect(screen.getByRole('dialog', { name: 'Complete seu cadastro' })).toBeVisible();
  });

  it('"Cancelar" goes back to / keeping the query string, while its href is the bare /', async () => {
    const user = userEvent.setup();
    renderPreview(preview, '?utm_source=email');
    const cancel = screen.getByRole('link', { name: 'Cancelar' });
    expect(cancel).toHaveAttribute('href', '/');
    await user.click(cancel);
    expect(screen.getByTestId('location')).toHaveTextContent('/?utm_source=email');
  });

  it('never shows a meaning or a suggested wording, even when handed a finding', () => {
    const leaked = {
      ...preview,
      keyValuesAnalysis: {
        score: 40,
        findings: [
          {
            title: 'Multa por atraso acima do limite',
            meaning: 'Qualquer atraso custaria uma multa maior do que a lei admite.',
            suggestedWording: 'Em caso de atraso, incidirá multa de 2% (dois por cento).',
          },
        ],
      },
    };
    renderPreview(leaked);
    expect(screen.getByRole('heading', { level: 1, name: 'Resultado da Análise' })).toBeVisible();
    expect(screen.queryByText(/O que isso significa para você/)).toBeNull();
    expect(screen.queryByText(/Sugestão de redação/)).toBeNull();
    expect(screen.queryByText(/incidirá multa de 2%/)).toBeNull();
    expect(screen.queryByText(/Qualquer atraso custaria/)).toBeNull();
  });

  it('unlocks at once for someone signed in: the analysis is claimed, no form, results opened', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, liveToken());
    let claimed = false;
    api = mockApi({
      'POST /api/events': () => ({ status: 202 }),
      'GET /api/users/profile': () => ({ body: signedInProfile }),
      [`POST /api/contracts/${preview.userServiceId}/claim`]: () => {
        claimed = true;
        return { body: { userServiceId: preview.userServiceId } };
      },
      [`GET /api/services/score/results/${preview.userServiceId}`]: () => ({ body: results }),
    });
    const user = userEvent.setup();
    renderPreview();
    await user.click(screen.getByRole('button', { name: 'Ver detalhes de Riscos financeiros' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/contract-analysis/results?id=${preview.userServiceId}`,
    );
    expect(claimed).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when a signed-in person cannot claim the analysis', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, liveToken());
    api = mockApi({
      'POST /api/events': () => ({ status: 202 }),
      'GET /api/users/profile': () => ({ body: signedInProfile }),
      [`POST /api/contracts/${preview.userServiceId}/claim`]: () => ({
        status: 404,
        body: { error: 'NOT_FOUND', message: 'Não encontrado.' },
      }),
    });
    const user = userEvent.setup();
    renderPreview();
    await user.click(screen.getByRole('button', { name: 'Ver análise completa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível liberar esta análise na sua conta.',
    );
  });

  it('offers the registration instead when the stored session has expired', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, liveToken(-60));
    const user = userEvent.setup();
    renderPreview();
    await user.click(screen.getByRole('button', { name: 'Complete seu cadastro' }));
    expect(
      await screen.findByRole('dialog', { name: 'Complete seu cadastro' }),
    ).toBeInTheDocument();
  });
});
