/// <reference types="node" />
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recordChanges } from './record-changes.js';

describe(recordChanges.name, () => {
  it('names only the fields that changed, not the bookkeeping', () => {
    assert.deepEqual(recordChanges({ price: 12.5, name: 'A', version: 1 }, { price: 13, name: 'A', version: 2 }), {
      price: { from: 12.5, to: 13 },
    });
  });

  it('compares nested values by content', () => {
    assert.deepEqual(recordChanges({ description: { de: 'a', en: 'b' } }, { description: { de: 'a', en: 'b' } }), {});
    assert.deepEqual(recordChanges({ rates: { CHF: 1 } }, { rates: { CHF: 2 } }), { rates: { from: { CHF: 1 }, to: { CHF: 2 } } });
  });

  it('keeps what a created or deleted record held', () => {
    assert.deepEqual(recordChanges(null, { id: 7, name: 'A' }), { id: { to: 7 }, name: { to: 'A' } });
    assert.deepEqual(recordChanges({ id: 7, name: 'A' }, null), { id: { from: 7 }, name: { from: 'A' } });
  });
});
