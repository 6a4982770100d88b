/// <reference types="node" />
import fc from 'fast-check';
import { equal, throws } from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ceilDiv,
  decimalAdd,
  decimalMultiply,
  decimalSubtract,
  floorDivide,
  mulDivCeil,
  mulDivFloor,
  mulDivRound,
  multiplyRoundHalfUp,
  percentCeil,
  percentFloor,
  percentRound,
  roundDownToStep,
  roundHalfUp,
  roundUpToStep,
} from '../index.js';

describe('exact arithmetic', () => {
  it('gives exactly 104000 mm² for a 1600 × 2600 mm shaft at 2.5 %, where floating point does not', () => {
    equal(Math.ceil(1.6 * 2.6 * 0.025 * 1e6), 104001, 'the trap: through m² in floating point');
    equal(mulDivCeil(1600 * 2600, 25, 1000), 104000);
    equal(percentCeil(1600 * 2600, 2.5), 104000);
  });

  it('rounds integer quotients up, down and half away from zero', () => {
    equal(mulDivCeil(7, 1, 2), 4);
    equal(mulDivCeil(-7, 1, 2), -3);
    equal(mulDivFloor(-7, 1, 2), -4);
    equal(mulDivRound(5, 1, 2), 3);
    equal(mulDivRound(-5, 1, 2), -3);
    equal(mulDivRound(4, 1, 3), 1);
    equal(ceilDiv(28000, 36000), 1);
    equal(ceilDiv(-3000, 36000), 0);
    equal(floorDivide(-1, 2), -1);
    equal(Object.is(ceilDiv(-1, 2), -0), false, 'never -0');
  });

  it('stays exact beyond 2^53 intermediate products', () => {
    equal(mulDivCeil(9007199254740991, 3, 3), 9007199254740991);
    equal(mulDivFloor(2 ** 52, 2 ** 10, 2 ** 11), 2 ** 51);
  });

  it('agrees with BigInt arithmetic on random integers', () => {
    const int = fc.integer({ min: -1e12, max: 1e12 });
    const divisor = fc.integer({ min: -1e6, max: 1e6 }).filter((c) => c !== 0);
    fc.assert(
      fc.property(int, fc.integer({ min: -1e6, max: 1e6 }), divisor, (a, b, c) => {
        const p = BigInt(a) * BigInt(b);
        const q = BigInt(c);
        const floor = p / q - (p % q !== 0n && p < 0n !== q < 0n ? 1n : 0n);
        const ceil = floor + (p % q !== 0n ? 1n : 0n);
        if (floor > BigInt(Number.MAX_SAFE_INTEGER) || ceil < -BigInt(Number.MAX_SAFE_INTEGER)) {
          throws(() => mulDivFloor(a, b, c), /beyond safe integers/);
          return;
        }
        equal(mulDivFloor(a, b, c), Number(floor));
        equal(mulDivCeil(a, b, c), Number(ceil));
        const twice = 2n * (p < 0n ? -p : p) + (q < 0n ? -q : q);
        const half = twice / (2n * (q < 0n ? -q : q));
        equal(mulDivRound(a, b, c), Number(p < 0n !== q < 0n ? -half : half) + 0);
      }),
      { numRuns: 500 },
    );
  });

  it('takes decimals at their decimal spelling', () => {
    equal(percentRound(1000, 4.5), 45);
    equal(percentRound(277400, 4.5), 12483);
    equal(percentFloor(999, 10), 99);
    equal(percentCeil(3, 33.3333), 1);
    equal(roundHalfUp(2.5), 3);
    equal(roundHalfUp(-2.5), -3);
    equal(roundHalfUp(1.005, 2), 1.01);
    equal(roundHalfUp(1.004999, 2), 1);
    equal(roundHalfUp(1e-7, 6), 0);
    equal(roundHalfUp(123.456, 1), 123.5);
    equal(multiplyRoundHalfUp(2450, 0.94), 2303);
    equal(multiplyRoundHalfUp(900, 72.5), 65250);
    equal(decimalAdd(0.1, 0.2), 0.3);
    equal(decimalAdd(0.1, 0.2, 1e-7), 0.3000001);
    equal(decimalSubtract(0.3, 0.1), 0.2);
    equal(decimalMultiply(1.1, 3), 3.3);
    equal(decimalMultiply(1e21, 2), 2e21);
  });

  it('rounds to steps exactly', () => {
    equal(roundUpToStep(41001, 2500), 42500);
    equal(roundUpToStep(42500, 2500), 42500);
    equal(roundUpToStep(0.3, 0.1), 0.3);
    equal(roundDownToStep(2.75, 0.5), 2.5);
    equal(roundUpToStep(-1, 2500), 0);
  });

  it('answers on small decimals (plain-number path) what exact decimal arithmetic answers', () => {
    // The reference: decimals as BigInt units over a power of ten, worked out from their spelling.
    const exact = (x: number): [bigint, number] => {
      const [mantissa, exponent = '0'] = String(x).split('e');
      const [whole, fraction = ''] = mantissa.split('.');
      const scale = fraction.length - Number(exponent);
      return scale >= 0 ? [BigInt(whole + fraction), scale] : [BigInt(whole + fraction) * 10n ** BigInt(-scale), 0];
    };
    const roundHalfAway = (p: bigint, c: bigint): bigint => (p < 0n ? -((-p * 2n + c) / (2n * c)) : (p * 2n + c) / (2n * c));
    const ceilOf = (p: bigint, c: bigint): bigint => (p >= 0n ? (p + c - 1n) / c : p / c);
    const asNumber = (units: bigint, scale: number) => Number(`${units}e-${scale}`) + 0;
    const decimal = fc
      .tuple(fc.integer({ min: -9_999_999, max: 9_999_999 }), fc.integer({ min: 0, max: 6 }))
      .map(([units, scale]) => Number(`${units}e-${scale}`));
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const [ua, sa] = exact(a);
        const [ub, sb] = exact(b);
        const scale = Math.max(sa, sb);
        const wa = ua * 10n ** BigInt(scale - sa);
        const wb = ub * 10n ** BigInt(scale - sb);
        equal(decimalAdd(a, b), asNumber(wa + wb, scale));
        equal(decimalSubtract(a, b), asNumber(wa - wb, scale));
        equal(decimalMultiply(a, b), asNumber(ua * ub, sa + sb));
        equal(multiplyRoundHalfUp(a, b), Number(roundHalfAway(ua * ub, 10n ** BigInt(sa + sb))) + 0);
        equal(percentRound(a, b), Number(roundHalfAway(ua * ub, 100n * 10n ** BigInt(sa + sb))) + 0);
        equal(percentCeil(a, b), Number(ceilOf(ua * ub, 100n * 10n ** BigInt(sa + sb))) + 0);
        if (b > 0) equal(roundUpToStep(a, b), asNumber(ceilOf(wa, wb) * wb, scale));
        equal(roundHalfUp(a, 2), sa <= 2 ? a : asNumber(roundHalfAway(ua, 10n ** BigInt(sa - 2)), 2));
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses what it cannot do exactly', () => {
    throws(() => mulDivCeil(1.5, 2, 3), /mulDivCeil needs safe integers, got 1.5/);
    throws(() => mulDivCeil(1, 2, 0), /division by zero/);
    throws(() => percentCeil(Number.NaN, 2), /finite numbers/);
    throws(() => roundUpToStep(1, 0), /step must be positive/);
    throws(() => roundHalfUp(1, -1), /digits must be/);
    throws(() => mulDivCeil(9007199254740991, 9007199254740991, 1), /beyond safe integers/);
  });
});
