/// <reference types="node" />
import fc from 'fast-check';
import jsonLogic from 'json-logic-js';
import { deepStrictEqual, equal, ok } from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Expression, JsonValue } from '../model/rule-set.types.js';
import { compileRuleSet } from '../index.js';
import { evaluateExpression as run, ruleSet } from '../spec-support.spec.js';

const data = { a: 3, b: '3', s: 'shaft', n: null, zero: 0, list: [1, 2, 3], empty: [], nested: { x: { y: 7 } }, flag: true };

/** Expression, expected value (json-logic-js semantics). */
const cases: [Expression, unknown][] = [
  [5, 5],
  ['text', 'text'],
  [null, null],
  [
    [1, { var: 'a' }],
    [1, 3],
  ],
  [{ var: 'a' }, 3],
  [{ var: 'nested.x.y' }, 7],
  [{ var: 'list.1' }, 2],
  [{ var: 's.length' }, 5],
  [{ var: 'nested.q' }, null],
  [{ var: ['nested.q', 'dflt'] }, 'dflt'],
  [{ var: ['n', 'dflt'] }, null],
  [{ var: 'n.deeper' }, null],
  [{ var: ['zero', 9] }, 0],
  [{ and: [1, 'x', 0, 2] }, 0],
  [{ and: [1, 'x'] }, 'x'],
  [{ and: [true, []] }, []],
  [{ or: [0, '', 'first'] }, 'first'],
  [{ or: [0, null] }, null],
  [{ '!': [{ var: 'empty' }] }, true],
  [{ '!!': { var: 'list' } }, true],
  [{ '!': { var: 'flag' } }, false],
  [{ '==': [{ var: 'a' }, { var: 'b' }] }, true],
  [{ '===': [{ var: 'a' }, { var: 'b' }] }, false],
  [{ '!=': [1, '1'] }, false],
  [{ '!==': [1, '1'] }, true],
  [{ '==': [null, { var: 'missing.x' }] }, true],
  [{ '>': [{ var: 'a' }, 2] }, true],
  [{ '>=': [3, { var: 'b' }] }, true],
  [{ '<': [1, { var: 'a' }, 5] }, true],
  [{ '<': [1, 5, 5] }, false],
  [{ '<=': [1, 5, 5] }, true],
  [{ '<': [{ var: 'n' }, 1] }, true],
  [{ if: [{ var: 'flag' }, 'yes', 'no'] }, 'yes'],
  [{ if: [false, 'yes'] }, null],
  [{ if: [false, 1, { var: 'zero' }, 2, 3] }, 3],
  [{ '?:': [true, 1, 2] }, 1],
  [{ '+': [1, '2', { var: 'b' }] }, 6],
  [{ '+': ['1.5'] }, 1.5],
  [{ '+': [true, 1] }, NaN],
  [{ '*': ['3'] }, '3'],
  [{ '*': [2, '3', 4] }, 24],
  [{ '-': [5] }, -5],
  [{ '-': [5, 2] }, 3],
  [{ '-': [{ var: 'b' }, 1] }, 2],
  [{ '/': [1, 4] }, 0.25],
  [{ '%': [7, 3] }, 1],
  [{ '*': [-1, 0] }, -0],
  [{ '*': [-1, 0, 5] }, 0],
  [{ min: [3, 1, 2] }, 1],
  [{ max: [{ var: 'a' }, 7] }, 7],
  [{ in: [2, { var: 'list' }] }, true],
  [{ in: ['aft', { var: 's' }] }, true],
  [{ in: [1, { var: 'n' }] }, false],
  [{ cat: ['JK-', { var: 'n' }, 1, true] }, 'JK-1true'],
  [{ substr: ['JK-180-HV', 3] }, '180-HV'],
  [{ substr: ['JK-180-HV', 0, -3] }, 'JK-180'],
  [{ substr: ['abc', 1, 1] }, 'b'],
  [{ merge: [[1], 2, [[3]]] }, [1, 2, [3]]],
  [{ map: [{ var: 'list' }, { '*': [{ var: '' }, 2] }] }, [2, 4, 6]],
  [{ map: [{ var: 'n' }, 1] }, []],
  [{ filter: [{ var: 'list' }, { '>': [{ var: '' }, 1] }] }, [2, 3]],
  [{ reduce: [{ var: 'list' }, { '+': [{ var: 'current' }, { var: 'accumulator' }] }, 10] }, 16],
  [{ reduce: [{ var: 'n' }, 1] }, null],
  [{ all: [{ var: 'list' }, { '>': [{ var: '' }, 0] }] }, true],
  [{ all: [[], true] }, false],
  [{ some: [{ var: 'list' }, { '==': [{ var: '' }, 2] }] }, true],
  [{ none: [{ var: 'list' }, { '>': [{ var: '' }, 5] }] }, true],
  [{ none: [[], true] }, true],
  [{ some: [[], true] }, false],
  [{ equalsAny: [{ var: 's' }, 'lift', 'shaft'] }, true],
  [{ equalsAny: [{ var: 's' }, ['lift', 'shaft']] }, true],
  [{ equalsAny: [{ var: 'a' }, ['3']] }, false],
  [{ equalsAny: [{ var: 'n' }, [null]] }, true],
  [{ equalsAny: [{ var: 'nowhere.x' }, [null]] }, true],
  [{ isEmpty: { var: 'n' } }, true],
  [{ isEmpty: '' }, true],
  [{ isEmpty: { var: 'empty' } }, true],
  [{ isEmpty: { var: 'zero' } }, false],
  [{ isEmpty: { '/': [0, 0] } }, true],
  [{ isEmpty: { var: 'nested' } }, false],
  [{ isEmpty: { var: 'nested.q' } }, true],
];

