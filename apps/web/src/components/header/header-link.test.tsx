import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/router';

async function renderHeader() {
  vi.resetModules();
  const { Header } = await import('./header');
  renderAt(<Header />);
}

describe('header right-hand link', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('shows the link configured at build time', async () => {
    vi.stubEnv('VITE_HEADER_LINK_URL', 'https://www.exemplo.com.br/planos');
    vi.stubEnv('VITE_HEADER_LINK_LABEL', 'Planos');
    await renderHeader();
    expect(screen.getByRole('link', { name: 'Planos' })).toHaveAttribute(
      'href',
      'https://www.exemplo.com.br/planos',
    );
  });

  it('shows no link when it is not fully configured', async () => {
    vi.stubEnv('VITE_HEADER_LINK_URL', 'https://www.exemplo.com.br/planos');
    vi.stubEnv('VITE_HEADER_LINK_LABEL', '');
    await renderHeader();
    // The logo and "Entrar", no configured link.
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Contrato Claro',
      'Entrar',
    ]);
  });
});
