/// <reference types="node" />
// Step access and the basic inputs' messages of docs/design.md#calculator-steps and docs/domain.md#ventilation-components, as the calculator applies them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { basicInputProblems, formValidity, isRequiredField, stepAccess, stepBlockers, tabAfterAioBasicSet } from './calculator-steps.js';
import { BASE_FORM, calculate } from './spec-support.spec.js';

const basic = { ...BASE_FORM, projectName: 'Schacht A' };
const valid = { basicInput: true, configuration: true, ventilationComponents: true };

describe('basicInputProblems', () => {
  it('a complete shaft has none', () => {
    assert.deepEqual(basicInputProblems(basic), {});
  });

  it('empty required fields are required; MANUAL needs the entered area', () => {
    const problems = basicInputProblems({ ...basic, shaftWidth: null, projectName: '  ', liftAreaPercentage: 'MANUAL' });
    assert.deepEqual(problems, {
      projectName: { code: 'isRequired' },
      shaftWidth: { code: 'isRequired' },
      calculatedVentilationArea: { code: 'isRequired' },
    });
  });

  it('the energy inputs are optional, and the stops fit the shaft: one per 2 m at most', () => {
    assert.deepEqual(basicInputProblems({ ...basic, stops: null, doorWidth: null, energyCarrier: null, energyPrice: null }), {});
    assert.deepEqual(basicInputProblems({ ...basic, shaftHeight: 18000, stops: 9 }), {});
    assert.deepEqual(basicInputProblems({ ...basic, shaftHeight: 18000, stops: 10 }), { stops: { code: 'outOfRange', min: 1, max: 9 } });
    // Doors that fit: no wider than the wider wall, no higher than a storey, no more round the shaft than its walls hold.
    assert.deepEqual(basicInputProblems({ ...basic, shaftWidth: 1800, shaftDepth: 2200, doorWidth: 3000 }), {
      doorWidth: { code: 'outOfRange', min: 300, max: 2200, unit: 'mm' },
    });
    assert.deepEqual(basicInputProblems({ ...basic, shaftHeight: 18000, stops: 9, doorHeight: 6000 }), {
      doorHeight: { code: 'outOfRange', min: 1000, max: 2000, unit: 'mm' },
    });
    assert.deepEqual(basicInputProblems({ ...basic, shaftWidth: 1800, shaftDepth: 2200, doorWidth: 2000, doorsPerStop: 10 }), {
      doorsPerStop: { code: 'outOfRange', min: 1, max: 4 },
    });
    assert.deepEqual(basicInputProblems({ ...basic, stops: 0, doorWidth: 90, energyPrice: 12 }), {
      stops: { code: 'outOfRange', min: 1, max: 200 },
      doorWidth: { code: 'outOfRange', min: 300, max: 5000, unit: 'mm' },
      energyPrice: { code: 'outOfRange', min: 0, max: 10 },
    });
  });

  it('shaft limits of docs/domain.md#units-and-limits: depth 10.000, height 120.000, width 20.000', () => {
    assert.deepEqual(basicInputProblems({ ...basic, shaftDepth: 10000, shaftHeight: 120000, shaftWidth: 20000 }), {});
    assert.deepEqual(basicInputProblems({ ...basic, shaftDepth: 10001, shaftHeight: 120001, shaftWidth: 20001 }), {
      shaftDepth: { code: 'outOfRange', min: 0, max: 10000, unit: 'mm' },
      shaftHeight: { code: 'outOfRange', min: 0, max: 120000, unit: 'mm' },
      shaftWidth: { code: 'outOfRange', min: 0, max: 20000, unit: 'mm' },
    });
  });
});

