/// <reference types="node" />
// The echo contract (docs/api.md#where-a-value-comes-from) for random valid inputs: every number
// entered digit by digit and every choice made, in a random order, each change sent with the
// previous answer's values as they came, ends with the options, products and costs of the
// final inputs sent at once; and a choice the person made stays theirs while the rules allow it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { CalculationAnswer, FormValueData } from '@lsp/contracts';
import { FORM_FIELDS, fieldsIn } from '../form-values.js';
import { calculator, goldenFixtures, seedCatalogue, seedCosts } from './spec-support.spec.js';

/** The shaft of the golden case with an AIO Basic set, without the choices: sets are on offer for it. */
const shaft = goldenFixtures()
  .find(([name]) => name.startsWith('03-'))![1]
  .request.formValues.filter((v) => !['system', 'smokeDetection', 'liftStatusDetection', 'aioBasicSet'].includes(v.key));

const enumOf = (key: string): fc.Arbitrary<string> => {
  const type = FORM_FIELDS[key].type;
  assert.equal(type.kind, 'enum');
  return fc.constantFrom(...(type as { values: readonly string[] }).values);
};

/** The fields a person fills in, with values the form check accepts. */
const FIELDS: Record<string, fc.Arbitrary<unknown>> = {
  country: fc.constantFrom('de', 'at', 'ch'),
  projectType: enumOf('projectType'),
  installationPosition: enumOf('installationPosition'),
  // Every yes/no requirement of the shaft, a new one too (docs/domain.md#adding-a-field-or-a-rule).
  ...Object.fromEntries(fieldsIn('requirements').map((key) => [key, fc.boolean()])),
  machineRoom: enumOf('machineRoom'),
  noOfElevators: fc.integer({ min: 1, max: 4 }),
  shaftHeight: fc.integer({ min: 0, max: 120_000 }),
  shaftWidth: fc.integer({ min: 0, max: 5000 }),
  shaftDepth: fc.integer({ min: 0, max: 5000 }),
  liftAreaPercentage: enumOf('liftAreaPercentage'),
  system: enumOf('system'),
  smokeDetection: enumOf('smokeDetection'),
  liftStatusDetection: enumOf('liftStatusDetection'),
  aioBasicSet: fc.constantFrom(...seedCatalogue.productKeys.filter((key) => key.startsWith('AIO-BASIC'))),
  montageIncluded: fc.boolean(),
  buildingLocation: fc.constantFrom('80331', '1010', '20095'),
  montageBuildingLocation: fc.constantFrom('24103', ''),
};

/** The choices whose options the answer lists, by field. */
const OPTION_LISTS: Record<string, keyof CalculationAnswer['options']> = {
  liftAreaPercentage: 'liftAreaPercentage',
  system: 'system',
  smokeDetection: 'smokeDetection',
  liftStatusDetection: 'liftStatusDetection',
};

/** Some of the fields, in a random order, each with a value. */
const entries = fc
  .shuffledSubarray(Object.keys(FIELDS), { minLength: 1 })
  .chain((keys) => fc.tuple(...keys.map((key) => FIELDS[key].map((value) => [key, value] as const))));

/** What the field holds after each key: digits and free text one by one, a choice at once. */
function keystrokes(value: unknown): unknown[] {
  if (typeof value === 'number') return [null, ...[...String(value)].map((_, i, all) => Number(all.slice(0, i + 1).join('')))];
  if (typeof value === 'string' && value !== '') return ['', ...[...value].map((_, i, all) => all.slice(0, i + 1).join(''))];
  return [value];
}

const calculate = (formValues: FormValueData[], changedFields: string[]) =>
  calculator.calculate(formValues, {
    changedFields,
    costs: seedCosts(),
    explain: false,
    onFailure: (error) => {
      throw error;
    },
  });

/** What the person sees of an answer: values and their sources, options, products and the quote. */
const seen = (answer: CalculationAnswer) => ({
  formValues: [...answer.formValues].sort((a, b) => a.key.localeCompare(b.key)),
  options: answer.options,
  products: answer.selectedProducts.map(({ productKey, quantity, estimatedQuantity, category }) => ({
    productKey,
    quantity,
    estimatedQuantity,
    category,
  })),
  costs: answer.costs,
  messages: answer.messages.map(({ key, level, field }) => ({ key, level, field })),
  ready: answer.ready,
});

