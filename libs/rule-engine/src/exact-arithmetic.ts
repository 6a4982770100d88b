/**
 * Exact integer and decimal arithmetic for figures that must not drift.
 *
 * A 1600 × 2600 mm shaft at 2.5 % needs exactly 104000 mm²; through m² in floating point it
 * becomes 104000.00000000001 and rounds up to 104001. These helpers compute such results exactly:
 * integers stay in plain numbers while that is exact and switch to BigInt when it is not, and
 * decimals (2.5, 4.5, 0.94) are taken at their shortest decimal spelling, as a person reads them.
 */

const SAFE = Number.MAX_SAFE_INTEGER;

/** A decimal as `units / 10^scale`. */
export interface ScaledDecimal {
  units: bigint;
  scale: number;
}

function requireFinite(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new TypeError(`${name} needs finite numbers, got ${JSON.stringify(value) ?? String(value)}`);
  }
  return value;
}

function requireInteger(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new TypeError(`${name} needs safe integers, got ${JSON.stringify(value) ?? String(value)}`);
  }
  return value;
}

/** The shortest decimal spelling of a finite number as `units / 10^scale` (so 2.5 is 25 / 10). */
export function toScaledDecimal(value: number): ScaledDecimal {
  if (Number.isSafeInteger(value)) return { units: BigInt(value), scale: 0 };
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) throw new TypeError(`not a finite number: ${String(value)}`);
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  let digits = `${whole}${fraction}`;
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  return { units: BigInt(`${sign}${digits}`), scale };
}

function bigPow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

function bigFloorDiv(p: bigint, c: bigint): bigint {
  const q = p / c;
  return (p % c !== 0n) && ((p < 0n) !== (c < 0n)) ? q - 1n : q;
}

type Rounding = 'ceil' | 'floor' | 'halfUp';

/** `round(p / c)` for bigints; `halfUp` rounds halves away from zero. */
function bigDivide(p: bigint, c: bigint, rounding: Rounding): bigint {
  if (c === 0n) throw new RangeError('division by zero');
  if (rounding === 'floor') return bigFloorDiv(p, c);
  if (rounding === 'ceil') return -bigFloorDiv(-p, c);
  const negative = (p < 0n) !== (c < 0n);
  const ap = p < 0n ? -p : p;
  const ac = c < 0n ? -c : c;
  const q = (2n * ap + ac) / (2n * ac);
  return negative ? -q : q;
}

function toSafeNumber(name: string, value: bigint): number {
  if (value > BigInt(SAFE) || value < -BigInt(SAFE)) throw new RangeError(`${name}: result ${value} is beyond safe integers`);
  return Number(value);
}

/** Floor division of safe integers whose magnitudes sum to a safe integer. */
function floorDiv(p: number, c: number): number {
  let q = Math.floor(p / c);
  let r = p - q * c;
  if (c > 0) {
    while (r < 0) { q -= 1; r += c; }
    while (r >= c) { q += 1; r -= c; }
  } else {
    while (r > 0) { q -= 1; r += c; }
    while (r <= c) { q += 1; r -= c; }
  }
  return q;
}

function divide(name: string, p: number, c: number, rounding: Rounding): number {
  if (c === 0) throw new RangeError(`${name}: division by zero`);
  const ap = Math.abs(p);
  const ac = Math.abs(c);
  if (2 * ap + 2 * ac <= SAFE) {
    if (rounding === 'floor') return floorDiv(p, c) + 0;
    if (rounding === 'ceil') return -floorDiv(-p, c) + 0;
    const q = floorDiv(2 * ap + ac, 2 * ac);
    return ((p < 0) !== (c < 0) ? -q : q) + 0;
  }
  return toSafeNumber(name, bigDivide(BigInt(p), BigInt(c), rounding));
}

function mulDiv(name: string, a: unknown, b: unknown, c: unknown, rounding: Rounding): number {
  const x = requireInteger(name, a);
  const y = requireInteger(name, b);
  const z = requireInteger(name, c);
  const product = x * y;
  if (Math.abs(product) <= SAFE) return divide(name, product, z, rounding);
  return toSafeNumber(name, bigDivide(BigInt(x) * BigInt(y), BigInt(z), rounding));
}

/**
 * `ceil(a × b / c)` for integers, exactly.
 * @example mulDivCeil(1600 * 2600, 25, 1000) // 104000: 2.5 % (25 per mille) of 4160000 mm²
 */
export function mulDivCeil(a: number, b: number, c: number): number {
  return mulDiv('mulDivCeil', a, b, c, 'ceil');
}

/** `floor(a × b / c)` for integers, exactly. @example mulDivFloor(7, 3, 2) // 10 */
export function mulDivFloor(a: number, b: number, c: number): number {
  return mulDiv('mulDivFloor', a, b, c, 'floor');
}

/** `a × b / c` for integers, rounded half away from zero, exactly. @example mulDivRound(5, 1, 2) // 3 */
export function mulDivRound(a: number, b: number, c: number): number {
  return mulDiv('mulDivRound', a, b, c, 'halfUp');
}

/** `ceil(a / b)` for integers. @example ceilDiv(28000, 36000) // 1 */
export function ceilDiv(a: number, b: number): number {
  return mulDiv('ceilDiv', a, 1, b, 'ceil');
}

/** `floor(a / b)` for integers. @example floorDiv(-1, 2) // -1 */
export function floorDivide(a: number, b: number): number {
  return mulDiv('floorDiv', a, 1, b, 'floor');
}

