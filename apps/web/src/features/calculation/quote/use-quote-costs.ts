import { useEffect, useRef } from 'react';
import type { CalculatorTab } from '@lsp/domain';
import { usePreferences } from '../../../core/preferences/PreferencesProvider';
import type { CalculationApi } from '../api/calculation-api';
import { useCosts } from '../engine/use-costs';
import type { CalculatorState } from '../state/calculator-reducer';

interface QuoteCostsOptions {
  companyId: number;
  /** No price is asked for while the entries cannot be priced (docs/live-quote.md#one-validity). */
  priceable: boolean;
  /** The step shown: the set dialog opens from the first, so the sets are priced there. */
  tab: CalculatorTab;
}

/**
 * The live quote of the current entries in the chosen currency and language, asked for again at
 * once when a save got through after the quote had failed.
 */
export function useQuoteCosts(calls: CalculationApi, state: CalculatorState, { companyId, priceable, tab }: QuoteCostsOptions) {
  const { currency, language } = usePreferences();
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
