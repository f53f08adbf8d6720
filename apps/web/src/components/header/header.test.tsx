import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '@contrato-claro/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setRedirect } from '../../api/client';
import { useAuthStore } from '../../stores/auth';
import { mockApi, waitForEvents } from '../../test/api-mock';
import { lawyerAnswer, liveToken } from '../../test/fixtures';
import { renderAt } from '../../test/router';
import { Header } from './header';

describe('header', () => {
  beforeEach(() => {
    setRedirect(() => {});
    useAuthStore.setState({
      user: {
        id: 'user-7',
        name: 'Ana',
        email: 'ana@x.com',
        hasFeedback: false,
        emailVerified: true,
        mailDelivery: 'email',
      },
    });
  });

  it('shows the logo and "Entrar" by default', () => {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    renderAt(<Header />);
    expect(screen.getByRole('link', { name: 'Contrato Claro — página inicial' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("opens a signed-in person's menu: Minhas análises, Meus dados and Sair", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, liveToken());
    mockApi({ 'POST /api/auth/logout': () => ({ status: 204 }) });
    const user = userEvent.setup();
    renderAt(<Header />);
    const menu = await screen.findByRole('button', { name: /Minha conta/ });
    expect(screen.queryByRole('link', { name: 'Entrar' })).toBeNull();
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Minhas análises' })).toHaveAttribute(
      'href',
      '/contract-analysis/history',
    );
    expect(screen.getByRole('link', { name: 'Meus dados' })).toHaveAttribute(
      'href',
      '/minha-conta',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Meus dados' })).toBeNull();
    await user.click(menu);
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(useAuthStore.getState().user).toBeNull());
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('opens "Como usar" from the help button', async () => {
    const user = userEvent.setup();
    renderAt(<Header showHowToUse />);
    await user.click(screen.getByRole('button', { name: 'Como usar' }));
    expect(await screen.findByRole('dialog', { name: 'Como usar' })).toBeVisible();
  });

  it('records a lawyer request, tracks it and runs the consult callback', async () => {
    const api = mockApi({
      'PUT /api/users/feedback/wants-lawyer-contact': () => ({
        body: lawyerAnswer,
      }),
      'POST /api/events': () => ({ status: 202 }),
    });
    const onConsult = vi.fn();
    const user = userEvent.setup();
    renderAt(<Header showConsultLawyer onConsult={onConsult} />);

    await user.click(screen.getByRole('button', { name: 'Consultar advogado' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));

    await waitFor(() => expect(onConsult).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await waitForEvents(api))[0]).toMatchObject({
      event: 'Lawyer Consultation Requested',
      properties: { userId: 'user-7', source: 'header_button' },
    });
  });

  it('renders screen actions', () => {
    renderAt(<Header actions={<a href="/">Cancelar</a>} />);
    expect(screen.getByRole('link', { name: 'Cancelar' })).toBeVisible();
  });
});
