/// <reference types="node" />
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mergeByField, sameValue } from './field-merge';

describe('mergeByField: a second window keeps its entries on top of the version saved meanwhile', () => {
  const base = { values: { projectName: 'Haus', shaftWidth: 1600, shaftDepth: 2600, remarks: null, area: 416000 } };

  it('applies what only mine changed on top of theirs and keeps what only theirs changed', () => {
    const mine = { values: { ...base.values, projectName: 'Haus B' } };
    const theirs = { values: { ...base.values, shaftWidth: 2000 } };
    const merge = mergeByField(base, mine, theirs);
    assert.deepEqual(merge.values, { ...base.values, projectName: 'Haus B', shaftWidth: 2000 });
    assert.deepEqual([merge.mine, merge.theirs, merge.both], [['projectName'], ['shaftWidth'], []]);
  });

  it('names a field both changed differently, and mine wins there', () => {
    const mine = { values: { ...base.values, shaftWidth: 1800, remarks: 'B' } };
    const theirs = { values: { ...base.values, shaftWidth: 2000, remarks: 'B' } };
    const merge = mergeByField(base, mine, theirs);
    assert.equal(merge.values.shaftWidth, 1800);
    assert.deepEqual(merge.both, ['shaftWidth'], 'the same new remark on both sides is no collision');
    assert.deepEqual(merge.mine, []);
  });

  it("leaves the rules' defaults to the rules: a ventilation area that follows the widths is no one's change", () => {
    const mine = { values: { ...base.values, shaftDepth: 3000, area: 480000 }, sources: { area: { source: 'default' as const } } };
    const theirs = { values: { ...base.values, shaftWidth: 2000, area: 520000 }, sources: { area: { source: 'default' as const } } };
    const merge = mergeByField(base, mine, theirs);
    assert.deepEqual([merge.mine, merge.theirs, merge.both], [['shaftDepth'], ['shaftWidth'], []]);
    assert.deepEqual(merge.sources.area, { source: 'default' }, 'the area is worked out again from both widths');
  });

  it('takes a value the person typed over a default with its source', () => {
    const mine = { values: { ...base.values, area: 500000 }, sources: { area: { source: 'user' as const } } };
    const theirs = { values: base.values, sources: { area: { source: 'default' as const } } };
    const merge = mergeByField(base, mine, theirs);
    assert.deepEqual(merge.sources.area, { source: 'user' });
    assert.deepEqual(merge.mine, ['area']);
  });

  it('compares lists and records as data, whatever the order of their keys', () => {
    assert.ok(sameValue([{ a: 1, b: 'x' }], [{ b: 'x', a: 1 }]));
    assert.ok(sameValue(undefined, null));
    assert.ok(!sameValue([{ a: 1 }], [{ a: 2 }]));
  });
});
