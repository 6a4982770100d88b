import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '../api/api-client';
import { useClientConfig } from '../config/client-config';
import type { AuthSession } from './auth-session';
import { createAuthSession } from './create-auth-session';

interface Auth {
  session: AuthSession;
  api: ApiClient;
}

const AuthContext = createContext<Auth | null>(null);

/** Creates the token source and the API client once the configuration is known. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const config = useClientConfig();
  const auth = useMemo(() => {
    const session = createAuthSession(config);
    return { session, api: createApiClient(session) };
  }, [config]);
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
}

export const useAuthSession = (): AuthSession => useAuth().session;
export const useApi = (): ApiClient => useAuth().api;
