import type { ReactNode } from 'react';
import { LoadingScreen } from '../../components/feedback/LoadingScreen';
import { NotActivatedMessage } from '../../components/feedback/NotActivatedMessage';
import { contactFor } from '../../constants/provider';
import { useDescribeError } from '../../core/api/use-describe-error';
import { hasPlannerAccess } from '../../core/session/access';
import { useCurrentUser, useSettings } from '../../core/session/SessionProvider';

/**
 * Access control (docs/design.md#loading-and-access): a spinner while the user loads, then the page for customers
 * and admins, otherwise the not-activated message. Settings load before the page shows.
 */
export function RequireAccess({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const settings = useSettings();
  const describe = useDescribeError();
  if (user.state === 'error')
    return <LoadingScreen code="BKCC-user" error={describe(user.error)} onRetry={() => window.location.reload()} />;
  if (user.state !== 'value') return <LoadingScreen code="BKCC-user" />;
  if (!hasPlannerAccess(user.value)) return <NotActivatedMessage contact={contactFor(user.value.country)} />;
  if (settings.state === 'error')
    return <LoadingScreen code="BKCC-settings" error={describe(settings.error)} onRetry={() => window.location.reload()} />;
  if (settings.state !== 'value') return <LoadingScreen code="BKCC-settings" />;
  return children;
}