describe('the echo contract for random inputs', () => {
  it('typing in any order ends where the final inputs at once end, and the person’s choices stay theirs while allowed', () => {
    fc.assert(
      fc.property(entries, (typed) => {
        const person: Record<string, unknown> = {};
        let answer = calculate([], []);
        for (const [key, value] of typed) {
          for (const shown of keystrokes(value)) {
            answer = calculate([...answer.formValues.filter((v) => v.key !== key), { key, value: shown }], [key]);
            person[key] = shown;
            for (const [field, list] of Object.entries(OPTION_LISTS)) {
              const own = person[field];
              const entry = answer.formValues.find((v) => v.key === field);
              if (own === undefined || entry?.source === 'set' || !answer.options[list].includes(own as string)) continue;
              assert.deepEqual(entry, { key: field, value: own, source: 'user' }, `${field} stays the person's after ${key}`);
            }
          }
        }
        const echoed = calculate(answer.formValues, []);
        const direct = calculate(
          typed.map(([key, value]) => ({ key, value })),
          [],
        );
        assert.deepEqual(seen(echoed), seen(direct));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaving a set returns what it decided to the defaults, or to the person’s own earlier choice', () => {
    const change = (from: CalculationAnswer, key: string, value: unknown) =>
      calculate([...from.formValues.filter((v) => v.key !== key), { key, value }], [key]);
    const byDefault = calculate(shaft, []);
    const valueOf = (answer: CalculationAnswer, key: string) => answer.formValues.find((v) => v.key === key);
    assert.equal(valueOf(byDefault, 'system')?.source, 'default');
    const setKey = byDefault.options.aioBasicSets.find((key) => key.includes('PD'));
    assert.ok(setKey, 'a point-detector set on offer');
    const withSet = change(byDefault, 'aioBasicSet', setKey);
    assert.deepEqual(valueOf(withSet, 'system'), { key: 'system', value: 'AIO-Basic', source: 'set' });
    assert.deepEqual(valueOf(withSet, 'smokeDetection'), { key: 'smokeDetection', value: 'POINTDETECTOR', source: 'set' });
    const left = change(withSet, 'aioBasicSet', null);
    assert.deepEqual(valueOf(left, 'system'), valueOf(byDefault, 'system'), 'the default system again');
    assert.deepEqual(valueOf(left, 'smokeDetection'), valueOf(byDefault, 'smokeDetection'), 'the default detection again');

    const ownChoice = change(byDefault, 'smokeDetection', 'SDLF1');
    const ownWithSet = change(ownChoice, 'aioBasicSet', setKey);
    assert.deepEqual(valueOf(ownWithSet, 'smokeDetection'), {
      key: 'smokeDetection',
      value: 'POINTDETECTOR',
      source: 'set',
      replaced: { value: 'SDLF1', reason: 'set' },
    });
    const ownLeft = change(ownWithSet, 'aioBasicSet', null);
    assert.deepEqual(
      valueOf(ownLeft, 'smokeDetection'),
      { key: 'smokeDetection', value: 'SDLF1', source: 'user' },
      'the person’s own choice again',
    );
  });

  // A set brings its own flap (docs/domain.md#aio-basic-sets): a closure still offered without it resets, named with reason `set`.
  it('choosing a set keeps the ventilation quantities the person set that remain on offer, and names those it resets', () => {
    const first = calculate(shaft, []);
    const idByKey = new Map(seedCatalogue.components.map((row) => [row.productKey, row.id]));
    const chosen = first.ventilation.candidates.slice(0, 1);
    assert.equal(chosen.length, 1);
    const quantities = chosen.map((key) => ({ key: `quantity-${idByKey.get(key)}`, value: 1 }));
    const withQuantity = calculate([...first.formValues, ...quantities], [quantities[0].key]);
    for (const setKey of withQuantity.options.aioBasicSets) {
      const answer = calculate(
        [...withQuantity.formValues.filter((v) => v.key !== 'aioBasicSet'), { key: 'aioBasicSet', value: setKey }],
        ['aioBasicSet'],
      );
      const kept = answer.formValues.some((v) => v.key === quantities[0].key);
      const reset = answer.resets.find((entry) => entry.key === quantities[0].key);
      assert.ok(kept !== (reset !== undefined), `${setKey}: the quantity is kept or named as reset`);
      assert.equal(kept, answer.ventilation.weatherProtection.includes(chosen[0]));
      if (reset)
        assert.deepEqual(
          reset.reason,
          answer.ventilation.candidates.includes(chosen[0]) ? { kind: 'set', set: setKey } : { kind: 'unavailable' },
        );
    }
  });
});
