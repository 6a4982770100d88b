import { useEffect, useMemo, useRef } from 'react';
import { storedPricesContext, type CalculatorTab, type LiftShaftCalculator } from '@lsp/domain';
import { useAuthSession } from '../../../core/auth/AuthProvider';
import { useLoadable } from '../../../core/loadable';
import { usePreferences } from '../../../core/preferences/PreferencesProvider';
import type { CalculationApi } from '../api/calculation-api';
import { calculationOnDevice } from '../api/calculation-on-device';
import { useCosts, type DevicePricing } from '../engine/use-costs';
import type { CalculatorState } from '../state/calculator-state';

interface QuoteCostsOptions {
  companyId: number;
  /** No price is asked for while the entries cannot be priced (docs/live-quote.md#one-validity). */
  priceable: boolean;
  /** The step shown: the set dialog opens from the first, so the sets are priced there. */
  tab: CalculatorTab;
  /** The rules compiled in this browser, which price the quote offline. */
  calculator: LiftShaftCalculator;
}

/**
 * The live quote of the current entries in the chosen currency and language, asked for again at
 * once when a save got through after the quote had failed.
 */
export function useQuoteCosts(calls: CalculationApi, state: CalculatorState, { companyId, priceable, tab, calculator }: QuoteCostsOptions) {
  const { currency, language } = usePreferences();
  const onDevice = useDevicePricing(calls, calculator, companyId, currency);
  const costs = useCosts(calls, {
    values: state.values,
    sources: state.sources,
    nonStandardComponents: state.nonStandardComponents,
    currency,
    lang: language,
    companyId,
    // The quote panel shows the price on every step (docs/live-quote.md).
    enabled: priceable,
    // The set dialog opens from the first step; a chosen set is compared in the panel.
    compareAioBasicSets: tab === 'basic-input' || typeof state.values.aioBasicSet === 'string',
    onDevice,
  });

  // A save that got through says the server answers again: a failed quote is asked for at once.
  const { retry: retryCosts } = costs;
  const costsFailed = costs.error !== null;
  const savedAt = state.savedAt;
  const lastSaved = useRef(savedAt);
  useEffect(() => {
    if (lastSaved.current === savedAt) return;
    lastSaved.current = savedAt;
    if (costsFailed) retryCosts();
  }, [savedAt, costsFailed, retryCosts]);
  return costs;
}

/**
 * The company's prices in the currency, from the server when online (and kept), else from the
 * device: the quote is priced with them when the server cannot be reached (docs/offline.md).
 */
function useDevicePricing(
  calls: CalculationApi,
  calculator: LiftShaftCalculator,
  companyId: number,
  currency: ReturnType<typeof usePreferences>['currency'],
): DevicePricing | null {
  const session = useAuthSession();
  const prices = useLoadable(
    (signal) => calculationOnDevice(calls, session).prices(companyId, currency, signal),
    [calls, session, companyId, currency],
  );
  const stored = prices.state === 'value' ? prices.value.value : null;
  return useMemo(
    () =>
      stored && {
        asOf: stored.asOf,
        // The server's own evaluation: the same rules, prices and settings give the same figures.
        price: (request) =>
          calculator.calculate(request.formValues, {
            changedFields: request.changedFields ?? [],
            compareAioBasicSets: request.compareAioBasicSets === true,
            costs: storedPricesContext(stored, request.nonStandardComponents ?? []),
            onFailure: (error) => console.error('The calculation rules failed', error),
          }),
      },
    [stored, calculator],
  );
}
