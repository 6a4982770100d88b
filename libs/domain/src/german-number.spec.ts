/// <reference types="node" />
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatGermanNumber, parseGermanNumber } from './german-number.js';
import { isMontagePostalCode } from './limits.js';
import { isProjectId, projectIdFor } from './project-id.js';

describe(parseGermanNumber.name, () => {
  const cases: [string, number][] = [
    ['1.600', 1600],
    ['2.600 mm', 2600],
    ['104.000 mm²', 104000],
    ['120.000', 120000],
    ['2,5', 2.5],
    ['1.234,56', 1234.56],
    ['0', 0],
    ['42000', 42000],
    [' 7 ', 7],
    ['10.000mm', 10000],
  ];
  for (const [text, value] of cases) {
    it(`reads '${text}' as ${value}`, () =>
      assert.deepEqual(parseGermanNumber(text, text.includes('²') ? 'area' : 'length'), { ok: true, value }));
  }
  it('says "is required" for empty input', () => {
    assert.deepEqual(parseGermanNumber(''), { ok: false, error: 'isRequired' });
    assert.deepEqual(parseGermanNumber('   '), { ok: false, error: 'isRequired' });
    assert.deepEqual(parseGermanNumber(undefined), { ok: false, error: 'isRequired' });
  });
  for (const text of ['abc', '1.60', '1,2,3', '12.34.5', '1.6000', '--1', '1e5', '0x10']) {
    it(`says "is not a number" for '${text}'`, () => assert.deepEqual(parseGermanNumber(text), { ok: false, error: 'isNotANumber' }));
  }
});

describe(formatGermanNumber.name, () => {
  it('groups thousands with dots and uses a decimal comma', () => {
    assert.equal(formatGermanNumber(104000, { unit: 'mm²' }), '104.000 mm²');
    assert.equal(formatGermanNumber(2.5, { decimals: 1 }), '2,5');
  });
});

describe('montage postal code', () => {
  it('is a German postal code: 5 digits, as the building location in Germany', () => {
    assert.equal(isMontagePostalCode('80331'), true);
    assert.equal(isMontagePostalCode(' 01067 '), true);
    assert.equal(isMontagePostalCode('99999'), true, 'the form of a German code; assignment is not checked');
    assert.equal(isMontagePostalCode('1010'), false, 'an Austrian code: montage is offered in Germany only');
    assert.equal(isMontagePostalCode('8033'), false);
    assert.equal(isMontagePostalCode('abcd'), false);
    assert.equal(isMontagePostalCode('abcde'), false);
    assert.equal(isMontagePostalCode('803'), false);
    assert.equal(isMontagePostalCode('803311'), false);
    assert.equal(isMontagePostalCode(null), false);
  });
});

describe('project ids', () => {
  it('are C, 8 digits, a hyphen and a count', () => {
    assert.equal(projectIdFor(new Date(Date.UTC(2026, 10, 20)), 3), 'C20261120-3');
    assert.equal(isProjectId('C20261120-3'), true);
    assert.equal(isProjectId('C2026112-3'), false);
    assert.equal(isProjectId('new'), false);
  });
});
