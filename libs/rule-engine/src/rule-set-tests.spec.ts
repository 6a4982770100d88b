/// <reference types="node" />
import { deepStrictEqual, equal, notEqual, ok } from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileRuleSet, RuleSetCache } from './index.js';
import type { RuleSetDefinition } from './rule-set.types.js';
import { ruleSet } from './spec-support.spec.js';

const base = ruleSet({
  options: { inputs: ['country'], rules: [{ id: 'o', kind: 'conditional', then: [{ offer: 'system', values: ['L-AIO'] }, { set: 'x', value: { var: 'country' } }] }] },
  products: { rules: [{ id: 'p', kind: 'conditional', then: [{ addProduct: 'BK-AIO' }, { message: 'hint.a', level: 'hint' }] }] },
});

describe('rule-set test cases', () => {
  it('pass when the outputs match', () => {
    const definition: RuleSetDefinition = { ...base, tests: [{ name: 'ok', inputs: { country: 'de' }, expect: { derived: { x: 'de' }, options: { system: ['L-AIO'] }, products: { 'BK-AIO': 1 }, messages: ['hint.a'] } }] };
    deepStrictEqual(compileRuleSet(definition).runTests(), { passed: 1, failed: 0, cases: [{ name: 'ok', passed: true, mismatches: [] }] });
  });

  it('report every mismatch', () => {
    const definition: RuleSetDefinition = { ...base, tests: [{ name: 'wrong', inputs: { country: 'de' }, expect: {
      derived: { x: 'at', y: 1 }, options: { system: ['AIO-Basic'] }, products: { 'BK-AIO': 2, 'LST-CO2-V3': 1 }, messages: [],
    } }] };
    const report = compileRuleSet(definition).runTests();
    equal(report.failed, 1);
    deepStrictEqual(report.cases[0]!.mismatches, [
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
    deepStrictEqual(compileRuleSet(definition).runTests().cases[0]!.mismatches, [{ path: 'products.BK-AIO', expected: undefined, actual: 1 }]);
    const failing = ruleSet({ options: { rules: [{ id: 'f', kind: 'selector', sealed: true, select: 1, cases: [{ match: 2, then: [{ set: 'x', value: 1 }] }] }] } }, { tests: [{ name: 'boom', inputs: {}, expect: {} }] });
    const result = compileRuleSet(failing).runTests().cases[0]!;
    equal(result.passed, false);
    ok(result.error?.includes("Rule 'f' (stage options) failed"));
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
