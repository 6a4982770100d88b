// One validity (docs/live-quote.md#one-validity): the server calls a quote complete only when every
// entry it depends on passes the form's own checks, and says what is missing in the same list.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { CalculationAnswer, CalculationRequest, QuoteGapData } from '@lsp/contracts';
import { quoteEntryProblems, REQUIRED_BASIC_FIELDS } from '@lsp/domain';
import { startTestServer, type TestServer } from '../support/test-server.js';

const repoRoot = new URL('../../../', import.meta.url);
const golden = (name: string) =>
  JSON.parse(readFileSync(new URL(`rules/lift-shaft/golden/${name}`, repoRoot), 'utf8')) as { request: CalculationRequest };
/** A German new building of 1600 × 2600 mm with montage in Munich: complete. */
const base = golden('01-de-newbuilding-1600x2600.json').request;

const withValues = (values: Record<string, unknown>): CalculationRequest => {
  const formValues = base.formValues.filter((v) => !(v.key in values)).map((v) => ({ ...v }));
  for (const [key, value] of Object.entries(values)) formValues.push({ key, value });
  return { ...base, formValues };
};
const fieldsOf = (gaps: readonly QuoteGapData[]) => gaps.map((gap) => gap.field);

describe('POST /api/calculation-v1: no quote with an invalid entry is called complete', () => {
  let server: TestServer;
  let customer: string;
  const calculate = async (request: CalculationRequest): Promise<CalculationAnswer> => {
    const response = await server.api('/api/calculation-v1', {
      method: 'POST',
      token: customer,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    assert.equal(response.status, 200, await response.clone().text());
    return (await response.json()) as CalculationAnswer;
  };

  before(async () => {
    server = await startTestServer();
    customer = await server.tokenFor('customer');
  });
  after(() => server.close());

  it('a complete German project is complete, with nothing missing', async () => {
    const costs = (await calculate(base)).costs!;
    assert.equal(costs.complete, true);
    assert.deepEqual(costs.missing, []);
  });

  // Values the server's types take but the form refuses: each leaves the quote incomplete, named.
  const invalid: [string, Record<string, unknown>, string][] = [
    ['montage location abcd', { montageIncluded: true, montageBuildingLocation: 'abcd' }, 'montageBuildingLocation'],
    [
      'montage location 1010 (an Austrian code; montage is German only)',
      { montageIncluded: true, montageBuildingLocation: '1010' },
      'montageBuildingLocation',
    ],
    ['montage location 8033', { montageIncluded: true, montageBuildingLocation: '8033' }, 'montageBuildingLocation'],
    ['building postal code 8033 in Germany', { buildingLocation: '8033' }, 'buildingLocation'],
    ['building postal code 8033 followed by the montage', { buildingLocation: '8033', montageBuildingLocation: null }, 'buildingLocation'],
    ['no shaft height (24,5 refused as no whole millimetres)', { shaftHeight: null }, 'shaftHeight'],
    ['more stops than the shaft holds', { shaftHeight: 18000, stops: 40 }, 'stops'],
    ...REQUIRED_BASIC_FIELDS.filter((key) => !['shaftWidth', 'shaftDepth', 'liftAreaPercentage', 'country'].includes(key)).map(
      (key): [string, Record<string, unknown>, string] => [`no ${key}`, { [key]: null }, key],
    ),
  ];
  for (const [name, values, field] of invalid) {
    it(`${name}: incomplete, naming ${field}`, async () => {
      const request = withValues(values);
      const answer = await calculate(request);
      const costs = answer.costs!;
      assert.ok(costs, 'still priced, for what can be');
      assert.equal(costs.complete, false);
      assert.ok(fieldsOf(costs.missing!).includes(field), JSON.stringify(costs.missing));
      // The same checks as the form's (libs/domain), on the values the answer holds.
      const held = Object.fromEntries(answer.formValues.map((v) => [v.key, v.value]));
      assert.ok(Object.keys(quoteEntryProblems(held)).length > 0, 'the form refuses it too');
    });
  }

  it('a montage location the form refuses is never priced: no travel, no installation', async () => {
    for (const location of ['abcd', '1010', '8033']) {
      const costs = (await calculate(withValues({ montageIncluded: true, montageBuildingLocation: location }))).costs!;
      assert.equal(costs.categories.travelCosts, 0, location);
      assert.equal(costs.categories.assemblyCosts, 0, location);
      assert.deepEqual(costs.missing, [
        { field: 'montageBuildingLocation', step: 'cost-calculation', problem: { code: 'postalCode', digits: 5 } },
      ]);
    }
    const munich = (await calculate(withValues({ montageIncluded: true, montageBuildingLocation: '99999' }))).costs!;
    assert.equal(munich.complete, true, '99999 has the form of a German postal code');
    assert.equal(munich.categories.travelCosts, 26000);
  });

  it('a horizontal shaft is quoted with its recommended roof flap; without any closure the quote is incomplete', async () => {
    // 12,5 m × 1 400 × 1 800 mm, horizontal: the smallest roof flap covering 100 000 mm².
    const horizontal = withValues({ installationPosition: 'H', shaftHeight: 12500, shaftWidth: 1400, shaftDepth: 1800 });
    const answer = await calculate(horizontal);
    assert.equal(answer.ventilation.recommended, 'TF-360x360');
    assert.ok(answer.selectedProducts.some((p) => p.productKey === 'TF-360x360'));
    assert.ok(answer.costs!.categories.ventilationComponents > 0);
    assert.equal(answer.costs!.complete, true);
    // A closure supplied on site: its drives have no area, none is recommended, the user must choose.
    const onSite = await calculate(withValues({ nrwgDelivered: true }));
    assert.equal(onSite.costs!.categories.ventilationComponents, 0);
    assert.equal(onSite.costs!.complete, false);
    assert.ok(onSite.costs!.missing!.some((gap) => gap.message?.key === 'ventilation.noComponentSelected'));
    assert.ok(
      onSite.messages.some((m) => m.key === 'costs.priceIncomplete'),
      'the rules say so too',
    );
  });

  it('a non-standard price below a cent or a fractional quantity is refused, naming it', async () => {
    for (const [component, path] of [
      [{ description: 'Blende', price: 12.345, quantity: 1 }, '/nonStandardComponents/0/price'],
      [{ description: 'Blende', price: 50, quantity: 1.5 }, '/nonStandardComponents/0/quantity'],
      [{ description: 'Blende', price: '50 €', quantity: 1 }, '/nonStandardComponents/0/price'],
    ] as const) {
      const response = await server.api('/api/calculation-v1', {
        method: 'POST',
        token: customer,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...base, nonStandardComponents: [component] }),
      });
      assert.equal(response.status, 400);
      const body = (await response.json()) as { details: { path: string }[] };
      assert.ok(
        body.details.some((d) => d.path === path),
        JSON.stringify(body),
      );
    }
  });
});
