import { TOKEN_STORAGE_KEY } from '@contrato-claro/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../stores/auth';
import { mockApi } from '../../test/api-mock';
import { authAnswer } from '../../test/fixtures';
import { ConfirmEmailPanel } from './confirm-email-panel';

const identity = {
  id: 'identity-1',
  name: 'Maria Souza',
  email: 'maria@empresa.com.br',
  hasFeedback: false,
  emailVerified: false,
  mailDelivery: 'email' as const,
};

describe('ConfirmEmailPanel', () => {
  beforeEach(() => useAuthStore.setState({ user: identity, isLoading: false, error: null }));

  it('confirms the e-mail with the mailed code and keeps the new session', async () => {
    let sent: unknown;
    mockApi({
      'POST /api/auth/code/verify': (body) => {
        sent = body;
        return { body: { ...authAnswer, access_token: 'account-token' } };
      },
    });
    const user = userEvent.setup();
    render(<ConfirmEmailPanel />);
    await user.click(screen.getByRole('button', { name: 'Digitar o código' }));
    expect(
      screen.getByText(/Enviamos um código de 6 dígitos para maria@empresa.com.br/),
    ).toBeVisible();
    await user.type(await screen.findByLabelText('Código de 6 dígitos'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
    expect(await screen.findByRole('status')).toHaveTextContent('E-mail confirmado.');
    expect(sent).toEqual({ email: 'maria@empresa.com.br', code: '654321' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('account-token');
  });

  it('shows the server message for a wrong code, and says when codes go to the server log', async () => {
    useAuthStore.setState({ user: { ...identity, mailDelivery: 'server-log' } });
    mockApi({
      'POST /api/auth/code/verify': () => ({
        status: 400,
        body: {
          error: 'INVALID_CODE',
          message: 'Código inválido ou expirado. Confira o e-mail ou peça um novo código.',
        },
      }),
    });
    const user = userEvent.setup();
    render(<ConfirmEmailPanel />);
    await user.click(screen.getByRole('button', { name: 'Digitar o código' }));
    expect(screen.getByText(/o código foi registrado no log do servidor/)).toBeVisible();
    await user.type(await screen.findByLabelText('Código de 6 dígitos'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código inválido ou expirado.');
  });

  it('in production without e-mail, says e-mail is unavailable, never where the code went', async () => {
    useAuthStore.setState({ user: { ...identity, mailDelivery: 'held' } });
    const user = userEvent.setup();
    render(<ConfirmEmailPanel />);
    await user.click(screen.getByRole('button', { name: 'Digitar o código' }));
    const said = screen.getByText(/O envio de e-mails está indisponível no momento/);
    expect(said).toHaveTextContent(
      'não conseguimos enviar o código de confirmação. Esta análise continua disponível aqui; tente confirmar o e-mail mais tarde ou fale com a equipe do Contrato Claro.',
    );
    expect(said).not.toHaveTextContent(/log|servidor|responsável/);
  });

  it('is absent for a confirmed account', () => {
    useAuthStore.setState({ user: { ...identity, emailVerified: true } });
    const { container } = render(<ConfirmEmailPanel />);
    expect(container).toBeEmptyDOMElement();
  });
});
