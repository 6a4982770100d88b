import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { projectDayOf, projectIdFor } from './project-id.js';

describe('projectIdFor', () => {
  it('dates a project by the day in Germany, as its quote is dated', () => {
    assert.equal(projectIdFor(new Date('2026-11-20T22:30:00Z'), 1), 'C20261120-1', '23:30 in Berlin (winter time)');
    assert.equal(projectIdFor(new Date('2026-11-20T23:30:00Z'), 2), 'C20261121-2', '00:30 in Berlin on the 21st');
    assert.equal(projectDayOf(new Date('2026-07-14T22:30:00Z')), '20260715', '00:30 in Berlin (summer time)');
    assert.equal(projectDayOf(new Date('2026-07-14T21:30:00Z')), '20260714');
    assert.equal(projectDayOf(new Date('2026-12-31T23:00:00Z')), '20270101', 'the new year starts an hour earlier there');
  });
});
