import { TOKEN_STORAGE_KEY } from '@contrato-claro/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setRedirect } from '../api/client';
import { deferred, mockApi, type MockAnswer } from '../test/api-mock';
import { ANALYSIS_ID, accountAnswer, authAnswer } from '../test/fixtures';
import { useAuthStore } from './auth';

const lead = {
  email: 'maria@empresa.com.br',
  name: 'Maria Souza',
  employeesNumber: '1-10' as const,
  businessSegment: 'Serviços' as const,
  cellphone: '(11) 98765-4321',
  userServiceId: ANALYSIS_ID,
};

const state = () => useAuthStore.getState();
const failWith = (status: number, body?: unknown): MockAnswer => ({ status, body });

describe('auth store', () => {
  beforeEach(() => {
    setRedirect(() => {});
    useAuthStore.setState({ user: null, isLoading: false, error: null });
  });

  it('login: loading while the call runs, then token and user stored', async () => {
    const answer = deferred<MockAnswer>();
    useAuthStore.setState({ error: 'anterior' });
    mockApi({ 'POST /api/auth/login': () => answer.promise });

    const pending = state().login({ email: 'maria@empresa.com.br', password: 'segredo123' });
    expect(state()).toMatchObject({ isLoading: true, error: null });

    answer.resolve({ body: authAnswer });
    await pending;
    expect(state()).toMatchObject({
      isLoading: false,
      error: null,
      user: {
        id: 'user-1',
        name: 'Maria Souza',
        email: authAnswer.email,
        hasFeedback: false,
        emailVerified: true,
        mailDelivery: 'email',
      },
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-123');
  });

  it('login failure stores the server message and rethrows', async () => {
    mockApi({
      'POST /api/auth/login': () =>
        failWith(401, { error: 'INVALID_CREDENTIALS', message: 'E-mail ou senha incorretos.' }),
    });
    await expect(state().login({ email: 'a@b.com', password: 'x' })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(state()).toMatchObject({
      isLoading: false,
      user: null,
      error: 'E-mail ou senha incorretos.',
    });
  });

  it('falls back to the SPEC texts when the cause is unknown (network, server bug)', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(state().login({ email: 'a@b.com', password: 'x' })).rejects.toThrow();
    expect(state()).toMatchObject({ error: 'Erro ao fazer login', isLoading: false });

    await expect(
      state().register({ name: 'Ana', email: 'a@b.com', password: 'segredo123' }),
    ).rejects.toThrow();
    expect(state().error).toBe('Erro ao registrar');

    mockApi({
      'POST /api/auth/register/account': () =>
        failWith(500, { error: 'INTERNAL', message: 'Ocorreu um erro inesperado.' }),
    });
    await expect(state().registerAccount(lead)).rejects.toThrow();
    expect(state()).toMatchObject({ error: 'Erro ao registrar conta', isLoading: false });
  });

  it('register stores token and user', async () => {
    mockApi({ 'POST /api/auth/register': () => ({ status: 201, body: authAnswer }) });
    await state().register({
      name: 'Maria Souza',
      email: authAnswer.email,
      password: 'segredo123',
    });
    expect(state().user?.id).toBe('user-1');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-123');
  });

  it('registerAccount sends the lead with its analysis and keeps the feedback flags', async () => {
    const spy = mockApi({
      'POST /api/auth/register/account': () => ({ status: 201, body: accountAnswer }),
    });
    await state().registerAccount(lead);
    expect(JSON.parse(String(spy.mock.calls[0]?.[1]?.body))).toEqual(lead);
    expect(state().user).toMatchObject({
      id: 'user-1',
      userFeedback: false,
      wantsLawyerContact: false,
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-123');
  });

  it('registerAccount surfaces a refused claim with its message', async () => {
    const message = 'Não encontrado.';
    mockApi({
      'POST /api/auth/register/account': () => failWith(404, { error: 'NOT_FOUND', message }),
    });
    await expect(state().registerAccount(lead)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(state()).toMatchObject({ error: message, user: null, isLoading: false });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('logout revokes the session on the server, removes the token and clears the user', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc');
    useAuthStore.setState({
      user: {
        id: '1',
        name: 'A',
        email: 'a@b.com',
        hasFeedback: false,
        emailVerified: true,
        mailDelivery: 'email',
      },
    });
    const api = mockApi({ 'POST /api/auth/logout': () => ({ status: 204 }) });
    await state().logout();
    expect(api).toHaveBeenCalledOnce();
    expect(state().user).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('validateToken without a token is invalid and calls nothing', async () => {
    const spy = mockApi({});
    await expect(state().validateToken()).resolves.toBe(false);
    expect(spy).not.toHaveBeenCalled();
  });

  it('validateToken with a token loads the profile', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc');
    mockApi({
      'GET /api/users/profile': () => ({
        body: {
          userId: 'u9',
          name: 'Ana',
          email: 'ana@x.com',
          hasFeedback: true,
          hasPassword: false,
          emailVerified: false,
          mailDelivery: 'server-log',
        },
      }),
    });
    await expect(state().validateToken()).resolves.toBe(true);
    expect(state()).toMatchObject({
      isLoading: false,
      user: { id: 'u9', name: 'Ana', hasFeedback: true, hasPassword: false, emailVerified: false },
    });
  });

  it('validateToken failure removes the token and clears the user', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc');
    useAuthStore.setState({
      user: {
        id: '1',
        name: 'A',
        email: 'a@b.com',
        hasFeedback: false,
        emailVerified: true,
        mailDelivery: 'email',
      },
    });
    mockApi({ 'GET /api/users/profile': () => failWith(500, { error: 'INTERNAL', message: 'x' }) });
    await expect(state().validateToken()).resolves.toBe(false);
    expect(state()).toMatchObject({ user: null, isLoading: false });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