/** `value × percent / 100` for decimals, rounded as asked, exactly (an integer). */
function percent(name: string, value: unknown, pct: unknown, rounding: Rounding): number {
  const v = requireFinite(name, value);
  const p = requireFinite(name, pct);
  if (Number.isSafeInteger(v) && Number.isSafeInteger(p)) return mulDiv(name, v, p, 100, rounding);
  const sv = toScaledDecimal(v);
  const sp = toScaledDecimal(p);
  return toSafeNumber(name, bigDivide(sv.units * sp.units, 100n * bigPow10(sv.scale + sp.scale), rounding));
}

/**
 * `a × b` for decimals, rounded half away from zero to an integer, exactly.
 * @example multiplyRoundHalfUp(2450, 0.94) // 2303
 */
export function multiplyRoundHalfUp(a: number, b: number): number {
  const x = requireFinite('multiplyRoundHalfUp', a);
  const y = requireFinite('multiplyRoundHalfUp', b);
  if (Number.isSafeInteger(x) && Number.isSafeInteger(y) && Math.abs(x * y) <= SAFE) return x * y + 0;
  const sx = toScaledDecimal(x);
  const sy = toScaledDecimal(y);
  return toSafeNumber('multiplyRoundHalfUp', bigDivide(sx.units * sy.units, bigPow10(sx.scale + sy.scale), 'halfUp'));
}

/**
 * `ceil(value × percent / 100)`, exact for decimal percentages.
 * @example percentCeil(4160000, 2.5) // 104000
 */
export function percentCeil(value: number, pct: number): number {
  return percent('percentCeil', value, pct, 'ceil');
}

/** `floor(value × percent / 100)`, exactly. @example percentFloor(999, 10) // 99 */
export function percentFloor(value: number, pct: number): number {
  return percent('percentFloor', value, pct, 'floor');
}

/** `value × percent / 100` rounded half away from zero, exactly. @example percentRound(1000, 4.5) // 45 */
export function percentRound(value: number, pct: number): number {
  return percent('percentRound', value, pct, 'halfUp');
}

/**
 * Rounds to `digits` decimals (default 0), halves away from zero, judged on the decimal spelling
 * (so 1.005 rounds to 1.01, not to the 1.00 that binary floating point gives).
 * @example roundHalfUp(2.5) // 3
 * @example roundHalfUp(-2.5) // -3
 * @example roundHalfUp(1.005, 2) // 1.01
 */
export function roundHalfUp(value: number, digits = 0): number {
  const v = requireFinite('roundHalfUp', value);
  if (!Number.isInteger(digits) || digits < 0 || digits > 20) throw new RangeError(`roundHalfUp: digits must be 0..20, got ${digits}`);
  if (Number.isInteger(v)) return v + 0;
  const { units, scale } = toScaledDecimal(v);
  if (scale <= digits) return v;
  const rounded = bigDivide(units, bigPow10(scale - digits), 'halfUp');
  return Number(`${rounded}e-${digits}`) + 0;
}

function stepRound(name: string, value: unknown, step: unknown, rounding: Rounding): number {
  const v = requireFinite(name, value);
  const s = requireFinite(name, step);
  if (s <= 0) throw new RangeError(`${name}: step must be positive, got ${s}`);
  if (Number.isSafeInteger(v) && Number.isSafeInteger(s)) return divide(name, v, s, rounding) * s;
  const sv = toScaledDecimal(v);
  const ss = toScaledDecimal(s);
  const scale = Math.max(sv.scale, ss.scale);
  const vu = sv.units * bigPow10(scale - sv.scale);
  const su = ss.units * bigPow10(scale - ss.scale);
  const steps = bigDivide(vu, su, rounding);
  return Number(`${steps * su}e-${scale}`) + 0;
}

/** Rounds up to a multiple of `step`, exactly. @example roundUpToStep(41001, 2500) // 42500 */
export function roundUpToStep(value: number, step: number): number {
  return stepRound('roundUpToStep', value, step, 'ceil');
}

/** Rounds down to a multiple of `step`, exactly. @example roundDownToStep(2.75, 0.5) // 2.5 */
export function roundDownToStep(value: number, step: number): number {
  return stepRound('roundDownToStep', value, step, 'floor');
}

function scaledSum(values: number[], sign: 1 | -1): number {
  const scaled = values.map((v) => toScaledDecimal(requireFinite('decimal', v)));
  const scale = Math.max(0, ...scaled.map((s) => s.scale));
  let total = 0n;
  scaled.forEach((s, i) => {
    const units = s.units * bigPow10(scale - s.scale);
    total += i === 0 || sign === 1 ? units : -units;
  });
  return Number(`${total}e-${scale}`) + 0;
}

/** Sum of decimals, exactly (0.1 + 0.2 is 0.3). @example decimalAdd(0.1, 0.2) // 0.3 */
export function decimalAdd(...values: number[]): number {
  return scaledSum(values, 1);
}

/** `a - b` for decimals, exactly. @example decimalSubtract(0.3, 0.1) // 0.2 */
export function decimalSubtract(a: number, b: number): number {
  return scaledSum([a, b], -1);
}

/** Product of decimals, exactly (then the nearest number). @example decimalMultiply(1.1, 3) // 3.3 */
export function decimalMultiply(...values: number[]): number {
  let units = 1n;
  let scale = 0;
  for (const value of values) {
    const s = toScaledDecimal(requireFinite('decimalMultiply', value));
    units *= s.units;
    scale += s.scale;
  }
  return Number(`${units}e-${scale}`) + 0;
}
