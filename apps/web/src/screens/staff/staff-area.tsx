import type { TStaffMember, TStaffSession } from '@contrato-claro/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import {
  fetchStaffMe,
  logOutStaff,
  removeStaffToken,
  staffSession,
  storeStaffToken,
} from '../../api/staff';
import { Loading } from '../../components/loading/loading';
import { FunnelScreen } from '../back-office/funnel-screen';
import { LeadsScreen } from '../back-office/leads-screen';
import { staffMessages } from '../../messages/staff';
import { staffPaths } from '../../routes';
import { RequestAnalysisScreen } from './callbacks/analysis-screen';
import { CallbacksScreen } from './callbacks/callbacks-screen';
import { RequestScreen } from './callbacks/request-screen';
import { MembersScreen } from './members-screen';
import { StaffLayout } from './staff-layout';
import { StaffLoginScreen } from './staff-login-screen';
import { StaffSessionContext } from './staff-session';
import { StaffSetupScreen } from './staff-setup-screen';

/** Staff screens inside the signed-in layout, by path below /equipe. */
const signedInScreens: RouteObject[] = [
  { index: true, element: <Navigate to={staffPaths.callbacks} replace /> },
  { path: 'retornos', element: <CallbacksScreen /> },
  { path: 'retornos/:id', element: <RequestScreen /> },
  { path: 'retornos/:id/analise', element: <RequestAnalysisScreen /> },
  { path: 'membros', element: <MembersScreen /> },
  { path: 'leads', element: <LeadsScreen /> },
  { path: 'funil', element: <FunnelScreen /> },
  { path: '*', element: <StaffNotFound /> },
];

function StaffNotFound() {
  return (
    <div className="py-10 text-center">
      <h1 className="text-2xl font-bold text-brand-800">{staffMessages.notFound.title}</h1>
      <p className="mt-2 text-slate-600">{staffMessages.notFound.text}</p>
    </div>
  );
}

type SessionState =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; member: TStaffMember };

/**
 * Everything under /equipe: one lazy chunk, so the customer app never loads it. Signed out, any
 * staff path shows the sign-in and, once signed in, that same path; the invitation link's page
 * works signed out. The server checks the role of every call: the screens only follow it.
 */
export function StaffArea() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [state, setState] = useState<SessionState>(() =>
    staffSession.token() ? { status: 'loading' } : { status: 'signed-out' },
  );

  useEffect(() => {
    if (state.status !== 'loading') return;
    fetchStaffMe().then(
      (member) => setState({ status: 'signed-in', member }),
      () => setState({ status: 'signed-out' }),
    );
  }, [state.status]);

  const signIn = (session: TStaffSession) => {
    storeStaffToken(session.access_token);
    setState({ status: 'signed-in', member: session.member });
    if (pathname === staffPaths.home) void navigate(staffPaths.callbacks, { replace: true });
  };
  const logOut = useCallback(async () => {
    await logOutStaff().catch(() => undefined);
    removeStaffToken();
    setState({ status: 'signed-out' });
    void navigate(staffPaths.home);
  }, [navigate]);

  const session = useMemo(
    () => (state.status === 'signed-in' ? { member: state.member, logOut } : null),
    [state, logOut],
  );
  const routes = useRoutes([
    { path: 'definir-senha', element: <StaffSetupScreen /> },
    session
      ? {
          element: (
            <StaffSessionContext.Provider value={session}>
              <StaffLayout />
            </StaffSessionContext.Provider>
          ),
          children: signedInScreens,
        }
      : {
          path: '*',
          element:
            state.status === 'loading' ? <Loading /> : <StaffLoginScreen onSignedIn={signIn} />,
        },
  ]);
  return routes;
}
