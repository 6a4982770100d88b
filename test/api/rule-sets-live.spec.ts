import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataProvider } from 'ra-core';
import type { AdminRuleSetVersion, CalculationAnswer } from '@lsp/contracts';
import { arrival } from '../support/arrival.js';
import { adminDataProvider } from '../support/admin-data-provider.js';
import { GOLDEN_FORM_VALUES } from '../support/projects.js';
import { usesPostgresServer } from '../support/test-database.js';
import { twoInstances } from '../support/second-instance.js';

const onServer = usesPostgresServer();

describe('Rules and prices without redeploy: two API instances on one PostgreSQL', () => {
  const instances = twoInstances(onServer);

  it(
    'a publish on one instance is served by the other within 1 s, without restart',
    {
      skip: onServer
        ? false
        : 'needs a PostgreSQL server: set TEST_DATABASE_URL (PGlite is one process, so there is no second instance to notify)',
    },
    async () => {
      const { first, second } = instances;
      const calculateOnSecond = async (): Promise<CalculationAnswer> => {
        const response = await fetch(`${second.url}/api/calculation-v1`, {
          method: 'POST',
          headers: { authorization: `Bearer ${second.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ formValues: GOLDEN_FORM_VALUES }),
        });
        assert.equal(response.status, 200);
        return (await response.json()) as CalculationAnswer;
      };
      const before = await calculateOnSecond();
      assert.equal(before.ruleSet.version, 1, 'the second instance has cached version 1');

      const admin: DataProvider = adminDataProvider(first, await first.tokenFor('admin'));
      const draft = (await admin.create<AdminRuleSetVersion>('rule-sets', { data: { key: 'lift-shaft', changeNote: 'Logistics 20 %' } }))
        .data;
      const content = structuredClone(draft.content!) as { constants: { costModel: { logisticsPercent: number } } };
      content.constants.costModel.logisticsPercent = 20;
      const edited = (
        await admin.update<AdminRuleSetVersion>('rule-sets', { id: draft.id, data: { ...draft, content }, previousData: draft })
      ).data;
      const publish = await first.api(`/api/admin/rule-sets/${edited.id}/publish`, {
        method: 'POST',
        token: await first.tokenFor('admin'),
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ version: edited.version }),
      });
      assert.equal(publish.status, 200, await publish.clone().text());
      const published = Date.now();

      const { value: answer, afterMs: elapsed } = await arrival(calculateOnSecond, (seen) => seen.ruleSet.version === 2, {
        since: published,
      });
      assert.equal(answer.ruleSet.version, 2);
      assert.ok(elapsed < 1000, `served after ${elapsed} ms`);
      assert.ok(answer.costs!.categories.total > before.costs!.categories.total, 'with the new logistics share');
      const browser = await fetch(`${second.url}/api/calculation-v1/rule-set`, { headers: { authorization: `Bearer ${second.token}` } });
      assert.equal(((await browser.json()) as { ruleSet: { version: number } }).ruleSet.version, 2, "the customer app's rule set too");
    },
  );

  it(
    'a price changed through one instance is quoted by the other within 1 s, without a read per request',
    { skip: onServer ? false : 'needs a PostgreSQL server: set TEST_DATABASE_URL (catalogue-cache.spec covers PGlite in process)' },
    async () => {
      const { first, second } = instances;
      const unitPriceOnSecond = async (): Promise<number> => {
        const response = await fetch(`${second.url}/api/calculation-v1`, {
          method: 'POST',
          headers: { authorization: `Bearer ${second.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ formValues: GOLDEN_FORM_VALUES }),
        });
        assert.equal(response.status, 200);
        const answer = (await response.json()) as CalculationAnswer;
        return answer.costs!.lines.find((line) => line.productKey === 'JK-180-HV-360x360')!.unitPrice;
      };
      const before = await unitPriceOnSecond();
      const admin: DataProvider = adminDataProvider(first, await first.tokenFor('admin'));
      const product = (
        await admin.getList<{ id: number; productKey: string; version: number; price: number }>('products', {
          pagination: { page: 1, perPage: 50 },
          sort: { field: 'id', order: 'ASC' },
          filter: { q: 'JK-180-HV-360x360' },
        })
      ).data.find((p) => p.productKey === 'JK-180-HV-360x360')!;
      await admin.update('products', { id: product.id, data: { ...product, price: product.price + 100 }, previousData: product });
      const changed = Date.now();
      const { value: unitPrice, afterMs: elapsed } = await arrival(unitPriceOnSecond, (seen) => seen !== before, { since: changed });
      assert.equal(unitPrice, before + 10_000, 'the new price, in cents');
      assert.ok(elapsed < 1000, `served after ${elapsed} ms`);
    },
  );
});
