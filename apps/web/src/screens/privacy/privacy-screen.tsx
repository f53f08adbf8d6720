import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { getToken, removeToken } from '../../api/client';
import { deleteAccount } from '../../api/users';
import { Button } from '../../components/button/button';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { PageLayout } from '../../components/layout/page-layout';
import { config } from '../../config';
import { usePageTitle } from '../../lib/page-title';
import { messages } from '../../messages/pt-BR';
import { loginPath, paths } from '../../routes';
import { useAuthStore } from '../../stores/auth';

/** `/privacidade`: the LGPD notice in plain pt-BR, with account deletion for a signed-in user. */
export function PrivacyScreen() {
  const text = messages.privacy;
  usePageTitle(text.title);
  // Where the lead event's contact details go depends on whether Mixpanel is configured.
  const sections = text.sections.map((section) =>
    'key' in section && section.key === 'leadData'
      ? {
          ...section,
          items: [
            ...section.items,
            config.mixpanelToken ? text.analyticsShared : text.analyticsNotShared,
          ],
        }
      : section,
  );
  return (
    <PageLayout header={{ showHowToUse: true }}>
      <article className="mx-auto max-w-2xl">
        <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{text.title}</h1>
        <p className="mt-3 text-slate-700">{text.intro}</p>
        {sections.map((section) => (
          <section key={section.title} className="mt-8">
            <h2 className="text-xl font-semibold text-brand-800">{section.title}</h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
        <p className="mt-6 text-slate-700">
          {text.exportPrefix}{' '}
          <Link to={paths.history} className="font-medium text-brand-700 underline">
            {text.exportLink}
          </Link>
          .
        </p>
        <DeleteAccount />
        <section className="mt-8">
          <h2 className="text-xl font-semibold text-brand-800">{text.contactTitle}</h2>
          <p className="mt-3 text-slate-700">{text.contact}</p>
        </section>
      </article>
    </PageLayout>
  );
}

function DeleteAccount() {
  const user = useAuthStore((store) => store.user);
  const validateToken = useAuthStore((store) => store.validateToken);
  const logout = useAuthStore((store) => store.logout);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [isDeleted, setDeleted] = useState(false);
  const text = messages.privacy;

  useEffect(() => {
    if (!user && getToken()) void validateToken();
  }, [user, validateToken]);

  const erase = async () => {
    await deleteAccount();
    setConfirmOpen(false);
    setDeleted(true);
    // The account is gone: there is no session left to revoke on the server.
    removeToken();
    void logout();
  };

  if (isDeleted) {
    return (
      <p role="status" className="mt-6 rounded-lg bg-band-good-bg px-4 py-3 text-band-good-fg">
        {text.deleted}
      </p>
    );
  }
  if (!user) {
    return (
      <p className="mt-6 text-slate-700">
        {text.deleteAccountNeedsLogin}{' '}
        <Link to={loginPath(paths.privacy)} className="font-medium text-brand-700 underline">
          {text.loginLink}
        </Link>
      </p>
    );
  }
  return (
    <>
      <Button variant="secondary" className="mt-6" onClick={() => setConfirmOpen(true)}>
        <Trash2 aria-hidden="true" className="size-5" />
        {text.deleteAccount}
      </Button>
      <ConfirmDialog
        open={isConfirmOpen}
        onOpenChange={setConfirmOpen}
        title={text.deleteTitle}
        description={text.deleteDescription}
        cancelLabel={text.deleteCancel}
        confirmLabel={text.deleteConfirm}
        busyLabel={text.deleting}
        onConfirm={erase}
      />
    </>
  );
}
