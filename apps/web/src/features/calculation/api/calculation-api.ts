import type { CalculationAnswer, CalculationRequest, ProductDataResponse, ProjectData, SaveProjectRequest } from '@lsp/contracts';
import type { CalculationCatalogue } from '@lsp/domain';
import type { ApiClient } from '../../../core/api/api-client';

/** `GET /api/calculation-v1/rule-set`: the published rule set (checked by the API when saved) and the catalogue. */
export interface BrowserRuleSet {
  ruleSet: { key: string; version: number } & Record<string, unknown>;
  catalogue: CalculationCatalogue;
}

/** The calls the calculator makes (spec section 7, design.md sections 5 and 6). */
export function calculationApi(api: ApiClient) {
  return {
    /** Spec call 6. */
    project: (id: string, signal?: AbortSignal) => api.get<ProjectData>(`/api/project-v1/${id}`, { schema: 'Project', signal }),
    /** The published rule set and catalogue, for the rules in this browser. */
    ruleSet: (companyId: number, signal?: AbortSignal) =>
      api.get<BrowserRuleSet>(`/api/calculation-v1/rule-set?companyId=${companyId}`, { schema: 'BrowserRuleSet', signal }),
    /** Spec call 8. */
    productData: (companyId: number, signal?: AbortSignal) =>
      api.get<ProductDataResponse>(`/api/product/product-data?companyId=${companyId}`, { schema: 'ProductDataResponse', signal }),
    /** The quote: costs come from the server, which holds the prices. */
    calculate: (request: CalculationRequest, signal?: AbortSignal) =>
      api.send<CalculationAnswer>('POST', '/api/calculation-v1', request, { schema: 'CalculationAnswer', signal }),
    /** Spec call 4. */
    save: (request: SaveProjectRequest) => api.send<ProjectData>('POST', '/api/project-v1?sendMail=false', request, { schema: 'Project' }),
  };
}

export type CalculationApi = ReturnType<typeof calculationApi>;
