import { NEXT_PARAM, paths } from '../../routes';

/**
 * Where to go after signing in: the `?next=` path when it is a path of this app (never another
 * origin, so the login page cannot be used as an open redirect), otherwise `/`.
 */
export function nextPath(params: URLSearchParams): string {
  const next = params.get(NEXT_PARAM);
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : paths.upload;
}
