import { createContext, useContext } from 'react';
import type { ClientConfig } from '@lsp/contracts';
import { fetchJson } from '../api/fetch-json';

/** The client configuration, provided by app/ConfigGate once it has loaded. */
export const ClientConfigContext = createContext<ClientConfig | null>(null);

/** GET /api/config, public: the first call the app makes. */
export function fetchClientConfig(signal: AbortSignal): Promise<ClientConfig> {
  return fetchJson<ClientConfig>('/api/config', { schema: 'ClientConfig', signal });
}

export function useClientConfig(): ClientConfig {
  const config = useContext(ClientConfigContext);
  if (!config) throw new Error('useClientConfig outside ConfigGate');
  return config;
}
