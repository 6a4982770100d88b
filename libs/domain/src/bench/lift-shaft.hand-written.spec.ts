/// <reference types="node" />
// The hand-written lift-shaft code is the bench's baseline: it must compute exactly what the
// compiled rule set computes, or the ratio `npm run bench` prints would compare unlike things. Both
// run the frozen copy beside it (lift-shaft.baseline.rule-set.json), so a change of the live rules
// never waits for the hand-written code (docs/domain.md#adding-a-field-or-a-rule).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { CURRENCIES } from '@lsp/contracts';
import { compileRuleSet, type Evaluation } from '@lsp/rule-engine';
import { calculationInputs, testCaseInputs } from '../calculation/calculation-inputs.js';
import { quantityField } from '../calculation/catalogue.js';
import { LIFT_SHAFT_EXTRA_INPUTS, liftShaftBuiltins } from '../calculation/lift-shaft-builtins.js';
import { goldenFixtures, readRepoJson, seedCatalogue, seedCosts } from '../calculation/spec-support.spec.js';
import {
  INSTALLATION_POSITIONS,
  LIFT_AREA_PERCENTAGES,
  LIFT_STATUS_DETECTIONS,
  MACHINE_ROOMS,
  PROJECT_TYPES,
  SMOKE_DETECTIONS,
  SYSTEMS,
} from '../enumerations.js';
import { evaluateLiftShaftByHand, type LiftShaftRuleSet } from './lift-shaft.hand-written.js';

const liftShaftRuleSet = readRepoJson<Record<string, unknown>>('libs/domain/src/bench/lift-shaft.baseline.rule-set.json');
const compiled = compileRuleSet(liftShaftRuleSet, {
  builtins: liftShaftBuiltins,
  inputs: LIFT_SHAFT_EXTRA_INPUTS,
  productKeys: seedCatalogue.productKeys,
});
const productKeys = new Set(seedCatalogue.productKeys);
const byHand = (inputs: Record<string, unknown>): Evaluation =>
  evaluateLiftShaftByHand(liftShaftRuleSet as unknown as LiftShaftRuleSet, inputs, productKeys);

type Outcome = { evaluation: Evaluation } | { failed: true };

function outcome(run: () => Evaluation): Outcome {
  try {
    return { evaluation: run() };
  } catch {
    return { failed: true };
  }
}

/** Both give the same evaluation, or both fail. */
function assertSame(inputs: Record<string, unknown>, name: string): Outcome {
  const engine = outcome(() => compiled.evaluate(inputs, { explain: false }));
  const hand = outcome(() => byHand(inputs));
  if ('failed' in engine || 'failed' in hand) {
    assert.equal(
      'failed' in hand,
      'failed' in engine,
      `${name}: ${'failed' in engine ? 'the rules fail' : 'the rules succeed'}, the hand-written code does not`,
    );
  } else {
    assert.deepStrictEqual(hand.evaluation, engine.evaluation, name);
  }
  return engine;
}

const orNull = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary }, { weight: 1, arbitrary: fc.constant(null) });
const flag = orNull(fc.boolean());
const few = orNull(fc.integer({ min: 0, max: 3 }));
/** Shaft heights near every threshold of the rules, and any other. */
const shaftHeight = orNull(
  fc.oneof(
    fc.constantFrom(
      0,
      8000,
      8001,
      12000,
      12001,
      24000,
      36000,
      42000,
      42001,
      48000,
      50000,
      50001,
      70000,
      75000,
      75001,
      100000,
      106001,
      120000,
    ),
    fc.integer({ min: 0, max: 120_000 }),
    fc.integer({ min: 0, max: 120_000 }).map((mm) => mm + 0.5),
  ),
);

