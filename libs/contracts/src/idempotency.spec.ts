import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newIdempotencyKey } from './idempotency.js';

describe('newIdempotencyKey', () => {
  it('is a version-4 UUID, a new one every time', () => {
    const keys = Array.from({ length: 1000 }, () => newIdempotencyKey());
    for (const key of keys) assert.match(key, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.equal(new Set(keys).size, keys.length);
  });
});
