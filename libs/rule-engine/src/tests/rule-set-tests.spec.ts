/// <reference types="node" />
import { deepStrictEqual, equal, notEqual, ok } from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RuleSetDefinition } from '../model/rule-set.types.js';
import { compileRuleSet, RuleSetCache, runTestCases, type TestQuote } from '../index.js';
import { ruleSet } from '../spec-support.spec.js';

const base = ruleSet({
  options: {
    inputs: ['country'],
    rules: [
      {
        id: 'o',
        kind: 'conditional',
        then: [
          { offer: 'system', values: ['L-AIO'] },
          { set: 'x', value: { var: 'country' } },
        ],
      },
    ],
  },
  products: { rules: [{ id: 'p', kind: 'conditional', then: [{ addProduct: 'BK-AIO' }, { message: 'hint.a', level: 'hint' }] }] },
});

describe('rule-set test cases', () => {
  it('pass when the outputs match', () => {
    const definition: RuleSetDefinition = {
      ...base,
      tests: [
        {
          name: 'ok',
          inputs: { country: 'de' },
          expect: { derived: { x: 'de' }, options: { system: ['L-AIO'] }, products: { 'BK-AIO': 1 }, messages: ['hint.a'] },
        },
      ],
    };
    deepStrictEqual(compileRuleSet(definition).runTests(), { passed: 1, failed: 0, cases: [{ name: 'ok', passed: true, mismatches: [] }] });
  });

  it('report every mismatch', () => {
    const definition: RuleSetDefinition = {
      ...base,
      tests: [
        {
          name: 'wrong',
          inputs: { country: 'de' },
          expect: {
            derived: { x: 'at', y: 1 },
            options: { system: ['AIO-Basic'] },
            products: { 'BK-AIO': 2, 'LST-CO2-V3': 1 },
            messages: [],
          },
        },
      ],
    };
    const report = compileRuleSet(definition).runTests();
    equal(report.failed, 1);
    deepStrictEqual(report.cases[0].mismatches, [
      { path: 'derived.x', expected: 'at', actual: 'de' },
      { path: 'derived.y', expected: 1, actual: undefined },
      { path: 'options.system', expected: ['AIO-Basic'], actual: ['L-AIO'] },
      { path: 'products.BK-AIO', expected: 2, actual: 1 },
      { path: 'products.LST-CO2-V3', expected: 1, actual: undefined },
      { path: 'messages', expected: [], actual: ['hint.a'] },
    ]);
  });

  it('report unexpected products and failed evaluations', () => {
    const definition: RuleSetDefinition = { ...base, tests: [{ name: 'extra', inputs: {}, expect: { products: {} } }] };
    deepStrictEqual(compileRuleSet(definition).runTests().cases[0].mismatches, [
      { path: 'products.BK-AIO', expected: undefined, actual: 1 },
    ]);
    const failing = ruleSet(
      {
        options: { rules: [{ id: 'f', kind: 'selector', sealed: true, select: 1, cases: [{ match: 2, then: [{ set: 'x', value: 1 }] }] }] },
      },
      { tests: [{ name: 'boom', inputs: {}, expect: {} }] },
    );
    const result = compileRuleSet(failing).runTests().cases[0];
    equal(result.passed, false);
    ok(result.error?.includes("Rule 'f' (stage options) failed"));
  });
});

describe('rule-set test cases with prepare', () => {
  const prepared = ruleSet(
    {
      products: {
        inputs: ['lines', 'customLength'],
        rules: [
          { id: 'lines', kind: 'conditional', then: [{ addProducts: { var: 'lines' }, category: 'CABLE' }] },
          { id: 'custom', kind: 'conditional', then: [{ setQuantity: 'CABLE-4M', quantity: { var: 'customLength' } }] },
        ],
      },
    },
    {
      tests: [
        { name: 'form values', inputs: { cables: 2 }, expect: { products: { 'CABLE-4M': 2 } } },
        { name: 'custom length', inputs: { cables: 1, custom: 7 }, expect: { products: { 'CABLE-4M': 7 } } },
        { name: 'adjusted', inputs: { cables: 0 }, products: [{ productKey: 'FM-2M', quantity: 3 }], expect: { products: { 'FM-2M': 3 } } },
      ],
    },
  );
  /** Form values to engine inputs, as a domain would. */
  const prepare = (inputs: Readonly<Record<string, unknown>>) => ({
    lines: [['CABLE-4M', inputs.cables]],
    customLength: inputs.custom ?? null,
  });

  it("evaluate what prepare makes of each case's inputs, with the case's products, in both modes", () => {
    for (const mode of ['compiled', 'interpreted'] as const) {
      const seen: unknown[] = [];
      const report = compileRuleSet(prepared, { mode }).runTests((inputs) => {
        seen.push(inputs);
        return prepare(inputs);
      });
      deepStrictEqual(
        report,
        {
          passed: 3,
          failed: 0,
          cases: [
            { name: 'form values', passed: true, mismatches: [] },
            { name: 'custom length', passed: true, mismatches: [] },
            { name: 'adjusted', passed: true, mismatches: [] },
          ],
        },
        mode,
      );
      deepStrictEqual(seen, [{ cables: 2 }, { cables: 1, custom: 7 }, { cables: 0 }]);
    }
  });

  it('evaluate the inputs as they are without prepare', () => {
    const report = compileRuleSet(prepared).runTests();
    deepStrictEqual(
      report.cases.map((c) => [c.name, c.passed]),
      [
        ['form values', false],
        ['custom length', false],
        ['adjusted', true],
      ],
    );
    deepStrictEqual(report.cases[0].mismatches, [{ path: 'products.CABLE-4M', expected: 2, actual: undefined }]);
  });

  it('report a case whose prepare or evaluation fails, and go on', () => {
    const report = compileRuleSet(prepared).runTests((inputs) => {
      if (inputs.custom) throw new Error('no custom lengths here');
      return { ...prepare(inputs), lines: inputs.cables === 0 ? 'none' : prepare(inputs).lines };
    });
    deepStrictEqual(
      report.cases.map((c) => [c.name, c.passed, c.error]),
      [
        ['form values', true, undefined],
        ['custom length', false, 'no custom lengths here'],
        [
          'adjusted',
          false,
          'Rule \'lines\' (stage products) failed at /stages/2/rules/0/then/0/addProducts: addProducts needs a list of [productKey, quantity] pairs, got "none"',
        ],
      ],
    );
    deepStrictEqual([report.passed, report.failed], [1, 2]);
  });
});