describe('stepAccess', () => {
  it('everything open when every form is valid and no set is chosen', () => {
    assert.deepEqual(stepAccess(valid, basic), {
      'basic-input': true,
      configuration: true,
      'ventilation-components': true,
      'cost-calculation': true,
    });
  });

  it('invalid basic inputs close every later step', () => {
    assert.deepEqual(stepAccess({ ...valid, basicInput: false }, basic), {
      'basic-input': true,
      configuration: false,
      'ventilation-components': false,
      'cost-calculation': false,
    });
  });

  it('a chosen set closes the configuration; ventilation components only with weather protection not vertical', () => {
    const withSet = { ...basic, aioBasicSet: 'AIO-BASIC-PD-24' };
    assert.deepEqual(stepAccess({ ...valid, configuration: false }, withSet), {
      'basic-input': true,
      configuration: false,
      'ventilation-components': false,
      'cost-calculation': true,
    });
    const horizontal = { ...withSet, weathershelter: true, installationPosition: 'H' };
    assert.equal(stepAccess(valid, horizontal)['ventilation-components'], true);
    assert.equal(tabAfterAioBasicSet(horizontal), 'ventilation-components');
    assert.equal(tabAfterAioBasicSet(withSet), 'cost-calculation');
  });

  it('the cost calculation needs valid ventilation components', () => {
    assert.equal(stepAccess({ ...valid, ventilationComponents: false }, basic)['cost-calculation'], false);
  });
});

describe('formValidity', () => {
  it('the base shaft is valid in every form', () => {
    assert.deepEqual(formValidity(basic, calculate(basic)), valid);
  });

  it('a shaft without width is not ready: basic inputs invalid', () => {
    const values = { ...basic, shaftWidth: null };
    assert.equal(formValidity(values, calculate(values)).basicInput, false);
  });

  it('weather protection with a closure supplied on site is an error of the ventilation components', () => {
    const values = { ...basic, nrwgDelivered: true, weathershelter: true };
    const answer = calculate(values);
    assert.ok(answer.messages.some((m) => m.key === 'component.weatherProtectionWithSuppliedClosure'));
    assert.equal(formValidity(values, answer).ventilationComponents, false);
  });
});

describe('isRequiredField', () => {
  it('marks the basic inputs and the configuration that every plan needs; the entered area only with MANUAL', () => {
    for (const key of ['projectName', 'buildingLocation', 'shaftHeight', 'shaftWidth', 'shaftDepth', 'system', 'smokeDetection'])
      assert.equal(isRequiredField(key, basic), true, key);
    for (const key of ['payload', 'liftNumber', 'plannedImplementationDate', 'remarks'])
      assert.equal(isRequiredField(key, basic), false, key);
    assert.equal(isRequiredField('calculatedVentilationArea', basic), false);
    assert.equal(isRequiredField('calculatedVentilationArea', { ...basic, liftAreaPercentage: 'MANUAL' }), true);
  });
});

describe('stepBlockers', () => {
  it('a valid project has none on any tab', () => {
    for (const tab of ['basic-input', 'configuration', 'ventilation-components', 'cost-calculation'] as const) {
      assert.deepEqual(stepBlockers(tab, basic, calculate(basic), basicInputProblems(basic)), [], tab);
    }
  });

  it("lists the basic inputs' problems in the order of the form, typed texts included", () => {
    const values = { ...basic, projectName: '', shaftWidth: null, shaftDepth: 10001 };
    const problems = { ...basicInputProblems(values), shaftHeight: { code: 'isNotANumber' } as const };
    const blockers = stepBlockers('basic-input', values, calculate(values), problems);
    assert.deepEqual(
      blockers.map((b) => b.field),
      ['projectName', 'shaftHeight', 'shaftWidth', 'shaftDepth'],
    );
    assert.deepEqual(
      blockers.map((b) => b.tab),
      ['basic-input', 'basic-input', 'basic-input', 'basic-input'],
    );
  });

  it('configuration counts from its own tab on, and not with an AIO Basic set', () => {
    const values = { ...basic, smokeDetection: null };
    assert.deepEqual(stepBlockers('basic-input', values, calculate(values), {}), []);
    assert.deepEqual(
      stepBlockers('ventilation-components', values, calculate(values), {}).map((b) => [b.tab, b.field]),
      [['configuration', 'smokeDetection']],
    );
    assert.deepEqual(stepBlockers('configuration', { ...values, aioBasicSet: 'AIO-BASIC-PD-24' }, calculate(values), {}), []);
  });

  it("an error of the ventilation components blocks from tab 3 on, naming the rules' message", () => {
    const values = { ...basic, nrwgDelivered: true, weathershelter: true };
    const blockers = stepBlockers('ventilation-components', values, calculate(values), {});
    const ventilation = blockers.filter((b) => b.tab === 'ventilation-components');
    assert.ok(ventilation.some((b) => 'message' in b && b.message.key === 'component.weatherProtectionWithSuppliedClosure'));
  });
});