/** A rule set whose inputs are the keys of `data`; missing names are declared too so the static check passes. */
function evaluate(expression: Expression): unknown {
  const inputs = { ...data, missing: null, nowhere: null } as Record<string, JsonValue>;
  return run(expression, inputs);
}

describe('expression compiler', () => {
  for (const [expression, expected] of cases) {
    it(`${JSON.stringify(expression)} is ${JSON.stringify(expected) ?? String(expected)}`, () => {
      deepStrictEqual(evaluate(expression), expected);
    });
  }

  it('agrees with json-logic-js itself on every case', () => {
    jsonLogic.add_operation(
      'equalsAny',
      (v: unknown, ...c: unknown[]) => (c.length === 1 && Array.isArray(c[0]) ? c[0] : c).indexOf(v) !== -1,
    );
    for (const [expression] of cases) {
      if (JSON.stringify(expression).includes('isEmpty')) continue;
      deepStrictEqual(evaluate(expression), jsonLogic.apply(expression as jsonLogic.RulesLogic, { ...data, missing: null, nowhere: null }));
    }
  });

  it('computes constant sub-expressions once and keeps them frozen', () => {
    const value = run({ merge: [[1], [2]] }) as number[];
    deepStrictEqual(value, [1, 2]);
    const compiled = compileRuleSet(
      ruleSet({ options: { rules: [{ id: 'r', kind: 'conditional', then: [{ set: 'out', value: { merge: [[1], [2]] } }] }] } }),
    );
    const first = compiled.evaluate({}).derived.out;
    ok(Object.isFrozen(first));
    equal(first, compiled.evaluate({}).derived.out);
  });

  it('leaves a failing constant sub-expression to fail at run time, as json-logic-js does', () => {
    const definition = ruleSet({
      options: {
        inputs: ['x'],
        rules: [{ id: 'r', kind: 'conditional', then: [{ set: 'out', value: { if: [{ var: 'x' }, { ceilDiv: [1, 0] }, 'safe'] } }] }],
      },
    });
    equal(compileRuleSet(definition).evaluate({ x: false }).derived.out, 'safe');
  });

  it('gives the same results as json-logic-js on random expressions and data', () => {
    const names = ['a', 'b', 'c', 'list'];
    const scalar = fc.oneof(
      fc.integer({ min: -5, max: 5 }),
      fc.constantFrom('', '0', '1', 'x', 'shaft', '2.5'),
      fc.boolean(),
      fc.constant(null),
      fc.double({ noNaN: false, min: -10, max: 10 }),
    );
    const value: fc.Arbitrary<JsonValue> = fc.oneof(
      { weight: 4, arbitrary: scalar },
      { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
    );
    const binary = [
      '==',
      '===',
      '!=',
      '!==',
      '>',
      '>=',
      '<',
      '<=',
      '+',
      '*',
      '-',
      '/',
      '%',
      'min',
      'max',
      'in',
      'cat',
      'merge',
      'and',
      'or',
      'equalsAny',
    ];
    const expressions = fc.letrec<{ node: Expression }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        scalar,
        fc.constantFrom(...names).map((name): Expression => ({ var: name })),
        fc.tuple(fc.constantFrom(...names), scalar).map(([name, fallback]): Expression => ({ var: [name, fallback] })),
        fc.tuple(fc.constantFrom(...binary), tie('node'), tie('node')).map(([op, x, y]): Expression => ({ [op]: [x, y] })),
        fc.tuple(fc.constantFrom('!', '!!', 'isEmpty', '-', '+', '*'), tie('node')).map(([op, x]): Expression => ({ [op]: [x] })),
        fc.tuple(tie('node'), tie('node'), tie('node')).map((args): Expression => ({ if: args })),
        fc.tuple(fc.constantFrom('<', '<='), tie('node'), tie('node'), tie('node')).map(([op, ...args]): Expression => ({ [op]: args })),
        fc
          .tuple(fc.constantFrom('map', 'filter', 'all', 'some', 'none'), tie('node'))
          .map(([op, logic]): Expression => ({ [op]: [{ var: 'list' }, logic] })),
        fc.tuple(tie('node'), fc.integer({ min: -3, max: 3 })).map(([x, start]): Expression => ({ substr: [x, start] })),
      ),
    })).node;
    fc.assert(
      fc.property(expressions, fc.record({ a: value, b: value, c: value, list: fc.array(value, { maxLength: 3 }) }), (expr, inputs) => {
        run(expr, inputs);
      }),
      { numRuns: 400 },
    );
  });
});
