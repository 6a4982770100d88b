import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { jsonErrorAt } from './json-locations';

describe('jsonErrorAt', () => {
  it("names where a text stops being JSON by line and column, for a message in the screen's language", () => {
    assert.equal(jsonErrorAt('{\n  "a": 1\n}'), null);
    assert.deepEqual(jsonErrorAt('{\n  "a": 1\n  "b": 2\n}'), { line: 3, column: 3 });
    // Cut short: the end of the text.
    assert.deepEqual(jsonErrorAt('{\n  "a": ['), { line: 2, column: 9 });
  });
});
