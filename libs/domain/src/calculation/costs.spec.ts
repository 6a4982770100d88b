/// <reference types="node" />
// The quote (tab 4) from the cost model of docs/domain.md#costs: each rule with its figures,
// and the identities that make the figures add up, in every currency.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { CalculationAnswer, Currency } from '@lsp/contracts';
import { CURRENCIES } from '@lsp/contracts';
import { calculate, componentId, messageKeys, seedCosts } from './spec-support.spec.js';

function costsOf(answer: CalculationAnswer) {
  assert.ok(answer.costs, 'a ready answer carries its quote');
  return answer.costs;
}

/** The identities every quote must satisfy. */
function assertAddsUp(answer: CalculationAnswer): void {
  const { categories: c, lines } = costsOf(answer);
  const sumOf = (category: string | null) => lines.filter((l) => l.category === category).reduce((total, l) => total + l.total, 0);
  assert.equal(c.ventilationComponents, sumOf('VENTCOMP'));
  assert.equal(c.controlSystemComponents, sumOf('CONTROL') + sumOf('SET'));
  assert.equal(c.smokeDetection, sumOf('SMOKE'));
  assert.equal(c.cabling, sumOf('CABLE'));
  assert.equal(c.assemblyComponents, sumOf('ASSEMBLY'));
  assert.equal(c.nonStandard, sumOf('NONSTANDARDCOMPONENTS'));
  assert.equal(
    c.sumOfComponents,
    c.ventilationComponents + c.controlSystemComponents + c.smokeDetection + c.cabling + c.assemblyComponents + c.nonStandard,
  );
  assert.equal(
    c.sumOfComponents,
    lines.reduce((total, l) => total + l.total, 0),
    'the lines sum to the components',
  );
  assert.equal(c.total, c.sumOfComponents + c.logisticCosts + c.assemblyCosts + c.installationCosts + c.travelCosts);
  for (const value of Object.values(c)) assert.ok(Number.isSafeInteger(value) && value >= 0, `whole cents: ${value}`);
  for (const line of lines) assert.equal(line.total, Math.round(line.unitPrice * line.quantity), line.productKey);
}

const inCurrency = (currency: Currency, overrides: Record<string, unknown> = {}) => calculate(overrides, [], seedCosts({ currency }));

