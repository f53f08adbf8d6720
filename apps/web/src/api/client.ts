import {
  AppError,
  TOKEN_STORAGE_KEY,
  ZErrorBody,
  isAppError,
  type TErrorCode,
} from '@contrato-claro/shared';
import type { z } from 'zod';
import { connectionErrorMessage } from '../lib/connection';
import { messages } from '../messages/pt-BR';
import { NEXT_PARAM, SESSION_EXPIRED_PARAM, SESSION_EXPIRED_VALUE } from '../routes';

/** Every call goes to the API base path (SPEC.md §7). */
export const API_BASE = '/api';

const LOGIN_PATH = '/login';
const ROOT_PATH = '/';

/** Codes for error answers that do not carry the JSON error body (e.g. a proxy's 413). */
const CODE_BY_STATUS: Record<number, TErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'FILE_TOO_LARGE',
  415: 'UNSUPPORTED_FILE_TYPE',
  429: 'RATE_LIMITED',
};

/** The session token kept in local storage under "token" (SPEC.md §3). */
export function getToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function removeToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
}

/** The bearer header when a token is stored (SPEC.md §6). */
export function authorizationHeader(session: ApiSession = customerSession): Record<string, string> {
  const token = session.token();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * A full page load on purpose: it also drops every in-memory trace of the ended session.
 * Replaceable so tests can observe it (jsdom cannot navigate).
 */
let redirect = (path: string): void => window.location.assign(path);

export function setRedirect(next: (path: string) => void): void {
  redirect = next;
}

/**
 * SPEC.md §8: any 401 removes the stored token and sends the browser to `/`, unless on /login.
 * When a session existed, `/` is told it expired and where the person was, so it can say so and
 * bring them back there after signing in again.
 */
function endSession(): void {
  const hadSession = getToken() !== null;
  removeToken();
  if (window.location.pathname === LOGIN_PATH) return;
  if (!hadSession) return redirect(ROOT_PATH);
  const query = new URLSearchParams({
    [SESSION_EXPIRED_PARAM]: SESSION_EXPIRED_VALUE,
    [NEXT_PARAM]: window.location.pathname + window.location.search,
  });
  redirect(`${ROOT_PATH}?${query}`);
}

/**
 * Whose session a call carries: its token and what a 401 does. Customers by default (SPEC.md §3
 * and §8); the back office has its own (api/staff.ts), so neither token is ever sent for the other.
 */
export interface ApiSession {
  token(): string | null;
  /** Called on a 401: forget the token and go where one signs in again. */
  end(): void;
}

const customerSession: ApiSession = { token: getToken, end: endSession };

/** Statuses a proxy answers when the API behind it is down or restarting. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

/** The one place where an error answer becomes an `AppError` (STYLE.md §4). */
export function toAppError(
  status: number,
  body: unknown,
  session: ApiSession = customerSession,
): AppError {
  if (status === 401) session.end();
  const parsed = ZErrorBody.safeParse(body);
  if (parsed.success) {
    const { error, message, details } = parsed.data;
    return new AppError(error, { message, details });
  }
  if (UNREACHABLE_STATUSES.has(status)) return networkError();
  return new AppError(CODE_BY_STATUS[status] ?? 'INTERNAL');
}

/** `details` of the error of a request that got no answer from the API. */
const NO_ANSWER = 'no-answer';

/**
 * The error for a request that never got an answer from the API: its message says whether the
 * browser is offline or the server is out of reach.
 */
export function networkError(): AppError {
  return new AppError('INTERNAL', { message: connectionErrorMessage(), details: NO_ANSWER });
}

/** True for `networkError()`: trying again later may succeed. */
export function isNetworkError(error: unknown): boolean {
  return isAppError(error) && error.details === NO_ANSWER;
}

/** Parses an answer with its contract; a mismatch is a server bug, reported as INTERNAL. */
export function parseAnswer<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  console.error('Unexpected API answer', parsed.error.issues);
  throw new AppError('INTERNAL', { message: messages.errors.unexpectedAnswer });
}

/** JSON of a body text, or undefined when it is empty or not JSON. */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** Default: the customer's session. */
  session?: ApiSession;
}

/**
 * Calls the API with the JSON content type and the bearer token, sends the uploader cookie
 * (same origin) and parses the answer with `schema`. Without a schema the answer is not read.
 * Requests other than GET always carry a JSON body (`{}` when there is nothing to send), so the
 * content type never lies about an empty body.
 */
export async function request<T>(
  path: string,
  options: RequestOptions & { schema: z.ZodType<T> },
): Promise<T>;
export async function request(path: string, options?: RequestOptions): Promise<void>;
export async function request<T>(
  path: string,
  { schema, ...options }: RequestOptions & { schema?: z.ZodType<T> } = {},
): Promise<T | void> {
  const response = await send(path, options);
  const answer = parseJson(await response.text());
  if (!response.ok) throw toAppError(response.status, answer, options.session);
  if (schema) return parseAnswer(schema, answer);
}

/** The one fetch of the API: JSON body, bearer token, same-origin cookie, no-answer errors. */
async function send(
  path: string,
  { method = 'GET', body, signal, session = customerSession }: RequestOptions,
): Promise<Response> {
  try {
    return await fetch(`${API_BASE}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...authorizationHeader(session) },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }
}

/** A file the API sent: its bytes and the name it suggests (`Content-Disposition`). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The UTF-8 name of a `Content-Disposition` header (`filename*`), else its plain `filename`. */
export function dispositionFileName(header: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/iu.exec(header ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name: the plain one below will do.
    }
  }
  return /filename="([^"]+)"/iu.exec(header ?? '')?.[1] ?? fallback;
}

/**
 * Downloads a file from the API with the bearer token (a plain link could not carry it): the
 * same errors as `request`, the bytes and the suggested name on success.
 */
export async function requestFile(
  path: string,
  { fallbackName, ...options }: RequestOptions & { fallbackName: string },
): Promise<DownloadedFile> {
  const response = await send(path, options);
  if (!response.ok) {
    throw toAppError(response.status, parseJson(await response.text()), options.session);
  }
  return {
    blob: await response.blob(),
    fileName: dispositionFileName(response.headers.get('content-disposition'), fallbackName),
  };
}
