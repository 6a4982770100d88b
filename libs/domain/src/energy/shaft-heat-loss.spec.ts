import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { ENERGY_CARRIERS, energySavings } from './energy-savings.js';
import { defaultStops, OUTSIDE_TEMPERATURE, shaftHeatLoss, type ShaftForEnergy } from './shaft-heat-loss.js';

/** Within ±20 % of a published figure. */
const near = (actual: number, published: number, source: string) =>
  assert.ok(Math.abs(actual / published - 1) <= 0.2, `${source}: ${Math.round(actual)} kWh against ${published} kWh published`);

const average: ShaftForEnergy = { shaftHeight: 19_000, shaftWidth: 1600, shaftDepth: 2600, stops: 6, headOpeningArea: 104_000 };

describe('shaftHeatLoss against the published figures', () => {
  it('ZVEI (2020): an average German shaft of 19 m with 6 stops loses about 15.000 kWh a year', () => {
    near(shaftHeatLoss(average).open.heatLossKWh, 15_000, 'ZVEI 2020, average shaft');
  });

  it('ZVEI guideline 33023:2024-11: a residential building with 4 stops, 10.300 kWh a year', () => {
    near(
      shaftHeatLoss({ shaftHeight: 14_000, shaftWidth: 1600, shaftDepth: 2000, stops: 4, headOpeningArea: 100_000 }).open.heatLossKWh,
      10_300,
      'ZVEI 33023, residential',
    );
  });

  it('ZVEI guideline 33023:2024-11: an office tower with 33 stops, 52.500 kWh a year', () => {
    near(
      shaftHeatLoss({ shaftHeight: 120_000, shaftWidth: 2000, shaftDepth: 2000, stops: 33, headOpeningArea: 100_000 }).open.heatLossKWh,
      52_500,
      'ZVEI 33023, office tower',
    );
  });

  it('ZVEI (2020): those 15.000 kWh cost about 1.000 € a year at the gas price of then (0,067 €/kWh)', () => {
    const saved = energySavings({ savedKWh: shaftHeatLoss(average).open.heatLossKWh }, { pricePerKWh: 0.067, co2KgPerKWh: 0.24 }, 0);
    assert.ok(Math.abs(saved.savedEuro / 1000 - 1) <= 0.2, `${Math.round(saved.savedEuro)} €`);
  });
});

describe('shaftHeatLoss behaves as physics says', () => {
  const loss = (changes: Partial<ShaftForEnergy> = {}, assumptions = {}) =>
    shaftHeatLoss({ ...average, ...changes }, assumptions).open.heatLossKWh;

  it('a taller shaft, more stops, a colder climate or a larger opening lose more', () => {
    assert.ok(loss({ shaftHeight: 30_000 }) > loss());
    assert.ok(loss({ stops: 8 }) > loss());
    assert.ok(loss({}, { outsideTemperature: 5 }) > loss());
    assert.ok(loss({ headOpeningArea: 200_000 }) > loss());
    assert.ok(loss({ doorsPerStop: 2 }) > loss(), 'through-loading doors');
    assert.ok(loss({}, { outsideTemperature: OUTSIDE_TEMPERATURE.at }) > loss({}, { outsideTemperature: OUTSIDE_TEMPERATURE.de }));
  });

  it('no temperature difference, no gaps or no opening: no loss', () => {
    assert.equal(loss({}, { outsideTemperature: 20 }), 0);
    assert.equal(loss({}, { outsideTemperature: 25 }), 0, 'a shaft colder than outside makes no upward flow here');
    assert.equal(loss({}, { doorGapMm: 0 }), 0);
    assert.equal(loss({ headOpeningArea: 0 }), 0);
  });

  it('the closed flap leaves only its leakage: saving is the difference, most of the loss', () => {
    const result = shaftHeatLoss(average);
    assert.ok(result.closed.heatLossKWh > 0 && result.closed.heatLossKWh < result.open.heatLossKWh / 10);
    assert.equal(result.savedKWh, result.open.heatLossKWh - result.closed.heatLossKWh);
  });

  it('is finite and never negative for any shaft the planner takes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 120_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.double({ min: -30, max: 40, noNaN: true }),
        (shaftHeight, shaftWidth, shaftDepth, stops, headOpeningArea, outsideTemperature) => {
          const result = shaftHeatLoss({ shaftHeight, shaftWidth, shaftDepth, stops, headOpeningArea }, { outsideTemperature });
          for (const value of [result.open.heatLossKWh, result.closed.heatLossKWh, result.savedKWh, result.open.flowM3h]) {
            assert.ok(
              Number.isFinite(value) && value >= 0,
              JSON.stringify({ shaftHeight, stops, headOpeningArea, outsideTemperature, value }),
            );
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('defaults the stops from the height: a storey of 3 m each, head and pit aside', () => {
    assert.equal(defaultStops(19_000), 5);
    assert.equal(defaultStops(6_000), 2);
    assert.equal(defaultStops(120_000), 39);
  });
});

describe('energySavings', () => {
  it('prices the saving, its CO₂ and the payback of the quote, with and without funding', () => {
    const saved = energySavings({ savedKWh: 10_000 }, ENERGY_CARRIERS.gas, 6_000, 0.3);
    assert.equal(saved.savedEuro, 1200);
    assert.equal(saved.savedCo2Tonnes, 2.4);
    assert.equal(saved.paybackYears, 5);
    assert.equal(saved.paybackYearsFunded, 3.5);
    assert.equal(energySavings({ savedKWh: 0 }, ENERGY_CARRIERS.gas, 6_000).paybackYears, null);
  });
});
