/// <reference types="node" />
// The fast path (evaluations without explanations) and what it relies on: every form it runs
// inline gives what the explained path and json-logic-js give (evaluateBoth checks all of them).
import { deepStrictEqual, equal, ok } from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ActionDefinition, Expression, RuleDefinition } from '../model/rule-set.types.js';
import { compileRuleSet, type Evaluation } from '../index.js';
import { evaluateBoth, ruleSet } from '../spec-support.spec.js';

const set = (name: string, value: unknown): ActionDefinition => ({ set: name, value }) as ActionDefinition;

function quietly(rules: RuleDefinition[], inputs: Record<string, unknown>, stage: 'options' | 'products' = 'options'): Evaluation {
  const outcome = evaluateBoth(ruleSet({ [stage]: { inputs: Object.keys(inputs), rules } }), inputs, {}, { explain: false });
  if (!outcome.result) throw new Error(`evaluation failed: ${JSON.stringify(outcome.error)}`);
  return outcome.result;
}

/** Which of the conditions hold, one rule per condition. */
function holding(conditions: Expression[], inputs: Record<string, unknown>): number[] {
  const rules = conditions.map((when, i): RuleDefinition => ({
    id: `c${i}`,
    kind: 'conditional',
    when: [when],
    then: [set(`c${i}`, true)],
  }));
  const derived = quietly(rules, inputs).derived;
  return conditions.map((_, i) => i).filter((i) => derived[`c${i}`] === true);
}

describe('fast path', () => {
  it('tests a variable, a comparison with a constant, equalsAny and isEmpty inline, a missing input reading as null', () => {
    const conditions: Expression[] = [
      { var: 'n' },
      { '!': { var: 'n' } },
      { '!!': [{ var: 'list' }] },
      { var: 'missing' },
      { '!': { var: 'missing' } },
      { '==': [{ var: 'missing' }, null] },
      { '===': [{ var: 'missing' }, null] },
      { '!==': [{ var: 'missing' }, null] },
      { '>': [{ var: 'n' }, 2] },
      { '>=': [{ var: 'n' }, 3] },
      { '<': [{ var: 'missing' }, 1] },
      { '<=': [{ var: 's' }, 'b'] },
      { '==': [{ var: 'n' }, '3'] },
      { '!=': [{ var: 's' }, 'a'] },
      { equalsAny: [{ var: 's' }, 'x', 'a'] },
      { equalsAny: [{ var: 'missing' }, [null]] },
      { '!': { equalsAny: [{ var: 's' }, ['a']] } },
      { isEmpty: { var: 'list' } },
      { isEmpty: { var: 'missing' } },
      { '!': { isEmpty: { var: 'n' } } },
      { '>': [{ var: 'n' }, { '-': [5, 3] }] },
    ];
    deepStrictEqual(
      holding(conditions, { n: 3, s: 'a', list: [], missing: undefined }),
      [0, 4, 5, 6, 8, 9, 10, 11, 12, 14, 15, 17, 18, 19, 20],
    );
  });

  it('sets a constant, a variable (missing: null) or a computed value', () => {
    const derived = quietly(
      [
        { id: 'r', kind: 'conditional', then: [set('a', 'x')] },
        { id: 's', kind: 'conditional', then: [set('b', { var: 'missing' })] },
        { id: 't', kind: 'conditional', then: [set('c', { var: 'n' })] },
        { id: 'u', kind: 'conditional', then: [set('d', { '*': [{ var: 'n' }, 2] })] },
      ],
      { n: 4, missing: undefined },
    ).derived;
    deepStrictEqual(derived, { a: 'x', b: null, c: 4, d: 8 });
    equal(Object.getPrototypeOf(derived), Object.prototype, 'the derived record is a plain object');
  });

  it('keeps the derived record in the order the rule set first sets the names, whatever order rules fire in', () => {
    const rules: RuleDefinition[] = [
      { id: 'late', kind: 'conditional', when: [{ var: 'never' }], then: [set('first', 1)] },
      { id: 'b', kind: 'conditional', then: [set('second', 2)] },
      { id: 'a', kind: 'conditional', then: [set('first', 1)] },
    ];
    deepStrictEqual(Object.keys(quietly(rules, { never: false }).derived), ['first', 'second']);
  });

  it('hands back every one of many derived values and its explanation, in the order of the rule set', () => {
    // 80 names: more than the derived record has room for (roomy-objects.ts).
    const names = Array.from({ length: 80 }, (_, i) => `value${i}`);
    const rules = names.map((name, i): RuleDefinition => ({
      id: `r${i}`,
      kind: 'conditional',
      when: i % 7 === 3 ? [{ var: 'never' }] : [],
      then: [set(name, i)],
    }));
    const expected = Object.fromEntries(names.map((name, i) => [name, i]).filter(([, i]) => (i as number) % 7 !== 3));
    const quiet = quietly(rules, { never: false });
    deepStrictEqual(Object.entries(quiet.derived), Object.entries(expected));
    const explained = compileRuleSet(ruleSet({ options: { inputs: ['never'], rules } })).evaluate({ never: false });
    deepStrictEqual(Object.entries(explained.derived), Object.entries(expected));
    deepStrictEqual(Object.keys(explained.because.derived), Object.keys(expected));
    equal(explained.because.derived.value79[0].ruleId, 'r79');
  });

  it('sets two values of one rule both or neither', () => {
    const rules: RuleDefinition[] = [
      { id: 'pair', kind: 'conditional', errorLevel: 'warn', then: [set('a', 1), set('b', { ceilDiv: [{ var: 'n' }, 0] })] },
    ];
    const result = quietly(rules, { n: 1 });
    deepStrictEqual(result.derived, {});
    equal(result.problems.length, 1);
    const swap: RuleDefinition[] = [
      { id: 'init', kind: 'conditional', then: [set('a', 0)] },
      { id: 'pair', kind: 'conditional', then: [set('a', { var: 'n' }), set('b', { var: 'a' })] },
    ];
    deepStrictEqual(quietly(swap, { n: 1 }).derived, { a: 1, b: 0 }, 'both values are computed before either is set');
  });

  it('carries on after a recorded failure, with the next rule', () => {
    const rules: RuleDefinition[] = [
      { id: 'broken', kind: 'conditional', errorLevel: 'log', then: [set('a', { ceilDiv: [1, { var: 'zero' }] })] },
      { id: 'next', kind: 'conditional', then: [set('b', 1)] },
      {
        id: 'broken-too',
        kind: 'selector',
        errorLevel: 'warn',
        select: { var: 'zero' },
        sealed: true,
        cases: [{ match: 1, then: [set('c', 1)] }],
      },
      { id: 'last', kind: 'conditional', then: [set('d', 1)] },
    ];
    const result = quietly(rules, { zero: 0 });
    deepStrictEqual(result.derived, { b: 1, d: 1 });
    deepStrictEqual(
      result.problems.map((p) => [p.ruleId, p.code]),
      [
        ['broken', 'BUILTIN_FAILED'],
        ['broken-too', 'SEALED_SELECTOR_NO_MATCH'],
      ],
    );
  });

  it('finds selector cases among many literals, and never matches NaN', () => {
    const cases = Array.from({ length: 12 }, (_, i) => ({ match: [`v${i}`, i], then: [set('picked', i)] }));
    const rule: RuleDefinition = { id: 'many', kind: 'selector', select: { var: 'v' }, cases, default: [set('picked', 'default')] };
    equal(quietly([rule], { v: 'v7' }).derived.picked, 7);
    equal(quietly([rule], { v: 11 }).derived.picked, 11);
    equal(quietly([rule], { v: 'v12' }).derived.picked, 'default');
    const nan: RuleDefinition = {
      id: 'nan',
      kind: 'selector',
      select: { '/': [0, { var: 'zero' }] },
      cases: [{ match: 1, then: [set('picked', 1)] }],
      default: [set('picked', 'default')],
    };
    equal(quietly([nan], { zero: 0 }).derived.picked, 'default');
  });

  it('offers literal values checked once, and refuses bad literal values when the rule runs', () => {
    equal(
      quietly(
        [
          {
            id: 'o',
            kind: 'conditional',
            then: [
              { offer: 'list', values: 'one' },
              { offer: 'list', values: ['one', 'two'] },
            ],
          },
        ],
        {},
      ).options.list.length,
      2,
    );
    const result = quietly(
      [{ id: 'bad', kind: 'conditional', errorLevel: 'warn', when: [{ var: 'go' }], then: [{ offer: 'list', values: [['nested']] }] }],
      { go: true },
    );
    deepStrictEqual([result.options, result.problems.map((p) => p.code)], [{}, ['INVALID_ACTION_VALUE']]);
  });

  it('checks product keys and quantities, also against product keys given when evaluating', () => {
    const rules: RuleDefinition[] = [
      {
        id: 'add',
        kind: 'conditional',
        then: [
          { addProduct: 'A', quantity: { var: 'n' } },
          { topUp: 'B', minimum: 2 },
        ],
      },
    ];
    const definition = ruleSet({ products: { inputs: ['n'], rules } });
    const compiled = compileRuleSet(definition);
    deepStrictEqual(
      compiled.evaluate({ n: 2 }, { explain: false }).products.map((p) => [p.productKey, p.quantity]),
      [
        ['A', 2],
        ['B', 2],
      ],
    );
    ok(evaluateBoth(definition, { n: 'x' }, {}, { explain: false }).error);
    const outcome = evaluateBoth(definition, { n: 1 }, {}, { explain: false, productKeys: new Set(['A']) });
    deepStrictEqual(outcome.error && [outcome.error.code, outcome.error.path], ['UNKNOWN_PRODUCT', '/stages/2/rules/0/then/1/topUp']);
  });
});

