export const LANGUAGES = ['de', 'en', 'pl', 'fr', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const CURRENCIES = ['EUR', 'CHF', 'GBP', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** How a building is heated, for the energy figures (docs/energy.md). */
export const ENERGY_CARRIER_KEYS = ['gas', 'oil', 'districtHeating', 'electricity'] as const;
export type EnergyCarrierKey = (typeof ENERGY_CARRIER_KEYS)[number];

/** What a kWh of heat from one carrier costs (euro, net) and emits (kg CO₂-equivalent). */
export interface EnergyCarrierData {
  pricePerKWh: number;
  co2KgPerKWh: number;
}

/** The energy figures' defaults, kept current by staff in the backoffice (docs/energy.md#settings). */
export interface EnergySettings {
  carriers: Record<EnergyCarrierKey, EnergyCarrierData>;
  /** The carrier a new project assumes. */
  defaultCarrier: EnergyCarrierKey;
  /** Whether the payback is also shown with a funding programme paying `fundingShare` of the total. */
  fundingEnabled: boolean;
  /** Share of the quoted total a funding programme pays, 0 to 1. */
  fundingShare: number;
}

const carrierSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['pricePerKWh', 'co2KgPerKWh'],
  properties: { pricePerKWh: { type: 'number', minimum: 0, maximum: 10 }, co2KgPerKWh: { type: 'number', minimum: 0, maximum: 5 } },
} as const;

/** The energy settings as `/api/settings` serves them and the backoffice writes them. */
export const energySettingsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['carriers', 'defaultCarrier', 'fundingEnabled', 'fundingShare'],
  properties: {
    carriers: {
      type: 'object',
      additionalProperties: false,
      required: [...ENERGY_CARRIER_KEYS],
      properties: Object.fromEntries(ENERGY_CARRIER_KEYS.map((key) => [key, carrierSchema])) as Record<
        EnergyCarrierKey,
        typeof carrierSchema
      >,
    },
    defaultCarrier: { type: 'string', enum: [...ENERGY_CARRIER_KEYS] },
    fundingEnabled: { type: 'boolean' },
    fundingShare: { type: 'number', minimum: 0, maximum: 1 },
  },
} as const;

/** `GET /api/settings` (docs/design.md#http-api). */
export interface Settings {
  /** In the requested language (German or English; other languages get English). */
  generalRemarks: string;
  /** Weeks an offer is valid; null means it never expires. */
  offerValidityWeeks: number | null;
  deliveryWorkdays: number;
  /** Units of each currency per euro. */
  exchangeRates: Record<Exclude<Currency, 'EUR'>, number>;
  energy: EnergySettings;
}

export const settingsSchema = {
  $id: 'Settings',
  type: 'object',
  additionalProperties: false,
  required: ['generalRemarks', 'offerValidityWeeks', 'deliveryWorkdays', 'exchangeRates', 'energy'],
  properties: {
    generalRemarks: { type: 'string' },
    offerValidityWeeks: { type: ['integer', 'null'], minimum: 1 },
    deliveryWorkdays: { type: 'integer', minimum: 0 },
    exchangeRates: {
      type: 'object',
      additionalProperties: false,
      required: ['CHF', 'GBP', 'USD'],
      properties: {
        CHF: { type: 'number', exclusiveMinimum: 0 },
        GBP: { type: 'number', exclusiveMinimum: 0 },
        USD: { type: 'number', exclusiveMinimum: 0 },
      },
    },
    energy: energySettingsSchema,
  },
} as const;

/** Query of `GET /api/settings`. */
export const settingsQuerySchema = {
  $id: 'SettingsQuery',
  type: 'object',
  additionalProperties: false,
  properties: { lang: { type: 'string', enum: [...LANGUAGES] } },
} as const;
