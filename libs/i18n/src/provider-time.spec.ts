import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { providerMoment, zoneNamedFor } from './provider-time.js';

const space = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');
// 08:17 UTC on a winter day is 09:17 in Berlin and Vienna (CET); 07:17 UTC in summer is 09:17 CEST.
const winter = '2026-11-26T08:17:00Z';
const summer = '2026-07-01T07:17:00Z';

describe('moments on the provider’s clock (docs/dates.md)', () => {
  it('writes Berlin’s time in the screen’s language, with no zone on a device that keeps Berlin’s clock', () => {
    for (const deviceZone of ['Europe/Berlin', 'Europe/Vienna', 'Europe/Warsaw', 'Europe/Zurich']) {
      assert.equal(space(providerMoment(winter, 'de', 'dateTime', { deviceZone })), '26.11.2026, 09:17', deviceZone);
      assert.equal(space(providerMoment(summer, 'de', 'dateTime', { deviceZone })), '01.07.2026, 09:17', deviceZone);
    }
    assert.equal(space(providerMoment(winter, 'pl', 'dateTime', { deviceZone: 'Europe/Warsaw' })), '26 lis 2026, 09:17');
  });

  it('writes English the European way, as the PDF: 24 hours, the day first', () => {
    assert.equal(space(providerMoment(winter, 'en', 'saved', { now: new Date(winter), deviceZone: 'Europe/Berlin' })), '09:17');
    assert.equal(space(providerMoment(winter, 'en', 'date', { deviceZone: 'Europe/Berlin' })), '26 Nov 2026');
  });

  it('names the zone where the device reads another clock, in its language and season', () => {
    assert.equal(space(providerMoment(winter, 'de', 'dateTime', { deviceZone: 'UTC' })), '26.11.2026, 09:17 MEZ');
    assert.equal(space(providerMoment(summer, 'de', 'dateTime', { deviceZone: 'Europe/Lisbon' })), '01.07.2026, 09:17 MESZ');
    assert.equal(space(providerMoment(winter, 'en', 'dateTime', { deviceZone: 'America/New_York' })), '26 Nov 2026, 09:17 CET');
    assert.equal(space(providerMoment(summer, 'pl', 'dateTime', { deviceZone: 'UTC' })), '1 lip 2026, 09:17 CEST');
  });

  it('says only the time of a save made today in Berlin, even when it is another day in UTC', () => {
    const lateEvening = '2026-11-26T23:30:00Z'; // 00:30 on the 27th in Berlin
    const now = new Date('2026-11-27T07:00:00Z');
    assert.equal(providerMoment(lateEvening, 'de', 'saved', { now, deviceZone: 'Europe/Vienna' }), '00:30');
    assert.equal(space(providerMoment(lateEvening, 'de', 'saved', { now, deviceZone: 'UTC' })), '00:30 MEZ');
    assert.equal(space(providerMoment(winter, 'de', 'saved', { now, deviceZone: 'Europe/Berlin' })), '26.11.2026, 09:17');
  });

  it('writes a date as Berlin’s calendar day, without a zone', () => {
    assert.equal(providerMoment('2026-11-26T23:30:00Z', 'de', 'date', { deviceZone: 'UTC' }), '27.11.2026');
    assert.equal(providerMoment('nonsense', 'de'), '');
  });

  it('compares clocks, not zone names', () => {
    assert.equal(zoneNamedFor(new Date(winter), 'Europe/Vienna'), false);
    assert.equal(zoneNamedFor(new Date(winter), 'Europe/London'), true);
    assert.equal(zoneNamedFor(new Date(winter), 'Africa/Lagos'), false, 'Berlin’s clock in winter');
    assert.equal(zoneNamedFor(new Date(summer), 'Africa/Lagos'), true, 'but not in summer');
  });
});
