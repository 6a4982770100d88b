import { useState, type ReactNode } from 'react';
import { LoadingScreen } from '../../components/feedback/LoadingScreen';
import { useDescribeError } from '../../core/api/use-describe-error';
import { ClientConfigContext, fetchClientConfig } from '../../core/config/client-config';
import { useLoadable } from '../../core/loadable';

/** Loads the configuration first of all (spinner BKCC-config, with the error if any). */
export function ConfigGate({ children }: { children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  const config = useLoadable(fetchClientConfig, [attempt]);
  const describe = useDescribeError();
  if (config.state === 'value') return <ClientConfigContext.Provider value={config.value}>{children}</ClientConfigContext.Provider>;
  const error = config.state === 'error' ? describe(config.error) : undefined;
  return <LoadingScreen code="BKCC-config" fullScreen error={error} onRetry={() => setAttempt((n) => n + 1)} />;
}
