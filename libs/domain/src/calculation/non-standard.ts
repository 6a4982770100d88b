import type { KeyedFieldProblem } from '@lsp/contracts';

/**
 * A price in whole cents: at most two decimals, as the quote prints it. A price the form refuses
 * ("12,345") is never rounded into the quote (docs/live-quote.md#one-validity).
 * @example isWholeCents(12.34) // true
 * @example isWholeCents(12.345) // false
 */
export function isWholeCents(value: number): boolean {
  return Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/**
 * The problems of non-standard components that the schema cannot see: a price in whole cents and
 * a whole quantity, each named by its JSON pointer (`/nonStandardComponents/0/price`).
 */
export function nonStandardComponentProblems(
  components: readonly { price: number; quantity: number }[],
  pointer = '/nonStandardComponents',
): KeyedFieldProblem[] {
  return components.flatMap((component, index) => [
    ...(isWholeCents(component.price)
      ? []
      : [
          {
            path: `${pointer}/${index}/price`,
            key: 'cents',
            params: { value: component.price },
            message: 'must be in whole cents (at most 2 decimals)',
          },
        ]),
    ...(Number.isInteger(component.quantity)
      ? []
      : [{ path: `${pointer}/${index}/quantity`, key: 'wholeNumber', message: 'must be a whole number' }]),
  ]);
}
