/// <reference types="node" />
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { formatNumber, numberLocaleOf, parseNumber, type NumberLocale } from './number-format.js';

const LOCALES: NumberLocale[] = ['de', 'en', 'pl'];

describe(parseNumber.name, () => {
  const cases: [NumberLocale, string, number][] = [
    ['de', '1.600', 1600],
    ['de', '2,5', 2.5],
    ['de', '1.234,50', 1234.5],
    ['de', '12,5', 12.5],
    ['de', ' 7 ', 7],
    ['de', '42000', 42000],
    ['de', '1 600', 1600],
    ['de', '-3,25', -3.25],
    ['de', '1,', 1],
    ['en', '12.5', 12.5],
    ['en', '1,234.50', 1234.5],
    ['en', '1,600', 1600],
    ['en', '0.75', 0.75],
    ['pl', '12,5', 12.5],
    ['pl', '1 234,50', 1234.5],
    ['pl', '1\u00a0234,50', 1234.5],
    ['pl', '12\u202f345,5', 12345.5],
    ['pl', '1234', 1234],
  ];
  for (const [locale, text, value] of cases) {
    it(`reads '${text}' in ${locale} as ${value}`, () => assert.deepEqual(parseNumber(text, locale), { ok: true, value }));
  }

  it('reads each language its own way: a dot groups in German, is the decimal point in English', () => {
    assert.deepEqual(parseNumber('1.600', 'en'), { ok: true, value: 1.6 });
    assert.deepEqual(parseNumber('1,600', 'de'), { ok: true, value: 1.6 });
    assert.deepEqual(parseNumber('1.600', 'pl'), { ok: false, error: 'isNotANumber' });
  });

  it('converts lengths to mm exactly, never dropping the unit', () => {
    assert.deepEqual(parseNumber('1,6 m', 'de', 'length'), { ok: true, value: 1600 });
    assert.deepEqual(parseNumber('1.6m', 'en', 'length'), { ok: true, value: 1600 });
    assert.deepEqual(parseNumber('160 cm', 'de', 'length'), { ok: true, value: 1600 });
    assert.deepEqual(parseNumber('1.600 mm', 'de', 'length'), { ok: true, value: 1600 });
    assert.deepEqual(parseNumber('1,001 M', 'de', 'length'), { ok: true, value: 1001 }, 'no floating-point drift (1.001 × 1000)');
    assert.deepEqual(parseNumber('18,5005 m', 'de', 'length'), { ok: true, value: 18500.5 });
  });

  it('converts areas to mm²', () => {
    assert.deepEqual(parseNumber('104.000 mm²', 'de', 'area'), { ok: true, value: 104000 });
    assert.deepEqual(parseNumber('0,104 m²', 'de', 'area'), { ok: true, value: 104000 });
    assert.deepEqual(parseNumber('0.104 m2', 'en', 'area'), { ok: true, value: 104000 });
    assert.deepEqual(parseNumber('1.040 cm2', 'de', 'area'), { ok: true, value: 104000 });
  });

  it('refuses a unit of another dimension or an unknown one, naming the accepted units', () => {
    assert.deepEqual(parseNumber('1,6 m²', 'de', 'length'), { ok: false, error: 'unit', unit: 'm²', accepted: ['mm', 'cm', 'm'] });
    assert.deepEqual(parseNumber('5 ft', 'en', 'length'), { ok: false, error: 'unit', unit: 'ft', accepted: ['mm', 'cm', 'm'] });
    assert.deepEqual(parseNumber('2 m', 'de', 'area'), { ok: false, error: 'unit', unit: 'm', accepted: ['mm²', 'cm²', 'm²'] });
    assert.deepEqual(parseNumber('2 mm', 'de'), { ok: false, error: 'unit', unit: 'mm', accepted: [] });
  });

  it("refuses a group separator after a leading 0: another language's decimal, never a thousand", () => {
    assert.deepEqual(parseNumber('0.135', 'de'), { ok: false, error: 'isNotANumber' });
    assert.deepEqual(parseNumber('0,135', 'en'), { ok: false, error: 'isNotANumber' });
    assert.deepEqual(parseNumber('0 135', 'pl'), { ok: false, error: 'isNotANumber' });
    assert.deepEqual(parseNumber('0,135', 'de'), { ok: true, value: 0.135 });
    assert.deepEqual(parseNumber('1.135', 'de'), { ok: true, value: 1135 });
  });

  it('says "is required" for empty input', () => {
    for (const text of ['', '   ', undefined, null]) assert.deepEqual(parseNumber(text, 'de'), { ok: false, error: 'isRequired' });
  });

  for (const text of ['abc', '1.60', '1,2,3', '12.34.5', '1.6000', '--1', '1e5', '0x10', '1 6', ',5 m']) {
    it(`says "is not a number" for '${text}' in German`, () =>
      assert.deepEqual(parseNumber(text, 'de', 'length'), { ok: false, error: 'isNotANumber' }));
  }

  it('gives back every number Intl.NumberFormat writes in de, en and pl, grouped or not', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.integer({ min: -(10 ** 15), max: 10 ** 15 }),
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        (locale, units, decimals, useGrouping) => {
          const value = units / 10 ** decimals;
          const tag = { de: 'de-DE', en: 'en-US', pl: 'pl-PL' }[locale];
          const text = new Intl.NumberFormat(tag, { maximumFractionDigits: decimals, useGrouping }).format(value);
          assert.deepEqual(parseNumber(text, locale), { ok: true, value }, `${text} (${locale})`);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('reads back what formatNumber writes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 3 }),
        (locale, units, decimals) => {
          const value = units / 10 ** decimals;
          assert.deepEqual(parseNumber(formatNumber(value, locale, { decimals }), locale), { ok: true, value });
        },
      ),
    );
  });
});

describe(formatNumber.name, () => {
  it('writes each language its own way', () => {
    assert.equal(formatNumber(1234.5, 'de', { decimals: 2 }), '1.234,5');
    assert.equal(formatNumber(1234.5, 'en', { decimals: 2 }), '1,234.5');
    assert.equal(formatNumber(12345.5, 'pl', { decimals: 2 }).replace(/\s/g, ' '), '12 345,5');
    assert.equal(formatNumber(104000, 'de', { unit: 'mm²' }), '104.000 mm²');
    assert.equal(formatNumber(3, 'en', { decimals: 2, minimumDecimals: 2 }), '3.00');
  });
});

describe(numberLocaleOf.name, () => {
  it('follows the screen language; French and Dutch screens are English', () => {
    assert.deepEqual(['de', 'en', 'pl', 'fr', 'nl', 'en-GB', 'xx', ''].map(numberLocaleOf), [
      'de',
      'en',
      'pl',
      'en',
      'en',
      'en',
      'de',
      'de',
    ]);
  });
});
