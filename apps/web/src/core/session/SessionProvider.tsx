import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { CurrentUser, Settings } from '@lsp/contracts';
import { useApi } from '../auth/AuthProvider';
import { useLoadable, type Loadable } from '../loadable';
import { SupportReporterProvider } from '../support/SupportReporter';
import { usePreferences } from '../preferences/PreferencesProvider';
import { hasPlannerAccess } from './access';

interface Session {
  user: Loadable<CurrentUser>;
  /** Fetched only for users with access, again when the language changes. */
  settings: Loadable<Settings>;
}

const SessionContext = createContext<Session | null>(null);

/** After sign-in: fetches the current user (`GET /api/user`, docs/design.md#http-api) and the settings (`GET /api/settings`, docs/design.md#http-api). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const { language } = usePreferences();
  const user = useLoadable((signal) => api.get<CurrentUser>('/api/user', { schema: 'CurrentUser', signal }), [api]);
  const mayLoadSettings = user.state === 'value' && hasPlannerAccess(user.value);
  const settings = useLoadable(
    mayLoadSettings ? (signal) => api.get<Settings>(`/api/settings?lang=${language}`, { schema: 'Settings', signal }) : null,
    [api, mayLoadSettings, language],
    { keepValue: true },
  );
  const session = useMemo(() => ({ user, settings }), [user, settings]);
  return (
    <SessionContext.Provider value={session}>
      <SupportReporterProvider>{children}</SupportReporterProvider>
    </SessionContext.Provider>
  );
}

function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

export const useCurrentUser = (): Loadable<CurrentUser> => useSession().user;
export const useSettings = (): Loadable<Settings> => useSession().settings;

/** The signed-in user, for pages behind RequireAccess (which waits for it). */
export function useSignedInUser(): CurrentUser {
  const user = useCurrentUser();
  if (user.state !== 'value') throw new Error('useSignedInUser before the user is loaded');
  return user.value;
}
