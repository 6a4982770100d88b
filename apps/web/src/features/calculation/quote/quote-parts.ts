import type { CalculationCostsData, SelectedProductData } from '@lsp/contracts';
import type { NonStandardComponent } from '../state/form-state';

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
