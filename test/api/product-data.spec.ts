import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ProductDataResponse } from '@lsp/contracts';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe('GET /api/product/product-data', () => {
  let server: TestServer;
  let data: ProductDataResponse;
  before(async () => {
    server = await startTestServer();
    const response = await server.api('/api/product/product-data?companyId=1001', { token: await server.tokenFor('customer') });
    assert.equal(response.status, 200);
    data = (await response.json()) as ProductDataResponse;
  });
  after(() => server.close());

  const product = (key: string) => {
    const found = data.products.find((p) => p.productKey === key);
    assert.ok(found, `product ${key} is in the catalogue`);
    return found;
  };
  const group = (key: string) => data.productGroups.find((g) => g.key === key)!;

  it('has every flap size with the ventilation areas of docs/domain.md#flap-choice', () => {
    const areas = { '360x360': 104000, '470x360': 130000, '530x530': 231000, '700x700': 406000, '860x860': 624000, '1030x1030': 896000 };
    for (const [size, area] of Object.entries(areas)) {
      assert.equal(product(`JK-180-HV-${size}`).ventilationArea, area);
      assert.equal(product(`JK-190-${size}`).ventilationArea, area);
    }
    assert.equal(product('JK-180-HV-1200x1200').ventilationArea, 1218000);
    assert.equal(product('JK-190-1200x1200').ventilationArea, 1219000, 'the JK-190 series covers 1219000 at 1200x1200');
    assert.equal(product('JK-180-HV-470x360').width, 470);
    assert.equal(product('JK-180-HV-470x360').height, 360);
  });

  it('names every product group in Polish too, as its products are named', () => {
    assert.deepEqual(group('JK180HV').description, {
      de: 'Lamellenklappe JK-180-HV für Neubauten',
      en: 'JK-180-HV louvre flap for new buildings',
      pl: 'Klapa żaluzjowa JK-180-HV do nowych budynków',
    });
    assert.deepEqual(
      data.productGroups.filter((g) => !g.description.pl).map((g) => g.key),
      [],
      'no seeded group without a Polish name',
    );
  });

  it('holds every product key docs/domain.md#catalogue makes a contract', () => {
    const keys = [
      'TAIRMO',
      'S9',
      'BK-AIO',
      'AIO-BASIC-CU',
      'LST-CO2-V3',
      'LST-REPEATER',
      'FAULT-ALARM-INTERFACE',
      'RT-45-RJ',
      'RT-45L-RJ',
      'RJ45-SPLITTER',
      'KEYSWITCH-LED',
      'VENTILATION-TIMER',
      'THERMOSTAT-ADD',
      'HUMIDITY-SENSOR',
      'SIREN-KEYSWITCH',
      'IF-ADAPTER-8PIN-SET',
      'BATTERY-PACK',
      'QUIET-DRIVE',
      'POINT-DETECTOR',
      'SD-L-F1-50',
      'SD-L-F1-120',
      'RAS-42000',
      'RAS-200',
      'RAS-PIPE',
      'SMOKE-TEST-SPRAY',
      'CABLE-4M',
      'CABLE-6M',
      'CABLE-12M',
      'FM-2M',
      'AS-LF',
      'IF-ADAPTER-SET',
      'AIO-BASIC-PD-12',
      'AIO-BASIC-PD-24',
      'AIO-BASIC-PD-36',
      'AIO-BASIC-PD-48',
      'AIO-BASIC-SD-L-F1-50',
      'AIO-BASIC-SD-L-F1-100',
    ];
    for (const key of keys) product(key);
    for (const prefix of ['JK-190-DB-', 'TF-', 'ALAS-', 'WSH-', 'EBW-']) product(`${prefix}700x700`);
  });

  it('ranks JK180HV before JK190 for the recommendation and lists group characteristics', () => {
    assert.equal(group('JK180HV').recommendationOrder2, 1);
    assert.equal(group('JK190').recommendationOrder2, 2);
    const characteristicsOf = (key: string) =>
      data.characteristics.filter((c) => c.productGroupId === group(key).id).map((c) => c.characteristicKey);
    assert.ok(characteristicsOf('JK190').includes('EINBAUWINKEL'));
    assert.ok(characteristicsOf('JK190DB').includes('EINBAUWINKEL'));
    assert.ok(!characteristicsOf('JK180HV').includes('EINBAUWINKEL'));
    assert.ok(characteristicsOf('JK190DB').includes('LOW_ENERGY'));
  });

  it('keeps prices on the server', () => {
    assert.equal(Object.keys(data.products[0]).includes('listPriceCents'), false);
  });

  it('answers another company 404 for a customer, but an admin may ask for any', async () => {
    const foreign = await server.api('/api/product/product-data?companyId=1002', { token: await server.tokenFor('customer') });
    assert.equal(foreign.status, 404);
    const admin = await server.api('/api/product/product-data?companyId=1002', { token: await server.tokenFor('admin') });
    assert.equal(admin.status, 200);
  });

  it('names a missing or malformed companyId', async () => {
    const token = await server.tokenFor('customer');
    for (const query of ['', '?companyId=abc', '?companyId=-1']) {
      const response = await server.api(`/api/product/product-data${query}`, { token });
      assert.equal(response.status, 400, query);
      assert.equal((await response.json()).details[0].path, '/companyId');
    }
  });

  it('refuses users who are not activated', async () => {
    const response = await server.api('/api/product/product-data?companyId=1003', { token: await server.tokenFor('inactive') });
    assert.equal(response.status, 403);
  });
});