describe('inputs', () => {
  const definition = ruleSet({
    options: {
      inputs: ['a', 'b', 'c'],
      rules: [{ id: 'copy', kind: 'conditional', then: [set('all', { cat: [{ var: 'a' }, '-', { var: 'b' }, '-', { var: 'c' }] })] }],
    },
  });
  const all = (inputs: Record<string, unknown>) => evaluateBoth(definition, inputs, {}, { explain: false }).result!.derived.all;

  it('reads inputs whatever their order, with other keys, absent or undefined', () => {
    equal(all({ a: 1, b: 2, c: 3 }), '1-2-3');
    equal(all({ c: 3, x: 0, b: 2, a: 1 }), '1-2-3');
    equal(all({ b: 2 }), '-2-');
    equal(all({ a: undefined, b: null, c: 0 }), '--0');
    equal(all(Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, i]).concat([['c', 'last']]))), '--last');
  });

  it('reads inherited, non-enumerable and getter inputs as a read by name does', () => {
    equal(all(Object.create({ a: 'inherited' }) as Record<string, unknown>), 'inherited--');
    const hidden = { b: 'shown' };
    Object.defineProperty(hidden, 'a', { value: 'hidden', enumerable: false });
    equal(all(hidden), 'hidden-shown-');
    class Form {
      readonly c = 'field';
      get a() {
        return 'getter';
      }
    }
    equal(all(new Form() as unknown as Record<string, unknown>), 'getter--field');
  });
});
