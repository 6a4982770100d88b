/// <reference types="node" />
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { unstorableText, validatorFor } from './validation.js';

describe(unstorableText.name, () => {
  it('names NUL characters and unpaired surrogates by JSON pointer, in values and keys', () => {
    assert.deepEqual(
      unstorableText({ a: 'ok', b: ['fine', 'x\u0000y'], c: { 'd/e': '\ud800' }, 'f\udc00': 1 }).map((p) => p.path),
      ['/b/1', '/c/d~1e', '/f\udc00'],
    );
    assert.deepEqual(unstorableText('\u0000'), [
      { path: '/', key: 'unstorableText', message: 'contains a character that cannot be stored' },
    ]);
  });

  it('accepts every other text, also emoji (paired surrogates) and umlauts', () => {
    assert.deepEqual(unstorableText({ name: 'Lüftung 🚀 \ud83d\ude80', n: 1, none: null, list: [true] }), []);
  });
});

describe(validatorFor.name, () => {
  it('gives every problem a stable code with its figures, beside the English message', () => {
    const check = validatorFor({
      type: 'object',
      additionalProperties: false,
      required: ['name', 'price'],
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 5 },
        price: { type: 'number', minimum: 0 },
        state: { enum: ['A', 'B'] },
        count: { type: 'integer' },
      },
    });
    const result = check({ name: 'too long', price: -1, state: 'C', count: 'x', colour: 'red' });
    assert.equal(result.ok, false);
    assert.deepEqual(!result.ok && result.problems.map(({ path, key, params }) => ({ path, key, params })), [
      { path: '/colour', key: 'unknownField', params: { field: 'colour' } },
      { path: '/name', key: 'maxLength', params: { limit: 5 } },
      { path: '/price', key: 'minimum', params: { limit: 0 } },
      { path: '/state', key: 'oneOf', params: { values: 'A, B' } },
      { path: '/count', key: 'type', params: { type: 'integer' } },
    ]);
    const empty = check({ name: '' });
    assert.deepEqual(!empty.ok && empty.problems.map(({ path, key }) => [path, key]), [
      ['/price', 'required'],
      ['/name', 'required'],
    ]);
  });

  it('calls a text of only spaces where one is required missing, not badly formatted', () => {
    const check = validatorFor({
      type: 'object',
      properties: { name: { type: 'string', minLength: 1, pattern: '\\S' }, code: { type: 'string', pattern: '^[A-Z]+$' } },
    });
    const result = check({ name: '   ', code: 'abc' });
    assert.deepEqual(!result.ok && result.problems.map(({ path, key }) => [path, key]), [
      ['/name', 'required'],
      ['/code', 'pattern'],
    ]);
  });
});
