import { Link } from 'react-router';
import { ConfirmEmailPanel } from '../../components/confirm-email/confirm-email-panel';
import { DeleteAccount } from '../../components/delete-account/delete-account';
import { PageLayout } from '../../components/layout/page-layout';
import { usePageTitle } from '../../lib/page-title';
import { messages } from '../../messages/pt-BR';
import { paths } from '../../routes';
import { useAuthStore } from '../../stores/auth';
import { PasswordForm } from '../login/auth-forms';

const text = messages.account;

/**
 * `/minha-conta` ("Meus dados"), in the authenticated layout: who is signed in and whether the
 * e-mail is confirmed (with the code that confirms it), the password, and the LGPD rights
 * (the export lives with the analyses it carries, the erasure here).
 */
export function AccountScreen() {
  usePageTitle(text.title);
  const user = useAuthStore((store) => store.user);
  if (!user) return null; // the authenticated layout renders this screen only with a user
  return (
    <PageLayout header={{ showHowToUse: true }}>
      <div className="mx-auto max-w-2xl">
        <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{text.title}</h1>
        <dl className="mt-6 space-y-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:p-6">
          <div>
            <dt className="text-slate-500">{text.name}</dt>
            <dd className="font-medium text-slate-900">{user.name}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{text.email}</dt>
            <dd className="font-medium break-words text-slate-900">{user.email}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{text.emailStatus}</dt>
            <dd className="text-slate-900">
              {user.emailVerified ? text.emailConfirmed : text.emailUnconfirmed}
            </dd>
          </div>
        </dl>
        <ConfirmEmailPanel />

        <section aria-labelledby="senha" className="mt-8">
          <h2 id="senha" className="text-xl font-semibold text-brand-800">
            {text.passwordTitle}
          </h2>
          {user.emailVerified ? (
            <div className="mt-3 space-y-3">
              <p className="text-sm text-slate-700">
                {user.hasPassword === false ? text.passwordNew : text.passwordChange}
              </p>
              <PasswordForm />
            </div>
          ) : (
            <p className="mt-3 text-sm text-slate-700">
              {messages.confirmEmail.passwordNeedsConfirmation}
            </p>
          )}
        </section>

        <section aria-labelledby="seus-dados" className="mt-8">
          <h2 id="seus-dados" className="text-xl font-semibold text-brand-800">
            {text.dataTitle}
          </h2>
          <p className="mt-3 text-sm text-slate-700">
            {text.exportPrefix}{' '}
            <Link to={paths.history} className="font-medium text-brand-700 underline">
              {messages.header.history}
            </Link>
            .
          </p>
          <DeleteAccount />
        </section>
      </div>
    </PageLayout>
  );
}
