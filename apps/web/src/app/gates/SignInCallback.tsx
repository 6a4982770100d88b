import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../components/feedback/LoadingScreen';
import { useDescribeError } from '../../core/api/use-describe-error';
import { useAuthSession } from '../../core/auth/AuthProvider';

/** The redirect target after signing in: exchanges the code, then returns to where the user was. */
export function SignInCallback() {
  const session = useAuthSession();
  const navigate = useNavigate();
  const describe = useDescribeError();
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    session.completeSignIn().then((returnTo) => navigate(returnTo, { replace: true }), setError);
  }, [session, navigate]);

  return (
    <LoadingScreen
      code="BKCC-auth"
      fullScreen
      error={error === null ? undefined : describe(error)}
      onRetry={() => window.location.assign('/')}
    />
  );
}
