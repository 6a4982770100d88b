// Catalogue changes pass the same gate as rule sets (docs/rules.md#catalogue-changes): a product
// added, changed or removed is checked against the published rules before it takes effect, and
// its impact on open projects and reference cases is a background job like a draft's.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DataProvider } from 'ra-core';
import type {
  AdminProduct,
  AdminProductWrite,
  ApiErrorBody,
  BackgroundJobView,
  CatalogueCheckAnswer,
  CatalogueChangeRequest,
  RuleSetImpactReport,
} from '@lsp/contracts';
import { adminDataProvider, everything, rejection } from '../support/admin-data-provider.js';
import { finishedJob } from '../support/jobs.js';
import { newProject, projectsAs } from '../support/projects.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** The product engineer's new flap: 800 × 800 mm, 500.000 mm², 1.234,56 €, with no ALAS weather protection of its size. */
const FLAP_800: AdminProductWrite = {
  id: 1999,
  productKey: 'JK-180-HV-800x800',
  productGroupId: 11,
  description: { de: 'Lamellenklappe JK-180-HV 800x800', en: 'JK-180-HV louvre flap 800x800' },
  bxH: '800x800',
  width: 800,
  height: 800,
  ventilationArea: 500000,
  isRecommended: true,
  price: 1234.56,
  dhNo: null,
  recess: null,
  imageUrl: null,
  productTypeId: null,
};

/** The shaft of the engineer's finding: 4000 × 4400 mm with "Wetterschutz erforderlich" (440.000 mm² at 2,5 %). */
const SHELTERED = { projectName: 'Wetterschutz 4000 × 4400', shaftWidth: 4000, shaftDepth: 4400, weathershelter: true };

