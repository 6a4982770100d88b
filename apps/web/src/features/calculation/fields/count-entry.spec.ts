import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countEntry } from './count-entry';

describe('countEntry: a whole count as a person types it', () => {
  it('reads plain and grouped counts in the screen language', () => {
    assert.deepEqual(countEntry('04', 999), { count: 4 });
    assert.deepEqual(countEntry(' 12 ', 999), { count: 12 });
    assert.deepEqual(countEntry('1.000', 10_000, 'de'), { count: 1000 });
    assert.deepEqual(countEntry('1,000', 10_000, 'en'), { count: 1000 });
    assert.deepEqual(countEntry('1 000', 10_000, 'pl'), { count: 1000 });
    assert.deepEqual(countEntry('1\u00a0000', 10_000, 'pl'), { count: 1000 });
    assert.deepEqual(countEntry('', 999), { empty: true });
  });

  it('says a grouped thousand is out of range where at most 999 are taken, not that it is no whole number', () => {
    assert.deepEqual(countEntry('1.000', 999, 'de'), { problem: 'outOfRange' });
    assert.deepEqual(countEntry('1000', 999, 'de'), { problem: 'outOfRange' });
    assert.deepEqual(countEntry('-2', 999), { problem: 'outOfRange' });
    assert.deepEqual(countEntry('−1.000', 999, 'de'), { problem: 'outOfRange' });
  });

  it("refuses decimals, the other language's grouping and words as no whole number, never reading them as other counts", () => {
    for (const [text, locale] of [
      ['2,5', 'de'],
      ['1.5', 'de'],
      ['1,000', 'de'],
      ['1.000', 'en'],
      ['1.000', 'pl'],
      ['1.', 'de'],
      ['1.00', 'de'],
      ['01.000', 'de'],
      ['3 Stk', 'de'],
      ['e', 'en'],
    ] as const)
      assert.deepEqual(countEntry(text, 10_000, locale), { problem: 'wholeNumber' }, `${text} (${locale})`);
  });
});
