// Sets leave cleanly through the echo contract of POST /api/calculation-v1
// (docs/api.md#where-a-value-comes-from, docs/customer-app.md): choosing a set names the closure
// quantities it resets and keeps what fits it; leaving it returns what it decided to the defaults or
// to the person's own earlier choice.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CalculationAnswer, CalculationRequest, FormValueData } from '@lsp/contracts';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** The user test's shaft: German new building in Munich, vertical, 6 m, 2000 × 2000 mm. */
const shaft: FormValueData[] = [
  { key: 'country', value: 'de' },
  { key: 'projectType', value: 'NEWBUILDING' },
  { key: 'buildingType', value: 'RESIDENTAL' },
  { key: 'buildingLocation', value: '80331' },
  { key: 'projectName', value: 'Sets' },
  { key: 'installationPosition', value: 'V' },
  { key: 'nrwgDelivered', value: false },
  { key: 'weathershelter', value: false },
  { key: 'lowEnergyStandard', value: false },
  { key: 'quiet', value: false },
  { key: 'en121012Required', value: false },
  { key: 'systemIntegration', value: false },
  { key: 'additionalSmokeDetector', value: false },
  { key: 'mainLevelSmokeDetector', value: false },
  { key: 'machineRoom', value: 'no' },
  { key: 'noOfElevators', value: 1 },
  { key: 'shaftHeight', value: 6000 },
  { key: 'shaftWidth', value: 2000 },
  { key: 'shaftDepth', value: 2000 },
];
const SET = 'AIO-BASIC-PD-12';
// JK-180-HV 360x360 and 470x360, ALAS 360x360 (seed/catalogue.json).
const jk360 = 'quantity-1001';
const jk470 = 'quantity-1002';
const alas360 = 'quantity-1031';

describe('sets leave cleanly (echo contract)', () => {
  let server: TestServer;
  let token: string;
  const calculate = async (request: CalculationRequest): Promise<CalculationAnswer> => {
    const response = await server.api('/api/calculation-v1', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    assert.equal(response.status, 200, await response.clone().text());
    return (await response.json()) as CalculationAnswer;
  };
  /** The person changes one value: the last answer's values go back as they came. */
  const change = (answer: CalculationAnswer, key: string, value: unknown) =>
    calculate({ formValues: [...answer.formValues.filter((v) => v.key !== key), { key, value }], changedFields: [key] });
  const value = (answer: CalculationAnswer, key: string) => answer.formValues.find((v) => v.key === key);
  const products = (answer: CalculationAnswer) => Object.fromEntries(answer.selectedProducts.map((p) => [p.productKey, p.quantity]));

  before(async () => {
    server = await startTestServer();
    token = await server.tokenFor('customer');
  });
  after(() => server.close());

  it('choosing a set names each hand-set closure it resets and keeps the person’s configuration for later', async () => {
    let answer = await calculate({ formValues: shaft });
    answer = await change(answer, 'rt-45-rj', 2);
    answer = await change(answer, jk360, 2);
    answer = await change(answer, jk470, 1);
    assert.equal(products(answer)['JK-180-HV-360x360'], 2);
    assert.ok(answer.options.aioBasicSets.includes(SET), 'the set is offered for 6 m');

    const chosen = await change(answer, 'aioBasicSet', SET);
    assert.deepEqual(
      chosen.resets.map((reset) => [reset.key, reset.productKey, reset.quantity, reset.reason]),
      [
        [jk360, 'JK-180-HV-360x360', 2, { kind: 'set', set: SET }],
        [jk470, 'JK-180-HV-470x360', 1, { kind: 'set', set: SET }],
      ],
    );
    assert.equal(value(chosen, jk360), undefined);
    assert.deepEqual(value(chosen, 'rt-45-rj'), { key: 'rt-45-rj', value: 2, source: 'user' }, 'kept, not priced with the set');
    assert.equal(products(chosen)[SET], 1);
    assert.equal(products(chosen)['RT-45-RJ'], undefined);

    const left = await change(chosen, 'aioBasicSet', null);
    assert.equal(products(left)['RT-45-RJ'], 2, 'the person’s entry applies again');
    assert.deepEqual(value(left, 'system'), { key: 'system', value: 'L-AIO', source: 'default' });
  });

  it('choosing a set keeps hand-set weather protection that fits its flap', async () => {
    let answer = await calculate({ formValues: shaft });
    answer = await change(answer, 'weathershelter', true);
    answer = await change(answer, alas360, 1);
    assert.equal(products(answer)['ALAS-360x360'], 1);
    const chosen = await change(answer, 'aioBasicSet', SET);
    assert.deepEqual(chosen.resets, []);
    assert.deepEqual(value(chosen, alas360), { key: alas360, value: 1, source: 'user' });
    assert.equal(products(chosen)['ALAS-360x360'], 1);
  });

  it('leaving a set returns the smoke detection it decided to the person’s own earlier choice', async () => {
    let answer = await calculate({ formValues: shaft });
    answer = await change(answer, 'smokeDetection', 'RAS');
    const chosen = await change(answer, 'aioBasicSet', SET);
    assert.deepEqual(value(chosen, 'smokeDetection'), {
      key: 'smokeDetection',
      value: 'POINTDETECTOR',
      source: 'set',
      replaced: { value: 'RAS', reason: 'set' },
    });
    const left = await change(chosen, 'aioBasicSet', null);
    assert.deepEqual(value(left, 'smokeDetection'), { key: 'smokeDetection', value: 'RAS', source: 'user' });
    assert.deepEqual(value(left, 'system'), { key: 'system', value: 'L-AIO', source: 'default' });
  });
});