const form = fc.record(
  {
    country: orNull(fc.constantFrom('de', 'at', 'ch')),
    projectType: orNull(fc.constantFrom(...PROJECT_TYPES)),
    buildingLocation: orNull(fc.constantFrom('80331', '1010', '30159', '')),
    installationPosition: orNull(fc.constantFrom(...INSTALLATION_POSITIONS)),
    nrwgDelivered: flag,
    weathershelter: flag,
    lowEnergyStandard: flag,
    quiet: flag,
    en121012Required: flag,
    systemIntegration: flag,
    additionalSmokeDetector: flag,
    mainLevelSmokeDetector: flag,
    machineRoom: orNull(fc.constantFrom(...MACHINE_ROOMS)),
    noOfElevators: orNull(fc.integer({ min: 1, max: 5 })),
    shaftHeight,
    shaftWidth: orNull(fc.oneof(fc.constantFrom(1600, 2000, 3000), fc.integer({ min: 0, max: 20_000 }))),
    shaftDepth: orNull(fc.oneof(fc.constantFrom(2600, 2400), fc.integer({ min: 0, max: 10_000 }))),
    calculatedVentilationArea: orNull(fc.integer({ min: 0, max: 500_000 })),
    liftAreaPercentage: orNull(fc.constantFrom(...LIFT_AREA_PERCENTAGES)),
    aioBasicSet: orNull(
      fc.constantFrom(
        'AIO-BASIC-PD-12',
        'AIO-BASIC-PD-24',
        'AIO-BASIC-PD-36',
        'AIO-BASIC-PD-48',
        'AIO-BASIC-SD-L-F1-50',
        'AIO-BASIC-SD-L-F1-100',
      ),
    ),
    system: orNull(fc.constantFrom(...SYSTEMS)),
    smokeDetection: orNull(fc.constantFrom(...SMOKE_DETECTIONS)),
    liftStatusDetection: orNull(fc.constantFrom(...LIFT_STATUS_DETECTIONS)),
    'rt-45-rj': few,
    'rt-45l-rj': few,
    'rj-45-splitter': few,
    keySwitchLED: few,
    noOfInterfaceAdapters: few,
    ventilationTimer: flag,
    additionalThermostat: flag,
    humiditySensor: flag,
    sirenWithKeySwitch: flag,
    eightPinInterfaceAdapterSet: flag,
    includeEinbauwinkel: flag,
    montageIncluded: flag,
    montageBuildingLocation: orNull(fc.constantFrom('80331', '20095', '30159', '60311', '1010', '123', '', ' 8033')),
    'custom-length-CABLE-4M': orNull(fc.integer({ min: 0, max: 4 })),
    'custom-length-CABLE-6M': orNull(fc.integer({ min: 0, max: 4 })),
    'custom-length-CABLE-12M': orNull(fc.integer({ min: 0, max: 4 })),
    'fm-2m-custom': orNull(fc.integer({ min: 0, max: 4 })),
  },
  { requiredKeys: [] },
);

/** Quantities the user typed for some ventilation components (closures and weather protection). */
const componentQuantities = fc
  .subarray(
    seedCatalogue.components.map((row) => row.id),
    { maxLength: 4 },
  )
  .chain((ids) => fc.tuple(...ids.map((id) => fc.tuple(fc.constant(quantityField(id)), fc.integer({ min: 0, max: 3 })))));

const costs = fc.option(
  fc.record({
    currency: fc.constantFrom(...CURRENCIES),
    nonStandardComponents: fc.array(
      fc.record({
        description: fc.constant('Sonderteil'),
        price: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
        quantity: fc.integer({ min: 0, max: 5 }),
      }),
      { maxLength: 2 },
    ),
  }),
  { nil: undefined },
);

const changedFields = fc.subarray(['installationPosition', 'system', 'quiet', 'weathershelter', 'shaftHeight', 'country']);

describe('the hand-written lift-shaft code (the bench baseline) equals the compiled rule set', () => {
  it('for every golden input (with prices)', () => {
    for (const [name, fixture] of goldenFixtures()) {
      const { inputs } = calculationInputs(
        fixture.request.formValues,
        seedCatalogue,
        fixture.request.changedFields ?? [],
        seedCosts(fixture.request),
      );
      const result = assertSame(inputs, name);
      assert.ok('evaluation' in result, `${name} evaluates`);
    }
  });

  it('for every test case of the rule set (without prices)', () => {
    for (const test of (liftShaftRuleSet as { tests: { name: string; inputs: Record<string, unknown> }[] }).tests) {
      assertSame(testCaseInputs(test.inputs, seedCatalogue), test.name);
    }
  });

  it('for generated form values, component quantities, changes and prices (property), failing where the rules fail', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(form, componentQuantities, changedFields, costs, (values, quantities, changed, cost) => {
        const formValues = [...Object.entries(values), ...quantities].map(([key, value]) => ({ key, value }));
        const { inputs } = calculationInputs(formValues, seedCatalogue, changed, cost ? seedCosts(cost) : undefined);
        const result = assertSame(inputs, JSON.stringify({ values, quantities, changed, cost }));
        if ('failed' in result) {
          seen.add('fails');
          return;
        }
        const { derived, products } = result.evaluation;
        if (derived.ready) seen.add('ready');
        if (derived.flow === 'complete-set') seen.add('complete set');
        if ((derived.flapCount as number) > 1) seen.add('several flaps');
        if ((derived.userClosureRows as unknown[]).length > 0) seen.add('closures chosen by the user');
        if ((derived.weatherProtectionLines as unknown[]).length > 0) seen.add('weather protection');
        if (derived.componentQuantitiesReset === true) seen.add('quantities reset');
        if (typeof derived.total === 'number') seen.add('priced');
        if (derived.installationCostsMode === 'calculated') seen.add('installation calculated');
        if (products.some((p) => p.productKey === 'RAS-PIPE')) seen.add('RAS');
        if (products.some((p) => p.productKey.startsWith('EBW-'))) seen.add('mounting brackets');
        if (products.some((p) => p.estimatedQuantity !== p.quantity)) seen.add('quantities adjusted');
      }),
      { numRuns: 3000, seed: 20261121 },
    );
    // The generator must reach every part of the rules, or equality would prove little.
    assert.deepEqual([...seen].sort(), [
      'RAS',
      'closures chosen by the user',
      'complete set',
      'fails',
      'installation calculated',
      'mounting brackets',
      'priced',
      'quantities adjusted',
      'quantities reset',
      'ready',
      'several flaps',
      'weather protection',
    ]);
  });
});
