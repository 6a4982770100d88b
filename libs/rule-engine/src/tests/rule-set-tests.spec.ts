/// <reference types="node" />
import { deepStrictEqual, equal, notEqual, ok } from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RuleSetDefinition } from '../model/rule-set.types.js';
import { compileRuleSet, RuleSetCache } from '../index.js';
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
