import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Loading } from '../loading/loading';

/** Wraps every route: the "Loading..." placeholder of lazy screens and a scroll reset. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <Suspense fallback={<Loading />}>
      <Outlet />
    </Suspense>
  );
}
