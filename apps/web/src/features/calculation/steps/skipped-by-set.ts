import { tabAfterAioBasicSet, type CalculatorTab } from '@lsp/domain';

/**
 * Whether a chosen set is why `tab` cannot be opened: the basic inputs are complete, and the set
 * brings what the step would choose (configuration always; ventilation components unless the set
 * needs weather protection chosen; docs/customer-app.md#sets-leave-cleanly).
 */
export function skippedBySet(tab: CalculatorTab, values: Readonly<Record<string, unknown>>, basicInputValid: boolean): boolean {
  const withSet = typeof values.aioBasicSet === 'string' && values.aioBasicSet !== '';
  if (!withSet || !basicInputValid) return false;
  return tab === 'configuration' || (tab === 'ventilation-components' && tabAfterAioBasicSet(values) !== 'ventilation-components');
}
