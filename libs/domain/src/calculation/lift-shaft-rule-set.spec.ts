/// <reference types="node" />
// The lift-shaft rule set as data: valid, its own test cases pass, and json-logic-js agrees.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileRuleSet, validateRuleSet, type RuleSetDefinition } from '@lsp/rule-engine';
import { fieldDefinition } from '../form-values.js';
import { calculationInputs } from './calculation-inputs.js';
import { LiftShaftCalculator } from './lift-shaft-calculator.js';
import { LIFT_SHAFT_EXTRA_INPUTS, liftShaftBuiltins } from './lift-shaft-builtins.js';
import { calculator, goldenFixtures, liftShaftRuleSet, seedCatalogue, seedCosts, seedPricing } from './spec-support.spec.js';

const options = { builtins: liftShaftBuiltins, inputs: LIFT_SHAFT_EXTRA_INPUTS, productKeys: seedCatalogue.productKeys };

describe('rules/lift-shaft/lift-shaft.rule-set.json', () => {
  it('validates against the schema, every variable it reads is known, every literal product key exists', () => {
    assert.deepEqual(validateRuleSet(liftShaftRuleSet, options), { ok: true, problems: [] });
  });

  it('reads as inputs only fields of the field catalogue, fields its defaults name, and what the calculation adds', () => {
    // What calculationInputs adds beside the form values (calculation-inputs.ts).
    const calculationOwn = [
      'components',
      'catalogueKeys',
      'componentSelection',
      'changedFields',
      'prices',
      'exchangeRate',
      'nonStandardLines',
    ];
    const definition = liftShaftRuleSet as unknown as RuleSetDefinition;
    const defaults = definition.defaults;
    const named = [
      ...(defaults?.fields ?? []).flatMap(({ remembered }) => (remembered ? [remembered] : [])),
      ...(defaults?.adjustableQuantities ?? []).map(({ field }) => field),
    ];
    const unknown = definition.stages
      .flatMap((stage) => (stage.inputs ?? []).map((input) => ({ stage: stage.name, input })))
      .filter(({ input }) => fieldDefinition(input) === undefined && !named.includes(input) && !calculationOwn.includes(input));
    assert.deepEqual(unknown, [], 'an input that is none of these is a field missing from libs/domain form-values.ts');
  });

  it('its own test cases pass (as in the backoffice before publishing)', () => {
    const report = calculator.runTests(seedPricing);
    assert.ok(report.cases.length >= 10);
    assert.deepEqual(
      report.cases.filter((c) => !c.passed),
      [],
    );
  });

  it('a wrong expectation in a test case is reported', () => {
    const broken = structuredClone(liftShaftRuleSet) as { tests: { expect: { derived: Record<string, unknown> } }[] };
    broken.tests[0].expect.derived.totalLiftArea = 104001;
    const report = new LiftShaftCalculator(broken, seedCatalogue).runTests(seedPricing);
    assert.equal(report.failed, 1);
    assert.deepEqual(report.cases[0].mismatches, [{ path: 'derived.totalLiftArea', expected: 104001, actual: 104000 }]);
  });

  it('gives the same results compiled and interpreted by json-logic-js (the reference), for every golden input', () => {
    const compiled = compileRuleSet(liftShaftRuleSet, { ...options, mode: 'compiled' });
    const interpreted = compileRuleSet(liftShaftRuleSet, { ...options, mode: 'interpreted' });
    for (const [name, fixture] of goldenFixtures()) {
      const { inputs } = calculationInputs(
        fixture.request.formValues,
        seedCatalogue,
        fixture.request.changedFields ?? [],
        seedCosts(fixture.request),
      );
      assert.deepEqual(compiled.evaluate(inputs), interpreted.evaluate(inputs), name);
    }
  });
});

describe('golden fixtures (rules/lift-shaft/golden): complete inputs and the full expected answer', () => {
  for (const [name, fixture] of goldenFixtures()) {
    it(`${name}: ${fixture.description}`, () => {
      const answer = calculator.calculate(fixture.request.formValues, {
        changedFields: fixture.request.changedFields ?? [],
        compareAioBasicSets: fixture.request.compareAioBasicSets === true,
        costs: seedCosts(fixture.request),
      });
      assert.deepEqual(answer, fixture.answer);
    });
  }
});
