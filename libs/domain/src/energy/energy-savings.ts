import type { EnergyCarrierData, EnergyCarrierKey } from '@lsp/contracts';
import type { ShaftHeatLoss } from './shaft-heat-loss.js';

/** How the building is heated: what a kWh of heat costs (euro) and emits (kg CO₂-equivalent). */
export type EnergyCarrier = EnergyCarrierData;

/**
 * Default carriers: emission factors of the German Buildings Energy Act (GEG 2024, Anlage 9);
 * prices are typical end-customer prices of 2026 in Germany. Both belong in the settings, where
 * staff keep them current (docs/energy.md).
 */
export const ENERGY_CARRIERS: Readonly<Record<EnergyCarrierKey, EnergyCarrier>> = {
  gas: { pricePerKWh: 0.12, co2KgPerKWh: 0.24 },
  oil: { pricePerKWh: 0.11, co2KgPerKWh: 0.31 },
  districtHeating: { pricePerKWh: 0.15, co2KgPerKWh: 0.28 },
  electricity: { pricePerKWh: 0.35, co2KgPerKWh: 0.56 },
};

export interface EnergySavings {
  savedKWh: number;
  /** Euro a year. */
  savedEuro: number;
  /** Tonnes CO₂-equivalent a year. */
  savedCo2Tonnes: number;
  /** Years until the savings pay the quoted total (null when nothing is saved). */
  paybackYears: number | null;
  /** The same when a funding programme pays `fundingShare` of the total. */
  paybackYearsFunded: number | null;
}

/**
 * What the controlled flap saves a year, and the simple payback of the quote.
 * @param quotedTotal the quote's total in euro (net)
 * @param fundingShare share of the total a funding programme pays, 0 to 1 (0: none)
 * @example energySavings(loss, ENERGY_CARRIERS.gas, 4097.08).paybackYears
 */
export function energySavings(
  loss: Pick<ShaftHeatLoss, 'savedKWh'>,
  carrier: EnergyCarrier,
  quotedTotal: number,
  fundingShare = 0,
): EnergySavings {
  const savedEuro = loss.savedKWh * carrier.pricePerKWh;
  const payback = (total: number) => (savedEuro > 0 ? total / savedEuro : null);
  return {
    savedKWh: loss.savedKWh,
    savedEuro,
    savedCo2Tonnes: (loss.savedKWh * carrier.co2KgPerKWh) / 1000,
    paybackYears: payback(quotedTotal),
    paybackYearsFunded: payback(quotedTotal * (1 - Math.min(1, Math.max(0, fundingShare)))),
  };
}
