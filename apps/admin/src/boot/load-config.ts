import type { ClientConfig } from '@lsp/contracts';

/** `GET /api/config` (public): the identity provider and client ids. */
export async function loadClientConfig(): Promise<ClientConfig> {
  const response = await fetch('/api/config', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  return (await response.json()) as ClientConfig;
}
