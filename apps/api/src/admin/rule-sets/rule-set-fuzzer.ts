import type { CalculationRequest, RuleSetFuzzReport } from '@lsp/contracts';
import { CURRENCIES } from '@lsp/contracts';
import { FORM_FIELDS, SHAFT_LIMITS, type CalculationCatalogue, type FieldType } from '@lsp/domain';
import type { CalculationBench } from '../../calculation/calculation.service.js';

/** mulberry32: a small seeded generator, so a failure found is found again with the same seed. */
export function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)];
const integer = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const COUNTRIES = ['de', 'at', 'ch', 'fr', 'pl', 'nl', 'it'];
const POSTAL_CODES = ['', '80331', '24103', '20095', '1010', '8010', '3000', 'AB12', '99999'];

/** A value the form accepts for a field (its type, range, enumeration or pattern); null sometimes. */
function valueFor(key: string, type: FieldType, random: Random, catalogue: CalculationCatalogue): unknown {
  if (random() < 0.08) return null;
  switch (type.kind) {
    case 'boolean':
      return random() < 0.5;
    case 'enum':
      return pick(random, type.values);
    case 'integer':
    case 'number': {
      const limit = (SHAFT_LIMITS as Record<string, { min: number; max: number }>)[key];
      if (limit)
        return random() < 0.85
          ? integer(random, 800, Math.min(limit.max, 4000)) * (key === 'shaftHeight' ? 10 : 1)
          : integer(random, limit.min, limit.max);
      if (type.kind === 'integer' && !type.unit) {
        // Small counts are what forms hold; now and then the extreme.
        return random() < 0.9 ? integer(random, type.min, Math.min(type.max ?? 10, type.min + 10)) : (type.max ?? type.min + 1000);
      }
      const whole = integer(random, type.min, Math.min(type.max ?? 100_000, 10_000_000));
      // Fields that take decimals get them now and then: the rules must take any value the form check accepts.
      return type.kind === 'number' && random() < 0.3 ? Math.min(whole + integer(random, 1, 99) / 100, type.max ?? Infinity) : whole;
    }
    case 'text':
      if (key === 'country') return pick(random, COUNTRIES);
      if (key === 'buildingLocation' || key === 'montageBuildingLocation') return pick(random, POSTAL_CODES);
      if (key === 'aioBasicSet') return pick(random, [...catalogue.productKeys.filter((k) => k.startsWith('AIO-BASIC')), 'NONE', 'X-1']);
      if (key === 'plannedImplementationDate') return `Q${integer(random, 1, 4)}/${integer(random, 2025, 2030)}`;
      return random() < 0.5 ? '' : 'Fuzz';
    default:
      return null;
  }
}

/** Random form values every field check accepts, with quantities for some catalogue components. */
export function randomRequest(random: Random, catalogue: CalculationCatalogue): CalculationRequest {
  const formValues = Object.entries(FORM_FIELDS)
    .filter(() => random() < 0.9)
    .map(([key, definition]) => ({ key, value: valueFor(key, definition.type, random, catalogue) }));
  for (const component of catalogue.components)
    if (random() < 0.08) formValues.push({ key: `quantity-${component.id}`, value: integer(random, 0, 4) });
  for (const key of ['custom-length-CABLE-4M', 'custom-length-CABLE-6M', 'custom-length-CABLE-12M', 'fm-2m-custom']) {
    if (random() < 0.1) formValues.push({ key, value: integer(random, 0, 6) });
  }
  const changedFields = random() < 0.2 ? [pick(random, Object.keys(FORM_FIELDS))] : [];
  return { formValues, changedFields, currency: pick(random, CURRENCIES) };
}

/** Where a failure happened, when the rules say it (a rule's error names its rule and expression). */
function placeOf(error: unknown): { path?: string; rule?: string; reason?: string } {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { path, ruleId, reason } = e as { path?: unknown; ruleId?: unknown; reason?: unknown };
    if (typeof path === 'string' && typeof ruleId === 'string')
      return { path, rule: ruleId, ...(typeof reason === 'string' ? { reason } : {}) };
  }
  return {};
}

/**
 * Runs random valid inputs through a rule set and collects the inputs for which it fails to
 * execute (a sealed selector without a case, a builtin given text, …): what customers would
 * otherwise find. The examples are the first input failing at each place (so the editor can mark
 * each failing expression), with how many inputs fail there.
 */
export function fuzz(
  bench: Pick<CalculationBench, 'catalogue'> & {
    evaluate(request: CalculationRequest, options: { explain: false }): { failed: boolean; error?: unknown };
  },
  runs: number,
  seed: number,
): RuleSetFuzzReport {
  const random = generator(seed);
  const examples: RuleSetFuzzReport['examples'] = [];
  const byPlace = new Map<string, RuleSetFuzzReport['examples'][number]>();
  let failures = 0;
  for (let run = 0; run < runs; run++) {
    const request = randomRequest(random, bench.catalogue);
    const result = bench.evaluate(request, { explain: false });
    if (!result.failed) continue;
    failures++;
    const { reason, ...place } = placeOf(result.error);
    const known = byPlace.get(place.path ?? '');
    if (known) {
      known.count = (known.count ?? 1) + 1;
      continue;
    }
    if (examples.length >= 5) continue;
    const example = {
      formValues: request.formValues,
      // The rule and the place are named apart: the error says what went wrong there.
      error: reason ?? (result.error instanceof Error ? result.error.message : String(result.error)),
      ...place,
      count: 1,
    };
    byPlace.set(place.path ?? '', example);
    examples.push(example);
  }
  return { runs, seed, failures, examples };
}
