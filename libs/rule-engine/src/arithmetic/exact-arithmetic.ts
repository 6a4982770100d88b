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

function spell(value: number): ScaledDecimal {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) throw new TypeError(`not a finite number: ${String(value)}`);
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  let digits = `${whole}${fraction}`;
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  return Object.freeze({ units: BigInt(`${sign}${digits}`), scale });
}

/**
 * Spellings already worked out, by number. Why: the same few decimals (rates such as 2.5, 4.5,
 * 0.94, hours such as 0.75) come back in every evaluation, and spelling one costs a regular
 * expression and a BigInt. Bounded: emptied when full.
 */
const spellings = new Map<number, ScaledDecimal>();
/** The same as plain numbers, or null where the units are beyond safe integers or the scale above 15. */
const smallSpellings = new Map<number, SmallDecimal | null>();
const REMEMBERED_SPELLINGS = 4096;

function remember<T>(cache: Map<number, T>, value: number, known: T): T {
  if (cache.size >= REMEMBERED_SPELLINGS) cache.clear();
  cache.set(value, known);
  return known;
}

/** The shortest decimal spelling of a finite number as `units / 10^scale` (so 2.5 is 25 / 10). */
export function toScaledDecimal(value: number): ScaledDecimal {
  if (Number.isSafeInteger(value)) return { units: BigInt(value), scale: 0 };
  return spellings.get(value) ?? remember(spellings, value, spell(value));
}

/** A decimal as `units / 10^scale` in plain numbers: units a safe integer, scale at most 15. */
interface SmallDecimal {
  units: number;
  scale: number;
}

/** Exact powers of ten, 10^0 to 10^22 (every one a double exactly). */
const POW10: readonly number[] = Array.from({ length: 23 }, (_, i) => Number(`1e${i}`));
/** The largest scale whose power of ten `divide` takes without BigInt. */
const SMALL_SCALE = 15;

/**
 * `value` as a small decimal, or undefined if it is none. Why: most figures (2.5 %, 0.94, 0.75 h)
 * are small decimals, and computing with their units in plain numbers is exact while the results
 * stay safe integers, and much cheaper than BigInt. Callers check that and fall back to BigInt.
 */
function small(value: number): SmallDecimal | undefined {
  if (Number.isSafeInteger(value)) return { units: value + 0, scale: 0 };
  let known = smallSpellings.get(value);
  if (known === undefined) {
    const { units, scale } = toScaledDecimal(value);
    const fits = scale <= SMALL_SCALE && units <= BigInt(SAFE) && units >= -BigInt(SAFE);
    known = remember(smallSpellings, value, fits ? Object.freeze({ units: Number(units), scale }) : null);
  }
  return known ?? undefined;
}

/** `a × b` if it is a safe integer (then it is exact), else undefined. */
function safeProduct(a: number, b: number): number | undefined {
  const product = a * b;
  return Math.abs(product) <= SAFE ? product + 0 : undefined;
}

/**
 * `units / 10^scale` as the nearest double: the same as parsing the decimal `${units}e-${scale}`,
 * since both round the exact quotient of an exact integer by an exact power of ten once.
 */
function fromUnits(units: number, scale: number): number {
  return units / POW10[scale] + 0;
}

function bigPow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

function bigFloorDiv(p: bigint, c: bigint): bigint {
  const q = p / c;
  return p % c !== 0n && p < 0n !== c < 0n ? q - 1n : q;
}

type Rounding = 'ceil' | 'floor' | 'halfUp';

/** `round(p / c)` for bigints; `halfUp` rounds halves away from zero. */
function bigDivide(p: bigint, c: bigint, rounding: Rounding): bigint {
  if (c === 0n) throw new RangeError('division by zero');
  if (rounding === 'floor') return bigFloorDiv(p, c);
  if (rounding === 'ceil') return -bigFloorDiv(-p, c);
  const negative = p < 0n !== c < 0n;
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
    while (r < 0) {
      q -= 1;
      r += c;
    }
    while (r >= c) {
      q += 1;
      r -= c;
    }
  } else {
    while (r > 0) {
      q -= 1;
      r += c;
    }
    while (r <= c) {
      q += 1;
      r -= c;
    }
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
    return (p < 0 !== c < 0 ? -q : q) + 0;
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
  const a = small(v);
  const b = small(p);
  if (a && b && a.scale + b.scale + 2 <= SMALL_SCALE) {
    const product = safeProduct(a.units, b.units);
    if (product !== undefined) return divide(name, product, POW10[a.scale + b.scale + 2], rounding);
  }
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
  const sa = small(x);
  const sb = small(y);
  if (sa && sb && sa.scale + sb.scale <= SMALL_SCALE) {
    const product = safeProduct(sa.units, sb.units);
    if (product !== undefined) return divide('multiplyRoundHalfUp', product, POW10[sa.scale + sb.scale], 'halfUp');
  }
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
  const d = small(v);
  if (d) return d.scale <= digits ? v : fromUnits(divide('roundHalfUp', d.units, POW10[d.scale - digits], 'halfUp'), digits);
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
  const a = small(v);
  const b = small(s);
  if (a && b) {
    const scale = Math.max(a.scale, b.scale);
    const vu = safeProduct(a.units, POW10[scale - a.scale]);
    const su = safeProduct(b.units, POW10[scale - b.scale]);
    const rounded = vu !== undefined && su !== undefined ? safeProduct(divide(name, vu, su, rounding), su) : undefined;
    if (rounded !== undefined) return fromUnits(rounded, scale);
  }
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

/** The same sum in plain numbers, or undefined where a figure is no small decimal or a step leaves safe integers. */
function smallSum(values: number[], sign: 1 | -1): number | undefined {
  let scale = 0;
  for (const value of values) {
    const d = small(value);
    if (!d) return undefined;
    if (d.scale > scale) scale = d.scale;
  }
  let total = 0;
  for (let i = 0; i < values.length; i++) {
    const d = small(values[i])!;
    const units = safeProduct(d.units, POW10[scale - d.scale]);
    if (units === undefined) return undefined;
    total += i === 0 || sign === 1 ? units : -units;
    if (Math.abs(total) > SAFE) return undefined;
  }
  return fromUnits(total, scale);
}

function scaledSum(values: number[], sign: 1 | -1): number {
  for (const value of values) requireFinite('decimal', value);
  const quick = smallSum(values, sign);
  if (quick !== undefined) return quick;
  const scaled = values.map(toScaledDecimal);
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
  for (const value of values) requireFinite('decimalMultiply', value);
  let smallUnits: number | undefined = 1;
  let smallScale = 0;
  for (let i = 0; i < values.length && smallUnits !== undefined; i++) {
    const d = small(values[i]);
    smallScale += d?.scale ?? 0;
    smallUnits = d && smallScale < POW10.length ? safeProduct(smallUnits, d.units) : undefined;
  }
  if (smallUnits !== undefined) return fromUnits(smallUnits, smallScale);
  let units = 1n;
  let scale = 0;
  for (const value of values) {
    const s = toScaledDecimal(value);
    units *= s.units;
    scale += s.scale;
  }
  return Number(`${units}e-${scale}`) + 0;
}
