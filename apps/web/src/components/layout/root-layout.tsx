import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Loading } from '../loading/loading';
import { ScreenErrorBoundary } from './screen-error-boundary';

/**
 * Wraps every route: the "Loading..." placeholder of lazy screens, what shows when a screen
 * cannot be loaded, and a scroll reset on navigation — except to a `#section` of the screen.
 */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
