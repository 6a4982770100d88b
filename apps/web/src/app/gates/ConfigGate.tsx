import { useState, type ReactNode } from 'react';
import { LoadingScreen } from '../../components/feedback/LoadingScreen';
import { useDescribeError } from '../../core/api/use-describe-error';
import { ClientConfigContext, fetchClientConfig } from '../../core/config/client-config';
import { useLoadable } from '../../core/loadable';
import { throughDevice } from '../../core/offline/device-copy';
import { SHARED } from '../../core/offline/device-store';

/**
 * Loads the configuration first of all (spinner BKCC-config, with the error if any); offline the
 * copy of the last online visit, which is no one's data and so shared (docs/offline.md).
 */
export function ConfigGate({ children }: { children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  const config = useLoadable(async (signal) => (await throughDevice(SHARED, 'config', () => fetchClientConfig(signal))).value, [attempt]);
  const describe = useDescribeError();
  if (config.state === 'value') return <ClientConfigContext.Provider value={config.value}>{children}</ClientConfigContext.Provider>;
  const error = config.state === 'error' ? describe(config.error) : undefined;
  return <LoadingScreen code="BKCC-config" fullScreen error={error} onRetry={() => setAttempt((n) => n + 1)} />;
}
