/// <reference types="node" />
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PROJECT_STATES, type ProjectState } from '@lsp/contracts';
import { ADMIN_ONLY_STATES, checkTransition, describeTransitions, mayEdit, transitionsFrom, type ProjectActor } from './project-states.js';

const filled = { requestType: 'ORDER', offerNumber: 'A-1', orderNumber: 'B-1' };
const empty = { requestType: null, offerNumber: null, orderNumber: '  ' };

/** docs/design.md#project-states, written out as from → to → who. */
const TABLE: Record<string, ProjectActor> = {
  'NEW>DRAFT': 'owner',
  'DRAFT>SUBMITTED': 'owner',
  'MESSAGE_FROM_DH>SUBMITTED': 'owner',
  'SUBMITTED>MESSAGE_FROM_DH': 'admin',
  'SUBMITTED>OFFER_CREATED': 'admin',
  'SUBMITTED>DRAFT': 'admin',
  'OFFER_CREATED>ORDER_RECEIVED': 'admin',
  'OFFER_CREATED>MESSAGE_FROM_DH': 'admin',
  'ORDER_RECEIVED>COMPLETED': 'admin',
};

describe(checkTransition.name, () => {
  for (const from of PROJECT_STATES) {
    for (const to of PROJECT_STATES) {
      for (const actor of ['owner', 'admin'] as const) {
        const who = TABLE[`${from}>${to}`];
        const expected = from === to ? 'ok' : who === undefined ? 'illegal' : who === actor ? 'ok' : 'forbidden';
        it(`${from} → ${to} by ${actor}: ${expected}`, () => {
          const result = checkTransition(from, to, [actor], filled);
          assert.equal(result.ok ? 'ok' : result.reason, expected);
          if (!result.ok && result.reason === 'illegal') {
            assert.deepEqual(
              result.allowed.map((t) => t.to).sort(),
              Object.keys(TABLE)
                .filter((k) => k.startsWith(`${from}>`))
                .map((k) => k.split('>')[1])
                .sort(),
            );
          }
        });
      }
    }
  }

  it('needs a request type to submit a draft, an offer number for an offer and an order number for an order', () => {
    assert.deepEqual(pick(checkTransition('DRAFT', 'SUBMITTED', ['owner'], empty)), ['missing', 'requestType']);
    assert.deepEqual(pick(checkTransition('SUBMITTED', 'OFFER_CREATED', ['admin'], empty)), ['missing', 'offerNumber']);
    assert.deepEqual(pick(checkTransition('OFFER_CREATED', 'ORDER_RECEIVED', ['admin'], empty)), ['missing', 'orderNumber']);
    assert.equal(checkTransition('MESSAGE_FROM_DH', 'SUBMITTED', ['owner'], empty).ok, true);
  });

  it("lets staff of the owning company make the owner's moves too", () => {
    assert.equal(checkTransition('NEW', 'DRAFT', ['owner', 'admin'], empty).ok, true);
    assert.equal(checkTransition('NEW', 'DRAFT', ['admin'], empty).ok, false);
  });

  it('keeps admin-only states to the states only staff move into', () => {
    const intoByOwner = new Set(
      Object.entries(TABLE)
        .filter(([, who]) => who === 'owner')
        .map(([k]) => k.split('>')[1]),
    );
    assert.deepEqual(
      [...ADMIN_ONLY_STATES],
      PROJECT_STATES.filter((s) => s !== 'NEW' && !intoByOwner.has(s)),
    );
  });

  it('names the allowed moves in words', () => {
    assert.equal(
      describeTransitions(transitionsFrom('SUBMITTED')),
      'SUBMITTED → MESSAGE_FROM_DH (Admin), SUBMITTED → OFFER_CREATED (Admin, needs offerNumber), SUBMITTED → DRAFT (Admin)',
    );
    assert.equal(describeTransitions(transitionsFrom('COMPLETED')), 'none');
  });
});

describe(mayEdit.name, () => {
  it('lets customers edit only in NEW, DRAFT and MESSAGE_FROM_DH, and staff always', () => {
    const editable = (actor: ProjectActor) => PROJECT_STATES.filter((s: ProjectState) => mayEdit(s, [actor]));
    assert.deepEqual(editable('owner'), ['NEW', 'DRAFT', 'MESSAGE_FROM_DH']);
    assert.deepEqual(editable('admin'), [...PROJECT_STATES]);
  });
});

function pick(result: ReturnType<typeof checkTransition>): [string, string] | 'ok' {
  return result.ok ? 'ok' : result.reason === 'missing' ? [result.reason, result.need] : [result.reason, ''];
}
