import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import type { BackgroundJobView, ExportJobResult, ProjectData } from '@lsp/contracts';
import { QUOTE_LABELS } from '@lsp/i18n';
import { finishedJob } from '../support/jobs.js';
import { newProject, projectsAs, resave } from '../support/projects.js';
import { fillOpenProjects } from '../support/scale-projects.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const run = promisify(execFile);

describe('GET /api/project/export: the cost calculation as PDF and Excel', () => {
  let server: TestServer;
  let folder: string;
  let customerToken: string;
  let customer: ReturnType<typeof projectsAs>;
  let project: ProjectData;
  const exportOf = (id: string, query: string, token: string | undefined = customerToken, headers: Record<string, string> = {}) =>
    server.api(`/api/project/export/${id}?${query}`, { token, headers });

  /** The PDF's text as pdftotext reads it, every run of spaces (also no-break ones) as one space. */
  async function pdfText(response: Response): Promise<string> {
    const file = path.join(folder, `${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    return stdout.replace(/[\s\u00a0\u202f]+/g, ' ');
  }

  async function workbook(response: Response): Promise<ExcelJS.Worksheet> {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    return book.worksheets[0];
  }

  const totalCell = (sheet: ExcelJS.Worksheet, label: string) => {
    let found: ExcelJS.Cell | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(3).value === label) found = row.getCell(6);
    });
    assert.ok(found, `a row labelled ${label}`);
    return found;
  };

  before(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'lsp-export-'));
    server = await startTestServer({ HOME: folder });
    customerToken = await server.tokenFor('customer');
    customer = projectsAs(server, customerToken);
    project = await customer.created(
      newProject(
        { projectName: 'Musterhaus Süd' },
        {
          products: [
            {
              productId: 'NS-1',
              productCategoryId: 'NONSTANDARDCOMPONENTS',
              quantity: 2,
              price: 100,
              description: 'Sonderrahmen verzinkt',
            },
          ],
        },
      ),
    );
  });
  after(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('renders the PDF in German and euro by default: project, lines, non-standard component, total and terms', async () => {
    const response = await exportOf(project.id, 'format=pdf');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/pdf');
    assert.match(response.headers.get('content-disposition') ?? '', new RegExp(`^attachment; .*Kostenkalkulation%20${project.id}\\.pdf`));
    const text = await pdfText(response);
    for (const expected of [
      project.id,
      'Musterhaus Süd',
      'Aufzugbau Muster GmbH',
      'JK-180-HV-360x360',
      'BK-AIO',
      'Sonderrahmen verzinkt',
      'Kostenkalkulation',
    ]) {
      assert.ok(text.includes(expected), `the PDF shows ${expected}`);
    }
    // 4097.08 € of golden 01 plus 2 × 100.00 € of the non-standard component, with the costs that depend on it.
    assert.ok(
      text.includes(`${(project.totalCents! / 100).toLocaleString('de-DE', { minimumFractionDigits: 2 })} €`),
      'the total as the project stored it',
    );
    assert.match(text, /15 Arbeitstage/);
    assert.match(text, /DH Lift Ventilation GmbH/);
  });

  it('renders in English and Swiss francs when asked, and in the language of Accept-Language otherwise', async () => {
    const text = await pdfText(await exportOf(project.id, 'format=pdf&lang=en&currency=CHF'));
    assert.match(text, /Cost calculation/);
    assert.match(text, /CHF/);
    assert.ok(!text.includes('€'), 'no euro amounts in a franc quote');
    const polish = await pdfText(await exportOf(project.id, 'format=pdf', customerToken, { 'accept-language': 'pl-PL,pl;q=0.9' }));
    assert.match(polish, /Kalkulacja kosztów/);
  });

  it('gives an Excel workbook whose total formula equals the quote, in the currency asked for', async () => {
    const eur = await exportOf(project.id, 'format=xlsx');
    assert.equal(eur.status, 200);
    assert.equal(eur.headers.get('content-type'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = await workbook(eur);
    const total = totalCell(sheet, QUOTE_LABELS.de.categories.total);
    assert.ok(total.formula, 'the total is a formula');
    assert.equal(total.result, project.totalCents! / 100);
    const calculation = await server.api('/api/calculation-v1', {
      method: 'POST',
      token: customerToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        formValues: project.formValues,
        currency: 'USD',
        nonStandardComponents: [{ productId: 'NS-1', description: 'Sonderrahmen verzinkt', price: 108, quantity: 2 }],
      }),
    });
    const usdTotal = ((await calculation.json()) as { costs: { categories: { total: number } } }).costs.categories.total;
    const usd = await workbook(await exportOf(project.id, 'format=xlsx&currency=USD&lang=en'));
    assert.equal(totalCell(usd, QUOTE_LABELS.en.categories.total).result, usdTotal / 100, 'the same total as the calculator shows in USD');
  });

  it('records the download as lastReportingAt without changing the version, so an open form still saves', async () => {
    const before = (await (await customer.get(project.id)).json()) as ProjectData;
    await exportOf(project.id, 'format=xlsx');
    const after = (await (await customer.get(project.id)).json()) as ProjectData;
    assert.ok(after.lastReportingAt && (!before.lastReportingAt || after.lastReportingAt > before.lastReportingAt));
    assert.equal(after.version, before.version);
    assert.equal((await customer.save(resave(before, {}, { projectName: 'Still saves' }))).status, 200);
  });

  it("refuses bad queries with 400 and hides other companies' projects with 404", async () => {
    for (const query of ['format=docx', '', 'format=pdf&currency=JPY', 'format=pdf&lang=xx', 'format=pdf&colour=red']) {
      const response = await exportOf(project.id, query);
      assert.equal(response.status, 400, query);
    }
    assert.equal((await exportOf(project.id, 'format=pdf', await server.tokenFor('vienna'))).status, 404);
    assert.equal((await exportOf('C20000101-1', 'format=pdf')).status, 404);
    assert.equal((await server.api(`/api/project/export/${project.id}?format=pdf`)).status, 401);
  });

  it("exports the staff's project list as a spreadsheet with one row per project, filtered like the list", async () => {
    const admin = await server.tokenFor('admin');
    assert.equal((await server.api('/api/project/export?format=xlsx', { token: customerToken })).status, 403);
    const response = await server.api(`/api/project/export?format=xlsx&query=${project.id}`, { token: admin });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-disposition') ?? '', /projects-\d{4}-\d{2}-\d{2}\.xlsx/);
    const sheet = await workbook(response);
    const ids: unknown[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) ids.push(row.getCell(1).value);
    });
    assert.deepEqual(ids, [project.id]);
    const all = await workbook(await server.api('/api/project/export?format=xlsx', { token: admin }));
    assert.equal(all.rowCount - 1, 1, 'one project in this database');
  });

  it('exports the whole list as a background job: 202, rows written of the total, then a download kept for a while', async () => {
    const admin = await server.tokenFor('admin');
    await fillOpenProjects(server, 3000);
    const start = (body: unknown, token = admin) =>
      server.api('/api/admin/project-exports', {
        method: 'POST',
        token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    assert.equal((await start({ format: 'xlsx' }, customerToken)).status, 403);
    const bad = await start({ format: 'xlsx', currency: 'JPY' });
    assert.equal(bad.status, 400);
    assert.match(await bad.text(), /currency/);
    const response = await start({ format: 'xlsx', lang: 'en', currency: 'CHF' });
    assert.equal(response.status, 202);
    const job = (await response.json()) as BackgroundJobView;
    assert.equal(job.kind, 'project-list-export');
    assert.deepEqual([job.done, job.total], [0, 3001], 'the total is known from the first answer');
    const done = await finishedJob<ExportJobResult>(server, admin, job.id);
    assert.equal(done.total, 3001);
    assert.equal(done.done, 3001);
    assert.equal(done.result.rows, 3001);
    assert.equal(done.result.matched, 3001, 'no limit unless EXPORT_MAX_ROWS sets one: nothing left out');
    assert.match(done.result.fileName, /^projects-\d{4}-\d{2}-\d{2}\.xlsx$/);
    assert.ok(done.expiresAt && Date.parse(done.expiresAt) > Date.now() + 60 * 60 * 1000, 'kept for hours');
    assert.equal(done.fileUrl, `/api/admin/jobs/${job.id}/file`);
    assert.equal((await server.api(done.fileUrl, { token: customerToken })).status, 403);
    const download = await server.api(done.fileUrl, { token: admin });
    assert.equal(download.status, 200);
    assert.match(download.headers.get('content-disposition') ?? '', /projects-\d{4}-\d{2}-\d{2}\.xlsx/);
    const sheet = await workbook(download);
    assert.equal(sheet.rowCount, 1 + 3001);
    // The 3000 share one creation time: batches of 500 go on by id, none skipped or repeated.
    const ids = new Set<unknown>();
    sheet.eachRow((row, index) => {
      if (index > 1) ids.add(row.getCell(1).value);
    });
    assert.equal(ids.size, 3001);
    assert.equal(sheet.getRow(1).getCell(9).value, 'Total (CHF)');
    assert.equal((await server.api(`/api/admin/jobs/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`, { token: admin })).status, 404);
    assert.equal((await server.api('/api/admin/jobs/nope', { token: admin })).status, 400);
  });
});

describe('The list export with a limit set (EXPORT_MAX_ROWS): the newest projects, and it says which are left out', () => {
  let server: TestServer;
  let admin: string;
  const LIMIT = 700;
  const PROJECTS = 1000;

  before(async () => {
    server = await startTestServer({ EXPORT_MAX_ROWS: String(LIMIT) });
    admin = await server.tokenFor('admin');
    await fillOpenProjects(server, PROJECTS);
  });
  after(() => server.close());

  const workbook = async (response: Response) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    return book.worksheets[0];
  };
  /** The project numbers of a sheet's rows, and its last row's text when that is no project. */
  const contents = (sheet: ExcelJS.Worksheet) => {
    const ids: string[] = [];
    let note = '';
    sheet.eachRow((row, index) => {
      const first = String(row.getCell(1).value ?? '');
      if (index === 1) return;
      if (/^C\d{8}-\d+$/.test(first)) ids.push(first);
      else note = first;
    });
    return { ids, note };
  };
  // The fill's projects share one creation time: newest first is then by project number, as text, descending.
  const newest = Array.from({ length: PROJECTS }, (_, i) => `C20250101-${i + 1}`)
    .sort()
    .reverse()
    .slice(0, LIMIT);

  it('writes the newest of the limit, says "n of m" in the job, and the file names what was left out', async () => {
    const response = await server.api('/api/admin/project-exports', {
      method: 'POST',
      token: admin,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ format: 'xlsx', lang: 'de' }),
    });
    assert.equal(response.status, 202);
    const job = (await response.json()) as BackgroundJobView;
    assert.equal(job.total, LIMIT, 'the rows it will write');
    const done = await finishedJob<ExportJobResult>(server, admin, job.id);
    assert.deepEqual([done.done, done.total, done.result.rows, done.result.matched], [LIMIT, LIMIT, LIMIT, PROJECTS]);
    const { ids, note } = contents(await workbook(await server.api(done.fileUrl!, { token: admin })));
    assert.deepEqual(ids, newest);
    assert.equal(
      note,
      'Nur die neuesten 700 von 1.000 Projekten des Filters: die 300 ältesten fehlen (Grenze des Exports). Mit einem engeren Filter lassen sie sich exportieren.',
    );
  });

  it('cuts the direct download the same way, and writes a filtered list under the limit whole, without a note', async () => {
    const { ids, note } = contents(await workbook(await server.api('/api/project/export?format=xlsx&lang=en', { token: admin })));
    assert.deepEqual(ids, newest);
    assert.match(note, /^Only the newest 700 of the 1,000 projects of the filter: the 300 oldest are left out/);
    const filtered = contents(await workbook(await server.api('/api/project/export?format=xlsx&query=C20250101-99', { token: admin })));
    assert.deepEqual(filtered.ids.sort(), ['C20250101-99', ...Array.from({ length: 10 }, (_, i) => `C20250101-99${i}`)].sort());
    assert.equal(filtered.note, '');
  });
});
