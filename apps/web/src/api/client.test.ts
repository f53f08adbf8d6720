import { AppError, TOKEN_STORAGE_KEY, ZProfile } from '@contrato-claro/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, sentHeaders } from '../test/api-mock';
import { dispositionFileName, isNetworkError, request, setRedirect, toAppError } from './client';

const profile = {
  userId: 'u1',
  name: 'Ana',
  email: 'ana@x.com',
  hasFeedback: false,
  emailVerified: true,
  mailDelivery: 'email',
  hasPassword: true,
};

describe('api client', () => {
  const redirect = vi.fn();

  beforeEach(() => {
    redirect.mockReset();
    setRedirect(redirect);
  });

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('sends JSON to /api with the bearer token when one is stored', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc');
    const spy = mockApi({ 'GET /api/users/profile': () => ({ body: profile }) });

    await expect(request('/users/profile', { schema: ZProfile })).resolves.toEqual(profile);
    expect(sentHeaders(spy)).toEqual({
      'Content-Type': 'application/json',
      Authorization: 'Bearer abc',
    });
    expect(spy.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('sends no Authorization header without a token', async () => {
    const spy = mockApi({ 'POST /api/events': () => ({ status: 202 }) });
    await request('/events', { method: 'POST', body: { a: 1 } });
    expect(sentHeaders(spy)).toEqual({ 'Content-Type': 'application/json' });
    expect(spy.mock.calls[0]?.[1]?.body).toBe('{"a":1}');
  });

  it('turns an error body into an AppError with its code and message', async () => {
    mockApi({
      'POST /api/auth/register/account': () => ({
        status: 404,
        body: { error: 'NOT_FOUND', message: 'Não encontrado.' },
      }),
    });
    const failure = request('/auth/register/account', { method: 'POST', body: {} });
    await expect(failure).rejects.toBeInstanceOf(AppError);
    await expect(failure).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
      message: 'Não encontrado.',
    });
  });

  it('maps an answer without the error body by its status', () => {
    expect(toAppError(413, undefined).code).toBe('FILE_TOO_LARGE');
    expect(toAppError(502, '<html>').code).toBe('INTERNAL');
  });

  it('reports an answer that breaks its contract as INTERNAL', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/users/profile': () => ({ body: { name: 'sem id' } }) });
    await expect(request('/users/profile', { schema: ZProfile })).rejects.toMatchObject({
      code: 'INTERNAL',
    });
  });

  it('reports a request with no answer in pt-BR: the server out of reach, or the browser offline', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const unreachable = request('/users/profile', { schema: ZProfile });
    await expect(unreachable).rejects.toMatchObject({
      code: 'INTERNAL',
      message: expect.stringMatching(/^Não conseguimos falar com o servidor do Contrato Claro/u),
    });
    expect(isNetworkError(await unreachable.catch((error: unknown) => error))).toBe(true);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(request('/users/profile', { schema: ZProfile })).rejects.toMatchObject({
      message: 'Você está sem conexão com a internet. Conecte-se e tente de novo.',
    });
  });

  it("reads a proxy's 502/503/504 as the server out of reach", () => {
    for (const status of [502, 503, 504]) {
      const error = toAppError(status, '<html>Bad Gateway</html>');
      expect(isNetworkError(error)).toBe(true);
    }
    expect(isNetworkError(toAppError(500, undefined))).toBe(false);
  });

  it('on any 401 removes the token and sends the browser to /', async () => {
    window.history.replaceState(null, '', '/contract-analysis/results?id=1');
    localStorage.setItem(TOKEN_STORAGE_KEY, 'expired');
    mockApi({
      'GET /api/users/profile': () => ({
        status: 401,
        body: { error: 'UNAUTHORIZED', message: 'Sessão expirada.' },
      }),
    });

    await expect(request('/users/profile', { schema: ZProfile })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    // To `/`, saying the session expired and where the person was.
    expect(redirect).toHaveBeenCalledExactlyOnceWith(
      '/?sessao=expirada&next=%2Fcontract-analysis%2Fresults%3Fid%3D1',
    );
  });

  it('on a 401 without a session sends the browser to / with nothing to say', async () => {
    window.history.replaceState(null, '', '/contract-analysis/history');
    mockApi({
      'GET /api/contracts': () => ({
        status: 401,
        body: { error: 'UNAUTHORIZED', message: 'Sessão expirada.' },
      }),
    });
    await expect(request('/contracts')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(redirect).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('on a 401 while on /login removes the token but stays there', async () => {
    window.history.replaceState(null, '', '/login');
    localStorage.setItem(TOKEN_STORAGE_KEY, 'old');
    mockApi({
      'POST /api/auth/login': () => ({
        status: 401,
        body: { error: 'INVALID_CREDENTIALS', message: 'E-mail ou senha incorretos.' },
      }),
    });

    await expect(request('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('dispositionFileName', () => {
  it('reads the UTF-8 name of a download, else the plain one, else the fallback', () => {
    expect(
      dispositionFileName(
        `attachment; filename="relatorio-contrato-locacao.pdf"; filename*=UTF-8''relatorio-contrato-loca%C3%A7%C3%A3o.pdf`,
        'relatorio.pdf',
      ),
    ).toBe('relatorio-contrato-locação.pdf');
    expect(dispositionFileName('attachment; filename="datas.ics"', 'x.ics')).toBe('datas.ics');
    expect(dispositionFileName(`attachment; filename*=UTF-8''%E0%A4%A`, 'x.ics')).toBe('x.ics');
    expect(dispositionFileName(null, 'mensagem.docx')).toBe('mensagem.docx');
  });
});
