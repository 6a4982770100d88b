import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { berlinDayBounds, berlinToday, projectDayOf, projectIdFor } from './project-id.js';

describe('projectIdFor', () => {
  it('dates a project by the day in Germany, as its quote is dated', () => {
    assert.equal(projectIdFor(new Date('2026-11-20T22:30:00Z'), 1), 'C20261120-1', '23:30 in Berlin (winter time)');
    assert.equal(projectIdFor(new Date('2026-11-20T23:30:00Z'), 2), 'C20261121-2', '00:30 in Berlin on the 21st');
    assert.equal(projectDayOf(new Date('2026-07-14T22:30:00Z')), '20260715', '00:30 in Berlin (summer time)');
    assert.equal(projectDayOf(new Date('2026-07-14T21:30:00Z')), '20260714');
    assert.equal(projectDayOf(new Date('2026-12-31T23:00:00Z')), '20270101', 'the new year starts an hour earlier there');
  });
});

describe('berlinDayBounds', () => {
  it('runs a day from midnight to midnight in Berlin, in winter and summer time and across the clock changes', () => {
    const iso = (day: string) => {
      const b = berlinDayBounds(day);
      return [b.start.toISOString(), b.end.toISOString()];
    };
    assert.deepEqual(iso('2026-11-26'), ['2026-11-25T23:00:00.000Z', '2026-11-26T22:59:59.999Z']);
    assert.deepEqual(iso('2026-07-15'), ['2026-07-14T22:00:00.000Z', '2026-07-15T21:59:59.999Z']);
    assert.deepEqual(iso('2026-03-29'), ['2026-03-28T23:00:00.000Z', '2026-03-29T21:59:59.999Z'], 'a 23-hour day');
    assert.deepEqual(iso('2026-10-25'), ['2026-10-24T22:00:00.000Z', '2026-10-25T22:59:59.999Z'], 'a 25-hour day');
    assert.deepEqual(iso('2026-12-31'), ['2026-12-30T23:00:00.000Z', '2026-12-31T22:59:59.999Z'], 'the month rolls over');
  });

  it('agrees with the project numbers: the day of a project lies within its bounds', () => {
    for (const at of ['2026-11-20T22:59:59.999Z', '2026-11-20T23:00:00Z', '2026-07-14T22:00:00Z', '2026-03-29T01:30:00Z']) {
      const instant = new Date(at);
      const { start, end } = berlinDayBounds(berlinToday(instant));
      assert.ok(start <= instant && instant <= end, at);
      assert.equal(berlinToday(instant).replaceAll('-', ''), projectDayOf(instant));
    }
  });
});
