import { CURRENCIES, type Currency } from './settings.schema.js';

/**
 * `GET /api/calculation-v1/prices?companyId=&currency=`: what a quote needs besides the rules, for
 * the device to price a calculation while it has no connection (docs/offline.md). The same inputs
 * the server prices `POST /api/calculation-v1` with, so a quote priced on the device from them
 * has the server's figures for as long as the prices do not change.
 */
export interface DevicePrices {
  /** Whose prices these are, as in the calculation answer's `costs.priceList`. */
  priceList: { kind: 'list' };
  currency: Currency;
  /** Units of the currency per euro (1 for EUR). */
  exchangeRate: number;
  /** List prices in euro cents by product key; the quote converts them as the server does. */
  listPriceCents: Record<string, number>;
  offerValidityWeeks: number | null;
  deliveryWorkdays: number;
  /** When the server read these prices (ISO 8601): the quote says its prices are as of then. */
  asOf: string;
}

export const devicePricesQuerySchema = {
  $id: 'DevicePricesQuery',
  type: 'object',
  additionalProperties: false,
  required: ['companyId', 'currency'],
  properties: {
    companyId: { type: 'string', pattern: '^[0-9]{1,9}$' },
    currency: { type: 'string', enum: [...CURRENCIES] },
  },
} as const;

export const devicePricesSchema = {
  $id: 'DevicePrices',
  type: 'object',
  additionalProperties: false,
  required: ['priceList', 'currency', 'exchangeRate', 'listPriceCents', 'offerValidityWeeks', 'deliveryWorkdays', 'asOf'],
  properties: {
    priceList: { type: 'object', additionalProperties: false, required: ['kind'], properties: { kind: { enum: ['list'] } } },
    currency: { type: 'string', enum: [...CURRENCIES] },
    exchangeRate: { type: 'number', exclusiveMinimum: 0, description: 'Units of the currency per euro (1 for EUR)' },
    listPriceCents: {
      type: 'object',
      additionalProperties: { type: 'integer', minimum: 0 },
      description: 'List prices in euro cents by product key',
    },
    offerValidityWeeks: { type: ['integer', 'null'], minimum: 1 },
    deliveryWorkdays: { type: 'integer', minimum: 0 },
    asOf: { type: 'string', maxLength: 40, description: 'When the server read these prices' },
  },
} as const;
