import { TOKEN_STORAGE_KEY } from '@contrato-claro/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppRoutes } from './app';
import { setRedirect } from './api/client';
import { useAuthStore } from './stores/auth';
import { mockApi } from './test/api-mock';
import { LocationProbe } from './test/router';

function renderApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('app routes', () => {
  beforeEach(() => {
    setRedirect(() => {});
    useAuthStore.setState({ user: null, isLoading: false, error: null });
  });

  it('shows "Loading..." while a lazy screen loads', async () => {
    renderApp('/privacidade');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
  });

  it('answers an unknown path with the pt-BR 404 page', async () => {
    renderApp('/nao-existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  });

  it('sends the detailed results to /login without a token, and back afterwards', async () => {
    renderApp('/contract-analysis/results?id=abc');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/login?next=${encodeURIComponent('/contract-analysis/results?id=abc')}`,
      ),
    );
  });

  it('drops a token the server no longer accepts and asks for login', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'revoked');
    mockApi({
      'GET /api/users/profile': () => ({
        status: 500,
        body: { error: 'INTERNAL', message: 'Erro' },
      }),
    });
    renderApp('/contract-analysis/results?id=abc');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/login?next=${encodeURIComponent('/contract-analysis/results?id=abc')}`,
      ),
    );
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('opens the detailed results with a valid token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc');
    mockApi({
      'GET /api/users/profile': () => ({
        body: {
          userId: 'u1',
          name: 'Ana',
          email: 'a@b.com',
          hasFeedback: false,
          emailVerified: true,
          mailDelivery: 'email',
          hasPassword: true,
        },
      }),
    });
    renderApp('/contract-analysis/results?id=abc');
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/contract-analysis/results?id=abc');
  });
});
