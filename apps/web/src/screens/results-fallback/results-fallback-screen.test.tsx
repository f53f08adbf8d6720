import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { ANALYSIS_ID, preview, results } from '../../test/fixtures';
import { renderAt } from '../../test/router';
import { ResultsFallbackScreen } from './results-fallback-screen';

const resultsUrl = `GET /api/services/score/results/${ANALYSIS_ID}`;

function renderFallback(state: unknown = { clause: 'Riscos financeiros', analysis: preview }) {
  const user = userEvent.setup();
  renderAt(<ResultsFallbackScreen />, { path: '/results', entry: { pathname: '/results', state } });
  return user;
}

describe('ResultsFallbackScreen', () => {
  it('explains what happened and shows the clicked clause and the preview scores', () => {
    renderFallback();
    expect(screen.getByText('Cadastro concluído!')).toBeInTheDocument();
    expect(screen.getByText('Riscos financeiros', { selector: 'strong' })).toBeInTheDocument();
    const scores = within(screen.getByRole('region', { name: 'Notas da análise prévia' }));
    expect(scores.getAllByRole('listitem')).toHaveLength(7);
    expect(scores.getByText('45/100')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/contract-analysis/results?id=${ANALYSIS_ID}`)}`,
    );
  });

  it('retries the fetch and opens the detailed results with them', async () => {
    mockApi({ [resultsUrl]: () => ({ body: results }) });
    const user = renderFallback();
    await user.click(screen.getByRole('button', { name: 'Tentar carregar de novo' }));
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent(`/contract-analysis/results?id=${ANALYSIS_ID}`);
    expect(JSON.parse(location.dataset.state ?? 'null')).toMatchObject({
      userServiceId: ANALYSIS_ID,
    });
  });

  it('says so when the retry fails too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ [resultsUrl]: () => ({ status: 500, body: undefined }) });
    const user = renderFallback();
    await user.click(screen.getByRole('button', { name: 'Tentar carregar de novo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ainda não foi possível carregar');
    expect(screen.getByRole('button', { name: 'Tentar carregar de novo' })).toBeEnabled();
  });

  it('offers a new upload when opened without state', () => {
    renderFallback(null);
    expect(screen.getByRole('link', { name: 'Enviar um contrato' })).toHaveAttribute('href', '/');
  });
});
