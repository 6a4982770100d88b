import { useEffect, useMemo, useState } from 'react';
import type { CurrentUser, ProductDataResponse, ProjectData } from '@lsp/contracts';
import type { Draft } from '../../../core/offline/outbox';
import type { LiftShaftCalculator } from '@lsp/domain';
import { useApi, useAuthSession } from '../../../core/auth/AuthProvider';
import { useLoadable, type Loadable } from '../../../core/loadable';
import { calculationApi, type BrowserRuleSet } from '../api/calculation-api';
import { calculationOnDevice, type CalculationOnDevice } from '../api/calculation-on-device';
import { browserCalculator } from '../engine/browser-calculator';
import { openProject, type OpenedProject } from './opened-project';

/** What the calculator needs before it can show: the project (when not new), the rules and the catalogue. */
export interface CalculatorData {
  /** The project as loaded; null for a new one. */
  project: ProjectData | null;
  /** The entries of this project waiting in the device's outbox (docs/offline.md); null when none. */
  draft: Draft | null;
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
 * so a new calculation opens offline too (docs/offline.md). A new `generation` loads the rule set
 * and the product data again while the calculator keeps showing the ones it has
 * (docs/catalogue-cache.md#open-calculators).
 */
export function useCalculatorLoad(loadId: string, user: CurrentUser, generation = 0): { data: Loadable<CalculatorData>; step: LoadStep } {
  const api = useApi();
  const session = useAuthSession();
  const calls = useMemo(() => calculationApi(api), [api]);
  const device = useMemo(() => calculationOnDevice(calls, session), [calls, session]);
  const project = useLoadable<OpenedProject>((signal) => openProject(calls, session, loadId, signal), [calls, session, loadId]);
  const companyId =
    project.state === 'value' ? (project.value.project?.owningCompanyId ?? project.value.draft?.companyId ?? user.company.id) : null;
  const initial = useLoadable(companyId === null ? null : (signal) => loadRules(device, companyId, signal), [device, companyId]);
  const fresh = useFreshRules(device, companyId, generation);
  const rules: Loadable<LoadedRules> = fresh ? { state: 'value', value: fresh } : initial;
  if (project.state === 'error') return { data: project, step: 'BKCC-project' };
  if (project.state !== 'value' || companyId === null) return { data: { state: 'loading' }, step: 'BKCC-project' };
  if (rules.state !== 'value') return { data: rules, step: rules.state === 'error' ? 'BKCC-state' : 'BKCC-product-data' };
  const { ruleSet, productData, calculator } = rules.value;
  return { data: { state: 'value', value: { ...project.value, companyId, ruleSet, productData, calculator } }, step: 'BKCC-state' };
}

interface LoadedRules {
  forCompany: number;
  ruleSet: BrowserRuleSet;
  productData: ProductDataResponse;
  calculator: LiftShaftCalculator;
}

async function loadRules(device: CalculationOnDevice, companyId: number, signal: AbortSignal): Promise<LoadedRules> {
  const [ruleSet, productData] = await Promise.all([device.ruleSet(companyId, signal), device.productData(companyId, signal)]);
  return { forCompany: companyId, ruleSet: ruleSet.value, productData: productData.value, calculator: browserCalculator(ruleSet.value) };
}

/**
 * The rule set and product data loaded again for a new `generation`, for the company shown. A
 * load that fails leaves the ones in hand: they still calculate, and prices come from the server anyway.
 */
function useFreshRules(device: CalculationOnDevice, companyId: number | null, generation: number): LoadedRules | null {
  const [fresh, setFresh] = useState<LoadedRules | null>(null);
  useEffect(() => {
    if (generation === 0 || companyId === null) return;
    const controller = new AbortController();
    loadRules(device, companyId, controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setFresh(value);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [device, companyId, generation]);
  return fresh?.forCompany === companyId ? fresh : null;
}
