import {
  ZAccountResponse,
  ZAuthResponse,
  ZCodeResponse,
  type TAccountResponse,
  type TCodeRequest,
  type TCodeResponse,
  type TVerifyCodeRequest,
  type TAuthResponse,
  type TLoginRequest,
  type TRegisterAccountRequest,
  type TRegisterRequest,
} from '@contrato-claro/shared';
import { request } from './client';

/** POST /auth/login */
export function login(body: TLoginRequest): Promise<TAuthResponse> {
  return request('/auth/login', { method: 'POST', body, schema: ZAuthResponse });
}

/** POST /auth/register */
export function register(body: TRegisterRequest): Promise<TAuthResponse> {
  return request('/auth/register', { method: 'POST', body, schema: ZAuthResponse });
}

/** POST /auth/register/account: the lead form plus the analysis it unlocks. */
export function registerAccount(body: TRegisterAccountRequest): Promise<TAccountResponse> {
  return request('/auth/register/account', { method: 'POST', body, schema: ZAccountResponse });
}

/** POST /auth/code: mails a one-time code and link; the same answer for every e-mail. */
export function requestCode(body: TCodeRequest): Promise<TCodeResponse> {
  return request('/auth/code', { method: 'POST', body, schema: ZCodeResponse });
}

/** POST /auth/code/verify: the code (or the link's token) signs in and confirms the e-mail. */
export function verifyCode(body: TVerifyCodeRequest): Promise<TAuthResponse> {
  return request('/auth/code/verify', { method: 'POST', body, schema: ZAuthResponse });
}

/** POST /auth/logout: "Sair" revokes the account's tokens on the server. */
export function logout(): Promise<void> {
  return request('/auth/logout', { method: 'POST' });
}
