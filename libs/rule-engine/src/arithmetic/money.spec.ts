/// <reference types="node" />
import fc from 'fast-check';
import { deepEqual, equal, throws } from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileRuleSet, fromCents, lineTotal, multiplyCents, percentOfCents, priceLines, sumCents, toCents } from '../index.js';
import { ruleSet } from '../spec-support.spec.js';

describe('money', () => {
  it('converts amounts to cents half up, on the decimal spelling', () => {
    equal(toCents(12.345), 1235);
    equal(toCents(1.005), 101);
    equal(toCents(-1.005), -101);
    equal(toCents(19.99), 1999);
    equal(toCents(1290), 129000);
  });

  it('converts cents back', () => {
    equal(fromCents(1235), 12.35);
    throws(() => fromCents(1.5), /whole cents/);
  });

  it('multiplies cents by rates and quantities, half up to whole cents', () => {
    equal(multiplyCents(2450, 0.94), 2303);
    equal(multiplyCents(991200, 0.94), 931728);
    equal(multiplyCents(266580, 1.08), 287906);
    equal(multiplyCents(900, 37.5), 33750);
    equal(multiplyCents(5, 0.5), 3);
    equal(percentOfCents(100000, 4.5), 4500);
    equal(sumCents([100, 250]), 350);
    throws(() => multiplyCents(10.5, 2), /whole cents/);
  });

  it('round-trips every amount with at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        equal(toCents(fromCents(cents)), cents);
      }),
    );
  });

  it('prices a line as quantity × unit price, half up to whole cents', () => {
    equal(lineTotal(900, 37.5), 33750);
    equal(lineTotal(2303, 0.5), 1152);
    equal(lineTotal(1999, 3), 5997);
    throws(() => lineTotal(12.5, 2), /whole cents/);
  });

  it('prices lines from a price list; a missing price is refused, or 0 where the quote says it is incomplete', () => {
    const lines = [
      { productKey: 'RAS-PIPE', quantity: 37.5, category: 'SMOKE' },
      { productKey: 'NEW', quantity: 1, category: null },
    ];
    deepEqual(priceLines(lines, { 'RAS-PIPE': 905 }, 'zero'), [
      { productKey: 'RAS-PIPE', quantity: 37.5, unitPrice: 905, total: 33938, category: 'SMOKE' },
      { productKey: 'NEW', quantity: 1, unitPrice: 0, total: 0, category: null },
    ]);
    throws(() => priceLines(lines, { 'RAS-PIPE': 905 }), /no price in cents for product 'NEW'/);
  });

  it('sums a category with the linesTotal builtin exactly as the lines are priced', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 500000 }),
            fc.integer({ min: 1, max: 4000 }).map((q) => q / 4),
          ),
          { minLength: 1, maxLength: 8 },
        ),
        (rows) => {
          const prices = Object.fromEntries(rows.map(([price], i) => [`P${i}`, price]));
          const products = rows.map(([, quantity], i) => [`P${i}`, quantity]);
          const compiled = compileRuleSet(
            ruleSet({
              products: { rules: [{ id: 'add', kind: 'conditional', then: [{ addProducts: products, category: 'X' }] }] },
              post: {
                inputs: ['prices'],
                rules: [
                  {
                    id: 'sum',
                    kind: 'conditional',
                    then: [{ set: 'sum', value: { linesTotal: [{ var: 'products' }, { var: 'prices' }, 'X'] } }],
                  },
                ],
              },
            }),
          );
          const evaluation = compiled.evaluate({ prices });
          const lines = priceLines(evaluation.products, prices);
          equal(evaluation.derived.sum, sumCents(lines.map((line) => line.total)));
        },
      ),
      { numRuns: 200 },
    );
  });
});
