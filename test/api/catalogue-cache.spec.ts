import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MikroORM } from '@mikro-orm/core';
import type { CalculationAnswer } from '@lsp/contracts';
import { arrival } from '../support/arrival.js';
import { adminDataProvider } from '../support/admin-data-provider.js';
import { GOLDEN_FORM_VALUES } from '../support/projects.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/**
 * The catalogue, prices and settings held in memory (issue 22): a change through the backoffice
 * applies to the next calculation, and one written past the application (SQL by hand) within a
 * second, through the database's notice. rule-sets-live.spec covers a second instance.
 */
describe('Catalogue, prices and settings in memory', () => {
  let server: TestServer;
  let token: string;
  before(async () => {
    server = await startTestServer();
    token = await server.tokenFor('customer');
  });
  after(() => server?.close());

  const calculate = async (): Promise<CalculationAnswer> => {
    const response = await server.api('/api/calculation-v1', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ formValues: GOLDEN_FORM_VALUES }),
    });
    assert.equal(response.status, 200);
    return (await response.json()) as CalculationAnswer;
  };
  const flapPrice = (answer: CalculationAnswer) => answer.costs!.lines.find((line) => line.productKey === 'JK-180-HV-360x360')!.unitPrice;

  it('a price changed in the backoffice is quoted by the very next calculation', async () => {
    const before = flapPrice(await calculate());
    const admin = adminDataProvider(server, await server.tokenFor('admin'));
    const product = (
      await admin.getList<{ id: number; productKey: string; version: number; price: number }>('products', {
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'id', order: 'ASC' },
        filter: { q: 'JK-180-HV-360x360' },
      })
    ).data.find((p) => p.productKey === 'JK-180-HV-360x360')!;
    await admin.update('products', { id: product.id, data: { ...product, price: product.price + 50 }, previousData: product });
    assert.equal(flapPrice(await calculate()), before + 5_000);
    const data = await (await server.api('/api/product/product-data?companyId=1001', { token })).json();
    assert.ok(data.products.some((p: { productKey: string }) => p.productKey === 'JK-180-HV-360x360'));
  });

  it('a change written past the application reaches the next calculations within a second (the notice of the database)', async () => {
    const before = await calculate();
    const connection = server.running.app.get(MikroORM).em.fork().getConnection();
    await connection.execute(`update product set list_price_cents = list_price_cents + 12300 where product_key = 'JK-180-HV-360x360'`);
    await connection.execute(`update settings set delivery_workdays = delivery_workdays + 5 where id = 1`);
    const changed = Date.now();
    const { value: answer, afterMs } = await arrival(
      calculate,
      (seen) => flapPrice(seen) !== flapPrice(before) && seen.costs!.deliveryTime.value !== before.costs!.deliveryTime.value,
      { since: changed },
    );
    assert.ok(afterMs < 1000, `served after ${afterMs} ms`);
    assert.equal(flapPrice(answer), flapPrice(before) + 12_300);
    assert.equal(answer.costs!.deliveryTime.value, before.costs!.deliveryTime.value + 5, 'settings too');
  });

  it('holds the catalogue between requests: many calculations read it once', async () => {
    await calculate();
    const connection = server.running.app.get(MikroORM).em.fork().getConnection();
    // Renaming the table for a moment proves no calculation reads it while nothing changed.
    await connection.execute('alter table product rename to product_held');
    try {
      for (let i = 0; i < 5; i++) assert.ok(flapPrice(await calculate()) > 0);
    } finally {
      await connection.execute('alter table product_held rename to product');
    }
  });

  it('every answer names its catalogue snapshot, the same as the rule set the browser loads, and a rename makes a new one', async () => {
    const ruleSet = async (): Promise<{ catalogueChecksum: string }> =>
      (await server.api('/api/calculation-v1/rule-set?companyId=1001', { token })).json();
    const loaded = (await ruleSet()).catalogueChecksum;
    assert.match(loaded, /^[0-9a-f]{16}$/);
    assert.equal((await calculate()).catalogueChecksum, loaded, 'a calculation of the same catalogue');
    const admin = adminDataProvider(server, await server.tokenFor('admin'));
    const product = (
      await admin.getList<{ id: number; productKey: string; description: { de: string; en: string } }>('products', {
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'id', order: 'ASC' },
        filter: { q: 'JK-180-HV-530x530' },
      })
    ).data.find((p) => p.productKey === 'JK-180-HV-530x530')!;
    const renamed = { ...product, description: { ...product.description, en: `${product.description.en} stainless` } };
    await admin.update('products', { id: product.id, data: renamed, previousData: product });
    const after = (await calculate()).catalogueChecksum;
    assert.notEqual(after, loaded, 'a name an open calculator shows changed');
    assert.equal((await ruleSet()).catalogueChecksum, after);
  });
});
