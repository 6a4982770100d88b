import type { CalculationAnswer, Currency, EnergyCarrierKey, EnergySettings, Settings } from '@lsp/contracts';
import { ENERGY_CARRIERS, energySavings, type EnergyCarrier } from './energy-savings.js';
import {
  DEFAULT_DOOR,
  DEFAULT_ENERGY_ASSUMPTIONS,
  defaultStops,
  OUTSIDE_TEMPERATURE,
  shaftHeatLoss,
  type EnergyAssumptions,
  type ShaftHeatLoss,
} from './shaft-heat-loss.js';

/** The form fields the energy figures read beyond the shaft (docs/energy.md#inputs); all optional. */
export const ENERGY_INPUTS = [
  'stops',
  'doorsPerStop',
  'doorWidth',
  'doorHeight',
  'energyCarrier',
  'energyPrice',
  'energyPriceCurrency',
] as const;

/**
 * The energy settings before staff change them: the carriers of {@link ENERGY_CARRIERS}, gas, and
 * funding off. 15 % is the base rate of the German federal funding for single measures on a
 * building's systems (BEG EM, Anlagentechnik), which a controlled shaft ventilation may qualify
 * for; staff switch it on when a programme applies (docs/energy.md#settings).
 */
export const DEFAULT_ENERGY_SETTINGS: EnergySettings = {
  carriers: { ...ENERGY_CARRIERS },
  defaultCarrier: 'gas',
  fundingEnabled: false,
  fundingShare: 0.15,
};

export interface EnergyReportInput {
  /** The form values (docs/energy.md#inputs); empty energy inputs take their defaults. */
  values: Readonly<Record<string, unknown>>;
  /** The free area the rules require at the head, mm² (`totalLiftArea`); null when not known yet. */
  headOpeningArea: number | null;
  /** The free area of the quoted flaps together, mm², when known (`quotedFlapArea`): what leaks when closed. */
  flapArea?: number | null;
  /** The quote's net total in the currency's units (not cents); null while it is not priced. */
  quotedTotal: number | null;
  /** The quote's currency, in which every amount is answered. */
  currency: Currency;
  /** Units of each currency per euro (the settings'). */
  exchangeRates: Settings['exchangeRates'];
  settings: EnergySettings;
}

const rateOf = (currency: unknown, rates: Settings['exchangeRates']): number =>
  typeof currency === 'string' && Object.hasOwn(rates, currency) ? rates[currency as keyof typeof rates] : 1;

/** Where a figure the report used came from: typed by the planner, or the default. */
export interface Resolved<T> {
  value: T;
  entered: boolean;
}

export interface EnergyReport {
  /** The quote's currency every amount is in, and its net total (units, not cents; null before it is priced). */
  currency: Currency;
  quotedTotal: number | null;
  /** The shaft and doors as computed with. */
  shaft: {
    shaftHeight: number;
    shaftWidth: number;
    shaftDepth: number;
    headOpeningArea: number;
    stops: Resolved<number>;
    doorsPerStop: Resolved<number>;
    doorWidth: Resolved<number>;
    doorHeight: Resolved<number>;
  };
  /** The project's country, whose climate the outside temperature is (docs/energy.md#the-model). */
  country: string;
  assumptions: EnergyAssumptions;
  /**
   * The price per kWh in the quote's currency: typed (converted from the currency it was typed
   * in, which `typed` then names) or the carrier's default.
   */
  carrier: {
    key: EnergyCarrierKey;
    pricePerKWh: Resolved<number>;
    co2KgPerKWh: number;
    typed: { value: number; currency: Currency } | null;
  };
  loss: ShaftHeatLoss;
  /** In the quote's currency a year (the price is converted from euro). */
  lossAmount: number;
  savedKWh: number;
  savedAmount: number;
  savedCo2Tonnes: number;
  /** Years until the savings pay the quoted total; null before it is priced or when nothing is saved. */
  paybackYears: number | null;
  /** The same with the funding share, when the settings show funding; otherwise null. */
  funding: { share: number; paybackYears: number | null } | null;
}

const numberOr = (value: unknown, fallback: number): Resolved<number> =>
  typeof value === 'number' && Number.isFinite(value) ? { value, entered: true } : { value: fallback, entered: false };

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The energy figures of a shaft as the calculator shows them and the quote prints them: the heat
 * lost a year with the head open, what a controlled flap saves in kWh, money and CO₂, and the
 * payback of the quoted total. Null until the shaft's height, width, depth and the required area
 * are known.
 * @example energyReport({ values: { shaftHeight: 19000, shaftWidth: 1600, shaftDepth: 2600, stops: 6 }, headOpeningArea: 104000, quotedTotal: null, currency: 'EUR', exchangeRates, settings: DEFAULT_ENERGY_SETTINGS })?.savedKWh // about 14 200
 */
