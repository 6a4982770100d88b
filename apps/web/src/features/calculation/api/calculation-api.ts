import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  type CalculationAnswer,
  type CalculationRequest,
  type Currency,
  type DevicePrices,
  type ProductDataResponse,
  type ProjectData,
  type SaveProjectRequest,
} from '@lsp/contracts';
import type { CalculationCatalogue } from '@lsp/domain';
import type { ApiClient } from '../../../core/api/api-client';

/** `GET /api/calculation-v1/rule-set`: the published rule set (checked by the API when saved) and the catalogue. */
export interface BrowserRuleSet {
  ruleSet: { key: string; version: number } & Record<string, unknown>;
  catalogue: CalculationCatalogue;
  /** The server's catalogue snapshot these and the product data were read from. */
  catalogueChecksum: string;
}

/** The calls the calculator makes (docs/design.md#http-api, docs/design.md#calculation-answer). */
export function calculationApi(api: ApiClient) {
  return {
    /** `GET /api/project-v1/{id}` (docs/design.md#http-api). */
    project: (id: string, signal?: AbortSignal) => api.get<ProjectData>(`/api/project-v1/${id}`, { schema: 'Project', signal }),
    /** The published rule set and catalogue, for the rules in this browser. */
    ruleSet: (companyId: number, signal?: AbortSignal) =>
      api.get<BrowserRuleSet>(`/api/calculation-v1/rule-set?companyId=${companyId}`, { schema: 'BrowserRuleSet', signal }),
    /** `GET /api/product/product-data` (docs/design.md#http-api). */
    productData: (companyId: number, signal?: AbortSignal) =>
      api.get<ProductDataResponse>(`/api/product/product-data?companyId=${companyId}`, { schema: 'ProductDataResponse', signal }),
    /** `GET /api/calculation-v1/prices`: what the device prices a quote with while offline (docs/offline.md). */
    prices: (companyId: number, currency: Currency, signal?: AbortSignal) =>
      api.get<DevicePrices>(`/api/calculation-v1/prices?companyId=${companyId}&currency=${currency}`, { schema: 'DevicePrices', signal }),
    /** The quote: costs come from the server, which holds the prices. */
    calculate: (request: CalculationRequest, signal?: AbortSignal) =>
      api.send<CalculationAnswer>('POST', '/api/calculation-v1', request, { schema: 'CalculationAnswer', signal }),
    /**
     * `POST /api/project-v1` (docs/design.md#http-api). A create goes with its `createKey`, the same
     * for every attempt at it, so a create sent again after a lost answer is made once
     * (docs/api.md#idempotency-key); `replayed`: the answer is an earlier attempt's project.
     */
    save: async (request: SaveProjectRequest, createKey: string | null): Promise<{ project: ProjectData; replayed: boolean }> => {
      let replayed = false;
      const project = await api.send<ProjectData>('POST', '/api/project-v1?sendMail=false', request, {
        schema: 'Project',
        ...(createKey && !request.id ? { headers: { [IDEMPOTENCY_KEY_HEADER]: createKey } } : {}),
        onHeaders: (headers) => (replayed = headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true'),
      });
      return { project, replayed };
    },
  };
}

export type CalculationApi = ReturnType<typeof calculationApi>;
