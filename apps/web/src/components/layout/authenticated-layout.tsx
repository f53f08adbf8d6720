import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPath } from '../../routes';
import { useAuthStore } from '../../stores/auth';
import { Loading } from '../loading/loading';

/**
 * Routes for registered users. Without a valid token the person goes to /login, which returns
 * here (path and query) afterwards.
 */
export function AuthenticatedLayout() {
  const user = useAuthStore((state) => state.user);
  const validateToken = useAuthStore((state) => state.validateToken);
  const location = useLocation();
  const [isInvalid, setInvalid] = useState(false);

  useEffect(() => {
    if (user) return;
    let isActive = true;
    void validateToken().then((isValid) => {
      if (isActive && !isValid) setInvalid(true);
    });
    return () => {
      isActive = false;
    };
  }, [user, validateToken]);

  if (user) return <Outlet />;
  if (isInvalid) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return <Loading />;
}
