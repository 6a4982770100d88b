import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fieldWarning } from './number-entry.js';

describe('fieldWarning', () => {
  it('warns of a shaft too small or too wide to be meant so, and never of a plausible one', () => {
    assert.deepEqual(fieldWarning('shaftWidth', 400), { code: 'unusuallySmall', min: 500 });
    assert.deepEqual(fieldWarning('shaftHeight', 1800), { code: 'unusuallySmall', min: 2000 });
    assert.deepEqual(fieldWarning('shaftWidth', 16000), { code: 'unusuallyLarge', max: 6000 });
    assert.deepEqual(fieldWarning('shaftDepth', 6001), { code: 'unusuallyLarge', max: 6000 });
    for (const [key, value] of [
      ['shaftWidth', 1600],
      ['shaftDepth', 6000],
      ['shaftHeight', 120000],
      ['payload', 50000],
      ['shaftWidth', null],
    ] as const) {
      assert.equal(fieldWarning(key, value), undefined, `${key} ${value}`);
    }
  });
});
