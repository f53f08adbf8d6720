import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getToken } from '../../api/client';
import { Button } from '../../components/button/button';
import { PageLayout } from '../../components/layout/page-layout';
import { usePageTitle } from '../../lib/page-title';
import { messages } from '../../messages/pt-BR';
import { useAuthStore } from '../../stores/auth';
import { paths } from '../../routes';
import { LoginForm, PasswordForm, RegisterForm } from './auth-forms';
import { CodeForm, CodeSignIn } from './code-sign-in';
import { nextPath } from './next-path';

const TABS = ['login', 'register', 'password'] as const;
type Tab = (typeof TABS)[number];

const tabId = (tab: Tab) => `aba-${tab}`;
const panelId = (tab: Tab) => `painel-${tab}`;

/**
 * `/login`: "Entrar" (leading with "Receber código por e-mail", since most people registered
 * through the analysis and never chose a password; "Entrar com senha" beside it), "Criar conta"
 * and "Definir senha". Signing in returns to `?next=`, else to "Minhas análises".
 */
export function LoginScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useAuthStore((store) => store.user);
  const validateToken = useAuthStore((store) => store.validateToken);
  const logout = useAuthStore((store) => store.logout);
  const [chosen, setChosen] = useState<Tab | null>(null);
  const [isPasswordSignIn, setPasswordSignIn] = useState(false);
  const tabs = useRef(new Map<Tab, HTMLButtonElement>());
  const text = messages.login;
  usePageTitle(text.title);

  useEffect(() => {
    if (!user && getToken()) void validateToken();
  }, [user, validateToken]);

  // A lead account without a password lands on "Definir senha"; the tab then stays put (saving a
  // password must not move the person away from its confirmation).
  if (chosen === null && user) setChosen(user.hasPassword === false ? 'password' : 'login');
  const active: Tab = chosen ?? 'login';
  // Someone who signs in usually comes back for their analyses.
  const done = () => void navigate(nextPath(params, paths.history), { replace: true });

  const onTabKey = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(active) + step + TABS.length) % TABS.length]!;
    setChosen(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <PageLayout header={{ showHowToUse: true }}>
      <div className="mx-auto max-w-md">
        <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{text.title}</h1>
        <p className="mt-2 text-slate-700">{text.intro}</p>
        {user && (
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
            <span>{text.signedInAs(user.name)}</span>
            <Button variant="ghost" onClick={() => void logout()}>
              {text.logout}
            </Button>
          </div>
        )}

        <div
          role="tablist"
          aria-label={text.tabsLabel}
          onKeyDown={onTabKey}
          className="mt-6 grid grid-cols-3 gap-1 rounded-xl bg-slate-200 p-1"
        >
          {TABS.map((tab) => (
            <button
              key={tab}
              ref={(element) => {
                if (element) tabs.current.set(tab, element);
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={active === tab}
              aria-controls={active === tab ? panelId(tab) : undefined}
              tabIndex={active === tab ? 0 : -1}
              onClick={() => setChosen(tab)}
              className={`min-h-11 rounded-lg px-2 text-sm font-semibold ${
                active === tab
                  ? 'bg-white text-brand-800 shadow-sm'
                  : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              {text.tabs[tab]}
            </button>
          ))}
        </div>

        <div
          role="tabpanel"
          id={panelId(active)}
          aria-labelledby={tabId(active)}
          className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          {active === 'login' &&
            (isPasswordSignIn ? (
              <div className="space-y-4">
                <LoginForm onDone={done} />
                <div className="border-t border-slate-100 pt-4">
                  <Button variant="secondary" onClick={() => setPasswordSignIn(false)}>
                    {messages.code.request}
                  </Button>
                </div>
              </div>
            ) : (
              <CodeSignIn onDone={done} onBack={() => setPasswordSignIn(true)} />
            ))}
          {active === 'register' && <RegisterForm onDone={done} />}
          {active === 'password' &&
            (user?.emailVerified === false ? (
              <div className="space-y-4">
                <p className="text-sm text-slate-700">
                  {messages.confirmEmail.passwordNeedsConfirmation}
                </p>
                <CodeForm email={user.email} idPrefix="password" onDone={() => undefined} />
              </div>
            ) : user ? (
              <div className="space-y-4">
                <p className="text-sm text-slate-700">{text.passwordIntro(user.name)}</p>
                <PasswordForm />
              </div>
            ) : (
              <p className="text-slate-700">{text.passwordNeedsLogin}</p>
            ))}
        </div>
      </div>
    </PageLayout>
  );
}
