/** Shaft limits of docs/domain.md#units-and-limits, in mm. */
export const SHAFT_LIMITS = {
  shaftDepth: { min: 0, max: 10_000 },
  shaftHeight: { min: 0, max: 120_000 },
  shaftWidth: { min: 0, max: 20_000 },
} as const;

/** What the energy inputs take: a landing door in mm, a kWh's price in euro (docs/energy.md#inputs). */
export const ENERGY_LIMITS = {
  doorWidth: { min: 300, max: 5000 },
  doorHeight: { min: 1000, max: 6000 },
  pricePerKWh: { min: 0, max: 10 },
} as const;

/** German building rules: a lift shaft's smoke outlet is at least 0.1 m² (docs/domain.md#lift-area). */
export const MIN_LIFT_AREA_MM2 = 100_000;

/**
 * Montage is offered only in Germany, so its location is a German postal code: 5 digits, the
 * building's own check (docs/domain.md#montage). Which codes the post has assigned is not checked.
 */
export function isMontagePostalCode(value: unknown): boolean {
  return typeof value === 'string' && /^\d{5}$/.test(value.trim());
}
