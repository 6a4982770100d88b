import { useMemo, useState } from 'react';
import type { UserManager } from 'oidc-client-ts';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route, createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createAuthProvider } from './auth/auth-provider';
import { LoginRedirect } from './auth/LoginRedirect';
import { Dashboard } from './dashboard/Dashboard';
import { createDataProvider } from './data/data-provider';
import { createFileFetcher, createHttpClient } from './data/http-client';
import { i18nProvider } from './i18n/i18n-provider';
import { AdminLayout } from './layout/AdminLayout';
import { theme } from './layout/theme';
import { RESOURCES } from './resources';

function Backoffice({ manager }: { manager: UserManager }) {
  const providers = useMemo(() => {
    const httpClient = createHttpClient(manager, () => i18nProvider.getLocale());
    return {
      authProvider: createAuthProvider(manager, httpClient),
      dataProvider: createDataProvider(httpClient, createFileFetcher(manager)),
    };
  }, [manager]);
  return (
    <Admin
      disableTelemetry
      requireAuth
      title="Backoffice"
      authProvider={providers.authProvider}
      dataProvider={providers.dataProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginRedirect}
      dashboard={Dashboard}
      layout={AdminLayout}
      theme={theme}
    >
      {/* One folder per resource (src/resources), each exporting { name, list, edit, create, icon }. */}
      {RESOURCES.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
      <CustomRoutes>
        <Route path="/dashboard" element={<Navigate to="/" replace />} />
      </CustomRoutes>
    </Admin>
  );
}

/** The backoffice under /admin/, in a data router so react-admin can block unsaved changes. */
export function App({ manager }: { manager: UserManager }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <Backoffice manager={manager} /> }], { basename: '/admin' }));
  return <RouterProvider router={router} />;
}
