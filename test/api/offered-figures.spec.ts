import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MikroORM } from '@mikro-orm/core';
import ExcelJS from 'exceljs';
import type { AdminProduct, AdminProject, CalculationAnswer, ProjectData } from '@lsp/contracts';
import { adminDataProvider } from '../support/admin-data-provider.js';
import { newProject, projectsAs, resave } from '../support/projects.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { PricedQuotes } from '@lsp/api/projects/priced-quotes';

/**
 * A submitted project keeps its figures (issue 29, docs/offered-figures.md): priced when it is
 * submitted, in every currency; a later price change moves neither its list total, nor its PDF
 * or Excel, nor the backoffice's offered figures; back in draft it is priced anew.
 */
describe('Submitted projects keep the figures they were submitted with', () => {
  let server: TestServer;
  let token: string;
  let customer: ReturnType<typeof projectsAs>;
  let admin: ReturnType<typeof adminDataProvider>;

  before(async () => {
    server = await startTestServer();
    token = await server.tokenFor('customer');
    customer = projectsAs(server, token);
    admin = adminDataProvider(server, await server.tokenFor('admin'));
  });
  after(() => server.close());

  const totalOfSheet = async (id: string, currency: string) => {
    const response = await server.api(`/api/project/export/${id}?format=xlsx&lang=de&currency=${currency}`, { token });
    assert.equal(response.status, 200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    let total: number | undefined;
    book.worksheets[0].eachRow((row) => {
      if (row.getCell(3).value === 'Gesamt (netto)') {
        const value = row.getCell(6).value;
        total = Math.round(100 * Number(typeof value === 'object' && value !== null && 'result' in value ? value.result : value));
      }
    });
    return total;
  };
  const calculate = async (project: ProjectData) =>
    (await (
      await server.api('/api/calculation-v1', {
        method: 'POST',
        token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ formValues: project.formValues, currency: 'EUR' }),
      })
    ).json()) as CalculationAnswer;

  it('keeps the submitted total through a price change and an offer; prints it in PDF and Excel; prices anew in draft', async () => {
    const draft = await customer.created(newProject({ requestType: 'OFFER', projectName: 'Angebot mit festen Preisen' }));
    assert.equal(draft.pricedQuote, null, 'an open project keeps no figures');
    const submitted = (await (await customer.save(resave(draft, { state: 'SUBMITTED' }))).json()) as ProjectData;
    const kept = submitted.pricedQuote!;
    assert.ok(kept, 'priced at submission');
    assert.equal(kept.backfilled, false);
    assert.equal(kept.costs.EUR.categories.total, submitted.totalCents);
    assert.deepEqual(Object.keys(kept.costs).sort(), ['CHF', 'EUR', 'GBP', 'USD']);

    // Staff raise the price of the flap the project is quoted with.
    const flapLine = kept.costs.EUR.lines.find((l) => l.category === 'VENTCOMP')!;
    const product = (
      await admin.getList<AdminProduct>('products', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: { q: flapLine.productKey },
      })
    ).data.find((p) => p.productKey === flapLine.productKey)!;
    await admin.update<AdminProduct>('products', {
      id: product.id,
      previousData: product,
      data: { ...product, price: product.price + 100 },
    });
    const today = await calculate(submitted);
    assert.equal(today.costs!.categories.total > kept.costs.EUR.categories.total, true, "today's price is higher");

    // Staff make the offer: the project still has its figures.
    const inBackoffice = (await admin.getOne<AdminProject>('projects', { id: submitted.id })).data;
    await admin.update<AdminProject>('projects', {
      id: submitted.id,
      previousData: inBackoffice,
      data: { ...inBackoffice, state: 'OFFER_CREATED', offerNumber: 'AN-2026-1126' },
    });
    const offered = (await (await customer.get(submitted.id)).json()) as ProjectData;
    assert.equal(offered.state, 'OFFER_CREATED');
    assert.equal(offered.totalCents, kept.costs.EUR.categories.total, 'the list total stays');
    assert.deepEqual(offered.pricedQuote, kept);
    const staffView = (await admin.getOne<AdminProject>('projects', { id: submitted.id })).data;
    assert.equal(staffView.offeredCosts!.total * 100, kept.costs.EUR.categories.total);
    assert.equal(staffView.costs!.total * 100, today.costs!.categories.total, "today's prices beside them, labelled so");

    assert.equal(await totalOfSheet(submitted.id, 'EUR'), kept.costs.EUR.categories.total, 'the Excel prints the offered total');
    assert.equal(await totalOfSheet(submitted.id, 'CHF'), kept.costs.CHF.categories.total, 'in francs as priced then');
    const pdf = await server.api(`/api/project/export/${submitted.id}?format=pdf&lang=de`, { token });
    assert.equal(pdf.status, 200);

    // Back in draft (staff ask for changes): open again, no kept figures, priced with today's prices.
    const afterOffer = (await admin.getOne<AdminProject>('projects', { id: submitted.id })).data;
    await admin.update<AdminProject>('projects', {
      id: submitted.id,
      previousData: afterOffer,
      data: { ...afterOffer, state: 'MESSAGE_FROM_DH', message: 'Bitte die Schachthöhe prüfen.' },
    });
    const reopened = (await (await customer.get(submitted.id)).json()) as ProjectData;
    assert.equal(reopened.pricedQuote, null);
    assert.equal(reopened.totalCents, today.costs!.categories.total);
  });

  it('prices projects submitted before the figures existed once, marked backfilled, without a new version', async () => {
    const draft = await customer.created(newProject({ requestType: 'ORDER', projectName: 'Vor der Umstellung übermittelt' }));
    const submitted = (await (await customer.save(resave(draft, { state: 'SUBMITTED' }))).json()) as ProjectData;
    const sql = server.running.app.get(MikroORM).em.fork().getConnection();
    await sql.execute(`update project set priced_quote = null where id = '${submitted.id}'`);
    assert.equal(((await (await customer.get(submitted.id)).json()) as ProjectData).pricedQuote, null);
    assert.ok((await server.running.app.get(PricedQuotes).backfill()) >= 1);
    const priced = (await (await customer.get(submitted.id)).json()) as ProjectData;
    assert.equal(priced.pricedQuote!.backfilled, true);
    assert.equal(priced.version, submitted.version, 'pricing is no change of the project');
    assert.equal(priced.totalCents, priced.pricedQuote!.costs.EUR.categories.total);
  });
});
