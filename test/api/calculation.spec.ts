import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { calculationAnswerSchema, validatorFor, type CalculationAnswer, type CalculationRequest, type DevicePrices } from '@lsp/contracts';
import { MikroORM } from '@mikro-orm/core';
import { fieldDefinition, LiftShaftCalculator, storedPricesContext, type CalculationCatalogue } from '@lsp/domain';
import { arrival } from '../support/arrival.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const repoRoot = new URL('../../../', import.meta.url);
const goldenFolder = new URL('rules/lift-shaft/golden/', repoRoot);
const golden = readdirSync(goldenFolder)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({
    name,
    ...(JSON.parse(readFileSync(new URL(name, goldenFolder), 'utf8')) as {
      description: string;
      request: CalculationRequest;
      answer: CalculationAnswer;
    }),
  }));
const baseRequest = golden[0].request;

describe('POST /api/calculation-v1', () => {
  let server: TestServer;
  let customer: string;
  const post = (body: unknown, token = customer) =>
    server.api('/api/calculation-v1', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const withValue = (key: string, value: unknown): CalculationRequest => ({
    formValues: baseRequest.formValues.map((v) => (v.key === key ? { key, value } : v)),
  });

  before(async () => {
    server = await startTestServer();
    customer = await server.tokenFor('customer');
  });
  after(() => server.close());

  for (const fixture of golden) {
    it(`answers the golden fixture ${fixture.name} exactly`, async () => {
      const response = await post(fixture.request);
      assert.equal(response.status, 200);
      // The snapshot it was computed with is the server's, not the fixture's (docs/api.md#which-catalogue-an-answer-used).
      const { catalogueChecksum, ...answer } = (await response.json()) as CalculationAnswer;
      assert.match(catalogueChecksum!, /^[0-9a-f]{16}$/);
      assert.deepEqual(answer, fixture.answer);
    });
  }

  it("prices each AIO Basic set on offer as the quote it makes, beside the same shaft by hand with the set's smoke detection", async () => {
    const answer = (await (await post(baseRequest)).json()) as CalculationAnswer;
    const costs = answer.costs!;
    assert.deepEqual(costs.priceList, { kind: 'list' });
    assert.deepEqual(
      costs.aioBasicSets.map((set) => set.setKey),
      answer.options.aioBasicSets,
    );
    assert.equal(costs.aioBasicSets.length, 2);
    const unasked = ((await (await post({ ...baseRequest, compareAioBasicSets: undefined })).json()) as CalculationAnswer).costs!;
    assert.deepEqual(unasked.aioBasicSets, [], 'compared only when asked: it costs two evaluations per set');
    assert.equal(unasked.categories.total, costs.categories.total);
    const quoteWith = async (formValues: CalculationRequest['formValues'], changes: Record<string, unknown>) => {
      const request = {
        formValues: [...formValues.filter((v) => !(v.key in changes)), ...Object.entries(changes).map(([key, value]) => ({ key, value }))],
        changedFields: Object.keys(changes),
      };
      return ((await (await post(request)).json()) as CalculationAnswer).costs!;
    };
    // By hand: the shaft and the montage as entered, no accessory or quantity of the user's own.
    const shaft = baseRequest.formValues.filter((v) => ['basicInput', 'costCalculation'].includes(fieldDefinition(v.key)!.form));
    assert.ok(baseRequest.formValues.some((v) => v.key === 'rt-45-rj') && !shaft.some((v) => v.key === 'rt-45-rj'));
    for (const [set, smokeDetection] of [
      ['AIO-BASIC-PD-24', 'POINTDETECTOR'],
      ['AIO-BASIC-SD-L-F1-50', 'SDLF1'],
    ] as const) {
      const compared = costs.aioBasicSets.find((s) => s.setKey === set)!;
      assert.equal(
        compared.total,
        (await quoteWith(baseRequest.formValues, { aioBasicSet: set })).categories.total,
        `${set}: the total the user gets by choosing it`,
      );
      const byHand = await quoteWith(shaft, { aioBasicSet: null, system: 'AIO-Basic', smokeDetection });
      assert.equal(compared.manualTotal, byHand.categories.total, `${set}: by hand`);
      assert.deepEqual(compared.manualLines, byHand.lines);
      assert.ok(compared.lines.some((line) => line.productKey === set && line.quantity === 1));
    }
    // What may still be chosen is priced as it is quoted, in euros and in francs.
    const francs = ((await (await post({ ...baseRequest, currency: 'CHF' })).json()) as CalculationAnswer).costs!;
    for (const quote of [costs, francs]) {
      const quoted = quote.lines.find((line) => line.productKey === 'JK-180-HV-360x360')!;
      assert.equal(quote.offeredUnitPrices['JK-180-HV-360x360'], quoted.unitPrice, quote.currency);
      assert.ok(quote.offeredUnitPrices['JK-180-HV-470x360'] > quoted.unitPrice, 'the next size up costs more');
    }
    assert.notEqual(francs.offeredUnitPrices['JK-180-HV-470x360'], costs.offeredUnitPrices['JK-180-HV-470x360']);
  });

  it('answers in the shape of docs/design.md#calculation-answer', async () => {
    const answer = await (await post(golden[1].request)).json();
    const result = validatorFor(calculationAnswerSchema)(answer);
    assert.ok(result.ok, JSON.stringify(result.ok ? '' : result.problems));
  });

  const badInputs: [string, CalculationRequest | unknown, string][] = [
    ['a shaft higher than 120000 mm', withValue('shaftHeight', 120001), '/formValues/16/value'],
    ['a negative shaft width', withValue('shaftWidth', -1), '/formValues/17/value'],
    ['a shaft deeper than 10000 mm', withValue('shaftDepth', 10001), '/formValues/18/value'],
    ['a shaft wider than 20000 mm', withValue('shaftWidth', 20001), '/formValues/17/value'],
    ['an unknown enumeration value', withValue('system', 'X-AIO'), '/formValues/20/value'],
    ['a number given as text', withValue('shaftWidth', '1600'), '/formValues/17/value'],
    ['a fractional elevator count', withValue('noOfElevators', 1.5), '/formValues/15/value'],
    ['an unknown form field', { formValues: [{ key: 'shaftColour', value: 'red' }] }, '/formValues/0/key'],
    ['a form value without its value', { formValues: [{ key: 'shaftHeight' }] }, '/formValues/0/value'],
    ['no form values at all', {}, '/formValues'],
    ['an unknown changed field', { ...baseRequest, changedFields: ['colour'] }, '/changedFields/0'],
    ['an unknown currency', { ...baseRequest, currency: 'XYZ' }, '/currency'],
    [
      'a negative non-standard price',
      { ...baseRequest, nonStandardComponents: [{ description: 'X', price: -1, quantity: 1 }] },
      '/nonStandardComponents/0/price',
    ],
    [
      'a non-standard price below a cent (12,345 is not rounded into the quote)',
      { ...baseRequest, nonStandardComponents: [{ description: 'X', price: 12.345, quantity: 1 }] },
      '/nonStandardComponents/0/price',
    ],
    [
      'a fractional non-standard quantity',
      { ...baseRequest, nonStandardComponents: [{ description: 'X', price: 1, quantity: 1.5 }] },
      '/nonStandardComponents/0/quantity',
    ],
    [
      'a non-numeric non-standard quantity',
      { ...baseRequest, nonStandardComponents: [{ description: 'X', price: 1, quantity: 'two' }] },
      '/nonStandardComponents/0/quantity',
    ],
    // The energy inputs (docs/energy.md#inputs), appended after the golden case's values.
    [
      'no stops',
      { formValues: [...baseRequest.formValues, { key: 'stops', value: 0 }] },
      `/formValues/${baseRequest.formValues.length}/value`,
    ],
    [
      'door width in metres with decimals',
      { formValues: [...baseRequest.formValues, { key: 'doorWidth', value: 0.9 }] },
      `/formValues/${baseRequest.formValues.length}/value`,
    ],
    [
      'an unknown heating',
      { formValues: [...baseRequest.formValues, { key: 'energyCarrier', value: 'coal' }] },
      `/formValues/${baseRequest.formValues.length}/value`,
    ],
    [
      'an energy price above 10 € per kWh',
      { formValues: [...baseRequest.formValues, { key: 'energyPrice', value: 12 }] },
      `/formValues/${baseRequest.formValues.length}/value`,
    ],
    [
      'too many non-standard components',
      { ...baseRequest, nonStandardComponents: Array.from({ length: 101 }, () => ({ description: 'X', price: 1, quantity: 1 })) },
      '/nonStandardComponents',
    ],
  ];
  for (const [what, body, path] of badInputs) {
    it(`refuses ${what} with 400 naming ${path}`, async () => {
      const response = await post(body);
      assert.equal(response.status, 400);
      const error = (await response.json()) as { details: { path: string; message: string }[] };
      assert.ok(
        error.details.some((d) => d.path === path),
        JSON.stringify(error.details),
      );
    });
  }

  it('refuses decimals of a millimetre in the shaft with 400 naming the field, where the rules once failed', async () => {
    const withLast = (key: string, value: unknown): CalculationRequest => ({
      formValues: [...baseRequest.formValues.filter((v) => v.key !== key), { key, value }],
    });
    for (const [key, value, unit] of [
      ['shaftHeight', 18500.5, 'millimetres'],
      ['shaftWidth', 1600.5, 'millimetres'],
      ['calculatedVentilationArea', 104000.5, 'square millimetres'],
    ] as const) {
      const request = withLast(key, value);
      const response = await post(request);
      assert.equal(response.status, 400, key);
      const error = (await response.json()) as { details: { path: string; message: string }[] };
      assert.deepEqual(error.details, [
        {
          path: `/formValues/${request.formValues.length - 1}/value`,
          key: 'wholeNumber',
          params: { field: key },
          message: `${key} must be whole ${unit} (no decimals)`,
        },
      ]);
    }
    const withPayload = await post(withLast('payload', 1000.5));
    assert.equal(withPayload.status, 200, 'a payload in kg may have decimals');
    assert.equal(((await withPayload.json()) as CalculationAnswer).ready, true);
  });

  it('checks the fields the test picked by index (the base request keeps its order)', () => {
    assert.deepEqual(
      [15, 16, 17, 18, 20].map((i) => baseRequest.formValues[i].key),
      ['noOfElevators', 'shaftHeight', 'shaftWidth', 'shaftDepth', 'system'],
    );
  });

  it('refuses a body that is not JSON with 400, and does not answer 500 for odd shapes', async () => {
    assert.equal((await post('{"formValues": [')).status, 400);
    for (const body of [[], 'null', { formValues: 'all' }, { formValues: [null] }, { formValues: [{ key: 7, value: 1 }] }]) {
      assert.equal((await post(body)).status, 400, JSON.stringify(body));
    }
  });

  it('needs a signed-in, activated user', async () => {
    const anonymous = await server.api('/api/calculation-v1', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(baseRequest),
    });
    assert.equal(anonymous.status, 401);
    assert.equal((await post(baseRequest, await server.tokenFor('inactive'))).status, 403);
  });

  it("calculates for the customer's own company only; admins for any existing company", async () => {
    assert.equal((await post({ ...baseRequest, companyId: 1001 })).status, 200);
    assert.equal((await post({ ...baseRequest, companyId: 1002 })).status, 404);
    const admin = await server.tokenFor('admin');
    assert.equal((await post({ ...baseRequest, companyId: 1002 }, admin)).status, 200);
    assert.equal((await post({ ...baseRequest, companyId: 99999 }, admin)).status, 404);
  });

  it('a price or exchange rate changed in the database changes the next answer, without a restart', async () => {
    const before = (await (await post({ ...baseRequest, currency: 'CHF' })).json()) as CalculationAnswer;
    const line = () => before.costs!.lines.find((l) => l.productKey === 'BK-AIO')!;
    assert.equal(line().unitPrice, 121260);
    const em = server.running.app.get(MikroORM).em.fork();
    await em.getConnection().execute(`update product set list_price_cents = 150000 where product_key = 'BK-AIO'`);
    await em.getConnection().execute(`update settings set exchange_rates = '{"CHF": 0.5, "GBP": 0.86, "USD": 1.08}'`);
    // A change written past the application arrives as the database's notice: within a second (catalogue-cache.spec).
    const changed = Date.now();
    const bkAio = (answer: CalculationAnswer) => answer.costs!.lines.find((l) => l.productKey === 'BK-AIO')!.unitPrice;
    const { value: after, afterMs } = await arrival(
      async () => (await (await post({ ...baseRequest, currency: 'CHF' })).json()) as CalculationAnswer,
      (answer) => bkAio(answer) === 75000,
      { since: changed },
    );
    assert.equal(bkAio(after), 75000);
    assert.ok(afterMs < 1000, `served after ${afterMs} ms`);
    assert.equal(after.costs!.categories.total !== before.costs!.categories.total, true);
  });

  it('GET /api/calculation-v1/rule-set gives the browser what it needs to compute the same answer itself', async () => {
    const response = await server.api('/api/calculation-v1/rule-set', { token: customer });
    assert.equal(response.status, 200);
    const { ruleSet, catalogue } = (await response.json()) as {
      ruleSet: { key: string; version: number };
      catalogue: CalculationCatalogue;
    };
    assert.equal(ruleSet.key, 'lift-shaft');
    assert.equal(catalogue.components.length, 44, 'the seed has 44 ventilation components');
    const inBrowser = new LiftShaftCalculator(ruleSet, catalogue, { validateSchema: false });
    // Without prices the browser computes everything but the quote (and its messages).
    const withoutQuote = ({ messages, ...rest }: CalculationAnswer) => ({
      ...rest,
      costs: null,
      messages: messages.filter((m) => m.key !== 'costs.noMontage' && m.key !== 'costs.priceIncomplete'),
    });
    for (const fixture of golden) {
      const answer = inBrowser.calculate(fixture.request.formValues, { changedFields: fixture.request.changedFields ?? [] });
      assert.equal(answer.costs, null);
      assert.deepEqual(answer, withoutQuote(fixture.answer), fixture.name);
    }
    assert.equal((await server.api('/api/calculation-v1/rule-set?companyId=1002', { token: customer })).status, 404);
  });

  it('GET /api/calculation-v1/prices lets the device price a quote as the server does, in the currency asked for', async () => {
    const { ruleSet, catalogue } = (await (await server.api('/api/calculation-v1/rule-set', { token: customer })).json()) as {
      ruleSet: { key: string; version: number };
      catalogue: CalculationCatalogue;
    };
    const onDevice = new LiftShaftCalculator(ruleSet, catalogue, { validateSchema: false });
    for (const currency of ['EUR', 'CHF'] as const) {
      const response = await server.api(`/api/calculation-v1/prices?companyId=1001&currency=${currency}`, { token: customer });
      assert.equal(response.status, 200);
      const prices = (await response.json()) as DevicePrices;
      assert.equal(prices.currency, currency);
      assert.ok(Date.now() - Date.parse(prices.asOf) < 60_000, 'as of now');
      for (const fixture of golden) {
        const request = { ...fixture.request, currency, companyId: 1001 };
        const served = (await (await post(request)).json()) as CalculationAnswer;
        const priced = onDevice.calculate(request.formValues, {
          changedFields: request.changedFields ?? [],
          compareAioBasicSets: request.compareAioBasicSets === true,
          costs: storedPricesContext(prices, request.nonStandardComponents ?? []),
        });
        assert.deepEqual(priced.costs, served.costs, `${fixture.name} in ${currency}`);
      }
    }
    assert.equal((await server.api('/api/calculation-v1/prices?companyId=1002&currency=EUR', { token: customer })).status, 404);
    assert.equal((await server.api('/api/calculation-v1/prices?companyId=1001&currency=XYZ', { token: customer })).status, 400);
  });
});
