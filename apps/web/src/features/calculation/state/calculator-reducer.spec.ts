/// <reference types="node" />
// The calculator's reducer with the published lift-shaft rules and the seed catalogue, as the
// browser runs them: what a user typing, choosing and saving sees in the state.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mergeByField } from '../conflict/field-merge';
import { calculatorReducer, initialState } from './calculator-reducer';
import type { CalculatorAction, CalculatorState } from './calculator-state';
import { newProjectValues } from './form-state';
import { seedCalculator, user } from './spec-support';

const calculator = seedCalculator();
const reduce = calculatorReducer(calculator);
const run = (state: CalculatorState, ...actions: CalculatorAction[]) => actions.reduce(reduce, state);

function newGermanProject(on = calculator): CalculatorState {
  const values = {
    ...newProjectValues(user()),
    projectName: 'Haus B',
    buildingLocation: '80331',
    buildingType: 'RESIDENTAL',
    projectType: 'NEWBUILDING',
    installationPosition: 'V',
    shaftHeight: 18000,
  };
  return initialState(
    on,
    { projectId: null, version: null, projectState: 'NEW', values, sources: {}, nonStandardComponents: [], files: [], savedAt: null },
    'de',
  );
}

const typed = (key: string, text: string): CalculatorAction => ({ type: 'type-number', key, text });

