/// <reference types="node" />
import fc from 'fast-check';
import { deepStrictEqual, equal } from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RuleSetDefinition } from './model/rule-set.types.js';
import { evaluateRepresentativeByHand, type HandWrittenTables } from './bench/representative.hand-written.js';
import { compileRuleSet } from './index.js';
import { readRepoJson } from './spec-support.spec.js';

const definition = readRepoJson<RuleSetDefinition>('rules/examples/representative.rule-set.json');
const tables = definition.constants as unknown as HandWrittenTables;

/** Well-typed form values within the spec's limits. */
const form = fc.record({
  country: fc.constantFrom('de', 'at', 'ch'),
  projectType: fc.constantFrom('NEWBUILDING', 'MODERNIZED'),
  installationPosition: fc.constantFrom('V', 'H', null),
  nrwgDelivered: fc.boolean(),
  weathershelter: fc.boolean(),
  lowEnergyStandard: fc.boolean(),
  quiet: fc.boolean(),
  systemIntegration: fc.boolean(),
  additionalSmokeDetector: fc.boolean(),
  mainLevelSmokeDetector: fc.boolean(),
  machineRoom: fc.constantFrom('up', 'down', 'no'),
  noOfElevators: fc.integer({ min: 1, max: 4 }),
  shaftHeight: fc.integer({ min: 2000, max: 120000 }),
  shaftWidth: fc.oneof(fc.integer({ min: 800, max: 20000 }), fc.constant(null)),
  shaftDepth: fc.integer({ min: 800, max: 10000 }),
  liftAreaPercentage: fc.constantFrom('2_5_PERCENT', '1_0_PERCENT', 'MANUAL', null),
  calculatedVentilationArea: fc.oneof(fc.integer({ min: 0, max: 3000000 }), fc.constant(null)),
  system: fc.constantFrom('L-AIO', 'AIO-Basic', null),
  smokeDetection: fc.constantFrom('NONE', 'POINTDETECTOR', 'SDLF1', 'RAS', null),
  liftStatusDetection: fc.constantFrom('LST-CO2-V3', 'FAULTALARMCONTACT', null),
  aioBasicSet: fc.constantFrom(
    null,
    'AIO-BASIC-PD-12',
    'AIO-BASIC-PD-24',
    'AIO-BASIC-PD-36',
    'AIO-BASIC-PD-48',
    'AIO-BASIC-SD-L-F1-50',
    'AIO-BASIC-SD-L-F1-100',
  ),
  'rt-45-rj': fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constant(null)),
  'rt-45l-rj': fc.integer({ min: 0, max: 3 }),
  keySwitchLED: fc.integer({ min: 0, max: 3 }),
  ventilationTimer: fc.boolean(),
  additionalThermostat: fc.boolean(),
  humiditySensor: fc.boolean(),
  sirenWithKeySwitch: fc.boolean(),
  eightPinInterfaceAdapterSet: fc.boolean(),
  quietDrive: fc.boolean(),
  includeEinbauwinkel: fc.boolean(),
  montageIncluded: fc.boolean(),
  montageBuildingLocation: fc.constantFrom('80331', '24103', '30159', '01067', '', null, 'A-1010'),
  currency: fc.constantFrom('EUR', 'CHF', 'GBP', 'USD', 'XYZ'),
});

describe('representative rule set', () => {
  const compiled = compileRuleSet(definition);

  it('passes its own golden cases', () => {
    const report = compiled.runTests();
    deepStrictEqual(
      report.cases.filter((c) => !c.passed),
      [],
    );
    equal(report.passed, definition.tests!.length);
  });

  it('computes the 1600 × 2600 mm shaft exactly: 104000 mm², the smallest flap', () => {
    const result = compiled.evaluate(definition.tests![0].inputs);
    deepStrictEqual([result.derived.totalLiftArea, result.derived.flapSize], [104000, '360x360']);
    equal(result.products.find((p) => p.category === 'VENTCOMP')!.productKey, 'JK-180-HV-360x360');
  });

  it('gives what the hand-written implementation gives, on any well-typed form', () => {
    fc.assert(
      fc.property(form, (values) => {
        deepStrictEqual(evaluateRepresentativeByHand(tables, values), compiled.evaluate(values, { explain: false }));
      }),
      { numRuns: 300 },
    );
  });
});
