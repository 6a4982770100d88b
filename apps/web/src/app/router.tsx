import { Navigate, createBrowserRouter } from 'react-router';
import { AuthGate } from './gates/AuthGate';
import { SignInCallback } from './gates/SignInCallback';
import { RequireAccess } from './gates/RequireAccess';
import { SessionProvider } from '../core/session/SessionProvider';
import { AppShell } from './AppShell';
import { CalculationRedirect, CalculationRoute } from './CalculationRoutes';
import { DataProtectionPage, ImprintPage, NotFoundPage, ProjectExplorerPage, SimulatorPage } from './pages';
import { PublicShell } from './PublicShell';
import { RouteErrorScreen } from './RouteErrorScreen';

/** The routes (docs/design.md#screens-and-routes). The legal pages need no sign-in; everything else does. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      errorElement: <RouteErrorScreen />,
      children: [
        { path: '/null', element: <Navigate to="/" replace /> },
        { path: '/calculation', element: <Navigate to="/calculation/new/basic-input" replace /> },
        { path: '/signin-callback', element: <SignInCallback /> },
        {
          element: <PublicShell />,
          children: [
            { path: '/imprint', element: <ImprintPage /> },
            { path: '/dataprotection', element: <DataProtectionPage /> },
          ],
        },
        {
          element: (
            <AuthGate>
              <SessionProvider>
                <AppShell />
              </SessionProvider>
            </AuthGate>
          ),
          children: [
            {
              path: '/',
              element: (
                <RequireAccess>
                  <ProjectExplorerPage />
                </RequireAccess>
              ),
            },
            { path: '/calculation/:projectId', element: <CalculationRedirect /> },
            { path: '/calculation/:projectId/:form', element: <CalculationRoute /> },
            {
              path: '/simulator',
              element: (
                <RequireAccess>
                  <SimulatorPage />
                </RequireAccess>
              ),
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}
