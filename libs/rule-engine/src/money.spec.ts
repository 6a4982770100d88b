/// <reference types="node" />
import { equal, throws } from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { fromCents, multiplyCents, percentOfCents, sumCents, toCents } from './index.js';

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
    fc.assert(fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
      equal(toCents(fromCents(cents)), cents);
    }));
  });
});
