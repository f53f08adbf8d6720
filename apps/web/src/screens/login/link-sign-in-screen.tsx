import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLayout } from '../../components/layout/page-layout';
import { usePageTitle } from '../../lib/page-title';
import { messages } from '../../messages/pt-BR';
import { paths } from '../../routes';
import { useAuthStore } from '../../stores/auth';

/**
 * `/entrar#token=…`: the link of a code e-mail. The token travels in the fragment (never in a
 * server or proxy log); it signs in once and opens "Minhas análises".
 */
export function LinkSignInScreen() {
  const verifyCode = useAuthStore((store) => store.verifyCode);
  const navigate = useNavigate();
  const [hasFailed, setFailed] = useState(false);
  const isStarted = useRef(false);
  const text = messages.linkSignIn;
  usePageTitle(text.title);

  useEffect(() => {
    if (isStarted.current) return;
    isStarted.current = true;
    const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
    // The fragment leaves the address bar (and the history) at once.
    window.history.replaceState(null, '', window.location.pathname);
    if (!token) {
      setFailed(true);
      return;
    }
    verifyCode({ token }).then(
      () => void navigate(paths.history, { replace: true }),
      () => setFailed(true),
    );
  }, [navigate, verifyCode]);

  return (
    <PageLayout header={{ showHowToUse: true }}>
      <div className="mx-auto max-w-md">
        {hasFailed ? (
          <div role="alert" className="rounded-xl bg-band-bad-bg p-4 text-band-bad-fg">
            <p>{text.failed}</p>
            <Link to={paths.login} className="mt-2 inline-block font-semibold underline">
              {text.requestAgain}
            </Link>
          </div>
        ) : (
          <p role="status" className="text-slate-700">
            {text.title}
          </p>
        )}
      </div>
    </PageLayout>
  );
}
