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
  // Read once; the fragment then leaves the address bar (and the history).
  const [token] = useState(() => {
    const value = new URLSearchParams(window.location.hash.slice(1)).get('token');
    window.history.replaceState(null, '', window.location.pathname);
    return value;
  });
  const [hasFailed, setFailed] = useState(token === null);
  const isStarted = useRef(false);
  const text = messages.linkSignIn;
  usePageTitle(text.title);

  useEffect(() => {
    if (isStarted.current || token === null) return;
    isStarted.current = true;
    verifyCode({ token }).then(
      () => void navigate(paths.history, { replace: true }),
      () => setFailed(true),
    );
  }, [navigate, token, verifyCode]);

  return (
    <PageLayout header={{ showHowToUse: true }}>
      <div className="mx-auto max-w-md">
        <h1 className="mb-4 text-2xl font-bold text-brand-800">{text.heading}</h1>
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
