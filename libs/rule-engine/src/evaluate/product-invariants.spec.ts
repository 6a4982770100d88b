/// <reference types="node" />
import fc from 'fast-check';
import { deepStrictEqual, ok } from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { InitialProduct, RuleDefinition } from '../model/rule-set.types.js';
import { bothModes, ruleSet } from '../spec-support.spec.js';

type Operation = { kind: 'add' | 'topUp'; key: string; amount: number };

const keys = fc.constantFrom('A', 'B', 'C');
const amount = fc.integer({ min: -6, max: 10 }).map((n) => n / 2);
const operation: fc.Arbitrary<Operation> = fc.record({ kind: fc.constantFrom('add', 'topUp'), key: keys, amount });
const initial: fc.Arbitrary<InitialProduct[]> = fc.uniqueArray(
  fc.record({ productKey: keys, quantity: fc.integer({ min: 0, max: 8 }), estimatedQuantity: fc.integer({ min: 0, max: 8 }) }),
  { selector: (p) => p.productKey, maxLength: 3 },
);

function rulesFor(operations: Operation[]): RuleDefinition[] {
  return operations.map((op, i) => ({
    id: `op-${i}`,
    kind: 'conditional',
    then: [op.kind === 'add' ? { addProduct: op.key, quantity: op.amount } : { topUp: op.key, minimum: op.amount }],
  }));
}

/** What the spec says, as plainly as possible. */
function model(start: InitialProduct[], operations: Operation[]): [string, number, number][] {
  const state = new Map<string, [number, number]>(start.map((p) => [p.productKey, [p.quantity, p.estimatedQuantity ?? p.quantity]]));
  for (const { kind, key, amount: n } of operations) {
    const current = state.get(key);
    if (kind === 'add') {
      if (n <= 0) continue;
      state.set(key, current ? [current[0] + n, current[1] + n] : [n, n]);
    } else if (current) {
      state.set(key, [Math.max(current[0], n), Math.max(current[1], n)]);
    } else if (n > 0) {
      state.set(key, [n, n]);
    }
  }
  return [...state].map(([key, [quantity, estimated]]) => [key, quantity, estimated]);
}

function run(start: InitialProduct[], operations: Operation[]): [string, number, number][] {
  const definition = ruleSet({ products: { rules: rulesFor(operations) } });
  const [compiled, interpreted] = bothModes(definition, { validateSchema: false });
  const result = compiled.evaluate({}, { products: start });
  deepStrictEqual(interpreted.evaluate({}, { products: start }), result);
  return result.products.map((p) => [p.productKey, p.quantity, p.estimatedQuantity]);
}

describe('product quantities', () => {
  it('follow the add and top-up rules for any sequence of actions', () => {
    fc.assert(
      fc.property(initial, fc.array(operation, { maxLength: 8 }), (start, operations) => {
        deepStrictEqual(run(start, operations), model(start, operations));
      }),
      { numRuns: 150 },
    );
  });

  it('are unchanged by adding a quantity <= 0', () => {
    fc.assert(
      fc.property(initial, keys, fc.integer({ min: -5, max: 0 }), (start, key, n) => {
        deepStrictEqual(run(start, [{ kind: 'add', key, amount: n }]), run(start, []));
      }),
      { numRuns: 60 },
    );
  });

  it('rise by exactly the quantity added, both estimated and actual', () => {
    fc.assert(
      fc.property(initial, keys, fc.integer({ min: 1, max: 9 }), (start, key, n) => {
        const before = run(start, []).find(([k]) => k === key) ?? [key, 0, 0];
        const after = run(start, [{ kind: 'add', key, amount: n }]).find(([k]) => k === key)!;
        deepStrictEqual([after[1] - before[1], after[2] - before[2]], [n, n]);
      }),
      { numRuns: 60 },
    );
  });

  it('after a top-up are the larger of before and the minimum, and a second top-up changes nothing', () => {
    fc.assert(
      fc.property(initial, keys, fc.integer({ min: -2, max: 9 }), (start, key, n) => {
        const before = run(start, []).find(([k]) => k === key);
        const once = run(start, [{ kind: 'topUp', key, amount: n }]);
        deepStrictEqual(
          run(start, [
            { kind: 'topUp', key, amount: n },
            { kind: 'topUp', key, amount: n },
          ]),
          once,
        );
        const after = once.find(([k]) => k === key);
        if (!before) {
          ok(n > 0 ? after && after[1] === n && after[2] === n : !after);
        } else {
          deepStrictEqual(after, [key, Math.max(before[1], n), Math.max(before[2], n)]);
        }
      }),
      { numRuns: 60 },
    );
  });
});
