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

describe('lineOf', () => {
  it('gives the line a problem is on: its own for broken JSON, else where its pointer lands', async () => {
    const { lineOf, pointerSpans } = await import('./json-locations');
    const text = '{\n  "constants": {\n    "costModel": {\n      "logisticsPercnt": 4.5\n    }\n  }\n}\n';
    const spans = pointerSpans(text);
    assert.equal(lineOf(text, spans, { path: '/constants/costModel/logisticsPercnt', message: '', code: 'UNUSED_CONSTANT' }), 4);
    // A pointer below what exists: its nearest parent.
    assert.equal(lineOf(text, spans, { path: '/constants/costModel/x/y', message: '', code: 'SCHEMA' }), 3);
    assert.equal(lineOf(text, spans, { path: '', message: '', code: 'JSON', params: { line: 7, column: 2 } }), 7);
  });
});
