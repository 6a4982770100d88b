import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatMoney } from './money';

/** Intl writes no-break spaces (U+00A0, U+202F) between groups and before the currency. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney: amounts in the screen language', () => {
  it('groups thousands in every language, Polish four-digit amounts too', () => {
    assert.equal(plain(formatMoney(409708, 'EUR', 'de')), '4.097,08 €');
    assert.equal(plain(formatMoney(409708, 'EUR', 'en')), '€4,097.08');
    assert.equal(plain(formatMoney(409708, 'EUR', 'pl')), '4 097,08 €');
    assert.equal(plain(formatMoney(1420120, 'CHF', 'pl')), '14 201,20 CHF');
    assert.equal(plain(formatMoney(99999, 'EUR', 'pl')), '999,99 €');
  });

  it('writes a rise with its sign and no sign for no difference', () => {
    assert.equal(plain(formatMoney(12345, 'EUR', 'de', true)), '+123,45 €');
    assert.equal(plain(formatMoney(-12345, 'EUR', 'de', true)), '-123,45 €');
    assert.equal(plain(formatMoney(0, 'EUR', 'de', true)), '0,00 €');
  });
});
