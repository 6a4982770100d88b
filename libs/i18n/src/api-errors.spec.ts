/// <reference types="node" />
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiErrorText, formatErrorParams } from './api-errors.js';
import { deShell } from './messages/de-shell.js';
import { enShell } from './messages/en-shell.js';
import { plShell } from './messages/pl-shell.js';

describe(apiErrorText.name, () => {
  it('says a field problem in the screen language with its figures in that language', () => {
    const problem = { key: 'maxLength', params: { limit: 4000 } };
    assert.equal(apiErrorText(deShell, 'de', 'field', problem), 'Höchstens 4.000 Zeichen');
    assert.equal(apiErrorText(enShell, 'en', 'field', problem), 'At most 4,000 characters');
    assert.equal(apiErrorText(plShell, 'pl', 'field', problem), 'Najwyżej 4\u00a0000 znaków');
  });

  it('says a refusal with its names as given and its counts as numbers', () => {
    const reason = { key: 'companyOwnsProjects', params: { company: 'Aufzugbau Muster GmbH', count: 1200 } };
    assert.equal(
      apiErrorText(deShell, 'de', 'reason', reason),
      'Das Unternehmen Aufzugbau Muster GmbH besitzt 1.200 Projekte (gelöschte mitgezählt) und kann nicht gelöscht werden.',
    );
    assert.equal(apiErrorText(deShell, 'de', 'field', { key: 'taken', params: { value: 1003 } }), '1003 ist bereits vergeben');
  });

  it('names the type a value must have, and nothing for a code it does not know', () => {
    assert.equal(apiErrorText(deShell, 'de', 'field', { key: 'type', params: { type: 'number' } }), 'Muss eine Zahl sein');
    assert.equal(apiErrorText(deShell, 'de', 'field', { key: 'type', params: { type: 'string,null' } }), 'Hat den falschen Typ');
    assert.equal(apiErrorText(deShell, 'de', 'reason', { key: 'noSuchCode' }), undefined);
  });
});

describe(formatErrorParams.name, () => {
  it('writes months and days as dates of the language', () => {
    assert.deepEqual(formatErrorParams('de', { from: '2026-05', to: '2026-03' }), { from: 'Mai 2026', to: 'März 2026' });
    assert.deepEqual(formatErrorParams('en', { day: '2026-05-04' }), { day: 'May 4, 2026' });
    assert.deepEqual(formatErrorParams('pl', { limit: 0.5 }), { limit: '0,5' });
  });
});
