/// <reference types="node" />
import { deepStrictEqual, equal, throws } from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileRuleSet, standardBuiltins } from '../index.js';
import { evaluateExpression as run, ruleSet } from '../spec-support.spec.js';

const flaps = [
  { size: '360x360', area: 104000 },
  { size: '470x360', area: 130000 },
];

describe('builtins', () => {
  it('provides the standard builtins', () => {
    equal(run({ abs: -3 }), 3);
    equal(run({ ceil: 1.2 }), 2);
    equal(run({ floor: 1.8 }), 1);
    equal(run({ roundHalfUp: [2.345, 2] }), 2.35);
    equal(run({ clamp: [80000, 5000, 75000] }), 75000);
    equal(run({ roundUpToStep: [41001, 2500] }), 42500);
    equal(run({ roundDownToStep: [41001, 2500] }), 40000);
    equal(run({ ceilDiv: [{ var: 'remaining' }, 36000] }, { remaining: 40000 }), 2);
    equal(run({ floorDiv: [7, 2] }), 3);
    equal(run({ mulDivCeil: [{ '*': [1600, 2600] }, 25, 1000] }), 104000);
    equal(run({ mulDivFloor: [7, 3, 2] }), 10);
    equal(run({ mulDivRound: [5, 1, 2] }), 3);
    equal(run({ percentCeil: [4160000, 2.5] }), 104000);
    equal(run({ percentFloor: [999, 10] }), 99);
    equal(run({ percentRound: [277400, 4.5] }), 12483);
    equal(run({ decimalAdd: [0.1, 0.2] }), 0.3);
    equal(run({ decimalSubtract: [0.3, 0.1] }), 0.2);
    equal(run({ decimalMultiply: [1.1, 3] }), 3.3);
    deepStrictEqual([run({ isNumber: 1 }), run({ isNumber: '1' }), run({ isNumber: { '/': [0, 0] } })], [true, false, false]);
    equal(run({ coalesce: [null, { var: 'x' }, 3] }, { x: null }), 3);
    deepStrictEqual([run({ count: [[1, 2]] }), run({ count: [null] })], [2, 0]);
    equal(run({ sum: [[1, 2, 3]] }), 6);
    deepStrictEqual(
      [
        run({ lookup: [{ var: 'rates' }, 'CHF'] }, { rates: { CHF: 0.94 } }),
        run({ lookup: [{ var: 'rates' }, 'XYZ', 1] }, { rates: { CHF: 0.94 } }),
      ],
      [0.94, 1],
    );
    equal(run({ lookup: [{ var: 'rates' }, 'constructor', 'none'] }, { rates: {} }), 'none', 'only own entries');
    deepStrictEqual(run({ find: [{ var: 'flaps' }, 'size', '470x360'] }, { flaps }), flaps[1]);
    deepStrictEqual(run({ firstAtLeast: [{ var: 'flaps' }, 'area', 104000] }, { flaps }), flaps[0]);
    deepStrictEqual(run({ firstAtLeast: [{ var: 'flaps' }, 'area', 104001] }, { flaps }), flaps[1]);
    equal(run({ firstAtLeast: [{ var: 'flaps' }, 'area', 2e6] }, { flaps }), null);
    deepStrictEqual(
      [run({ toCents: 12.345 }), run({ fromCents: 1235 }), run({ multiplyCents: [2450, 0.94] }), run({ percentOfCents: [100000, 4.5] })],
      [1235, 12.35, 2303, 4500],
    );
    equal(
      run(
        { linesTotal: [{ var: 'lines' }, { var: 'prices' }, 'SMOKE'] },
        {
          lines: [
            { productKey: 'RAS-PIPE', quantity: 72.5, category: 'SMOKE' },
            { productKey: 'BK-AIO', quantity: 1, category: 'CONTROL' },
          ],
          prices: { 'RAS-PIPE': 900, 'BK-AIO': 129000 },
        },
      ),
      65250,
    );
  });

  it('documents each standard builtin and its arity', () => {
    for (const [name, builtin] of Object.entries(standardBuiltins)) {
      equal(typeof builtin.description, 'string', name);
      equal(typeof builtin.minArgs, 'number', name);
    }
  });

  it('totals the products rules added, line by line in cents', () => {
    const definition = ruleSet(
      {
        products: {
          rules: [
            {
              id: 'p',
              kind: 'conditional',
              then: [
                { addProduct: 'RAS-PIPE', quantity: 72.5, category: 'SMOKE' },
                { addProduct: 'POINT-DETECTOR', quantity: 2, category: 'SMOKE' },
                { addProduct: 'BK-AIO', category: 'CONTROL' },
              ],
            },
          ],
        },
        post: {
          rules: [
            {
              id: 't',
              kind: 'conditional',
              then: [
                { set: 'smoke', value: { linesTotal: [{ var: 'products' }, { var: 'prices' }, 'SMOKE'] } },
                { set: 'all', value: { linesTotal: [{ var: 'products' }, { var: 'prices' }] } },
              ],
            },
          ],
        },
      },
      { constants: { prices: { 'RAS-PIPE': 900, 'POINT-DETECTOR': 9500, 'BK-AIO': 129000 } } },
    );
    deepStrictEqual(compileRuleSet(definition).evaluate({}).derived, { smoke: 65250 + 19000, all: 65250 + 19000 + 129000 });
    const missingPrice = compileRuleSet({ ...definition, constants: { prices: { 'BK-AIO': 129000 } } });
    throws(() => missingPrice.evaluate({}), /builtin 'linesTotal' failed: no price in cents for product 'RAS-PIPE'/);
  });

  it('registers domain builtins by name, which may replace standard ones', () => {
    const builtins = {
      flapFor: {
        fn: (area: number) => (area <= 104000 ? '360x360' : '470x360'),
        minArgs: 1,
        maxArgs: 1,
        description: 'flap size for an area',
      },
      ceil: (x: number) => Math.ceil(x) * 10,
    };
    equal(run({ flapFor: 104000 }, {}, { builtins }), '360x360');
    equal(run({ ceil: 1.2 }, {}, { builtins }), 20);
  });

  it('computes pure builtins with constant arguments once, impure ones every time', () => {
    let calls = 0;
    const counter = { fn: () => ++calls, pure: false };
    const constant = { fn: () => ++calls };
    const definition = ruleSet({
      options: {
        rules: [
          {
            id: 'r',
            kind: 'conditional',
            then: [
              { set: 'a', value: { counter: [] } },
              { set: 'b', value: { constant: [] } },
            ],
          },
        ],
      },
    });
    const compiled = compileRuleSet(definition, { builtins: { counter, constant } });
    const before = calls;
    compiled.evaluate({});
    compiled.evaluate({});
    equal(calls - before, 2, 'the impure one ran in each evaluation, the pure one at compile time only');
  });
});
