import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { CurrentUser, Settings } from '@lsp/contracts';
import { useApi, useAuthSession } from '../auth/AuthProvider';
import { useLoadable, type Loadable } from '../loadable';
import { throughDevice } from '../offline/device-copy';
import { SupportReporterProvider } from '../support/SupportReporter';
import { usePreferences } from '../preferences/PreferencesProvider';
import { hasPlannerAccess } from './access';

interface Session {
  user: Loadable<CurrentUser>;
  /** Fetched only for users with access, again when the language changes. */
  settings: Loadable<Settings>;
}

const SessionContext = createContext<Session | null>(null);

/**
 * After sign-in: fetches the current user (`GET /api/user`, docs/design.md#http-api) and the
 * settings (`GET /api/settings`, docs/design.md#http-api), through the device store: offline the
 * copies of the last online visit, of this account only (docs/offline.md).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const auth = useAuthSession();
  const { language } = usePreferences();
  const user = useLoadable(
    async (signal) =>
      (await throughDevice(await auth.account(), 'user', () => api.get<CurrentUser>('/api/user', { schema: 'CurrentUser', signal }))).value,
    [api, auth],
  );
  const mayLoadSettings = user.state === 'value' && hasPlannerAccess(user.value);
  const settings = useLoadable(
    mayLoadSettings
      ? async (signal) =>
          // One copy, in the language of the last online visit: only the general remarks are in a language.
          (
            await throughDevice(
              await auth.account(),
              'settings',
              () => api.get<Settings>(`/api/settings?lang=${language}`, { schema: 'Settings', signal }),
              () => language,
            )
          ).value
      : null,
    [api, auth, mayLoadSettings, language],
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
