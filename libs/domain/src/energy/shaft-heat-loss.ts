/**
 * What an open lift-shaft head costs in heat, from physics (docs/energy.md).
 *
 * A heated building's lift shaft is a chimney: its air is warmer than the outside air, so it rises
 * and leaves through the opening at the head, and the building's heated air follows it in through
 * the gaps of the landing doors (the stack effect). The heat lost is the heat that air carries
 * out: mass flow × specific heat × (inside − outside temperature). The flow runs through two
 * openings in series, the door gaps and the head opening, driven by the pressure difference that
 * the warm column between the mean height of the doors and the head makes.
 *
 * Every assumption is a named parameter of {@link EnergyAssumptions}; the defaults are those of
 * the published figures (Recknagel–Sprenger as ZVEI applies it: 3 mm door gaps, 20 °C inside and
 * 10 °C outside as yearly means).
 */

/** The shaft as the planner enters it (mm), and its landing doors. */
export interface ShaftForEnergy {
  shaftHeight: number;
  shaftWidth: number;
  shaftDepth: number;
  /** Stops served (landing doors into heated storeys). */
  stops: number;
  /** Landing doors per stop (2 for a through-loading car). */
  doorsPerStop?: number;
  /** Door opening, mm. */
  doorWidth?: number;
  doorHeight?: number;
  /** The free area of the ventilation opening at the head, mm² (the rules' total lift area). */
  headOpeningArea: number;
  /**
   * The free area of the flap(s) that close it, mm², when known: a larger flap leaks more when
   * closed. Without it the flap is taken to be as large as the opening.
   */
  flapArea?: number | null;
}

export interface EnergyAssumptions {
  /** Width of the gaps around a closed landing door, mm: along both sides, the top and the sill. */
  doorGapMm: number;
  /** Mean inside temperature of the building the shaft serves, °C. */
  insideTemperature: number;
  /** Mean outside temperature over the hours counted, °C (by country: {@link OUTSIDE_TEMPERATURE}). */
  outsideTemperature: number;
  /** Hours a year the temperature difference drives the flow. */
  hours: number;
  /**
   * Discharge coefficient of the openings (door gaps, an open flap). 0.7, calibrated against the
   * three published cases (docs/energy.md): a sharp-edged orifice has about 0.6, the rounded edges
   * of door frames and louvres let a little more through.
   */
  dischargeCoefficient: number;
  /** Storey height when the height between stops is not known, mm. */
  storeyHeight: number;
  /**
   * The free area a closed flap still leaves, as a share of its open area: the leakage of a
   * closed louvre flap (EN 12101-2 devices close tightly but not hermetically).
   */
  closedFlapLeakage: number;
}

/** Yearly mean outside temperatures (°C) by country: Germany as ZVEI reckons; Austria a little colder (population-weighted). */
export const OUTSIDE_TEMPERATURE: Readonly<Record<string, number>> = { de: 10, at: 9 };

export const DEFAULT_ENERGY_ASSUMPTIONS: EnergyAssumptions = {
  doorGapMm: 3,
  insideTemperature: 20,
  outsideTemperature: 10,
  hours: 8760,
  dischargeCoefficient: 0.7,
  storeyHeight: 3000,
  closedFlapLeakage: 0.03,
};

/** Door sizes when the planner gives none: a common lift landing door, 900 × 2000 mm. */
export const DEFAULT_DOOR = { width: 900, height: 2000 } as const;

const GRAVITY = 9.81; // m/s²
const AIR_DENSITY = 1.2; // kg/m³ at about 20 °C
const AIR_HEAT_CAPACITY = 1005; // J/(kg·K)
const KELVIN = 273.15;

export interface ShaftAirflow {
  /** Air through the shaft, m³/h. */
  flowM3h: number;
  /** Heat that air carries out over the hours counted, kWh a year. */
  heatLossKWh: number;
  /** The pressure the warm column makes, Pa. */
  stackPressurePa: number;
}

export interface ShaftHeatLoss {
  open: ShaftAirflow;
  closed: ShaftAirflow;
  /** What closing the head with a controlled flap saves, kWh a year. */
  savedKWh: number;
  /** The figures the result was computed from, for the explanation. */
  inputs: { doorGapAreaM2: number; headOpeningAreaM2: number; flapAreaM2: number; stackHeightM: number; temperatureDifference: number };
}

