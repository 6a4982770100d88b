import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DataProvider } from 'ra-core';
import type {
  AdminAuditEvent,
  ApiErrorBody,
  AdminCompany,
  AdminSettings,
  AdminTermsEntry,
  ClientConfig,
  Settings,
  TermsEntry,
} from '@lsp/contracts';
import { adminDataProvider, everything, rejection } from '../support/admin-data-provider.js';
import { newProject, projectsAs } from '../support/projects.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const page = (page: number, perPage: number, field = 'id', order: 'ASC' | 'DESC' = 'ASC', filter: object = {}) => ({
  pagination: { page, perPage },
  sort: { field, order },
  filter,
});
const READ_ONLY = ['mails', 'tickets', 'audit-events'];
const RESOURCES = [
  'products',
  'product-groups',
  'characteristics',
  'terms',
  'settings',
  'companies',
  'projects',
  'mails',
  'tickets',
  'audit-events',
];

describe('Backoffice: terms, settings, companies, and who may use /api/admin', () => {
  let server: TestServer;
  let admin: DataProvider;

  before(async () => {
    server = await startTestServer();
    admin = adminDataProvider(server, await server.tokenFor('admin'));
  });
  after(() => server.close());

  it('answers 401 without a token, 403 to customers and inactive users, on every resource and method', async () => {
    const customer = adminDataProvider(server, await server.tokenFor('customer'));
    const inactive = adminDataProvider(server, await server.tokenFor('inactive'));
    for (const resource of RESOURCES) {
      for (const [who, provider] of [
        ['customer', customer],
        ['inactive', inactive],
      ] as const) {
        assert.equal((await rejection(provider.getList(resource, page(1, 5)))).status, 403, `${who} lists ${resource}`);
        assert.equal((await rejection(provider.getOne(resource, { id: 1 }))).status, 403, `${who} gets ${resource}`);
        if (!READ_ONLY.includes(resource))
          assert.equal(
            (await rejection(provider.update(resource, { id: 1, data: { id: 1 }, previousData: { id: 1 } }))).status,
            403,
            `${who} updates ${resource}`,
          );
      }
      assert.equal((await server.api(`/api/admin/${resource}`)).status, 401, resource);
    }
    const token = await server.tokenFor('customer');
    assert.equal(
      (await server.api('/api/admin/products', { method: 'POST', token, headers: { 'content-type': 'application/json' }, body: '{}' }))
        .status,
      403,
    );
    assert.equal((await server.api('/api/admin/products/1001', { method: 'DELETE', token })).status, 403);
    assert.equal((await server.api('/api/admin/dashboard', { token })).status, 403);
    assert.equal((await server.api('/api/admin/dashboard', { token: await server.tokenFor('inactive') })).status, 403);
  });

  it('lists every resource with Content-Range for the admin', async () => {
    for (const resource of RESOURCES) {
      const list = await admin.getList(resource, page(1, 5));
      assert.ok(Number.isInteger(list.total), resource);
    }
  });

  it('edits the terms entries, and /api/terms shows the change at once', async () => {
    const terms = await admin.getList<AdminTermsEntry>('terms', page(1, 10, 'position', 'ASC'));
    assert.equal(terms.total, 3);
    const at = (await admin.getList<AdminTermsEntry>('terms', page(1, 10, 'id', 'ASC', { country: 'at' }))).data;
    assert.deepEqual(
      at.map((t) => t.country),
      ['at'],
    );
    const entry = at[0];
    const urls = [
      ...entry.urls,
      { type: 'INSTALLATION_CONDITIONS' as const, language: 'en', url: 'https://example.com/installation-en.pdf' },
    ];
    const updated = await admin.update<AdminTermsEntry>('terms', {
      id: entry.id,
      previousData: entry,
      data: { ...entry, company: 'DH Lift Ventilation Österreich GmbH', urls },
    });
    assert.equal(updated.data.version, entry.version + 1);
    const publicTerms = (await (await server.api('/api/terms')).json()) as TermsEntry[];
    assert.deepEqual(
      publicTerms.find((t) => t.country === 'at'),
      { company: 'DH Lift Ventilation Österreich GmbH', country: 'at', urls },
    );
    const bad = await rejection(
      admin.update('terms', {
        id: entry.id,
        previousData: updated.data,
        data: { ...updated.data, urls: [{ type: 'OTHER', language: 'de', url: 'javascript:alert(1)' }] },
      }),
    );
    assert.equal(bad.status, 400);
    assert.deepEqual(Object.keys((bad.body as { errors: object }).errors).sort(), ['urls.0.type', 'urls.0.url']);
    const created = await admin.create<AdminTermsEntry>('terms', {
      data: { id: 'dh-ch', company: 'DH Schweiz AG', country: 'int', urls: [] },
    });
    assert.equal(created.data.position, 4);
    await admin.delete('terms', { id: 'dh-ch', previousData: created.data });
    assert.equal((await admin.getList('terms', everything)).total, 3);
  });

  it('edits the one settings record; /api/settings and /api/config use it at once; it cannot be created or deleted', async () => {
    const list = await admin.getList<AdminSettings>('settings', everything);
    assert.deepEqual(
      list.data.map((s) => s.id),
      [1],
    );
    const settings = (await admin.getOne<AdminSettings>('settings', { id: 1 })).data;
    const updated = await admin.update<AdminSettings>('settings', {
      id: 1,
      previousData: settings,
      data: {
        ...settings,
        generalRemarksEn: 'Prices net, new remark.',
        offerValidityWeeks: null,
        deliveryWorkdays: 17,
        exchangeRates: { CHF: 0.95, GBP: 0.85, USD: 1.1 },
        currencySelector: true,
        energy: {
          ...settings.energy,
          carriers: { ...settings.energy.carriers, electricity: { pricePerKWh: 0.4, co2KgPerKWh: 0.5 } },
          defaultCarrier: 'districtHeating',
        },
      },
    });
    assert.equal(updated.data.version, settings.version + 1);
    const token = await server.tokenFor('customer');
    const customerSettings = (await (await server.api('/api/settings?lang=en', { token })).json()) as Settings;
    assert.deepEqual(customerSettings, {
      generalRemarks: 'Prices net, new remark.',
      offerValidityWeeks: null,
      deliveryWorkdays: 17,
      exchangeRates: { CHF: 0.95, GBP: 0.85, USD: 1.1 },
      energy: {
        ...settings.energy,
        carriers: { ...settings.energy.carriers, electricity: { pricePerKWh: 0.4, co2KgPerKWh: 0.5 } },
        defaultCarrier: 'districtHeating',
      },
    });
    assert.equal(((await (await server.api('/api/config')).json()) as ClientConfig).currencySelector, true);
    const bad = await rejection(
      admin.update('settings', {
        id: 1,
        previousData: updated.data,
        data: {
          ...updated.data,
          deliveryWorkdays: -1,
          exchangeRates: { CHF: 0, GBP: 1, USD: 1 },
          energy: {
            ...updated.data.energy,
            carriers: { ...updated.data.energy.carriers, gas: { pricePerKWh: -0.1, co2KgPerKWh: 0.24 } },
            fundingShare: 15,
            defaultCarrier: 'coal' as 'gas',
          },
        },
      }),
    );
    assert.deepEqual(Object.keys((bad.body as { errors: object }).errors).sort(), [
      'deliveryWorkdays',
      'energy.carriers.gas.pricePerKWh',
      'energy.defaultCarrier',
      'energy.fundingShare',
      'exchangeRates.CHF',
    ]);
    assert.equal(
      (await admin.getOne<AdminSettings>('settings', { id: 1 })).data.energy.carriers.gas.pricePerKWh,
      settings.energy.carriers.gas.pricePerKWh,
      'nothing of a refused change is kept',
    );
    const stale = await rejection(admin.update('settings', { id: 1, previousData: settings, data: { ...settings, deliveryWorkdays: 3 } }));
    assert.equal(stale.status, 409);
    const adminToken = await server.tokenFor('admin');
    assert.equal(
      (
        await server.api('/api/admin/settings', {
          method: 'POST',
          token: adminToken,
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).status,
      404,
    );
    assert.equal((await server.api('/api/admin/settings/1', { method: 'DELETE', token: adminToken })).status, 404);
    assert.equal((await rejection(admin.getOne('settings', { id: 2 }))).status, 400);
    const audit = (await admin.getList<AdminAuditEvent>('audit-events', page(1, 1, 'id', 'DESC', { resource: 'settings' }))).data[0];
    assert.deepEqual(audit.changes.deliveryWorkdays, { from: settings.deliveryWorkdays, to: 17 });
  });

  it('creates and renames companies, filters and sorts them, and keeps one that owns projects', async () => {
    const created = await admin.create<AdminCompany>('companies', { data: { id: 2001, name: 'Aufzüge Nord GmbH', country: 'de' } });
    assert.equal(created.data.version, 1);
    const byName = await admin.getList<AdminCompany>('companies', page(1, 10, 'name', 'DESC', { country: 'de' }));
    assert.deepEqual(
      byName.data.map((c) => c.name),
      [...byName.data.map((c) => c.name)].sort((a, b) => b.localeCompare(a)),
    );
    assert.ok(byName.data.every((c) => c.country === 'de'));
    assert.deepEqual(
      (await admin.getList<AdminCompany>('companies', page(1, 10, 'id', 'ASC', { q: 'nord' }))).data.map((c) => c.id),
      [2001],
    );
    const renamed = await admin.update<AdminCompany>('companies', {
      id: 2001,
      previousData: created.data,
      data: { ...created.data, name: 'Aufzüge Nord AG' },
    });
    assert.equal(renamed.data.name, 'Aufzüge Nord AG');
    const taken = await rejection(admin.create('companies', { data: { id: 2001, name: 'Again', country: 'at' } }));
    assert.deepEqual((taken.body as { errors: object }).errors, { id: 'is taken by another record' });
    await admin.delete('companies', { id: 2001, previousData: renamed.data });

    await projectsAs(server, await server.tokenFor('customer')).created(newProject());
    const owner = (await admin.getOne<AdminCompany>('companies', { id: 1001 })).data;
    const kept = await rejection(admin.delete('companies', { id: 1001, previousData: owner }));
    assert.equal(kept.status, 409);
    assert.match(kept.message, /owns 1 projects/);
    assert.deepEqual(
      (kept.body as ApiErrorBody).reason,
      { key: 'companyOwnsProjects', params: { company: owner.name, count: 1 } },
      'a reason the backoffice says in its language',
    );
    const trail = await admin.getList<AdminAuditEvent>(
      'audit-events',
      page(1, 10, 'id', 'DESC', { resource: 'companies', recordId: '2001' }),
    );
    assert.deepEqual(
      trail.data.map((e) => e.action),
      ['delete', 'update', 'create'],
    );
  });
});
