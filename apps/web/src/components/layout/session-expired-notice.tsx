import { Link, useSearchParams } from 'react-router';
import { messages } from '../../messages/pt-BR';
import { loginPath, NEXT_PARAM, SESSION_EXPIRED_PARAM, SESSION_EXPIRED_VALUE } from '../../routes';
import { nextPath } from '../../screens/login/next-path';

/**
 * After a 401 ended a session (api/client.ts sends the browser to `/?sessao=expirada&next=…`):
 * says so, and signing in again returns the person to the page they were on.
 */
export function SessionExpiredNotice() {
  const [params] = useSearchParams();
  if (params.get(SESSION_EXPIRED_PARAM) !== SESSION_EXPIRED_VALUE) return null;
  const target = params.get(NEXT_PARAM) ? nextPath(params) : '/';
  return (
    <div
      role="alert"
      className="mx-auto mb-6 flex max-w-2xl flex-wrap items-center justify-between gap-2 rounded-xl bg-band-warn-bg px-4 py-3 text-sm text-band-warn-fg ring-1 ring-band-warn-ring"
    >
      <span>{messages.session.expired}</span>
      <Link to={loginPath(target)} className="font-semibold underline">
        {messages.session.loginAgain}
      </Link>
    </div>
  );
}
