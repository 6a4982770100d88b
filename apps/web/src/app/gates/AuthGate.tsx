import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LoadingScreen } from '../../components/feedback/LoadingScreen';
import { useDescribeError } from '../../core/api/use-describe-error';
import { useAuthSession } from '../../core/auth/AuthProvider';

type AuthState = { state: 'pending' } | { state: 'authenticated' } | { state: 'error'; error: unknown };

/**
 * Login is required on load: shows the BKCC-auth spinner until the user is signed in, sending
 * them to the identity provider (and back to the requested address) when they are not.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const session = useAuthSession();
  const location = useLocation();
  const describe = useDescribeError();
  const [auth, setAuth] = useState<AuthState>({ state: 'pending' });
  const returnTo = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    let active = true;
    session.ensureSignedIn(returnTo).then(
      (signedIn) => {
        if (active && signedIn) setAuth({ state: 'authenticated' });
      },
      (error: unknown) => {
        if (active) setAuth({ state: 'error', error });
      },
    );
    return () => {
      active = false;
    };
    // Checked once per session; later navigation inside the app needs no new check.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- returnTo is read at the first check only
  }, [session]);

  if (auth.state === 'authenticated') return children;
  return (
    <LoadingScreen
      code="BKCC-auth"
      fullScreen
      error={auth.state === 'error' ? describe(auth.error) : undefined}
      onRetry={() => window.location.reload()}
    />
  );
}
