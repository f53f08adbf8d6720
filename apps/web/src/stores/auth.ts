import {
  isAppError,
  type TAccountResponse,
  type TAuthResponse,
  type TLoginRequest,
  type TRegisterAccountRequest,
  type TRegisterRequest,
} from '@contrato-claro/shared';
import { create } from 'zustand';
import * as authApi from '../api/auth';
import { getToken, removeToken, storeToken } from '../api/client';
import { getProfile } from '../api/users';
import { messages } from '../messages/pt-BR';

/** The signed-in person (SPEC.md §3). */
export interface User {
  id: string;
  name: string;
  email: string;
  hasFeedback: boolean;
  userFeedback?: boolean;
  wantsLawyerContact?: boolean;
  hasPassword?: boolean;
}

export interface AuthState {
  user: User | null;
  isLoading: boolean;
  error: string | null;
  login: (credentials: TLoginRequest) => Promise<User>;
  register: (account: TRegisterRequest) => Promise<User>;
  registerAccount: (lead: TRegisterAccountRequest) => Promise<User>;
  logout: () => void;
  /** True when a stored token still opens the profile; otherwise the session is dropped. */
  validateToken: () => Promise<boolean>;
}

const userFromAuth = ({ userId, name, email, hasFeedback }: TAuthResponse): User => ({
  id: userId,
  name,
  email,
  hasFeedback,
});

const userFromAccount = (answer: TAccountResponse): User => ({
  ...userFromAuth(answer),
  userFeedback: answer.userFeedback,
  wantsLawyerContact: answer.wantsLawyerContact,
});

/**
 * The server's message for a known failure (wrong password, e-mail taken, too many attempts…);
 * SPEC.md §8's fallback text when nothing more specific is known (network, server bug).
 */
const errorText = (error: unknown, fallback: string) =>
  isAppError(error) && error.code !== 'INTERNAL' ? error.message : fallback;

export const useAuthStore = create<AuthState>()((set) => {
  /**
   * SPEC.md §4: every action sets isLoading and clears error at start, clears isLoading at the
   * end; success stores token and user; failure stores the error and rethrows it.
   */
  async function authenticate<T extends TAuthResponse>(
    call: () => Promise<T>,
    toUser: (answer: T) => User,
    fallback: string,
  ): Promise<User> {
    set({ isLoading: true, error: null });
    try {
      const answer = await call();
      storeToken(answer.access_token);
      const user = toUser(answer);
      set({ user, isLoading: false });
      return user;
    } catch (error) {
      set({ error: errorText(error, fallback), isLoading: false });
      throw error;
    }
  }

  return {
    user: null,
    isLoading: false,
    error: null,
    login: (credentials) =>
      authenticate(() => authApi.login(credentials), userFromAuth, messages.auth.loginError),
    register: (account) =>
      authenticate(() => authApi.register(account), userFromAuth, messages.auth.registerError),
    registerAccount: (lead) =>
      authenticate(
        () => authApi.registerAccount(lead),
        userFromAccount,
        messages.auth.registerAccountError,
      ),
    logout: () => {
      removeToken();
      set({ user: null, error: null, isLoading: false });
    },
    validateToken: async () => {
      if (!getToken()) {
        set({ user: null });
        return false;
      }
      set({ isLoading: true, error: null });
      try {
        const profile = await getProfile();
        set({
          user: {
            id: profile.userId,
            name: profile.name,
            email: profile.email,
            hasFeedback: profile.hasFeedback,
            hasPassword: profile.hasPassword,
          },
          isLoading: false,
        });
        return true;
      } catch {
        removeToken();
        set({ user: null, isLoading: false });
        return false;
      }
    },
  };
});