describe('calculator reducer', () => {
  it('starts from the loaded values made consistent by the rules, clean, with the numbers written in the screen’s language', () => {
    const state = newGermanProject();
    assert.equal(state.dirty, false);
    assert.equal(state.values.liftAreaPercentage, '2_5_PERCENT', 'Germany: 2.5 %, the first offered');
    assert.equal(state.values.system, 'L-AIO');
    assert.equal(state.texts.shaftHeight, '18.000');
    assert.equal(state.values['rt-45-rj'], 1, 'one push button with every system');
    assert.equal(state.sources['rt-45-rj']?.source, 'default', 'the rules’ default, not the user’s entry');
    assert.equal(state.answer.ready, false, 'no width and depth: no lift area yet');
  });

  it('reads typed numbers in German, runs the rules at each keystroke and keeps the text as typed', () => {
    const state = run(newGermanProject(), typed('shaftWidth', '1.600'), typed('shaftDepth', '2.600'));
    assert.equal(state.values.shaftWidth, 1600);
    assert.equal(state.values.shaftDepth, 2600);
    assert.equal(state.texts.shaftWidth, '1.600');
    assert.equal(state.answer.derived.totalLiftArea, 104000, '1600 × 2600 × 2.5 %');
    assert.equal(state.answer.derived.flapSize, '360x360');
    assert.equal(state.answer.ready, true);
    assert.equal(state.dirty, true);
  });

  it('evaluates the same entries again with rules loaded anew, keeping the entry being typed and counting nothing as changed', () => {
    const typedShaft = run(newGermanProject(), typed('shaftWidth', '1.600'), typed('shaftDepth', '2.600'));
    const saved = { ...typedShaft, dirty: false };
    // A rule set published meanwhile asks for at least 200.000 mm²: a larger flap for the same shaft.
    const stricter = seedCalculator((ruleSet) => {
      (ruleSet.constants as Record<string, unknown>).minimumVentilationArea = 200_000;
    });
    const state = calculatorReducer(stricter)(saved, { type: 'rules-changed' });
    assert.equal(saved.answer.derived.flapSize, '360x360');
    assert.notEqual(state.answer.derived.flapSize, '360x360', 'the new rules decide');
    assert.equal(state.values.shaftWidth, 1600);
    assert.equal(state.texts.shaftDepth, '2.600', 'the entry being typed stays as typed');
    assert.equal(state.editing?.field, saved.editing?.field);
    assert.equal(state.dirty, false, 'nothing the person changed');
  });

  it('reads a refused text again when the screen’s language changes, instead of keeping the old language’s verdict', () => {
    const german = run(newGermanProject(), typed('shaftWidth', '1.6 m'), typed('shaftDepth', '2.600'));
    assert.equal(german.values.shaftWidth, null, 'no German number');
    assert.ok(german.textProblems.shaftWidth);
    const english = run(german, { type: 'number-locale', locale: 'en' });
    assert.equal(english.values.shaftWidth, 1600, '1.6 m in English');
    assert.equal(english.textProblems.shaftWidth, undefined);
    assert.equal(english.texts.shaftDepth, '2,600', 'a number the form holds is written the English way');
    assert.equal(english.answer.derived.totalLiftArea, 104000, 'and the rules run on it');
    const back = run(english, { type: 'number-locale', locale: 'de' });
    assert.equal(back.values.shaftWidth, 1600, 'a value read stays when switching back');
  });

  it('keeps a text that is no number with its problem, and the value empty', () => {
    const state = run(newGermanProject(), typed('shaftWidth', '16x0'));
    assert.equal(state.texts.shaftWidth, '16x0');
    assert.equal(state.values.shaftWidth, null);
    assert.ok(state.textProblems.shaftWidth, 'the field says what is wrong');
    const corrected = run(state, typed('shaftWidth', '1600'));
    assert.equal(corrected.textProblems.shaftWidth, undefined);
    assert.equal(corrected.values.shaftWidth, 1600);
  });

  it('converts a typed unit and shows the value when the field is left', () => {
    const state = run(newGermanProject(), typed('shaftWidth', '1,6 m'), { type: 'touch', key: 'shaftWidth' });
    assert.equal(state.values.shaftWidth, 1600);
    assert.equal(state.texts.shaftWidth, '1.600');
    assert.equal(state.touched.shaftWidth, true);
    assert.equal(state.editing, null, 'leaving the field with a valid number ends the entry');
  });

  it('writes the numbers anew when the screen’s language changes', () => {
    const state = run(newGermanProject(), typed('shaftWidth', '1.600'), { type: 'number-locale', locale: 'en' });
    assert.equal(state.texts.shaftWidth, '1,600');
    assert.equal(state.texts.shaftHeight, '18,000');
    assert.equal(state.values.shaftWidth, 1600);
  });

  it('takes montage away outside Germany (a consistency rule)', () => {
    const state = run(newGermanProject(), typed('shaftWidth', '1.600'), typed('shaftDepth', '2.600'), {
      type: 'change',
      changes: { country: 'at' },
    });
    assert.equal(state.values.country, 'at');
    assert.equal(state.values.montageIncluded, false);
    assert.equal(state.values.montageBuildingLocation, null);
  });

  it('clears a chosen AIO Basic set when the sets are ignored, and closes the dialog', () => {
    const withSet = run(newGermanProject(), typed('shaftWidth', '1.600'), typed('shaftDepth', '2.600'), {
      type: 'change',
      changes: { shaftHeight: 18000, machineRoom: 'no' },
    });
    const offered = withSet.answer.options.aioBasicSets;
    assert.ok(offered.length > 0, 'sets are offered for this shaft');
    const chosen = run(withSet, { type: 'change', changes: { aioBasicSet: offered[0] } }, { type: 'aio-modal', open: true });
    assert.equal(chosen.values.aioBasicSet, offered[0]);
    assert.equal(chosen.values.system, 'AIO-Basic', 'a set means AIO-Basic');
    const ignored = run(chosen, { type: 'ignore-aio-sets' });
    assert.equal(ignored.ignoreAioBasicSets, true);
    assert.equal(ignored.isAioBasicSetModalOpen, false);
    assert.equal(ignored.values.aioBasicSet, null);
  });

  /** The user test of docs/customer-app.md#sets-leave-cleanly: 6 m, 2000 × 2000 mm, vertical, German new building. */
  function smallShaft(): CalculatorState {
    return run(newGermanProject(), typed('shaftHeight', '6.000'), typed('shaftWidth', '2.000'), typed('shaftDepth', '2.000'), {
      type: 'change',
      changes: { machineRoom: 'no' },
    });
  }

  it('choosing a set names each hand-set closure quantity it resets and each configuration entry it stands in for', () => {
    const handSet = run(
      smallShaft(),
      { type: 'change', changes: { 'rt-45-rj': 2 } },
      {
        type: 'change',
        changes: { 'quantity-1001': 2, 'quantity-1002': 1 },
      },
    );
    assert.deepEqual(
      handSet.answer.selectedProducts.filter((line) => line.productKey.startsWith('JK-')).map((line) => [line.productKey, line.quantity]),
      [
        ['JK-180-HV-360x360', 2],
        ['JK-180-HV-470x360', 1],
      ],
    );
    const set = 'AIO-BASIC-PD-12';
    assert.ok(handSet.answer.options.aioBasicSets.includes(set));
    const chosen = run(handSet, { type: 'change', changes: { aioBasicSet: set } });
    assert.deepEqual(
      chosen.resets.map((reset) => (reset.kind === 'quantity' ? [reset.productKey, reset.quantity, reset.reason] : reset)),
      [
        ['JK-180-HV-360x360', 2, { kind: 'set', set }],
        ['JK-180-HV-470x360', 1, { kind: 'set', set }],
        { kind: 'setSupplies', field: 'rt-45-rj', set, value: 2 },
      ],
    );
    assert.equal(chosen.values['quantity-1001'], undefined, 'the set brings its own flap');
    assert.equal(chosen.values['rt-45-rj'], 2, 'kept for when the set leaves');
    const left = run(chosen, { type: 'change', changes: { aioBasicSet: null } });
    assert.equal(left.answer.selectedProducts.find((line) => line.productKey === 'RT-45-RJ')?.quantity, 2);
  });

  it('names only the entries the rule set says a set stands in for', () => {
    const edited = seedCalculator((ruleSet) => {
      const defaults = ruleSet.defaults as { setStandsIn: string[] };
      defaults.setStandsIn = defaults.setStandsIn.filter((field) => field !== 'rt-45-rj');
    });
    const runEdited = (state: CalculatorState, ...actions: CalculatorAction[]) => actions.reduce(calculatorReducer(edited), state);
    const set = 'AIO-BASIC-PD-12';
    const handSet = runEdited(
      newGermanProject(edited),
      typed('shaftHeight', '6.000'),
      typed('shaftWidth', '2.000'),
      typed('shaftDepth', '2.000'),
      { type: 'change', changes: { machineRoom: 'no', 'rt-45-rj': 2, keySwitchLED: 1 } },
    );
    const chosen = runEdited(handSet, { type: 'change', changes: { aioBasicSet: set } });
    assert.deepEqual(chosen.resets, [{ kind: 'setSupplies', field: 'keySwitchLED', set, value: 1 }]);
  });

  it('choosing a set keeps hand-set weather protection that fits its flap', () => {
    const handSet = run(
      smallShaft(),
      { type: 'change', changes: { weathershelter: true } },
      {
        type: 'change',
        changes: { 'quantity-1031': 1 },
      },
    );
    assert.ok(handSet.answer.ventilation.weatherProtection.includes('ALAS-360x360'));
    const chosen = run(handSet, { type: 'change', changes: { aioBasicSet: 'AIO-BASIC-PD-12' } });
    assert.equal(chosen.values['quantity-1031'], 1);
    assert.deepEqual(
      chosen.resets.filter((reset) => reset.kind === 'quantity'),
      [],
    );
    assert.equal(chosen.answer.selectedProducts.find((line) => line.productKey === 'ALAS-360x360')?.quantity, 1);
  });

  it("leaving a set says what it had decided and what holds now: the default, or the person's earlier choice", () => {
    const ras = run(smallShaft(), { type: 'change', changes: { smokeDetection: 'RAS' } });
    assert.equal(ras.values.smokeDetection, 'RAS');
    const chosen = run(ras, { type: 'change', changes: { aioBasicSet: 'AIO-BASIC-PD-12' } });
    assert.equal(chosen.values.smokeDetection, 'POINTDETECTOR');
    assert.equal(chosen.values.system, 'AIO-Basic');
    assert.deepEqual(
      chosen.resets.filter((reset) => reset.kind === 'setDecides'),
      [{ kind: 'setDecides', field: 'smokeDetection', set: 'AIO-BASIC-PD-12', from: 'RAS', to: 'POINTDETECTOR' }],
      'the person’s own detection, put aside while the set decides, is named',
    );
    const left = run(chosen, { type: 'ignore-aio-sets' });
    const bySet = Object.fromEntries(left.resets.map((reset) => [reset.kind === 'quantity' ? reset.productKey : reset.field, reset]));
    assert.deepEqual(bySet.system, {
      kind: 'setLeft',
      field: 'system',
      set: 'AIO-BASIC-PD-12',
      from: 'AIO-Basic',
      to: 'L-AIO',
      restored: false,
    });
    assert.deepEqual(bySet.smokeDetection, {
      kind: 'setLeft',
      field: 'smokeDetection',
      set: 'AIO-BASIC-PD-12',
      from: 'POINTDETECTOR',
      to: 'RAS',
      restored: true,
    });
    assert.ok(
      left.resets.every((reset) => reset.kind === 'setLeft'),
      'nothing of the person is said to be taken back',
    );
  });

  it('a notice goes once the rules give the person’s choice back', () => {
    const tall = run(smallShaft(), typed('shaftHeight', '19.000'), { type: 'touch', key: 'shaftHeight' });
    const own = run(tall, { type: 'change', changes: { smokeDetection: 'SDLF1' } });
    assert.equal(own.values.smokeDetection, 'SDLF1');
    const low = run(own, typed('shaftHeight', '6.000'), { type: 'touch', key: 'shaftHeight' });
    assert.equal(low.values.smokeDetection, 'POINTDETECTOR');
    assert.deepEqual(
      low.resets.filter((reset) => reset.kind === 'value').map((reset) => reset.field),
      ['smokeDetection'],
    );
    const back = run(low, typed('shaftHeight', '19.000'), { type: 'touch', key: 'shaftHeight' });
    assert.equal(back.values.smokeDetection, 'SDLF1', 'the person’s choice again');
    assert.deepEqual(back.resets, [], 'no notice says it is still taken back');
  });

  it('a notice that a set was taken back goes when the set is allowed again', () => {
    const tall = run(smallShaft(), typed('shaftHeight', '19.000'), { type: 'touch', key: 'shaftHeight' });
    const set = 'AIO-BASIC-SD-L-F1-50';
    assert.ok(tall.answer.options.aioBasicSets.includes(set));
    const chosen = run(tall, { type: 'change', changes: { aioBasicSet: set } });
    const over = run(chosen, typed('shaftHeight', '60.000'), { type: 'touch', key: 'shaftHeight' });
    assert.equal(over.values.aioBasicSet ?? null, null);
    assert.ok(over.resets.some((reset) => reset.kind === 'value' && reset.field === 'aioBasicSet'));
    const corrected = run(over, typed('shaftHeight', '45.000'), { type: 'touch', key: 'shaftHeight' });
    assert.equal(corrected.values.aioBasicSet, set);
    assert.deepEqual(
      corrected.resets.filter((reset) => reset.kind !== 'quantity'),
      [],
    );
  });

  it('a typed text the form refuses announces no resets', () => {
    const ras = run(newGermanProject(), typed('shaftWidth', '1.600'), typed('shaftDepth', '2.600'), {
      type: 'change',
      changes: { machineRoom: 'no', smokeDetection: 'RAS' },
    });
    assert.equal(ras.values.smokeDetection, 'RAS');
    const stray = run(ras, typed('shaftHeight', '18.0000'));
    assert.equal(stray.textProblems.shaftHeight?.code, 'isNotANumber');
    assert.deepEqual(stray.resets, []);
    const corrected = run(stray, typed('shaftHeight', '18.000'), { type: 'touch', key: 'shaftHeight' });
    assert.equal(corrected.values.smokeDetection, 'RAS');
    assert.deepEqual(corrected.resets, []);
  });

  it('after a save takes the id, version and state, and is clean unless changed meanwhile', () => {
    const changed = run(newGermanProject(), typed('shaftWidth', '1.600'));
    const saved = {
      type: 'saved',
      projectId: 'C20261126-1',
      version: 1,
      projectState: 'DRAFT',
      files: [],
      savedAt: '2026-11-26T10:00:00.000Z',
      sent: { values: changed.values, nonStandardComponents: [] },
    } as const;
    const clean = run(changed, { ...saved, unchangedSince: true });
    assert.equal(clean.projectId, 'C20261126-1');
    assert.equal(clean.projectState, 'DRAFT');
    assert.equal(clean.values.projectState, 'DRAFT', 'the returned state is written back into the form');
    assert.equal(clean.dirty, false);
    assert.equal(run(changed, { ...saved, unchangedSince: false }).dirty, true, 'typed on while saving: still to save');
  });

  it('rebased on a version saved meanwhile: the merged entries show, are judged by the rules and are still to save', () => {
    const mine = run(newGermanProject(), typed('shaftWidth', '1.800'), { type: 'touch', key: 'shaftWidth' });
    const stored = { ...mine.values, shaftWidth: 1600, shaftDepth: 3000, projectName: 'Anderes Fenster' };
    const merge = mergeByField({ values: mine.base.values }, { values: mine.values, sources: mine.sources }, { values: stored });
    const rebased = run(mine, {
      type: 'rebase',
      stored: {
        version: 4,
        projectState: 'DRAFT',
        savedAt: '2026-11-26T10:00:00.000Z',
        files: [],
        values: stored,
        nonStandardComponents: [],
      },
      merged: { values: merge.values, sources: merge.sources, nonStandardComponents: [] },
    });
    assert.equal(rebased.version, 4);
    assert.equal(rebased.values.shaftWidth, 1800, 'mine wins where both changed');
    assert.equal(rebased.values.shaftDepth, 3000, 'theirs stays where only theirs changed');
    assert.equal(rebased.texts.shaftDepth, '3.000', 'the field shows the value taken from the other save');
    assert.equal(rebased.dirty, true);
    assert.equal(rebased.base.values.projectName, 'Anderes Fenster', 'the next merge starts from the version stored now');
  });

  it('marks non-standard components as a change and shows every problem after a refused step', () => {
    const state = run(
      newGermanProject(),
      { type: 'non-standard', components: [{ productId: 'NS-1', description: 'Blende', price: 12.5, quantity: 1 }] },
      { type: 'show-all-problems' },
    );
    assert.equal(state.dirty, true);
    assert.equal(state.nonStandardComponents.length, 1);
    assert.equal(state.showAllProblems, true);
  });

  it('kept on the device without a connection: clean unless typed on meanwhile, and a saved draft keeps its create key', () => {
    const changed = run(newGermanProject(), typed('shaftWidth', '1.600'));
    const kept = run(changed, { type: 'kept-on-device', at: '2026-11-29T10:00:00.000Z', unchangedSince: true });
    assert.equal(kept.onDevice, '2026-11-29T10:00:00.000Z');
    assert.equal(kept.dirty, false);
    assert.equal(kept.createKey, changed.createKey, 'sending it later names the same create');
    assert.equal(run(changed, { type: 'kept-on-device', at: '2026-11-29T10:00:00.000Z', unchangedSince: false }).dirty, true);
    const reopened = initialState(
      calculator,
      {
        ...loadedOf(kept),
        createKey: kept.createKey,
        onDevice: kept.onDevice,
        base: { values: { projectName: 'vorher' }, nonStandardComponents: [] },
      },
      'de',
    );
    assert.equal(reopened.createKey, kept.createKey, 'a draft reopened after a reload keeps its create key');
    assert.equal(reopened.base.values.projectName, 'vorher', 'and the base its entries started from');
  });

  it('kept as a copy: no id, a new create key, state NEW, still to save', () => {
    const saved = run(newGermanProject(), {
      type: 'saved',
      projectId: 'C20261129-1',
      version: 3,
      projectState: 'DRAFT',
      files: [],
      savedAt: '2026-11-29T10:00:00.000Z',
      unchangedSince: true,
      sent: { values: {}, nonStandardComponents: [] },
    });
    const copy = run(saved, { type: 'as-copy' });
    assert.deepEqual([copy.projectId, copy.version, copy.projectState, copy.values.projectState], [null, null, 'NEW', 'NEW']);
    assert.match(copy.createKey ?? '', /^[0-9a-f-]{36}$/);
    assert.equal(copy.dirty, true);
    assert.equal(copy.values.shaftHeight, saved.values.shaftHeight, 'the entries stay');
  });
});

function loadedOf(state: CalculatorState) {
  const { projectId, version, projectState, values, sources, nonStandardComponents, files, savedAt } = state;
  return { projectId, version, projectState, values, sources, nonStandardComponents, files, savedAt };
}
