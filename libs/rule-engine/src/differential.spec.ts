/// <reference types="node" />
// Every rule-set fixture through the compiled path and through json-logic-js: identical results.
import fc from 'fast-check';
import { deepStrictEqual } from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RuleSetDefinition } from './model/rule-set.types.js';
import { bothModes, evaluateBoth, readRepoJson, ruleSetFiles } from './spec-support.spec.js';

/** Any JSON scalar or a small list, well- or ill-typed for the field it lands in. */
const anyValue = fc.oneof(
  fc.integer({ min: -200000, max: 200000 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    'de',
    'at',
    'ch',
    'up',
    'down',
    'no',
    'V',
    'H',
    'MODERNIZED',
    'NEWBUILDING',
    'L-AIO',
    'AIO-Basic',
    'RAS',
    'SDLF1',
    'POINTDETECTOR',
    'NONE',
    'MANUAL',
    '1_0_PERCENT',
    '2_5_PERCENT',
    'LST-CO2-V3',
    'FAULTALARMCONTACT',
    'AIO-BASIC-PD-12',
    '80331',
    '24103',
    'x',
  ),
  fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 2 }),
);

for (const file of ruleSetFiles()) {
  const definition = readRepoJson<RuleSetDefinition>(file);
  const cases = (definition.tests ?? []).map((test) => test.inputs);
  const inputNames = [...new Set(definition.stages.flatMap((stage) => stage.inputs ?? []))];

  describe(`differential: ${file}`, () => {
    it('gives identical results on its test cases, with and without explanations', () => {
      for (const inputs of cases) {
        evaluateBoth(definition, inputs);
        evaluateBoth(definition, inputs, {}, { explain: false });
      }
    });

    it('gives identical results (or identical failures) on random inputs', () => {
      const base = cases[0] ?? {};
      const changes = fc.dictionary(fc.constantFrom(...(inputNames.length ? inputNames : ['none'])), anyValue, { maxKeys: 6 });
      fc.assert(
        fc.property(changes, fc.nat(Math.max(0, cases.length - 1)), (changed, index) => {
          evaluateBoth(definition, { ...(cases[index] ?? base), ...changed });
        }),
        { numRuns: 200 },
      );
    });

    it('answers "why not" identically', () => {
      const [compiled, interpreted] = bothModes(definition);
      const inputs = cases[0] ?? {};
      const result = compiled.evaluate(inputs);
      const queries = [
        ...result.products.slice(0, 3).map((p) => ({ product: p.productKey })),
        { product: 'BATTERY-PACK' },
        { product: 'SMOKE-TEST-SPRAY' },
        ...Object.keys(result.options).map((option) => ({ option, value: 'NONE' })),
        { derived: 'totalLiftArea' },
        { message: 'costs.noMontage' },
      ];
      for (const query of queries)
        deepStrictEqual(interpreted.whyNot(inputs, query), compiled.whyNot(inputs, query), JSON.stringify(query));
    });
  });
}
