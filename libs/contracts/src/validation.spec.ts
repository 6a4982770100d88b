/// <reference types="node" />
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { unstorableText } from './validation.js';

describe(unstorableText.name, () => {
  it('names NUL characters and unpaired surrogates by JSON pointer, in values and keys', () => {
    assert.deepEqual(unstorableText({ a: 'ok', b: ['fine', 'x\u0000y'], c: { 'd/e': '\ud800' }, 'f\udc00': 1 }).map((p) => p.path), ['/b/1', '/c/d~1e', '/f\udc00']);
    assert.deepEqual(unstorableText('\u0000'), [{ path: '/', message: 'contains a character that cannot be stored' }]);
  });

  it('accepts every other text, also emoji (paired surrogates) and umlauts', () => {
    assert.deepEqual(unstorableText({ name: 'Lüftung 🚀 \ud83d\ude80', n: 1, none: null, list: [true] }), []);
  });
});