describe('the quote (docs/domain.md#costs)', () => {
  it('the base shaft in EUR, figure by figure', () => {
    const costs = costsOf(calculate());
    assert.deepEqual(costs.categories, {
      ventilationComponents: 69000,
      controlSystemComponents: 179500,
      smokeDetection: 19000,
      cabling: 6000,
      assemblyComponents: 0,
      nonStandard: 0,
      sumOfComponents: 273500,
      logisticCosts: 12308,
      assemblyCosts: 75650,
      installationCosts: 22250,
      travelCosts: 26000,
      total: 409708,
    });
    assert.equal(costs.estimatedInstallationHours, 8.5, '4 + 2 + 2 x 0.75 + 0.5 x 1.8 = 8.4, rounded up to half hours');
    assert.deepEqual(costs.deliveryTime, { value: 15, unit: 'workdays' });
    assert.equal(costs.offerValidityWeeks, 6);
  });

  it('logistic costs are 4.5 % of the components, at least 35 and at most 290', () => {
    assert.equal(costsOf(calculate()).categories.logisticCosts, 12308, '4.5 % of 2735.00 = 123.075, half up');
    const small = costsOf(calculate({ aioBasicSet: 'AIO-BASIC-PD-24', montageIncluded: false }));
    assert.equal(small.categories.logisticCosts, Math.min(29000, Math.max(3500, Math.round(small.categories.sumOfComponents * 0.045))));
    const large = costsOf(calculate({ country: 'ch', liftAreaPercentage: 'MANUAL', calculatedVentilationArea: 9000000 }));
    assert.ok(large.categories.sumOfComponents * 0.045 > 29000);
    assert.equal(large.categories.logisticCosts, 29000, 'at most 290');
    const tiny = costsOf(
      calculate({}, [], {
        ...seedCosts(),
        listPriceCents: Object.fromEntries(Object.keys(seedCosts().listPriceCents).map((k) => [k, 100])),
      }),
    );
    assert.equal(tiny.categories.logisticCosts, 3500, 'at least 35');
  });

  const zones: [string, number, string][] = [
    ['30159', 0, 'included'],
    ['40210', 0, 'included'],
    ['50667', 0, 'included'],
    ['20095', 14000, 'calculated'],
    ['60311', 14000, 'calculated'],
    ['01067', 26000, 'calculated'],
    ['10115', 26000, 'calculated'],
    ['70173', 26000, 'calculated'],
    ['80331', 26000, 'calculated'],
    ['90402', 26000, 'calculated'],
  ];
  for (const [postalCode, travel, mode] of zones) {
    it(`travel to ${postalCode}: ${travel / 100} (${mode})`, () => {
      const costs = costsOf(calculate({ montageBuildingLocation: postalCode }));
      assert.equal(costs.categories.travelCosts, travel);
      assert.equal(costs.travelCostsMode, mode);
    });
  }

  it('installation is a flat 390 with an AIO Basic set, else (2 + 0.5 per elevator) hours x 89', () => {
    const set = costsOf(calculate({ aioBasicSet: 'AIO-BASIC-PD-24' }));
    assert.deepEqual([set.categories.installationCosts, set.installationCostsMode], [39000, 'flatRate']);
    const two = costsOf(calculate({ noOfElevators: 2 }));
    assert.deepEqual([two.categories.installationCosts, two.installationCostsMode], [26700, 'calculated']);
  });

  it('estimates installation hours from closures, detectors, RAS pipes, line detectors, height and repeaters', () => {
    // 4 + 2 x 2 closures + 3 RAS pipe + 0.5 x 7.4 + 1 repeater = 15.7 -> 16
    const ras = costsOf(calculate({ smokeDetection: 'RAS', shaftHeight: 74000, [`quantity-${componentId('JK-180-HV-360x360')}`]: 2 }));
    assert.equal(ras.estimatedInstallationHours, 16);
    assert.equal(ras.categories.assemblyCosts, 16 * 8900);
    // 4 + 2 + 0.75 x 2 point detectors + 0.5 x 1.2 = 8.1 -> 8.5
    assert.equal(costsOf(calculate({ shaftHeight: 12001 })).estimatedInstallationHours, 8.5);
    // 4 + 2 + 1.5 line detector + 0.5 x 5 = 10
    assert.equal(costsOf(calculate({ smokeDetection: 'SDLF1', shaftHeight: 50000 })).estimatedInstallationHours, 10);
  });

  it('without montage (and in Austria) assembly, installation and travel are 0, and a hint says so', () => {
    for (const overrides of [{ montageIncluded: false }, { country: 'at', montageIncluded: true }]) {
      const answer = calculate(overrides);
      const costs = costsOf(answer);
      assert.deepEqual([costs.categories.assemblyCosts, costs.categories.installationCosts, costs.categories.travelCosts], [0, 0, 0]);
      assert.deepEqual([costs.installationCostsMode, costs.travelCostsMode, costs.estimatedInstallationHours], [null, null, null]);
      assert.ok(messageKeys(answer).includes('costs.noMontage'));
    }
  });

  it('a malformed montage postal code: installation cannot be calculated, the quote is incomplete', () => {
    const answer = calculate({ montageBuildingLocation: '123' });
    assert.ok(messageKeys(answer).includes('costs.installationNotPossible'));
    assert.ok(messageKeys(answer).includes('costs.priceIncomplete'));
    assert.equal(costsOf(answer).categories.travelCosts, 0);
  });

  it('non-standard components are priced in their own category and make the quote incomplete', () => {
    const costs = seedCosts();
    const answer = calculate({}, [], { ...costs, nonStandardComponents: [{ description: 'Sonderblende', price: 123.45, quantity: 2 }] });
    assert.equal(costsOf(answer).categories.nonStandard, 24690);
    assert.ok(messageKeys(answer).includes('costs.priceIncomplete'));
    assertAddsUp(answer);
  });

  it('adjusted cables are priced at their adjusted quantity', () => {
    const line = costsOf(calculate({ 'custom-length-CABLE-4M': 5 })).lines.find((l) => l.productKey === 'CABLE-4M')!;
    assert.deepEqual([line.quantity, line.total], [5, 9000]);
  });

  for (const currency of CURRENCIES) {
    it(`every line converted and rounded, categories from the rounded lines, in ${currency}`, () => {
      const answer = inCurrency(currency, { smokeDetection: 'RAS', shaftHeight: 33333, montageBuildingLocation: '20095' });
      assert.equal(costsOf(answer).currency, currency);
      assertAddsUp(answer);
      const rate = seedCosts({ currency }).exchangeRate;
      const bk = costsOf(answer).lines.find((l) => l.productKey === 'BK-AIO')!;
      assert.equal(bk.unitPrice, Math.round(129000 * rate));
      assert.equal(costsOf(answer).categories.travelCosts, Math.round(14000 * rate));
    });
  }

  it('not ready: no quote', () => {
    assert.equal(calculate({ shaftWidth: null }).costs, null);
  });

  it('the identities hold for any valid input, in any currency (property)', () => {
    const form = fc.record({
      country: fc.constantFrom('de', 'at', 'ch'),
      projectType: fc.constantFrom('NEWBUILDING', 'MODERNIZED'),
      installationPosition: fc.constantFrom('V', 'H'),
      machineRoom: fc.constantFrom('up', 'down', 'no'),
      noOfElevators: fc.integer({ min: 1, max: 4 }),
      shaftHeight: fc.integer({ min: 1000, max: 120000 }),
      shaftWidth: fc.integer({ min: 500, max: 20000 }),
      shaftDepth: fc.integer({ min: 500, max: 10000 }),
      smokeDetection: fc.constantFrom('NONE', 'POINTDETECTOR', 'SDLF1', 'RAS'),
      nrwgDelivered: fc.boolean(),
      weathershelter: fc.boolean(),
      quiet: fc.boolean(),
      lowEnergyStandard: fc.boolean(),
      montageIncluded: fc.boolean(),
      montageBuildingLocation: fc.constantFrom('10115', '20095', '30159', '1010', '123', null),
      'rt-45-rj': fc.integer({ min: 0, max: 4 }),
      aioBasicSet: fc.constantFrom(null, 'AIO-BASIC-PD-24', 'AIO-BASIC-SD-L-F1-50'),
    });
    fc.assert(
      fc.property(
        form,
        fc.constantFrom(...CURRENCIES),
        fc.array(
          fc.record({
            description: fc.constant('X'),
            price: fc.integer({ min: 0, max: 100000 }).map((c) => c / 100),
            quantity: fc.integer({ min: 0, max: 10 }),
          }),
          { maxLength: 3 },
        ),
        (overrides, currency, nonStandardComponents) => {
          const answer = calculate(overrides, [], { ...seedCosts({ currency }), nonStandardComponents });
          if (answer.ready) assertAddsUp(answer);
          else assert.equal(answer.costs, null);
        },
      ),
      { numRuns: 150 },
    );
  });
});
