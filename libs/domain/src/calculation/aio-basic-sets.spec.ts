/// <reference types="node" />
// The set dialog's "by hand" figure is a promise: continuing without the set, with system AIO-Basic
// and the set's smoke detection chosen by hand, costs exactly that (issue: the default RT-45-RJ
// button was missing from it). Proved the way a client gets there, echoing each answer's values.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CURRENCIES, type CalculationAnswer, type FormValueData } from '@lsp/contracts';
import { aioBasicSetSmokeDetection } from './aio-basic-sets.js';
import { calculator, goldenFixtures, seedCosts } from './spec-support.spec.js';

/** The next answer after the person changes some fields, sent as a client sends it: the last answer's values echoed. */
function change(answer: CalculationAnswer, changes: Record<string, unknown>, currency: (typeof CURRENCIES)[number]): CalculationAnswer {
  const formValues: FormValueData[] = [
    ...answer.formValues.filter(({ key }) => !(key in changes)),
    ...Object.entries(changes).map(([key, value]) => ({ key, value })),
  ];
  return calculator.calculate(formValues, { changedFields: Object.keys(changes), costs: seedCosts({ currency }) });
}

describe('a set beside its equivalent by hand', () => {
  // The golden cases' entries, accessories included, before a set is chosen; and the same without
  // the person's accessories, where the rules' default button counts.
  const standsIn = new Set(calculator.provenance.setStandsIn);
  const cases = goldenFixtures().flatMap(([name, fixture]) => {
    const entries = fixture.request.formValues.filter(({ key }) => key !== 'aioBasicSet');
    return [
      { name, formValues: entries },
      { name: `${name} (no accessories typed)`, formValues: entries.filter(({ key }) => !standsIn.has(key)) },
    ];
  });

  it('costs by hand exactly what the quote costs after "Ohne Set weiter" and the same choices, for every set, golden case and currency', () => {
    let compared = 0;
    for (const { name, formValues } of cases) {
      for (const currency of CURRENCIES) {
        const start = calculator.calculate(formValues, { costs: seedCosts({ currency }), compareAioBasicSets: true });
        for (const set of start.costs?.aioBasicSets ?? []) {
          if (set.manualTotal === null) continue;
          const withSet = change(start, { aioBasicSet: set.setKey }, currency);
          const left = change(withSet, { aioBasicSet: null }, currency);
          const byHand = change(left, { system: 'AIO-Basic', smokeDetection: aioBasicSetSmokeDetection(set.setKey) }, currency);
          assert.equal(withSet.costs?.categories.total, set.total, `${name} ${currency} ${set.setKey}: the set's own total`);
          assert.deepEqual(
            byHand.costs?.lines,
            set.manualLines,
            `${name} ${currency} ${set.setKey}: the same lines as the dialog's by-hand figure`,
          );
          assert.equal(byHand.costs?.categories.total, set.manualTotal, `${name} ${currency} ${set.setKey}: by hand`);
          compared++;
        }
      }
    }
    assert.ok(compared >= CURRENCIES.length, `sets compared: ${compared}`);
  });
});
