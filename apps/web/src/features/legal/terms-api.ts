import type { TermsEntry } from '@lsp/contracts';
import { fetchJson } from '../../core/api/fetch-json';

/** `GET /api/terms`, public: the companies' legal documents. */
export function fetchTerms(signal: AbortSignal): Promise<TermsEntry[]> {
  return fetchJson<TermsEntry[]>('/api/terms', { schema: 'TermsList', signal });
}
