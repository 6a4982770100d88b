import type { Currency, NonStandardComponentData } from '@lsp/contracts';
import { fromCents, lineTotal, multiplyCents, toCents } from '@lsp/rule-engine';

/** What the cost calculation needs beyond the rules: prices, the currency and the settings. */
export interface CostContext {
  currency: Currency;
  /** Units of the currency per euro (1 for EUR). */
  exchangeRate: number;
  /** List prices in euro cents by product key. */
  listPriceCents: Readonly<Record<string, number>>;
  nonStandardComponents: readonly NonStandardComponentData[];
  offerValidityWeeks: number | null;
  deliveryWorkdays: number;
}

export interface NonStandardLine {
  productKey: string;
  description: string;
  quantity: number;
  /** Cents of the currency. */
  unitPrice: number;
  total: number;
}

/** The category of non-standard components (docs/design.md#form-values). */
export const NON_STANDARD_CATEGORY = 'NONSTANDARDCOMPONENTS';

/** Converted price lists by list and rate: a server answers many calculations from one list. */
const converted = new WeakMap<Readonly<Record<string, number>>, Map<number, Readonly<Record<string, number>>>>();

/** Unit prices in cents of the currency: each list price converted and rounded half up. */
export function pricesInCurrency(context: CostContext): Readonly<Record<string, number>> {
  const { listPriceCents, exchangeRate } = context;
  if (exchangeRate === 1) return listPriceCents;
  let byRate = converted.get(listPriceCents);
  if (!byRate) converted.set(listPriceCents, (byRate = new Map()));
  let prices = byRate.get(exchangeRate);
  if (!prices) {
    const list: Record<string, number> = {};
    for (const [key, cents] of Object.entries(listPriceCents)) list[key] = multiplyCents(cents, exchangeRate);
    byRate.set(exchangeRate, (prices = Object.freeze(list)));
  }
  return prices;
}

/** Non-standard components as priced lines; their prices are given in the currency's units. */
export function nonStandardLines(context: CostContext): NonStandardLine[] {
  return context.nonStandardComponents.map((component, index) => {
    const unitPrice = toCents(component.price);
    return {
      productKey: component.productId ?? `NONSTANDARD-${index + 1}`,
      description: component.description,
      quantity: component.quantity,
      unitPrice,
      total: lineTotal(unitPrice, component.quantity),
    };
  });
}

/** The settings a quote reads (libs/contracts `Settings`, seed/settings.json, the settings table). */
export interface CostSettings {
  /** Units of each other currency per euro. */
  exchangeRates: Readonly<Record<Exclude<Currency, 'EUR'>, number>>;
  offerValidityWeeks: number | null;
  deliveryWorkdays: number;
}

/** Units of the currency per euro: 1 for EUR, else the settings' rate. */
export function exchangeRateFor(currency: Currency, exchangeRates: CostSettings['exchangeRates']): number {
  return currency === 'EUR' ? 1 : exchangeRates[currency];
}

/**
 * A project's non-standard components, stored with prices in euro cents, as a calculation in a
 * currency takes them: prices in the currency's units, converted at the rate in whole cents.
 */
export function storedNonStandardIn<
  T extends { productId: string; description?: string | null; quantity: number | string; priceCents?: number | string | null },
>(stored: readonly T[], rate: number): NonStandardComponentData[] {
  return stored.map((p) => {
    const cents = Number(p.priceCents ?? 0);
    return {
      productId: p.productId,
      description: p.description ?? '',
      quantity: Number(p.quantity),
      price: fromCents(rate === 1 ? cents : multiplyCents(cents, rate)),
    };
  });
}

/** The cost context of a calculation request: its currency and non-standard components, with prices and settings. */
export function costContext(
  request: { currency?: Currency; nonStandardComponents?: readonly NonStandardComponentData[] },
  listPriceCents: Readonly<Record<string, number>>,
  settings: CostSettings,
): CostContext {
  const currency = request.currency ?? 'EUR';
  return {
    currency,
    exchangeRate: exchangeRateFor(currency, settings.exchangeRates),
    listPriceCents,
    nonStandardComponents: request.nonStandardComponents ?? [],
    offerValidityWeeks: settings.offerValidityWeeks,
    deliveryWorkdays: settings.deliveryWorkdays,
  };
}

/**
 * The cost context of a quote priced on the device from the prices the server gave it for one
 * currency (`GET /api/calculation-v1/prices`, docs/offline.md): the very inputs the server prices
 * with, so the figures are the server's for as long as those prices hold.
 */
export function storedPricesContext(
  prices: Pick<CostContext, 'currency' | 'exchangeRate' | 'listPriceCents' | 'offerValidityWeeks' | 'deliveryWorkdays'>,
  nonStandardComponents: readonly NonStandardComponentData[],
): CostContext {
  const { currency, exchangeRate, listPriceCents, offerValidityWeeks, deliveryWorkdays } = prices;
  return { currency, exchangeRate, listPriceCents, nonStandardComponents, offerValidityWeeks, deliveryWorkdays };
}
