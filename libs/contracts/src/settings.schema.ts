export const LANGUAGES = ['de', 'en', 'pl', 'fr', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const CURRENCIES = ['EUR', 'CHF', 'GBP', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** `GET /api/settings` (spec call 3). */
export interface Settings {
  /** In the requested language (German or English; other languages get English). */
  generalRemarks: string;
  /** Weeks an offer is valid; null means it never expires. */
  offerValidityWeeks: number | null;
  deliveryWorkdays: number;
  /** Units of each currency per euro. */
  exchangeRates: Record<Exclude<Currency, 'EUR'>, number>;
}

export const settingsSchema = {
  $id: 'Settings',
  type: 'object',
  additionalProperties: false,
  required: ['generalRemarks', 'offerValidityWeeks', 'deliveryWorkdays', 'exchangeRates'],
  properties: {
    generalRemarks: { type: 'string' },
    offerValidityWeeks: { type: ['integer', 'null'], minimum: 1 },
    deliveryWorkdays: { type: 'integer', minimum: 0 },
    exchangeRates: {
      type: 'object',
      additionalProperties: false,
      required: ['CHF', 'GBP', 'USD'],
      properties: { CHF: { type: 'number', exclusiveMinimum: 0 }, GBP: { type: 'number', exclusiveMinimum: 0 }, USD: { type: 'number', exclusiveMinimum: 0 } },
    },
  },
} as const;

/** Query of `GET /api/settings`. */
export const settingsQuerySchema = {
  $id: 'SettingsQuery',
  type: 'object',
  additionalProperties: false,
  properties: { lang: { type: 'string', enum: [...LANGUAGES] } },
} as const;
