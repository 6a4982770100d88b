/// <reference types="node" />
// A required component that does not exist is never left out silently (docs/domain.md#required-components).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CalculationAnswer } from '@lsp/contracts';
import type { CalculationCatalogue } from './catalogue.js';
import { costContext } from './cost-context.js';
import { LiftShaftCalculator } from './lift-shaft-calculator.js';
import { componentId, formValues, liftShaftRuleSet, messageKeys, productsOf, seedCatalogue, seedPricing } from './spec-support.spec.js';

/** The seed catalogue with a JK-180-HV flap of 800 × 800 mm, for which there is no ALAS weather protection. */
const FLAP_800 = 'JK-180-HV-800x800';
const template = seedCatalogue.components.find((row) => row.productKey === 'JK-180-HV-360x360')!;
const withFlap800: CalculationCatalogue = {
  components: [
    ...seedCatalogue.components,
    { ...template, id: 1999, productKey: FLAP_800, bxH: '800x800', width: 800, height: 800, ventilationArea: 500000 },
  ],
  productKeys: [...seedCatalogue.productKeys, FLAP_800],
};
const costs = costContext({}, { ...seedPricing.listPriceCents, [FLAP_800]: 120000 }, seedPricing.settings);

/** 4000 × 4400 mm at 2.5 %: 440000 mm², which the 800 × 800 flap (500000 mm²) covers, with weather protection needed. */
const SHELTERED = {
  projectName: 'Wetterschutz',
  shaftWidth: 4000,
  shaftDepth: 4400,
  weathershelter: true,
  montageBuildingLocation: '80331',
};

function calculate(catalogue: CalculationCatalogue, overrides: Record<string, unknown> = {}): CalculationAnswer {
  return new LiftShaftCalculator(liftShaftRuleSet, catalogue).calculate(formValues({ ...SHELTERED, ...overrides }), {
    costs,
    onFailure: (error) => {
      throw error;
    },
  });
}

const unavailable = (answer: CalculationAnswer) => answer.messages.find((m) => m.key === 'component.weatherProtectionUnavailable');

describe('weather protection that is needed but does not exist in the flap size', () => {
  it('with the seed catalogue the 860 × 860 flap gets its ALAS weather protection, and the quote is complete', () => {
    const answer = calculate(seedCatalogue);
    assert.equal(answer.derived.flapSize, '860x860');
    assert.equal(productsOf(answer)['ALAS-860x860'], 1);
    assert.equal(unavailable(answer), undefined);
    assert.equal(answer.costs?.complete, true, JSON.stringify(answer.costs?.missing));
  });

  it('an 800 × 800 flap without weather protection of its size: an error, and the price is incomplete with the message in its gaps', () => {
    const answer = calculate(withFlap800);
    assert.equal(answer.derived.flapSize, '800x800');
    assert.equal(productsOf(answer)[FLAP_800], 1);
    assert.deepEqual(
      answer.selectedProducts.filter((p) => /^(ALAS|WSH)-/.test(p.productKey)),
      [],
    );
    const message = unavailable(answer);
    assert.deepEqual(message && { level: message.level, params: message.params, field: message.field, rule: message.because[0]?.ruleId }, {
      level: 'error',
      params: { size: '800x800' },
      field: 'ventilationComponents',
      rule: 'weather-protection-source',
    });
    assert.ok(messageKeys(answer).includes('costs.priceIncomplete'));
    assert.equal(answer.costs?.complete, false);
    assert.deepEqual(answer.costs?.missing, [
      {
        field: 'ventilationComponents',
        step: 'ventilation-components',
        message: { key: 'component.weatherProtectionUnavailable', params: { size: '800x800' } },
      },
    ]);
  });

  it('a flap the person chooses whose size has weather protection clears the gap', () => {
    const answer = calculate(withFlap800, { [`quantity-${componentId('JK-180-HV-860x860')}`]: 1 });
    assert.equal(productsOf(answer)['ALAS-860x860'], 1);
    assert.equal(unavailable(answer), undefined);
    assert.equal(answer.costs?.complete, true, JSON.stringify(answer.costs?.missing));
  });

  it('an AIO Basic set installed vertically, whose flap size has no weather protection, gets the same error; installed horizontally the person chooses, as before', () => {
    const vertical = calculate(withFlap800, { shaftHeight: 20000, aioBasicSet: 'AIO-BASIC-PD-24' });
    assert.equal(productsOf(vertical)['AIO-BASIC-PD-24'], 1);
    assert.deepEqual(unavailable(vertical)?.params, { size: '800x800' });
    assert.equal(vertical.costs?.complete, false);
    const horizontal = calculate(withFlap800, { shaftHeight: 20000, aioBasicSet: 'AIO-BASIC-PD-24', installationPosition: 'H' });
    assert.equal(unavailable(horizontal), undefined);
    assert.ok(messageKeys(horizontal).includes('component.selectionRequiredForSet'));
  });

  it('a roof flap with built-in weather protection needs none: no error', () => {
    const answer = calculate(withFlap800, { installationPosition: 'H' });
    assert.ok(Object.keys(productsOf(answer)).some((key) => key.startsWith('TF-')));
    assert.equal(unavailable(answer), undefined);
  });
});

/** The seed catalogue without the JK-190 mounting bracket of 360 × 360 mm. */
const withoutBracket360: CalculationCatalogue = {
  components: seedCatalogue.components,
  productKeys: seedCatalogue.productKeys.filter((key) => key !== 'EBW-360x360'),
};
/** 1600 × 2600 mm at 2.5 %: 104000 mm², one JK-190 flap of 360 × 360 mm in a modernized building, with its bracket asked for. */
const MODERNIZED = { shaftWidth: 1600, shaftDepth: 2600, projectType: 'MODERNIZED', includeEinbauwinkel: true, weathershelter: false };
const bracketGap = (answer: CalculationAnswer) => answer.messages.find((m) => m.key === 'component.mountingBracketUnavailable');

describe('a mounting bracket that is asked for but does not exist in the flap size', () => {
  it('with the seed catalogue the JK-190 flap gets its bracket, and the quote is complete', () => {
    const answer = calculate(seedCatalogue, MODERNIZED);
    assert.equal(productsOf(answer)['JK-190-360x360'], 1);
    assert.equal(productsOf(answer)['EBW-360x360'], 1);
    assert.equal(bracketGap(answer), undefined);
    assert.equal(answer.costs?.complete, true, JSON.stringify(answer.costs?.missing));
  });

  it('without a bracket of its size: an error message instead of a failed calculation, and the price is incomplete', () => {
    const answer = calculate(withoutBracket360, MODERNIZED);
    assert.equal(productsOf(answer)['JK-190-360x360'], 1, 'the flap is still quoted');
    assert.equal(productsOf(answer)['EBW-360x360'], undefined);
    const message = bracketGap(answer);
    assert.deepEqual(message && { level: message.level, params: message.params, field: message.field, rule: message.because[0]?.ruleId }, {
      level: 'error',
      params: { size: '360x360' },
      field: 'ventilationComponents',
      rule: 'mounting-bracket-unavailable',
    });
    assert.ok(messageKeys(answer).includes('costs.priceIncomplete'));
    assert.equal(answer.costs?.complete, false);
    assert.deepEqual(answer.costs?.missing, [
      {
        field: 'ventilationComponents',
        step: 'ventilation-components',
        message: { key: 'component.mountingBracketUnavailable', params: { size: '360x360' } },
      },
    ]);
  });
});