describe('rule-set test cases with a priced quote (docs/rules.md#tests-with-prices)', () => {
  const priced = ruleSet(
    { products: { rules: [{ id: 'p', kind: 'conditional', then: [{ addProduct: 'BK-AIO', quantity: 2, category: 'CONTROL' }] }] } },
    {
      tests: [
        {
          name: 'priced',
          inputs: {},
          expect: {
            products: { 'BK-AIO': 2 },
            costs: { total: 2000, complete: true },
            lines: { 'BK-AIO': { unitPrice: 1000, total: 2000 } },
          },
        },
      ],
    },
  );
  const compiled = compileRuleSet(priced);
  /** A domain's pricing in miniature: each line at the case's own price or 1000 cents, the total their sum. */
  const quoteOf =
    (prices: Record<string, number> = {}) =>
    (testCase: { inputs: Record<string, unknown>; prices?: Record<string, number> }) => {
      const evaluation = compiled.evaluate(testCase.inputs);
      const lines = evaluation.products.map((p) => {
        const unitPrice = testCase.prices?.[p.productKey] ?? prices[p.productKey] ?? 1000;
        return { productKey: p.productKey, quantity: p.quantity, unitPrice, total: unitPrice * p.quantity };
      });
      const quote: TestQuote = { costs: { total: lines.reduce((sum, l) => sum + l.total, 0), complete: true }, lines };
      return { evaluation, quote };
    };

  it('pass when the quote has the expected figures and lines', () => {
    deepStrictEqual(runTestCases(priced.tests!, quoteOf()), {
      passed: 1,
      failed: 0,
      cases: [{ name: 'priced', passed: true, mismatches: [] }],
    });
  });

  it('name the figure or line field that differs, with expected and actual', () => {
    const report = runTestCases(priced.tests!, quoteOf({ 'BK-AIO': 1100 }));
    equal(report.failed, 1);
    deepStrictEqual(report.cases[0].mismatches, [
      { path: 'costs.total', expected: 2000, actual: 2200 },
      { path: 'lines.BK-AIO.unitPrice', expected: 1000, actual: 1100 },
      { path: 'lines.BK-AIO.total', expected: 2000, actual: 2200 },
    ]);
  });

  it("price with the case's own prices when the domain passes them on", () => {
    const own = { ...priced.tests![0], prices: { 'BK-AIO': 1000 } };
    deepStrictEqual(runTestCases([own], quoteOf({ 'BK-AIO': 1100 })).cases[0].mismatches, []);
  });

  it('report every expected figure and line as missing when nothing priced the case: the engine alone prices nothing', () => {
    deepStrictEqual(compiled.runTests().cases[0].mismatches, [
      { path: 'costs.total', expected: 2000, actual: undefined },
      { path: 'costs.complete', expected: true, actual: undefined },
      { path: 'lines.BK-AIO', expected: { unitPrice: 1000, total: 2000 }, actual: undefined },
    ]);
    const unpriced = runTestCases(priced.tests!, (testCase) => ({ evaluation: compiled.evaluate(testCase.inputs), quote: null }));
    deepStrictEqual(
      unpriced.cases[0].mismatches.map((m) => m.path),
      ['costs.total', 'costs.complete', 'lines.BK-AIO'],
    );
  });

  it('report a line the quote lacks', () => {
    const withLine = { ...priced.tests![0], expect: { lines: { 'FM-2M': { total: 1 } } } };
    deepStrictEqual(runTestCases([withLine], quoteOf()).cases[0].mismatches, [
      { path: 'lines.FM-2M', expected: { total: 1 }, actual: undefined },
    ]);
  });
});

describe(RuleSetCache.name, () => {
  it('compiles each version once', () => {
    const cache = new RuleSetCache({}, 2);
    const first = cache.get(base);
    equal(cache.get(base), first);
    const second = cache.get({ ...base, version: 2 });
    notEqual(second, first);
    equal(second.version, 2);
    cache.get({ ...base, version: 3 });
    notEqual(cache.get(base), first, 'the least recently used version was dropped');
    cache.evict('spec');
    notEqual(cache.get({ ...base, version: 2 }), second);
  });
});

describe('interpreted mode', () => {
  it('keeps the builtins of each rule set apart although json-logic-js has one operation table', () => {
    const definition = ruleSet({ options: { rules: [{ id: 'r', kind: 'conditional', then: [{ set: 'x', value: { answer: [] } }] }] } });
    const one = compileRuleSet(definition, { mode: 'interpreted', builtins: { answer: () => 1 } });
    const two = compileRuleSet(definition, { mode: 'interpreted', builtins: { answer: () => 2 } });
    deepStrictEqual([one.evaluate({}).derived.x, two.evaluate({}).derived.x, one.evaluate({}).derived.x], [1, 2, 1]);
  });
});
