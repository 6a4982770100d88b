import { createContext, useContext, useState, type ReactNode } from 'react';
import type { ClientConfig } from '@lsp/contracts';
import { LoadingScreen } from '../../components/feedback/LoadingScreen';
import { fetchJson } from '../api/fetch-json';
import { useDescribeError } from '../api/use-describe-error';
import { useLoadable } from '../loadable';

const ConfigContext = createContext<ClientConfig | null>(null);

/** `GET /api/config` (docs/design.md#http-api), public. */
function fetchClientConfig(signal: AbortSignal): Promise<ClientConfig> {
  return fetchJson<ClientConfig>('/api/config', { schema: 'ClientConfig', signal });
}

/** Loads the configuration first of all (spinner BKCC-config, with the error if any). */
export function ConfigGate({ children }: { children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  const config = useLoadable(fetchClientConfig, [attempt]);
  const describe = useDescribeError();
  if (config.state === 'value') return <ConfigContext.Provider value={config.value}>{children}</ConfigContext.Provider>;
  const error = config.state === 'error' ? describe(config.error) : undefined;
  return <LoadingScreen code="BKCC-config" fullScreen error={error} onRetry={() => setAttempt((n) => n + 1)} />;
}

export function useClientConfig(): ClientConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useClientConfig outside ConfigGate');
  return config;
}
