import { useMemo } from 'react';
import type { CurrentUser, ProductDataResponse, ProjectData } from '@lsp/contracts';
import type { LiftShaftCalculator } from '@lsp/domain';
import { useApi, useAuthSession } from '../../../core/auth/AuthProvider';
import { useLoadable, type Loadable } from '../../../core/loadable';
import { calculationApi, type BrowserRuleSet } from '../api/calculation-api';
import { calculationOnDevice } from '../api/calculation-on-device';
import { browserCalculator } from '../engine/browser-calculator';

/** What the calculator needs before it can show: the project (when not new), the rules and the catalogue. */
export interface CalculatorData {
  /** The project as loaded; null for a new one. */
  project: ProjectData | null;
  companyId: number;
  ruleSet: BrowserRuleSet;
  calculator: LiftShaftCalculator;
  productData: ProductDataResponse;
}

export type LoadStep = 'BKCC-project' | 'BKCC-state' | 'BKCC-product-data';

/**
 * Loads a project first, then the rule set and the product data of its owning company (spec
 * section 7); a new project uses the user's company. `loadId` null means nothing to load again
 * (the calculator saved that project itself). Rules and catalogue come through the device store,
 * so a new calculation opens offline too (docs/offline.md).
 */
export function useCalculatorLoad(loadId: string, user: CurrentUser): { data: Loadable<CalculatorData>; step: LoadStep } {
  const api = useApi();
  const session = useAuthSession();
  const calls = useMemo(() => calculationApi(api), [api]);
  const device = useMemo(() => calculationOnDevice(calls, session), [calls, session]);
  const project = useLoadable<ProjectData | null>(
    (signal) => (loadId === 'new' ? Promise.resolve(null) : calls.project(loadId, signal)),
    [calls, loadId],
  );
  const companyId = project.state === 'value' ? (project.value?.owningCompanyId ?? user.company.id) : null;
  const rules = useLoadable(
    companyId === null
      ? null
      : async (signal) => {
          const [ruleSet, productData] = await Promise.all([device.ruleSet(companyId, signal), device.productData(companyId, signal)]);
          return { ruleSet: ruleSet.value, productData: productData.value, calculator: browserCalculator(ruleSet.value) };
        },
    [device, companyId],
  );
  if (project.state === 'error') return { data: project, step: 'BKCC-project' };
  if (project.state !== 'value' || companyId === null) return { data: { state: 'loading' }, step: 'BKCC-project' };
  if (rules.state !== 'value') return { data: rules, step: rules.state === 'error' ? 'BKCC-state' : 'BKCC-product-data' };
  return { data: { state: 'value', value: { project: project.value, companyId, ...rules.value } }, step: 'BKCC-state' };
}