/**
 * The default number of stops for a shaft of this height: one per storey, the head and the pit
 * (about 4.5 m together) not counted; at least 2.
 * @example defaultStops(19000) // 5
 */
export function defaultStops(shaftHeight: number, storeyHeight = DEFAULT_ENERGY_ASSUMPTIONS.storeyHeight): number {
  return Math.max(2, Math.floor((shaftHeight - 4500) / storeyHeight) + 1);
}

/**
 * The most stops a shaft of this height can serve: one per 2 m, lower than any storey is built.
 * @example maxStops(19000) // 9
 */
export function maxStops(shaftHeight: number): number {
  return Math.max(1, Math.floor(shaftHeight / 2000));
}

/** Flow through openings in series: 1/A² adds up. */
const inSeries = (...areas: number[]): number =>
  areas.some((a) => a <= 0) ? 0 : 1 / Math.sqrt(areas.reduce((sum, a) => sum + 1 / (a * a), 0));

function airflow(gapArea: number, headArea: number, stackHeight: number, a: EnergyAssumptions): ShaftAirflow {
  const difference = Math.max(0, a.insideTemperature - a.outsideTemperature);
  // The warm column is lighter by ρ·ΔT/T_outside per m³ (ideal gas at equal pressure).
  const stackPressurePa = GRAVITY * stackHeight * AIR_DENSITY * (difference / (a.outsideTemperature + KELVIN));
  const flowM3s = a.dischargeCoefficient * inSeries(gapArea, headArea) * Math.sqrt((2 * stackPressurePa) / AIR_DENSITY);
  const watts = flowM3s * AIR_DENSITY * AIR_HEAT_CAPACITY * difference;
  return { flowM3h: flowM3s * 3600, heatLossKWh: (watts * a.hours) / 1000, stackPressurePa };
}

/**
 * The heat a shaft loses a year with its head open, and with the head closed by a flap that
 * opens only for smoke or ventilation.
 * @example shaftHeatLoss({ shaftHeight: 19000, shaftWidth: 1600, shaftDepth: 2600, stops: 6, headOpeningArea: 104000 }).open.heatLossKWh // about 14 700
 */
export function shaftHeatLoss(shaft: ShaftForEnergy, assumptions: Partial<EnergyAssumptions> = {}): ShaftHeatLoss {
  const a = { ...DEFAULT_ENERGY_ASSUMPTIONS, ...assumptions };
  const doors = Math.max(0, shaft.stops) * (shaft.doorsPerStop ?? 1);
  const doorWidth = shaft.doorWidth ?? DEFAULT_DOOR.width;
  const doorHeight = shaft.doorHeight ?? DEFAULT_DOOR.height;
  const doorGapAreaM2 = (doors * 2 * (doorWidth + doorHeight) * a.doorGapMm) / 1e6;
  const headOpeningAreaM2 = shaft.headOpeningArea / 1e6;
  // The doors stand one storey apart from the bottom; the head opening is at the top of the shaft.
  const storey = shaft.stops > 1 ? Math.min(a.storeyHeight, shaft.shaftHeight / shaft.stops) : 0;
  const meanDoorHeight = ((Math.max(1, shaft.stops) - 1) * storey) / 2 + doorHeight / 2;
  const stackHeightM = Math.max(0, shaft.shaftHeight - meanDoorHeight) / 1000;
  const open = airflow(doorGapAreaM2, headOpeningAreaM2, stackHeightM, a);
  const flapAreaM2 = (shaft.flapArea != null && shaft.flapArea > 0 ? shaft.flapArea : shaft.headOpeningArea) / 1e6;
  const closed = airflow(doorGapAreaM2, flapAreaM2 * a.closedFlapLeakage, stackHeightM, a);
  return {
    open,
    closed,
    savedKWh: Math.max(0, open.heatLossKWh - closed.heatLossKWh),
    inputs: {
      doorGapAreaM2,
      headOpeningAreaM2,
      flapAreaM2,
      stackHeightM,
      temperatureDifference: Math.max(0, a.insideTemperature - a.outsideTemperature),
    },
  };
}
