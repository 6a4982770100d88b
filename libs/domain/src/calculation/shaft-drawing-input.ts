import type { CalculationAnswer } from '@lsp/contracts';
import type { ShaftDrawingInput } from '../drawing/index.js';
import { quotedFlapArea } from '../energy/energy-report.js';
import { defaultStops } from '../energy/shaft-heat-loss.js';
import { MACHINE_ROOMS, SMOKE_DETECTIONS, type MachineRoom, type SmokeDetection } from '../enumerations.js';

const positiveOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

/**
 * What the shaft drawing shows, read from a calculation answer: the form values as the rules left
 * them, the area they require, the flap they quote and the point detectors they count. The
 * calculator and the quote draw from the same answer, so both show the same shaft.
 */
export function shaftDrawingInput(answer: Pick<CalculationAnswer, 'formValues' | 'derived' | 'selectedProducts'>): ShaftDrawingInput {
  const values = Object.fromEntries(answer.formValues.map(({ key, value }) => [key, value]));
  const shaftHeight = positiveOrNull(values.shaftHeight);
  const smokeDetection = (SMOKE_DETECTIONS as readonly unknown[]).includes(values.smokeDetection)
    ? (values.smokeDetection as SmokeDetection)
    : null;
  const flaps = answer.derived.quotedFlaps;
  const first = flaps[0];
  const flapCount = flaps.reduce((sum, flap) => sum + flap.quantity, 0);
  const flapArea = quotedFlapArea(answer.derived);
  return {
    shaftHeight,
    shaftWidth: positiveOrNull(values.shaftWidth),
    shaftDepth: positiveOrNull(values.shaftDepth),
    stops: typeof values.stops === 'number' ? values.stops : shaftHeight === null ? 0 : defaultStops(shaftHeight),
    machineRoom: (MACHINE_ROOMS as readonly unknown[]).includes(values.machineRoom) ? (values.machineRoom as MachineRoom) : 'no',
    smokeDetection,
    // A set brings its detectors without naming them as lines: then one per 12 m, as the rules count them.
    pointDetectors:
      answer.selectedProducts.find((p) => p.productKey === 'POINT-DETECTOR')?.quantity ??
      (smokeDetection === 'POINTDETECTOR' && shaftHeight !== null ? Math.max(1, Math.ceil(shaftHeight / 12_000)) : 0),
    // Several flaps are drawn as one, named with their count and their area together.
    flap: first
      ? { size: first.size === null ? null : flapCount > 1 ? `${flapCount} × ${first.size}` : first.size, ventilationArea: flapArea }
      : null,
    requiredArea: positiveOrNull(answer.derived.totalLiftArea),
  };
}
