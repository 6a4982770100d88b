import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DataProvider } from 'ra-core';
import type {
  AdminAuditEvent,
  ApiErrorBody,
  AdminCharacteristic,
  AdminProduct,
  AdminProductGroup,
  CalculationAnswer,
} from '@lsp/contracts';
import { adminDataProvider, everything, rejection } from '../support/admin-data-provider.js';
import { GOLDEN_FORM_VALUES } from '../support/projects.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const page = (page: number, perPage: number, field = 'id', order: 'ASC' | 'DESC' = 'ASC', filter: object = {}) => ({
  pagination: { page, perPage },
  sort: { field, order },
  filter,
});

describe('Backoffice catalogue: /api/admin/products, product-groups, characteristics', () => {
  let server: TestServer;
  let admin: DataProvider;
  let customerToken: string;

  const calculate = async (): Promise<CalculationAnswer> => {
    const response = await server.api('/api/calculation-v1', {
      method: 'POST',
      token: customerToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ formValues: GOLDEN_FORM_VALUES }),
    });
    assert.equal(response.status, 200);
    return (await response.json()) as CalculationAnswer;
  };
  const lastAudit = async (): Promise<AdminAuditEvent> =>
    (await admin.getList<AdminAuditEvent>('audit-events', page(1, 1, 'id', 'DESC'))).data[0];

  before(async () => {
    server = await startTestServer();
    admin = adminDataProvider(server, await server.tokenFor('admin'));
    customerToken = await server.tokenFor('customer');
  });
  after(() => server.close());

  it('pages products with Content-Range, in either order, and reads the same total on every page', async () => {
    const all = await admin.getList<AdminProduct>('products', everything);
    assert.ok(all.total! >= 50, `the seeded catalogue (${all.total})`);
    assert.equal(all.data.length, all.total);
    const second = await admin.getList<AdminProduct>('products', page(2, 10));
    assert.equal(second.total, all.total);
    assert.deepEqual(
      second.data.map((p) => p.id),
      all.data.slice(10, 20).map((p) => p.id),
    );
    const response = await server.api('/api/admin/products?range=%5B10%2C19%5D', { token: await server.tokenFor('admin') });
    assert.equal(response.headers.get('content-range'), `products 10-19/${all.total}`);
    assert.equal(response.headers.get('access-control-expose-headers'), 'Content-Range');
    const byPrice = await admin.getList<AdminProduct>('products', page(1, 500, 'price', 'DESC'));
    assert.deepEqual(
      byPrice.data.map((p) => p.price),
      [...all.data.map((p) => p.price)].sort((a, b) => b - a),
    );
    const beyond = await admin.getList('products', page(100, 10));
    assert.deepEqual(beyond, { data: [], total: all.total });
  });

  it('filters by group, recommendation and text, and gets several by id', async () => {
    const all = (await admin.getList<AdminProduct>('products', everything)).data;
    const group = all[0].productGroupId;
    const inGroup = await admin.getList<AdminProduct>('products', page(1, 500, 'id', 'ASC', { productGroupId: group }));
    assert.deepEqual(
      inGroup.data.map((p) => p.id),
      all.filter((p) => p.productGroupId === group).map((p) => p.id),
    );
    const recommended = await admin.getList<AdminProduct>('products', page(1, 500, 'id', 'ASC', { isRecommended: true }));
    assert.ok(recommended.data.length > 0 && recommended.data.every((p) => p.isRecommended));
    const key = all[3].productKey!;
    const found = await admin.getList<AdminProduct>('products', page(1, 500, 'id', 'ASC', { q: key.toLowerCase() }));
    assert.ok(found.data.some((p) => p.productKey === key));
    assert.ok(
      found.data.every((p) =>
        `${p.productKey} ${p.description.de} ${p.description.en} ${p.dhNo}`.toLowerCase().includes(key.toLowerCase()),
      ),
    );
    const many = await admin.getMany<AdminProduct>('products', { ids: [all[1].id, all[4].id] });
    assert.deepEqual(many.data.map((p) => p.id).sort(), [all[1].id, all[4].id].sort());
    const reference = await admin.getManyReference<AdminProduct>('products', {
      target: 'productGroupId',
      id: group,
      ...page(1, 5),
      filter: {},
    });
    assert.equal(reference.total, inGroup.total);
  });

  it('refuses an unknown filter, sort field or range with 400 naming it', async () => {
    assert.equal((await rejection(admin.getList('products', page(1, 10, 'id', 'ASC', { colour: 'red' })))).status, 400);
    const sort = await rejection(admin.getList('products', page(1, 10, 'listPriceCents')));
    assert.equal(sort.status, 400);
    assert.match(sort.message, /sort/);
    const token = await server.tokenFor('admin');
    for (const query of ['range=%5B5%2C1%5D', 'range=x', 'sort=%5B%22id%22%5D', 'filter=%5B1%5D', 'other=1']) {
      assert.equal((await server.api(`/api/admin/products?${query}`, { token })).status, 400, query);
    }
  });

  it('changes a price: answers the record at the next version, audits it, and the next calculation uses it', async () => {
    const before = await calculate();
    const line = before.costs!.lines[0];
    const product = (await admin.getList<AdminProduct>('products', page(1, 1, 'id', 'ASC', { q: line.productKey }))).data.find(
      (p) => p.productKey === line.productKey,
    )!;
    assert.equal(product.price * 100, line.unitPrice);
    const updated = await admin.update<AdminProduct>('products', {
      id: product.id,
      data: { ...product, price: product.price + 100.5 },
      previousData: product,
    });
    assert.equal(updated.data.price, product.price + 100.5);
    assert.equal(updated.data.version, product.version + 1);
    assert.deepEqual((await admin.getOne<AdminProduct>('products', { id: product.id })).data, updated.data);
    const after = await calculate();
    const changed = after.costs!.lines.find((l) => l.productKey === line.productKey)!;
    assert.equal(changed.unitPrice, line.unitPrice + 10050);
    assert.equal(after.costs!.categories.sumOfComponents - before.costs!.categories.sumOfComponents, 10050 * changed.quantity);
    assert.ok(
      after.costs!.categories.total - before.costs!.categories.total >= 10050 * changed.quantity,
      'the total rises at least as much (logistics scale with it)',
    );
    const audit = await lastAudit();
    assert.equal(audit.resource, 'products');
    assert.equal(audit.recordId, String(product.id));
    assert.equal(audit.action, 'update');
    assert.equal(audit.userName, 'Anna Admin');
    assert.deepEqual(audit.changes, { price: { from: product.price, to: product.price + 100.5 } });
  });

  it('refuses a stale version with 409 and keeps the other edit', async () => {
    const product = (await admin.getList<AdminProduct>('products', page(1, 1))).data[0];
    await admin.update('products', { id: product.id, data: { ...product, dhNo: 'DH-first' }, previousData: product });
    const stale = await rejection(
      admin.update('products', { id: product.id, data: { ...product, dhNo: 'DH-second' }, previousData: product }),
    );
    assert.equal(stale.status, 409);
    assert.match(stale.message, /changed by someone else/);
    assert.equal((stale.body as { errors?: unknown }).errors, undefined, 'no field error: react-admin shows the message');
    assert.equal((await admin.getOne<AdminProduct>('products', { id: product.id })).data.dhNo, 'DH-first');
  });

  it("takes a bulk update of only the changed fields (react-admin's updateMany): the rest keeps its values, each change audited", async () => {
    const products = (await admin.getList<AdminProduct>('products', page(3, 2, 'id', 'ASC'))).data;
    const ids = products.map((product) => product.id);
    assert.deepEqual((await admin.updateMany('products', { ids, data: { dhNo: 'DH-BULK' } })).data, ids);
    for (const product of products) {
      const now = (await admin.getOne<AdminProduct>('products', { id: product.id })).data;
      assert.deepEqual({ ...now, version: product.version, updatedAt: product.updatedAt }, { ...product, dhNo: 'DH-BULK' });
      assert.equal(now.version, product.version + 1);
    }
    // react-admin sends the PUTs side by side, so the two audit entries may come in either order.
    const audits = (await admin.getList<AdminAuditEvent>('audit-events', page(1, 2, 'id', 'DESC'))).data;
    assert.deepEqual(
      audits.map((audit) => ({ recordId: audit.recordId, changes: audit.changes })).sort((a, b) => a.recordId.localeCompare(b.recordId)),
      products
        .map((product) => ({ recordId: String(product.id), changes: { dhNo: { from: product.dhNo, to: 'DH-BULK' } } }))
        .sort((a, b) => a.recordId.localeCompare(b.recordId)),
    );
    // The fields sent are checked as in a whole record; one the record does not have is refused.
    const bad = await rejection(admin.updateMany('products', { ids, data: { width: -1 } }));
    assert.equal(bad.status, 400);
    assert.deepEqual(Object.keys((bad.body as { errors: Record<string, string> }).errors), ['width']);
    const unknown = await rejection(admin.updateMany('products', { ids, data: { colour: 'rot' } }));
    assert.equal(unknown.status, 400);
    assert.match(unknown.message, /colour/);
    const missing = await rejection(admin.updateMany('products', { ids: [999999], data: { dhNo: 'x' } }));
    assert.equal(missing.status, 404);
    assert.equal((await admin.getOne<AdminProduct>('products', { id: ids[0] })).data.width, products[0].width);
  });

  it('answers bad fields with 400 and errors by field, as react-admin shows them on the form', async () => {
    const product = (await admin.getList<AdminProduct>('products', page(1, 1))).data[0];
    const bad = await rejection(
      admin.update('products', {
        id: product.id,
        previousData: product,
        data: {
          ...product,
          price: 10.001,
          productGroupId: 999999,
          productKey: (await admin.getList<AdminProduct>('products', page(2, 1))).data[0].productKey,
        },
      }),
    );
    assert.equal(bad.status, 400);
    assert.deepEqual(Object.keys((bad.body as { errors: Record<string, string> }).errors).sort(), [
      'price',
      'productGroupId',
      'productKey',
    ]);
    const schema = await rejection(
      admin.update('products', {
        id: product.id,
        previousData: product,
        data: { ...product, description: { de: '', en: 'x' }, width: -1 },
      }),
    );
    assert.equal(schema.status, 400);
    assert.deepEqual(Object.keys((schema.body as { errors: Record<string, string> }).errors).sort(), ['description.de', 'width']);
    const noCreate = await rejection(
      admin.create('products', {
        data: { id: product.id, productGroupId: product.productGroupId, description: { de: 'a', en: 'b' }, price: 1 },
      }),
    );
    assert.deepEqual((noCreate.body as { errors: Record<string, string> }).errors, { id: 'is taken by another record' });
  });

  it('creates, updates and deletes a product, each in the audit trail', async () => {
    // An accessory: a flap of a ventilation group without a size would have no weather protection, and the catalogue gate refuses it (catalogue-changes.spec.ts).
    const group = (await admin.getList<AdminProductGroup>('product-groups', everything)).data.find((g) => g.key === 'ACCESSORIES')!;
    const created = await admin.create<AdminProduct>('products', {
      data: {
        id: 990001,
        productKey: 'TEST-FLAP-1',
        productGroupId: group.id,
        description: { de: 'Testklappe', en: 'Test flap' },
        price: 99.9,
        width: 400,
        height: 300,
        ventilationArea: 120000,
        isRecommended: false,
      },
    });
    assert.equal(created.data.id, 990001);
    assert.equal(created.data.price, 99.9);
    assert.equal(created.data.productCategoryId, group.productCategoryId);
    assert.equal(created.data.version, 1);
    assert.equal((await lastAudit()).action, 'create');
    const deleted = await admin.delete<AdminProduct>('products', { id: 990001, previousData: created.data });
    assert.equal(deleted.data.productKey, 'TEST-FLAP-1');
    assert.equal((await rejection(admin.getOne('products', { id: 990001 }))).status, 404);
    const audit = await lastAudit();
    assert.equal(audit.action, 'delete');
    assert.deepEqual(audit.changes.price, { from: 99.9 });
  });

  it('refuses to delete a product the published rules name (409), and its key change', async () => {
    const line = (await calculate()).costs!.lines[0];
    const product = (await admin.getList<AdminProduct>('products', page(1, 5, 'id', 'ASC', { q: line.productKey }))).data.find(
      (p) => p.productKey === line.productKey,
    )!;
    const refused = await rejection(admin.delete('products', { id: product.id, previousData: product }));
    assert.equal(refused.status, 409);
    assert.match(refused.message, /rule set/);
    assert.deepEqual((refused.body as ApiErrorBody).reason, { key: 'productInRuleSet', params: { product: line.productKey } });
    const rename = await rejection(
      admin.update('products', { id: product.id, previousData: product, data: { ...product, productKey: 'RENAMED' } }),
    );
    assert.equal(rename.status, 400);
  });

  it('edits product groups and their characteristics; a group with products stays', async () => {
    const groups = await admin.getList<AdminProductGroup>('product-groups', page(1, 500, 'recommendationOrder2', 'ASC'));
    assert.ok(groups.total! >= 5);
    const group = groups.data[0];
    // The category is named, for the list to show its name instead of its id.
    assert.deepEqual(groups.data.find((g) => g.key === 'JK180HV')?.productCategory, {
      key: 'VENTCOMP',
      description: { de: 'Lüftungskomponenten', en: 'Ventilation components', pl: 'Komponenty wentylacyjne' },
    });
    const updated = await admin.update<AdminProductGroup>('product-groups', {
      id: group.id,
      previousData: group,
      data: {
        ...group,
        planningFileUrl: '/catalogue/planning/new.pdf',
        recommendationOrder2: 7,
        description: { ...group.description, pl: '  Nowa nazwa grupy ' },
      },
    });
    assert.equal(updated.data.planningFileUrl, '/catalogue/planning/new.pdf');
    assert.equal(updated.data.version, group.version + 1);
    assert.equal(updated.data.description.pl, 'Nowa nazwa grupy', 'the Polish name is kept, trimmed');
    const cleared = await admin.update<AdminProductGroup>('product-groups', {
      id: group.id,
      previousData: updated.data,
      data: { ...updated.data, description: { ...updated.data.description, pl: '' } },
    });
    assert.equal(cleared.data.description.pl, undefined, 'an emptied Polish name is none: Polish shows the English one');
    const inUse = await rejection(admin.delete('product-groups', { id: group.id, previousData: group }));
    assert.equal(inUse.status, 409);

    const characteristics = await admin.getManyReference<AdminCharacteristic>('characteristics', {
      target: 'productGroupId',
      id: group.id,
      ...page(1, 50),
      filter: {},
    });
    const added = await admin.create<AdminCharacteristic>('characteristics', {
      data: { characteristicKey: 'TEST_ONLY', productGroupId: group.id },
    });
    assert.equal(added.data.productGroupId, group.id);
    const twice = await rejection(admin.create('characteristics', { data: { characteristicKey: 'TEST_ONLY', productGroupId: group.id } }));
    assert.deepEqual((twice.body as { errors: Record<string, string> }).errors, { characteristicKey: 'the group has TEST_ONLY already' });
    const product = (await admin.getList<AdminProduct>('products', page(1, 1, 'id', 'ASC', { productGroupId: group.id }))).data[0];
    assert.ok(product.characteristics.includes('TEST_ONLY'), "a product shows its group's characteristics");
    await admin.delete('characteristics', { id: added.data.id, previousData: added.data });
    assert.equal(
      (await admin.getManyReference('characteristics', { target: 'productGroupId', id: group.id, ...page(1, 50), filter: {} })).total,
      characteristics.total,
    );

    const newGroup = await admin.create<AdminProductGroup>('product-groups', {
      data: {
        id: 990,
        key: 'TESTGROUP',
        productCategoryId: group.productCategoryId,
        description: { de: 'Testgruppe', en: 'Test group' },
        recommendationOrder2: null,
        imageUrl: null,
        planningFileUrl: null,
      },
    });
    await admin.delete('product-groups', { id: newGroup.data.id, previousData: newGroup.data });
    const trail = await admin.getList<AdminAuditEvent>('audit-events', page(1, 10, 'id', 'DESC', { resource: 'product-groups' }));
    assert.deepEqual(
      trail.data.map((e) => e.action),
      ['delete', 'create', 'update', 'update'],
    );
  });
});