describe('Catalogue changes through the gate: /api/admin/products/check, …/impact and every save', () => {
  let server: TestServer;
  let admin: DataProvider;
  let adminToken: string;

  const post = async <T>(path: string, body: CatalogueChangeRequest): Promise<{ status: number; body: T }> => {
    const response = await server.api(`/api/admin/products/${path}`, {
      method: 'POST',
      token: adminToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const impactOf = async (change: CatalogueChangeRequest) => {
    const started = await post<BackgroundJobView>('impact', change);
    assert.equal(started.status, 202, JSON.stringify(started.body));
    assert.equal(started.body.kind, 'catalogue-impact');
    return (await finishedJob<RuleSetImpactReport>(server, adminToken, started.body.id)).result;
  };
  const product = async (key: string) =>
    (await admin.getList<AdminProduct>('products', everything)).data.find((p) => p.productKey === key)!;
  const codes = (problems: { path: string; key: string; params?: Record<string, string | number> }[]) =>
    problems.map(({ path, key, params }) => ({ path, key, ...(params?.error ? { error: params.error } : {}) }));

  before(async () => {
    server = await startTestServer();
    adminToken = await server.tokenFor('admin');
    admin = adminDataProvider(server, adminToken);
  });
  after(() => server.close());

  it('refuses the 800 × 800 flap that a sheltered shaft would get without weather protection, names why and where, and saves nothing', async () => {
    const customer = projectsAs(server, await server.tokenFor('customer'));
    const sheltered = await customer.created(newProject(SHELTERED));
    const alas860 = await product('ALAS-860x860');
    assert.ok(
      sheltered.products.some((p) => p.productId === String(alas860.id)),
      'today the 860 × 860 flap with its weather protection',
    );

    const started = Date.now();
    const check = await post<CatalogueCheckAnswer>('check', { action: 'create', id: FLAP_800.id, product: FLAP_800 });
    const took = Date.now() - started;
    assert.equal(check.status, 200, JSON.stringify(check.body));
    assert.equal(check.body.ok, false);
    assert.deepEqual(codes(check.body.problems), [
      { path: '/bxH', key: 'weatherProtectionMissing' },
      { path: '/ventilationArea', key: 'newCalculationError', error: 'component.weatherProtectionUnavailable' },
    ]);
    assert.equal(check.body.problems[1].params?.size, '800x800');
    assert.ok(took < 10_000, `the gate's check took ${took} ms`);

    // The impact shows whom it would hit: the open sheltered project loses its weather protection.
    const impact = await impactOf({ action: 'create', id: FLAP_800.id, product: FLAP_800 });
    assert.equal(impact.projects.checked, 1);
    assert.equal(impact.projects.newErrors, 1);
    const hit = impact.largest.find((item) => item.id === sheltered.id)!;
    assert.deepEqual(hit.newErrors, [{ key: 'component.weatherProtectionUnavailable', params: { size: '800x800' } }]);
    assert.deepEqual(
      hit.products.filter((p) => /JK-180-HV|ALAS/.test(p.productKey)),
      [
        { productKey: 'ALAS-860x860', before: 1, after: 0 },
        { productKey: 'JK-180-HV-800x800', before: 0, after: 1 },
        { productKey: 'JK-180-HV-860x860', before: 1, after: 0 },
      ],
    );

    // The server refuses the save on its own, whatever a client asked before.
    const refused = await rejection(admin.create('products', { data: FLAP_800 }));
    assert.equal(refused.status, 400);
    const body = refused.body as ApiErrorBody;
    assert.equal(body.reason.key, 'catalogueChangeRefused');
    assert.deepEqual(codes(body.details!), codes(check.body.problems));
    assert.equal((await rejection(admin.getOne('products', { id: FLAP_800.id }))).status, 404, 'never saved');
  });

  it('passes a harmless price change and shows its impact on the reference cases before it is saved', async () => {
    const flap = await product('JK-180-HV-360x360');
    const change: CatalogueChangeRequest = { action: 'update', id: flap.id, product: { ...flap, price: flap.price + 10 } };
    const check = await post<CatalogueCheckAnswer>('check', change);
    assert.deepEqual(check.body, { ...check.body, ok: true, problems: [] });
    assert.ok(check.body.runs > 400, `${check.body.runs} calculations compared`);

    const impact = await impactOf(change);
    assert.ok(impact.fixtures.totalsChanged > 0 && impact.fixtures.newErrors === undefined, JSON.stringify(impact.fixtures));
    const first = impact.largest.find((item) => item.kind === 'fixture')!;
    assert.ok(first.difference! >= 1000, `the 10 € more, with logistics: ${first.difference}`);
    assert.deepEqual(first.products, [], 'the same products, at another price');
    assert.ok(impact.distribution.some((bucket) => bucket.count > 0));

    const saved = await admin.update<AdminProduct>('products', { id: flap.id, data: change.product!, previousData: flap });
    assert.equal(saved.data.price, flap.price + 10);
  });

  it('refuses removing a product the rules name, and one whose removal leaves a required part without a product', async () => {
    const named = await product('RAS-PIPE');
    const check = await post<CatalogueCheckAnswer>('check', { action: 'delete', id: named.id });
    assert.deepEqual(codes(check.body.problems)[0], { path: '/id', key: 'namedByRuleSet' });
    const refused = await rejection(admin.delete('products', { id: named.id, previousData: named }));
    assert.equal(refused.status, 409);
    assert.deepEqual((refused.body as ApiErrorBody).reason, { key: 'productInRuleSet', params: { product: 'RAS-PIPE' } });

    // No rule names ALAS-860x860: the rules choose weather protection by size (ALAS for a vertical
    // flap), so its removal leaves sheltered shafts with an 860 × 860 flap an error message.
    const protection = await product('ALAS-860x860');
    const gap = await rejection(admin.delete('products', { id: protection.id, previousData: protection }));
    assert.equal(gap.status, 400);
    assert.deepEqual(codes((gap.body as ApiErrorBody).details!), [
      { path: '/id', key: 'newCalculationError', error: 'component.weatherProtectionUnavailable' },
    ]);

    // A mounting bracket is named by size (EBW-530x530 is also named by a test case of the rules, so
    // that one is refused as named): without EBW-360x360 the JK-190 360 × 360 flaps get an error
    // message, not a failed calculation.
    const named530 = await post<CatalogueCheckAnswer>('check', { action: 'delete', id: (await product('EBW-530x530')).id });
    assert.deepEqual(codes(named530.body.problems), [{ path: '/id', key: 'namedByRuleSet' }]);
    const bracket = await product('EBW-360x360');
    const noBracket = await post<CatalogueCheckAnswer>('check', { action: 'delete', id: bracket.id });
    assert.deepEqual(codes(noBracket.body.problems), [
      { path: '/id', key: 'newCalculationError', error: 'component.mountingBracketUnavailable' },
    ]);
    assert.equal(noBracket.body.problems[0].params?.size, '360x360');
    assert.equal((await rejection(admin.delete('products', { id: bracket.id, previousData: bracket }))).status, 400);
    assert.equal((await admin.getOne<AdminProduct>('products', { id: bracket.id })).data.productKey, 'EBW-360x360');
  });
});
