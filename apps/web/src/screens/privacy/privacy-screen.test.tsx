import { TOKEN_STORAGE_KEY } from '@contrato-claro/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../stores/auth';
import { mockApi } from '../../test/api-mock';
import { renderAt } from '../../test/router';
import { PrivacyScreen } from './privacy-screen';

const profile = {
  userId: 'u1',
  name: 'Maria Souza',
  email: 'maria@empresa.com.br',
  hasFeedback: false,
  emailVerified: true,
  mailDelivery: 'email',
  hasPassword: true,
};

describe('PrivacyScreen', () => {
  beforeEach(() => useAuthStore.setState({ user: null, isLoading: false, error: null }));

  it('says what is collected, for how long, the LGPD rights and how to delete', () => {
    renderAt(<PrivacyScreen />, { path: '/privacidade' });
    for (const heading of [
      'O que coletamos',
      'Por que coletamos',
      'Por quanto tempo guardamos',
      'Seus direitos (LGPD, art. 18)',
      'Como excluir seus dados',
      'Contato',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/apagadas após 7 dias/)).toBeInTheDocument();
    expect(
      screen.getByText(/O arquivo original é apagado logo após a análise/),
    ).toBeInTheDocument();
    // The header's "Entrar", and the one beside the deletion that comes back here.
    expect(
      screen.getAllByRole('link', { name: 'Entrar' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/login', '/login?next=%2Fprivacidade']);
    expect(screen.queryByRole('button', { name: 'Excluir minha conta' })).not.toBeInTheDocument();
  });

  it('deletes the signed-in account after confirmation and ends the session', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc');
    const spy = mockApi({
      'GET /api/users/profile': () => ({ body: profile }),
      'DELETE /api/users/me': () => ({ status: 204 }),
    });
    const user = userEvent.setup();
    renderAt(<PrivacyScreen />, { path: '/privacidade' });

    await user.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir sua conta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sua conta e seus dados foram excluídos.',
    );
    expect(spy.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toContain(
      'DELETE /api/users/me',
    );
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
  });
});
