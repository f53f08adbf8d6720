import { useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './components/layout/root-layout';
import { lazyNamed } from './lib/lazy-named';
import { paths, staffPaths } from './routes';

// Lazy as well: it brings the auth store and the API client, which `/` does not need.
const AuthenticatedLayout = lazyNamed(
  () => import('./components/layout/authenticated-layout'),
  'AuthenticatedLayout',
);
const UploadScreen = lazyNamed(() => import('./screens/upload/upload-screen'), 'UploadScreen');
const PreviewScreen = lazyNamed(() => import('./screens/preview/preview-screen'), 'PreviewScreen');
const ResultsScreen = lazyNamed(() => import('./screens/results/results-screen'), 'ResultsScreen');
const ResultsFallbackScreen = lazyNamed(
  () => import('./screens/results-fallback/results-fallback-screen'),
  'ResultsFallbackScreen',
);
const LoginScreen = lazyNamed(() => import('./screens/login/login-screen'), 'LoginScreen');
const AccountScreen = lazyNamed(() => import('./screens/account/account-screen'), 'AccountScreen');
const HistoryScreen = lazyNamed(() => import('./screens/history/history-screen'), 'HistoryScreen');
const LinkSignInScreen = lazyNamed(
  () => import('./screens/login/link-sign-in-screen'),
  'LinkSignInScreen',
);
// Versions (issue 25): a revised contract uploaded from an analysis, and the comparison.
const NewVersionScreen = lazyNamed(
  () => import('./screens/versions/new-version-screen'),
  'NewVersionScreen',
);
const ComparisonScreen = lazyNamed(
  () => import('./screens/versions/comparison-screen'),
  'ComparisonScreen',
);
const PrivacyScreen = lazyNamed(() => import('./screens/privacy/privacy-screen'), 'PrivacyScreen');
// The back office: its own chunk, never downloaded by customers.
const StaffArea = lazyNamed(() => import('./screens/staff/staff-area'), 'StaffArea');
const NotFoundScreen = lazyNamed(
  () => import('./screens/not-found/not-found-screen'),
  'NotFoundScreen',
);

/** The routes of SPEC.md §2, plus the privacy page and a 404; every screen is lazy. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.upload, element: <UploadScreen /> },
      { path: paths.preview, element: <PreviewScreen /> },
      {
        element: <AuthenticatedLayout />,
        children: [
          { path: paths.results, element: <ResultsScreen /> },
          { path: paths.history, element: <HistoryScreen /> },
          { path: paths.account, element: <AccountScreen /> },
          { path: paths.newVersion, element: <NewVersionScreen /> },
          { path: paths.comparison, element: <ComparisonScreen /> },
        ],
      },
      { path: paths.login, element: <LoginScreen /> },
      { path: paths.linkSignIn, element: <LinkSignInScreen /> },
      { path: paths.resultsFallback, element: <ResultsFallbackScreen /> },
      { path: paths.privacy, element: <PrivacyScreen /> },
      { path: `${staffPaths.home}/*`, element: <StaffArea /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

/** The app's routes, rendered inside a router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
