import { useEffect, useState } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { ErrorBoundary } from '../components/feedback/ErrorBoundary';
import { NewVersionNotice } from '../components/feedback/NewVersionNotice';
import { AuthProvider } from '../core/auth/AuthProvider';
import { ConfigGate } from './gates/ConfigGate';
import { PreferencesProvider } from '../core/preferences/PreferencesProvider';
import { createAppRouter } from './router';
import { theme } from './theme';

function DocumentTitle() {
  const { t } = useTranslation();
  const title = t('app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/**
 * The app lifecycle (docs/design.md#loading-and-access): configuration, then the routes; protected routes sign in
 * and load the user and settings (see router.tsx).
 */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        <ConfigGate>
          <PreferencesProvider>
            <DocumentTitle />
            <AuthProvider>
              <RouterProvider router={router} />
            </AuthProvider>
          </PreferencesProvider>
        </ConfigGate>
      </ErrorBoundary>
      <NewVersionNotice />
    </ThemeProvider>
  );
}
