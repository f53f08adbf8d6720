import { TOKEN_STORAGE_KEY } from '@contrato-claro/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../stores/auth';
import { mockApi } from '../../test/api-mock';
import { authAnswer } from '../../test/fixtures';
import { renderAt } from '../../test/router';
import { LoginScreen } from './login-screen';

const profile = {
  userId: 'u1',
  name: 'Maria Souza',
  email: 'maria@empresa.com.br',
  hasFeedback: false,
  emailVerified: true,
  mailDelivery: 'email',
};

function renderLogin(search = '') {
  const user = userEvent.setup();
  renderAt(<LoginScreen />, { path: '/login', entry: `/login${search}` });
  return user;
}

/** The page leads with the code; the password form is one click away. */
async function renderPasswordLogin(search = '') {
  const user = renderLogin(search);
  await user.click(screen.getByRole('button', { name: 'Entrar com senha' }));
  return user;
}

describe('LoginScreen', () => {
  beforeEach(() => useAuthStore.setState({ user: null, isLoading: false, error: null }));

  it('leads with the code by e-mail, the password one click away', async () => {
    const user = renderLogin();
    expect(screen.getByRole('button', { name: 'Enviar código' })).toBeVisible();
    expect(screen.queryByLabelText('Senha')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Entrar com senha' }));
    expect(screen.getByLabelText('Senha')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Receber código por e-mail' }));
    expect(screen.getByRole('button', { name: 'Enviar código' })).toBeVisible();
  });

  it('validates the fields before sending', async () => {
    const spy = mockApi({});
    const user = await renderPasswordLogin();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(spy).not.toHaveBeenCalled();
  });

  it('signs in and returns to ?next=', async () => {
    mockApi({ 'POST /api/auth/login': () => ({ body: authAnswer }) });
    const user = await renderPasswordLogin('?next=%2Fcontract-analysis%2Fresults%3Fid%3D1');
    await user.type(screen.getByLabelText('E-mail'), 'maria@empresa.com.br');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/contract-analysis/results?id=1',
    );
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(authAnswer.access_token);
  });

  it('never follows a ?next= to another site', async () => {
    mockApi({ 'POST /api/auth/login': () => ({ body: authAnswer }) });
    const user = await renderPasswordLogin('?next=%2F%2Fevil.example');
    await user.type(screen.getByLabelText('E-mail'), 'maria@empresa.com.br');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/contract-analysis/history');
  });

  it("shows the server's message when the credentials are wrong, with the button back", async () => {
    mockApi({
      'POST /api/auth/login': () => ({
        status: 401,
        body: { error: 'INVALID_CREDENTIALS', message: 'E-mail ou senha incorretos.' },
      }),
    });
    const user = await renderPasswordLogin();
    await user.type(screen.getByLabelText('E-mail'), 'maria@empresa.com.br');
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('says "Erro ao fazer login" when nothing more specific is known', async () => {
    mockApi({ 'POST /api/auth/login': () => ({ status: 500, body: '<html>' }) });
    const user = await renderPasswordLogin();
    await user.type(screen.getByLabelText('E-mail'), 'maria@empresa.com.br');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao fazer login');
  });

  it('creates an account, showing "Enviando..." while it is sent, or "Erro ao registrar"', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    mockApi({ 'POST /api/auth/register': () => new Promise((resolve) => (answer = resolve)) });
    const user = renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Criar conta' }));
    expect(screen.getByRole('tab', { name: 'Criar conta' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.type(screen.getByLabelText('Nome'), 'Maria Souza');
    await user.type(screen.getByLabelText('E-mail'), 'maria@empresa.com.br');
    await user.type(screen.getByLabelText('Senha (mínimo de 8 caracteres)'), 'curta');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(
      await screen.findByText('A senha precisa ter pelo menos 8 caracteres'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Senha (mínimo de 8 caracteres)'), '-longa');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    answer({ status: 502, body: undefined });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao registrar');
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = renderLogin();
    screen.getByRole('tab', { name: 'Entrar' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Definir senha' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('conclua o cadastro de uma análise');
  });

  it('opens "Definir senha" for a signed-in lead account and saves the password', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'lead-token');
    let sent: unknown;
    mockApi({
      'GET /api/users/profile': () => ({ body: { ...profile, hasPassword: false } }),
      'POST /api/users/password': (body) => {
        sent = body;
        return { body: { ...authAnswer, access_token: 'renewed-token' } };
      },
    });
    const user = renderLogin();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Definir senha' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(screen.getByText('Você entrou como Maria Souza.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Senha (mínimo de 8 caracteres)'), 'nova-senha-1');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Senha salva.');
    expect(sent).toEqual({ password: 'nova-senha-1' });
  });

  it('signs in by e-mail code: the same answer for any e-mail, then "Minhas análises"', async () => {
    let verified: unknown;
    mockApi({
      'POST /api/auth/code': () => ({ status: 202, body: { delivery: 'email', validMinutes: 15 } }),
      'POST /api/auth/code/verify': (body) => {
        verified = body;
        return { body: authAnswer };
      },
    });
    const user = renderLogin();
    await user.type(screen.getByLabelText('E-mail'), 'maria@empresa.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Se houver análises guardadas com maria@empresa.com.br, enviamos um código para esse e-mail. Ele vale por 15 minutos.',
    );
    await user.type(screen.getByLabelText('Código de 6 dígitos'), '12345');
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
    expect(await screen.findByText('O código tem 6 dígitos')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código de 6 dígitos'), '6');
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/contract-analysis/history');
    expect(verified).toEqual({ email: 'maria@empresa.com.br', code: '123456' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(authAnswer.access_token);
  });

  it('in production without e-mail, says e-mail is unavailable and what to do, never where the code went', async () => {
    mockApi({
      'POST /api/auth/code': () => ({ status: 202, body: { delivery: 'held', validMinutes: 15 } }),
    });
    const user = renderLogin();
    await user.type(screen.getByLabelText('E-mail'), 'maria@empresa.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'O envio de e-mails está indisponível no momento, e não conseguimos enviar o código. Entre com a sua senha; se você ainda não tem uma, tente de novo mais tarde ou fale com a equipe do Contrato Claro.',
    );
    expect(status).not.toHaveTextContent(/log|servidor|responsável/);
  });

  it('says the code went to the server log on a development server without e-mail', async () => {
    mockApi({
      'POST /api/auth/code': () => ({
        status: 202,
        body: { delivery: 'server-log', validMinutes: 15 },
      }),
    });
    const user = renderLogin();
    await user.type(screen.getByLabelText('E-mail'), 'maria@empresa.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'o código e o link foram registrados no log do servidor',
    );
  });

  it('asks an unverified identity to confirm its e-mail before choosing a password', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'identity-token');
    mockApi({
      'GET /api/users/profile': () => ({
        body: { ...profile, hasPassword: false, emailVerified: false },
      }),
    });
    renderLogin();
    expect(
      await screen.findByText(
        'Confirme seu e-mail com o código enviado antes de definir uma senha.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Código de 6 dígitos')).toBeInTheDocument();
  });
});
