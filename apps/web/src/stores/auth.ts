import {
  isAppError,
  type TAccountResponse,
  type TAuthResponse,
  type TLoginRequest,
  type TRegisterAccountRequest,
  type TMailDelivery,
  type TRegisterRequest,
  type TSetPasswordRequest,
  type TVerifyCodeRequest,
} from '@contrato-claro/shared';
import { create } from 'zustand';
import * as authApi from '../api/auth';
import { getToken, removeToken, storeToken } from '../api/client';
import { getProfile, setPassword } from '../api/users';
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
  /** False for an identity whose e-mail is not confirmed yet: it sees only what it claimed. */
  emailVerified: boolean;
  /** How this server delivers codes: by e-mail, or into its log (no SMTP configured). */
  mailDelivery: TMailDelivery;
}

export interface AuthState {
  user: User | null;
  isLoading: boolean;
  error: string | null;
  login: (credentials: TLoginRequest) => Promise<User>;
  register: (account: TRegisterRequest) => Promise<User>;
  registerAccount: (lead: TRegisterAccountRequest) => Promise<User>;
  /** Signs in (and confirms the e-mail) with a one-time code or the e-mailed link's token. */
  verifyCode: (proof: TVerifyCodeRequest) => Promise<User>;
  /** Sets or changes the password; the answer's new token replaces the revoked one. */
  changePassword: (body: TSetPasswordRequest) => Promise<User>;
  /** "Sair": revokes the tokens on the server (best effort), then forgets the session. */
  logout: () => Promise<void>;
  /** True when a stored token still opens the profile; otherwise the session is dropped. */
  validateToken: () => Promise<boolean>;
}

const userFromAuth = (answer: TAuthResponse): User => ({
  id: answer.userId,
  name: answer.name,
  email: answer.email,
  hasFeedback: answer.hasFeedback,
  emailVerified: answer.emailVerified,
  mailDelivery: answer.mailDelivery,
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
    verifyCode: (proof) =>
      authenticate(() => authApi.verifyCode(proof), userFromAuth, messages.auth.codeError),
    changePassword: (body) =>
      authenticate(
        () => setPassword(body),
        (answer) => ({ ...userFromAuth(answer), hasPassword: true }),
        messages.login.passwordError,
      ),
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
    logout: async () => {
      if (getToken()) {
        // A failure (offline, already expired) still ends the session in this browser.
        await authApi.logout().catch(() => undefined);
      }
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
            emailVerified: profile.emailVerified,
            mailDelivery: profile.mailDelivery,
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
