import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { key: value };
  return value;
};

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, not scalars', () => {
    assert.equal(nestsDeeperThan(1, 0), false);
    assert.equal(nestsDeeperThan('text', 0), false);
    assert.equal(nestsDeeperThan(null, 0), false);
    assert.equal(nestsDeeperThan({ a: 1 }, 1), false);
    assert.equal(nestsDeeperThan({ a: [1] }, 1), true);
  });

  it('allows the limit and refuses one level more', () => {
    assert.equal(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH), false);
    assert.equal(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH), true);
  });

  it('walks a hundred thousand levels without overflowing the stack', () => {
    assert.equal(nestsDeeperThan(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`), MAX_JSON_DEPTH), true);
  });
});