export function energyReport({
  values,
  headOpeningArea,
  flapArea = null,
  quotedTotal,
  currency,
  exchangeRates,
  settings,
}: EnergyReportInput): EnergyReport | null {
  const { shaftHeight, shaftWidth, shaftDepth } = values;
  if (!positive(shaftHeight) || !positive(shaftWidth) || !positive(shaftDepth) || !positive(headOpeningArea)) return null;
  const elevators =
    typeof values.noOfElevators === 'number' && values.noOfElevators >= 1 ? Math.min(10, Math.floor(values.noOfElevators)) : 1;
  const shaft = {
    shaftHeight,
    shaftWidth,
    shaftDepth,
    headOpeningArea,
    stops: numberOr(values.stops, defaultStops(shaftHeight)),
    // A shared shaft has a landing door per lift at each stop.
    doorsPerStop: numberOr(values.doorsPerStop, elevators),
    doorWidth: numberOr(values.doorWidth, DEFAULT_DOOR.width),
    doorHeight: numberOr(values.doorHeight, DEFAULT_DOOR.height),
  };
  const country = typeof values.country === 'string' ? values.country : 'de';
  const assumptions: EnergyAssumptions = {
    ...DEFAULT_ENERGY_ASSUMPTIONS,
    outsideTemperature: OUTSIDE_TEMPERATURE[country] ?? DEFAULT_ENERGY_ASSUMPTIONS.outsideTemperature,
  };
  const key =
    typeof values.energyCarrier === 'string' && Object.hasOwn(settings.carriers, values.energyCarrier)
      ? (values.energyCarrier as EnergyCarrierKey)
      : settings.defaultCarrier;
  const carrierSettings = settings.carriers[key];
  // Prices are kept in euro (settings) or in the currency they were typed in; the report speaks the quote's.
  const exchangeRate = rateOf(currency, exchangeRates);
  const typedRate = rateOf(values.energyPriceCurrency ?? 'EUR', exchangeRates);
  const typed = typeof values.energyPrice === 'number' && Number.isFinite(values.energyPrice);
  const pricePerKWh: Resolved<number> = typed
    ? {
        value: typedRate === exchangeRate ? (values.energyPrice as number) : ((values.energyPrice as number) / typedRate) * exchangeRate,
        entered: true,
      }
    : { value: carrierSettings.pricePerKWh * exchangeRate, entered: false };
  const loss = shaftHeatLoss(
    {
      shaftHeight,
      shaftWidth,
      shaftDepth,
      headOpeningArea,
      flapArea,
      stops: shaft.stops.value,
      doorsPerStop: shaft.doorsPerStop.value,
      doorWidth: shaft.doorWidth.value,
      doorHeight: shaft.doorHeight.value,
    },
    assumptions,
  );
  // Priced in the quote's currency: the payback is then the same whatever the currency.
  const carrier: EnergyCarrier = { pricePerKWh: pricePerKWh.value, co2KgPerKWh: carrierSettings.co2KgPerKWh };
  const savings = energySavings(loss, carrier, quotedTotal ?? 0, settings.fundingShare);
  const priced = quotedTotal !== null && quotedTotal > 0;
  return {
    currency,
    quotedTotal,
    shaft,
    country,
    assumptions,
    loss,
    carrier: {
      key,
      pricePerKWh,
      co2KgPerKWh: carrierSettings.co2KgPerKWh,
      typed:
        typed && typedRate !== exchangeRate
          ? { value: values.energyPrice as number, currency: (values.energyPriceCurrency ?? 'EUR') as Currency }
          : null,
    },
    lossAmount: loss.open.heatLossKWh * carrier.pricePerKWh,
    savedKWh: savings.savedKWh,
    savedAmount: savings.savedEuro,
    savedCo2Tonnes: savings.savedCo2Tonnes,
    paybackYears: priced ? savings.paybackYears : null,
    funding: settings.fundingEnabled ? { share: settings.fundingShare, paybackYears: priced ? savings.paybackYearsFunded : null } : null,
  };
}

/** The free area of the quoted flaps together (mm²), null when any has none or none is quoted. */
export function quotedFlapArea(derived: Pick<CalculationAnswer['derived'], 'quotedFlaps'>): number | null {
  const flaps = derived.quotedFlaps;
  if (flaps.length === 0 || flaps.some((flap) => flap.ventilationArea === null)) return null;
  return flaps.reduce((sum, flap) => sum + flap.ventilationArea! * flap.quantity, 0);
}

/**
 * The energy report of a calculation answer: its form values, the area the rules require and the
 * flaps they quote. The calculator (the answer in the browser) and the quote document (the answer
 * it prints) both read it so, and so agree.
 */
export function energyReportOf(
  answer: Pick<CalculationAnswer, 'formValues' | 'derived'>,
  pricing: Omit<EnergyReportInput, 'values' | 'headOpeningArea' | 'flapArea'>,
): EnergyReport | null {
  return energyReport({
    ...pricing,
    values: Object.fromEntries(answer.formValues.map(({ key, value }) => [key, value])),
    headOpeningArea: answer.derived.totalLiftArea,
    flapArea: quotedFlapArea(answer.derived),
  });
}
