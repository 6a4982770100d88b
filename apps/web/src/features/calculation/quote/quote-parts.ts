import type { CalculationCostsData, CalculationMessageData, SelectedProductData } from '@lsp/contracts';
import type { StepBlocker } from '@lsp/domain';
import { priceIncompleteKey } from '@lsp/i18n';
import { montageLocation, type FormValues, type NonStandardComponent } from '../state/form-state';

/** A row of the quote panel's parts list: amounts in cents of the quote's currency, null where the server has not priced it yet. */
export interface QuotePart {
  productKey: string;
  /** A non-standard component's own description (its key is generated). */
  description: string | null;
  quantity: number;
  unitPrice: number | null;
  total: number | null;
}

/**
 * The parts as the rules in this browser select them (they follow every keystroke), priced with
 * the server's answer. A line total shows only when the server priced that very quantity, so the
 * panel never shows a figure the quote document would not print.
 */
export function quoteParts(
  products: readonly SelectedProductData[],
  nonStandard: readonly NonStandardComponent[],
  quote: CalculationCostsData | null,
): QuotePart[] {
  const priced = (productKey: string, quantity: number, description: string | null): QuotePart => {
    const line = quote?.lines.find((l) => l.productKey === productKey);
    const unitPrice = line?.unitPrice ?? quote?.offeredUnitPrices[productKey] ?? null;
    return { productKey, description, quantity, unitPrice, total: line && line.quantity === quantity ? line.total : null };
  };
  return [
    ...products.map((product) => priced(product.productKey, product.quantity, null)),
    ...nonStandard.filter((c) => c.description.trim() !== '').map((c) => priced(c.productId, c.quantity, c.description.trim())),
  ];
}

/** An entry of "still missing before the price is complete". */
export type MissingItem =
  | { kind: 'blocker'; id: string; blocker: StepBlocker }
  | { kind: 'montage-location'; id: string }
  | { kind: 'message'; id: string; message: CalculationMessageData };

/** The server's messages that say the price is not complete (docs/design.md#money). */
const INCOMPLETE_PRICE = new Set(['costs.priceIncomplete', 'costs.installationNotPossible']);
export const saysPriceIncomplete = (message: CalculationMessageData): boolean => INCOMPLETE_PRICE.has(message.key);

/**
 * The message to show for one that says the price is incomplete: its key names the reason where the
 * quote prints one (non-standard components at the prices entered, priceIncompleteKey of @lsp/i18n).
 */
export function withPriceReason(
  message: CalculationMessageData,
  quote: Pick<CalculationCostsData, 'lines'> | null | undefined,
): CalculationMessageData {
  return message.key === 'costs.priceIncomplete' ? { ...message, key: priceIncompleteKey(quote?.lines) } : message;
}

/**
 * What keeps the price from being complete: the entries the steps still need (what "Next" would
 * list), a montage without a valid postal code, and the quote's own "incomplete" messages.
 */
export function stillMissing(
  values: FormValues,
  blockers: readonly StepBlocker[],
  messages: readonly CalculationMessageData[],
): MissingItem[] {
  const montageLocationMissing = values.montageIncluded === true && !montageLocation(values).valid;
  return [
    ...blockers.map((blocker): MissingItem => ({
      kind: 'blocker',
      id: `${blocker.tab}-${blocker.field}-${'message' in blocker ? blocker.message.key : blocker.problem.code}`,
      blocker,
    })),
    ...(montageLocationMissing ? [{ kind: 'montage-location', id: 'montage-location' } as const] : []),
    ...messages.filter(saysPriceIncomplete).map((message): MissingItem => ({ kind: 'message', id: message.key, message })),
  ];
}
