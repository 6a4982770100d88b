import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LiftShaftCalculator } from './lift-shaft-calculator.js';
import { formValues, liftShaftRuleSet, seedCatalogue } from './spec-support.spec.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The lift-shaft rules with one more rule in the options stage. */
function withRule(rule: Json): LiftShaftCalculator {
  const content = structuredClone(liftShaftRuleSet) as Json;
  (content.stages as Json[]).find((stage) => stage.name === 'options')!.rules.push(rule);
  return new LiftShaftCalculator(content, seedCatalogue);
}

describe('a failed calculation says where it failed', () => {
  // Sealed: a shaft height above 100.000 mm has no case, so the rule fails there.
  const heightBand = {
    id: 'height-band',
    kind: 'selector',
    select: { '>': [{ var: 'shaftHeight' }, 100000] },
    sealed: true,
    cases: [{ match: [false], then: [{ set: 'heightBand', value: 'normal' }] }],
  };

  it('names the rule and the form field the failing expression reads', () => {
    const answer = withRule(heightBand).calculate(formValues({ shaftHeight: 110000 }));
    assert.equal(answer.ready, false);
    assert.deepEqual(answer.messages, [
      {
        level: 'error',
        key: 'calculation.failed',
        params: { rule: 'height-band', field: 'shaftHeight' },
        field: 'shaftHeight',
        because: [],
      },
    ]);
  });

  it('names only the rule when the failing expression reads no form field', () => {
    const derivedOnly = { ...heightBand, id: 'area-band', select: { '>': [{ var: 'totalLiftArea' }, 200000] } };
    const answer = withRule(derivedOnly).calculate(formValues({ shaftWidth: 4000 }));
    assert.deepEqual(
      answer.messages.map((m) => [m.key, m.params, m.field]),
      [['calculation.failed', { rule: 'area-band' }, undefined]],
    );
  });

  it('a calculation that does not fail carries no such message', () => {
    const answer = withRule(heightBand).calculate(formValues({ shaftHeight: 18000 }));
    assert.equal(answer.ready, true);
    assert.equal(
      answer.messages.some((m) => m.key === 'calculation.failed'),
      false,
    );
  });
});
