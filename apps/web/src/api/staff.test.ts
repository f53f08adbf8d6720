import { TOKEN_STORAGE_KEY } from '@contrato-claro/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, sentHeaders } from '../test/api-mock';
import { setRedirect } from './client';
import { STAFF_TOKEN_KEY, fetchStaffMe, setStaffRedirect, startStaffLogin } from './staff';

const member = {
  id: '6f1f4f0e-8a6a-4c0e-9a43-3b0b6a7c2d11',
  email: 'ana@equipe.example',
  name: 'Ana',
  role: 'admin',
  isActive: true,
  hasJoined: true,
};

describe('the staff session beside the customer one', () => {
  const staffRedirect = vi.fn();
  const customerRedirect = vi.fn();

  beforeEach(() => {
    staffRedirect.mockReset();
    customerRedirect.mockReset();
    setStaffRedirect(staffRedirect);
    setRedirect(customerRedirect);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'customer-token');
    localStorage.setItem(STAFF_TOKEN_KEY, 'staff-token');
    window.history.replaceState(null, '', '/equipe/retornos');
  });
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('sends the staff token, never the customer one, on staff calls', async () => {
    const spy = mockApi({ 'GET /api/staff/me': () => ({ body: member }) });
    await expect(fetchStaffMe()).resolves.toEqual(member);
    expect(sentHeaders(spy)).toMatchObject({ Authorization: 'Bearer staff-token' });
  });

  it('a 401 ends the staff session only, and leads to the staff sign-in', async () => {
    mockApi({
      'GET /api/staff/me': () => ({
        status: 401,
        body: { error: 'UNAUTHORIZED', message: 'Entre novamente.' },
      }),
    });
    await expect(fetchStaffMe()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(localStorage.getItem(STAFF_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('customer-token');
    expect(staffRedirect).toHaveBeenCalledWith('/equipe');
    expect(customerRedirect).not.toHaveBeenCalled();
  });

  it('a wrong staff password leaves the customer signed in', async () => {
    window.history.replaceState(null, '', '/equipe');
    mockApi({
      'POST /api/staff/auth/login': () => ({
        status: 401,
        body: { error: 'INVALID_CREDENTIALS', message: 'E-mail ou senha incorretos.' },
      }),
    });
    await expect(startStaffLogin({ email: 'ana@equipe.example', password: 'x' })).rejects.toThrow(
      'E-mail ou senha incorretos.',
    );
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('customer-token');
    expect(staffRedirect).not.toHaveBeenCalled();
    expect(customerRedirect).not.toHaveBeenCalled();
  });
});
