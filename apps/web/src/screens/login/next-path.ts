import { NEXT_PARAM, paths } from '../../routes';

/**
 * Where to go after signing in: the `?next=` path when it is a path of this app (never another
 * origin, so the login page cannot be used as an open redirect), otherwise `fallback` (`/`).
 */
export function nextPath(params: URLSearchParams, fallback: string = paths.upload): string {
  const next = params.get(NEXT_PARAM);
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : fallback;
}
