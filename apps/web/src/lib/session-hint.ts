import { TOKEN_STORAGE_KEY } from '@contrato-claro/shared';

/**
 * True when a token is stored and its `exp` is still ahead. Only a hint for choosing a path (the
 * server decides): an expired session is not worth a call that would end on SPEC's 401 redirect.
 * Kept apart from the API client so the header can ask it without loading the client on `/`.
 */
export function hasLiveSession(): boolean {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (!token) return false;
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { exp } = JSON.parse(json) as { exp?: unknown };
    return typeof exp === 'number' && exp * 1000 > Date.now();
  } catch {
    return false;
  }
}
