import {
  ZAccountResponse,
  ZAuthResponse,
  type TAccountResponse,
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
