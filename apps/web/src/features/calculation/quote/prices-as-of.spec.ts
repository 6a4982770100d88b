import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pricesAsOfDate } from './prices-as-of';

describe('pricesAsOfDate: the day stored prices are of (docs/offline.md)', () => {
  it('writes the day in the screen language, English as written in Europe', () => {
    assert.equal(pricesAsOfDate('2026-11-29T10:00:00Z', 'de'), '29.11.2026');
    assert.equal(pricesAsOfDate('2026-11-29T10:00:00Z', 'en'), '29/11/2026');
    assert.equal(pricesAsOfDate('2026-11-29T10:00:00Z', 'pl'), '29.11.2026');
  });

  it('counts the day on the provider’s calendar: 23:30 UTC is already the next day in Berlin', () => {
    assert.equal(pricesAsOfDate('2026-11-28T23:30:00Z', 'de'), '29.11.2026');
    assert.equal(pricesAsOfDate('2026-07-31T22:30:00Z', 'de'), '01.08.2026');
  });
});
