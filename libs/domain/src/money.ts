/**
 * Money as the apps and the API handle it: integer cents, converted to and from currency units
 * and priced per line in one place, the rule engine's money module (the engine prices the rules'
 * category totals with the same functions). See docs/design.md#money.
 */
export {
  fromCents,
  lineTotal,
  multiplyCents,
  priceLines,
  sumCents,
  toCents,
  type Cents,
  type PriceableLine,
  type PricedLine,
} from '@lsp/rule-engine';
