// The echo contract of POST /api/calculation-v1 (docs/api.md#where-a-value-comes-from): a client
// that sends each answer's formValues back as they came, with the one field the person changed,
// ends where the final inputs sent at once end, whatever was typed on the way.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { CalculationAnswer, CalculationRequest, FormValueData } from '@lsp/contracts';
import { fieldDefinition } from '@lsp/domain';
import { startTestServer, type TestServer } from '../support/test-server.js';

const goldenFolder = new URL('../../../rules/lift-shaft/golden/', import.meta.url);
const golden = readdirSync(goldenFolder)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({ name, ...(JSON.parse(readFileSync(new URL(name, goldenFolder), 'utf8')) as { request: CalculationRequest }) }));

/** What a field holds after each key: digits and free text one by one, a choice (or a coded text) at once. */
function keystrokes(key: string, value: unknown): unknown[] {
  if (typeof value === 'number') {
    const text = String(value);
    return [null, ...[...text].map((_, i) => Number(text.slice(0, i + 1)))];
  }
  const type = fieldDefinition(key)?.type;
  if (typeof value !== 'string' || value === '' || type?.kind !== 'text') return [value];
  const typed = ['', ...[...value].map((_, i) => value.slice(0, i + 1))];
  return typed.every((text) => !type.pattern || type.pattern.test(text)) ? typed : [value];
}

describe('the echo contract over every golden case', () => {
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

  before(async () => {
    server = await startTestServer();
    token = await server.tokenFor('customer');
  });
  after(() => server.close());

  /**
   * Types the fixture's fields in its order (component quantities last, since a later trigger resets
   * them), each through the previous answer's values, then sends the last answer back with the
   * fixture's own changedFields, as the direct request does.
   */
  async function replay(request: CalculationRequest, detour: (key: string, value: unknown) => unknown[] = () => []) {
    const { formValues: finalValues, changedFields = [], ...rest } = request;
    const ordered = [
      ...finalValues.filter((v) => !v.key.startsWith('quantity-')),
      ...finalValues.filter((v) => v.key.startsWith('quantity-')),
    ];
    let answer = await calculate({ ...rest, formValues: [] });
    for (const { key, value } of ordered) {
      for (const shown of [...detour(key, value), ...keystrokes(key, value)]) {
        const echoed: FormValueData[] = answer.formValues.filter((v) => v.key !== key);
        answer = await calculate({ ...rest, formValues: [...echoed, { key, value: shown }], changedFields: [key] });
      }
    }
    return calculate({ ...rest, formValues: answer.formValues, changedFields });
  }

  const sortedValues = (values: FormValueData[]) => [...values].sort((a, b) => a.key.localeCompare(b.key));
  const comparable = (answer: CalculationAnswer) => ({ ...answer, formValues: sortedValues(answer.formValues) });

  for (const fixture of golden) {
    it(`${fixture.name}: typed key by key, it ends as the direct request`, async () => {
      const direct = await calculate(fixture.request);
      assert.deepEqual(comparable(await replay(fixture.request)), comparable(direct));
    });
  }

  it('a shaft height first typed as 6 m and corrected to 19 m chooses what 19 m chooses at once', async () => {
    const request = golden.find((g) => g.request.formValues.some((v) => v.key === 'shaftHeight' && (v.value as number) > 12000));
    assert.ok(request, 'a golden case above 12 m');
    const tall = request.request;
    const direct = await calculate(tall);
    const replayed = await replay(tall, (key) => (key === 'shaftHeight' ? keystrokes(key, 6000) : []));
    assert.deepEqual(comparable(replayed), comparable(direct));
  });

  it('the building postal code typed key by key becomes the montage location; a location typed by the person stays', async () => {
    const base = { ...golden[0].request, formValues: golden[0].request.formValues.filter((v) => v.key !== 'montageBuildingLocation') };
    const replayed = await replay(base);
    const montage = replayed.formValues.find((v) => v.key === 'montageBuildingLocation');
    assert.deepEqual(montage, { key: 'montageBuildingLocation', value: '80331', source: 'default' });
    assert.ok(!replayed.messages.some((m) => m.key === 'costs.installationNotPossible'), 'montage is priced');
    let answer = replayed;
    for (const value of keystrokes('montageBuildingLocation', '20095'))
      answer = await calculate({
        formValues: [...answer.formValues.filter((v) => v.key !== 'montageBuildingLocation'), { key: 'montageBuildingLocation', value }],
        changedFields: ['montageBuildingLocation'],
      });
    for (const value of keystrokes('buildingLocation', '24103'))
      answer = await calculate({
        formValues: [...answer.formValues.filter((v) => v.key !== 'buildingLocation'), { key: 'buildingLocation', value }],
        changedFields: ['buildingLocation'],
      });
    assert.deepEqual(
      answer.formValues.find((v) => v.key === 'montageBuildingLocation'),
      { key: 'montageBuildingLocation', value: '20095', source: 'user' },
    );
  });
});
