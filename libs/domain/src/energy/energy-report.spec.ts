import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_ENERGY_SETTINGS, energyReport, energyReportOf, quotedFlapArea, type EnergyReportInput } from './energy-report.js';
import { defaultStops, shaftHeatLoss } from './shaft-heat-loss.js';

const RATES = { CHF: 0.95, GBP: 0.86, USD: 1.08 };
const shaft = { country: 'de', shaftHeight: 19_000, shaftWidth: 1600, shaftDepth: 2600, noOfElevators: 1 };
const input = (values: Record<string, unknown> = {}, rest: Partial<EnergyReportInput> = {}): EnergyReportInput => ({
  values: { ...shaft, ...values },
  headOpeningArea: 104_000,
  quotedTotal: null,
  currency: 'EUR',
  exchangeRates: RATES,
  settings: DEFAULT_ENERGY_SETTINGS,
  ...rest,
});
const report = (values: Record<string, unknown> = {}, rest: Partial<EnergyReportInput> = {}) => {
  const result = energyReport(input(values, rest));
  assert.ok(result);
  return result;
};

describe('energyReport', () => {
  it('is empty until height, width, depth and the required area are known', () => {
    for (const missing of ['shaftHeight', 'shaftWidth', 'shaftDepth'])
      assert.equal(energyReport(input({ [missing]: null })), null, missing);
    assert.equal(energyReport(input({}, { headOpeningArea: null })), null);
    assert.equal(energyReport(input({ shaftHeight: 0 })), null);
  });

  it('takes the defaults for empty energy inputs and says so', () => {
    const result = report();
    assert.deepEqual(result.shaft.stops, { value: defaultStops(19_000), entered: false });
    assert.deepEqual(result.shaft.doorsPerStop, { value: 1, entered: false });
    assert.deepEqual(result.shaft.doorWidth, { value: 900, entered: false });
    assert.deepEqual(result.shaft.doorHeight, { value: 2000, entered: false });
    assert.equal(result.carrier.key, 'gas');
    assert.deepEqual(result.carrier.pricePerKWh, { value: 0.12, entered: false });
    assert.equal(result.paybackYears, null, 'no payback before the quote is priced');
    assert.equal(result.funding, null, 'funding is off by default');
  });

  it('computes with what the planner typed: 6 stops of the ZVEI shaft give its figure', () => {
    const result = report({ stops: 6 });
    assert.deepEqual(result.shaft.stops, { value: 6, entered: true });
    assert.equal(result.loss.open.heatLossKWh, shaftHeatLoss({ ...shaft, stops: 6, headOpeningArea: 104_000 }).open.heatLossKWh);
    assert.equal(result.savedKWh, result.loss.savedKWh);
  });

  it('a shared shaft has a landing door per lift at each stop, unless the planner says otherwise', () => {
    assert.equal(report({ noOfElevators: 2 }).shaft.doorsPerStop.value, 2);
    assert.equal(report({ noOfElevators: 2, doorsPerStop: 1 }).shaft.doorsPerStop.value, 1);
    assert.ok(report({ noOfElevators: 2 }).savedKWh > report().savedKWh);
  });

  it('prices the saving with the chosen carrier, or the price typed', () => {
    const gas = report({ stops: 6 });
    const electricity = report({ stops: 6, energyCarrier: 'electricity' });
    assert.equal(gas.savedAmount, gas.savedKWh * 0.12);
    assert.equal(electricity.savedAmount, gas.savedKWh * 0.35);
    assert.equal(electricity.savedCo2Tonnes, (gas.savedKWh * 0.56) / 1000);
    const typed = report({ stops: 6, energyPrice: 0.2 });
    assert.deepEqual(typed.carrier.pricePerKWh, { value: 0.2, entered: true });
    assert.equal(typed.savedAmount, gas.savedKWh * 0.2);
    assert.equal(report({ energyCarrier: 'coal' }).carrier.key, 'gas', 'an unknown carrier takes the default');
  });

  it('pays back the quoted total; the payback is the same in every currency', () => {
    const euro = report({ stops: 6 }, { quotedTotal: 4097.08 });
    assert.equal(euro.paybackYears, 4097.08 / euro.savedAmount);
    const francs = report({ stops: 6 }, { quotedTotal: 4097.08 * 0.95, currency: 'CHF' });
    assert.ok(Math.abs(francs.savedAmount - euro.savedAmount * 0.95) < 1e-9);
    assert.ok(Math.abs(francs.paybackYears! - euro.paybackYears) < 1e-9);
    assert.ok(Math.abs(francs.carrier.pricePerKWh.value - 0.12 * 0.95) < 1e-12, 'the default price in francs');
  });

  it("takes a typed price in the currency it was typed in, and answers in the quote's", () => {
    const typedInFrancs = { stops: 6, energyPrice: 0.19, energyPriceCurrency: 'CHF' };
    assert.deepEqual(report(typedInFrancs, { currency: 'CHF' }).carrier.pricePerKWh, { value: 0.19, entered: true });
    assert.ok(Math.abs(report(typedInFrancs).carrier.pricePerKWh.value - 0.2) < 1e-12, '0,19 CHF is 0,20 € at 0,95');
    assert.equal(report({ stops: 6, energyPrice: 0.2 }).carrier.pricePerKWh.value, 0.2, 'a price without its currency is in euro');
  });

  it('a closed flap leaks in proportion to its own area: a larger flap saves a little less', () => {
    const small = report({ stops: 6 }, { flapArea: 104_000 });
    const large = report({ stops: 6 }, { flapArea: 406_000 });
    assert.equal(small.loss.open.heatLossKWh, large.loss.open.heatLossKWh);
    assert.ok(large.loss.closed.heatLossKWh > small.loss.closed.heatLossKWh);
    assert.ok(large.savedKWh < small.savedKWh);
    assert.equal(report({ stops: 6 }).savedKWh, small.savedKWh, 'without a flap, one as large as the opening');
  });

  it('shows the funded payback only when the settings switch funding on', () => {
    const settings = { ...DEFAULT_ENERGY_SETTINGS, fundingEnabled: true, fundingShare: 0.2 };
    const result = report({ stops: 6 }, { quotedTotal: 5000, settings });
    assert.equal(result.funding?.share, 0.2);
    assert.ok(Math.abs(result.funding.paybackYears! - result.paybackYears! * 0.8) < 1e-9);
    assert.deepEqual(report({ stops: 6 }, { settings }).funding, { share: 0.2, paybackYears: null });
  });

  it('reckons Austria a little colder than Germany', () => {
    assert.ok(report({ country: 'at' }).savedKWh > report().savedKWh);
    assert.equal(report({ country: 'at' }).assumptions.outsideTemperature, 9);
    assert.equal(report({ country: 'ch' }).assumptions.outsideTemperature, 10);
  });

  it('reads an answer as the calculator and the quote do: its values, the required area and the quoted flaps', () => {
    const flaps = [{ productKey: 'JK-180-HV-360x360', size: '360x360', ventilationArea: 104_000, quantity: 2 }];
    const answer = {
      formValues: Object.entries({ ...shaft, stops: 6 }).map(([key, value]) => ({ key, value })),
      derived: { totalLiftArea: 104_000, repeaterCount: null, flapSize: '360x360', rasPipeLength: null, quotedFlaps: flaps },
    };
    assert.equal(quotedFlapArea(answer.derived), 208_000);
    assert.equal(quotedFlapArea({ quotedFlaps: [] }), null);
    assert.equal(quotedFlapArea({ quotedFlaps: [{ ...flaps[0], ventilationArea: null }] }), null);
    const pricing = { quotedTotal: 5000, currency: 'EUR' as const, exchangeRates: RATES, settings: DEFAULT_ENERGY_SETTINGS };
    assert.deepEqual(energyReportOf(answer, pricing), energyReport({ ...input({ stops: 6 }), ...pricing, flapArea: 208_000 }));
    assert.equal(energyReportOf(answer, pricing)!.quotedTotal, 5000);
  });
});
