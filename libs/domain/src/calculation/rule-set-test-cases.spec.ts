/// <reference types="node" />
// The rule set's own test cases run priced, as calculations are (docs/rules.md#tests-with-prices).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RuleSetDefinition, RuleSetTestCase } from '@lsp/rule-engine';
import { LiftShaftCalculator } from './lift-shaft-calculator.js';
import { calculator, liftShaftRuleSet, seedCatalogue, seedPricing } from './spec-support.spec.js';

const definition = liftShaftRuleSet as unknown as RuleSetDefinition;
const seeded = (name: string): RuleSetTestCase => structuredClone(definition.tests!.find((t) => t.name === name)!);
/** The lift-shaft rule set with these test cases only. */
const withTests = (...tests: RuleSetTestCase[]) => new LiftShaftCalculator({ ...definition, tests }, seedCatalogue);

describe('rule-set test cases with prices (LiftShaftCalculator.runTests)', () => {
  it('price the seeded cases with the list prices and exchange rates: CHF with a non-standard component, USD with a set', () => {
    const report = calculator.runTests(seedPricing);
    const priced = report.cases.filter((c) => /chf|usd/.test(c.name));
    assert.deepEqual(
      priced.map((c) => [c.name, c.passed, c.mismatches]),
      [
        ['11-de-chf-non-standard', true, []],
        ['12-de-set-montage-hamburg-usd', true, []],
      ],
    );
  });

  it('a wrong cost expectation fails, naming the path, the expected and the actual value', () => {
    const chf = seeded('11-de-chf-non-standard');
    chf.expect.derived!.logisticCosts = 13675;
    chf.expect.costs!.total = 760817;
    chf.expect.lines!['JK-180-HV-360x360'] = { unitPrice: 69000 };
    const result = withTests(chf).runTests(seedPricing).cases[0];
    assert.equal(result.passed, false);
    assert.deepEqual(result.mismatches, [
      { path: 'derived.logisticCosts', expected: 13675, actual: 27260 },
      { path: 'costs.total', expected: 760817, actual: 760816 },
      { path: 'lines.JK-180-HV-360x360.unitPrice', expected: 69000, actual: 64860 },
    ]);
  });

  it('reads the exchange rate of the settings given, as a calculation does', () => {
    const rate = {
      ...seedPricing,
      settings: { ...seedPricing.settings, exchangeRates: { ...seedPricing.settings.exchangeRates, CHF: 0.95 } },
    };
    const mismatches = withTests(seeded('11-de-chf-non-standard')).runTests(rate).cases[0].mismatches;
    assert.deepEqual(
      mismatches.find((m) => m.path === 'lines.JK-180-HV-360x360.unitPrice'),
      { path: 'lines.JK-180-HV-360x360.unitPrice', expected: 64860, actual: 65550 },
    );
  });

  it("takes a case's own list prices over the catalogue's", () => {
    const own = seeded('11-de-chf-non-standard');
    own.prices = { 'JK-180-HV-360x360': 70000 };
    own.expect = {
      lines: { 'JK-180-HV-360x360': { quantity: 1, unitPrice: 65800, total: 65800 } },
      costs: { ventilationComponents: 65800 },
    };
    assert.deepEqual(withTests(own).runTests(seedPricing).cases[0].mismatches, []);
  });

  it('a case expecting costs of an answer that is not ready fails with each figure missing', () => {
    const notReady = seeded('08-not-ready-without-width');
    notReady.expect = { costs: { total: 1 } };
    assert.deepEqual(withTests(notReady).runTests(seedPricing).cases[0].mismatches, [
      { path: 'costs.total', expected: 1, actual: undefined },
    ]);
  });

  it('refuses a currency that is none and a non-standard price in more than whole cents, as the API refuses the request', () => {
    const currency = seeded('11-de-chf-non-standard');
    currency.inputs.currency = 'XYZ';
    const cents = seeded('11-de-chf-non-standard');
    cents.inputs.nonStandardComponents = [{ description: 'Blende', quantity: 1, price: 12.345 }];
    const unknown = seeded('01-de-newbuilding-1600x2600');
    unknown.prices = { 'NO-SUCH-PRODUCT': 100 };
    assert.deepEqual(
      withTests(currency, cents, unknown)
        .runTests(seedPricing)
        .cases.map((c) => [c.passed, c.error]),
      [
        [false, 'inputs.currency must be one of EUR, CHF, GBP, USD, got "XYZ"'],
        [false, 'inputs.nonStandardComponents/0/price must be in whole cents (at most 2 decimals)'],
        [false, 'prices names no product of the catalogue: NO-SUCH-PRODUCT'],
      ],
    );
  });

  it('gives the API the same priced inputs to evaluate once more (interpreted)', () => {
    const chf = seeded('11-de-chf-non-standard');
    const inputs = calculator.testInputs(chf, seedPricing);
    assert.equal(inputs.exchangeRate, 0.94);
    assert.equal((inputs.prices as Record<string, number>)['JK-180-HV-360x360'], 64860);
    assert.deepEqual(inputs.nonStandardLines, [
      { productKey: 'SONDER-1', description: 'Wetterschutzgitter Sondermaß 1500 x 1500 mm', quantity: 1, unitPrice: 360000, total: 360000 },
    ]);
    assert.equal(inputs.currency, undefined, 'the currency is no form value');
  });
});
