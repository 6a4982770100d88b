import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import type { CalculationAnswer, CalculationRequest, NonStandardComponentData, ProjectData } from '@lsp/contracts';
import { newProject, projectsAs } from '../support/projects.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const run = promisify(execFile);

/** Whitespace as a reader sees it: every run of spaces, line breaks and no-break spaces as one space. */
const spaced = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const euro = (cents: number) => spaced(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100));
const number = (value: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }).format(value);
/** A bxH size as the documents print it: '470x360' -> '470 × 360 mm'. */
const size = (bxH: string) => bxH.replace(/^(\d+)x(\d+)$/, '$1 × $2 mm');

/** The last day of validity as a German reader expects it: today in Berlin plus the weeks. */
function validUntil(now: Date, weeks: number): string {
  const [day, month, year] = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(now)
    .split('.')
    .map(Number) as [number, number, number];
  const end = new Date(Date.UTC(year, month - 1, day + weeks * 7));
  return new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }).format(end);
}

const goldenRequest = (name: string) =>
  (
    JSON.parse(readFileSync(new URL(`../../../rules/lift-shaft/golden/${name}`, import.meta.url), 'utf8')) as {
      request: CalculationRequest;
    }
  ).request;

const NON_STANDARD: NonStandardComponentData[] = [
  { productId: 'NS-LM2X4K', description: 'Edelstahlblende 600 × 400, pulverbeschichtet RAL 7016', price: 245.5, quantity: 2 },
  { productId: 'NS-LM2X4L', description: 'Kernbohrung DN 250 durch Stahlbeton', price: 180, quantity: 1 },
];

describe('the quote agrees with itself: PDF and Excel print what the calculation priced', () => {
  let server: TestServer;
  let folder: string;
  let token: string;
  let customer: ReturnType<typeof projectsAs>;

  before(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'lsp-quote-agrees-'));
    server = await startTestServer({ HOME: folder });
    token = await server.tokenFor('customer');
    customer = projectsAs(server, token);
  });
  after(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  async function calculate(project: ProjectData, nonStandardComponents: NonStandardComponentData[] = []): Promise<CalculationAnswer> {
    const response = await server.api('/api/calculation-v1', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ formValues: project.formValues, nonStandardComponents, currency: 'EUR', lang: 'de' }),
    });
    assert.equal(response.status, 200);
    return (await response.json()) as CalculationAnswer;
  }

  /** The PDF's text in reading order (pdftotext -raw), whitespace as one space. */
  async function pdfText(id: string): Promise<string> {
    const response = await server.api(`/api/project/export/${id}?format=pdf&lang=de`, { token });
    assert.equal(response.status, 200);
    const file = path.join(folder, `${id}.pdf`);
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const { stdout } = await run('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-']);
    return spaced(stdout);
  }

  async function sheetOf(id: string): Promise<ExcelJS.Worksheet> {
    const response = await server.api(`/api/project/export/${id}?format=xlsx&lang=de`, { token });
    assert.equal(response.status, 200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    return book.worksheets[0];
  }

  const rows = (sheet: ExcelJS.Worksheet) => {
    const found: ExcelJS.Row[] = [];
    sheet.eachRow((row) => found.push(row));
    return found;
  };
  const fieldOf = (sheet: ExcelJS.Worksheet, label: string) => {
    const row = rows(sheet).find((r) => r.getCell(1).value === label);
    return row ? spaced(String(row.getCell(2).value)) : undefined;
  };
  const cents = (value: ExcelJS.CellValue) =>
    Math.round(100 * Number(typeof value === 'object' && value !== null && 'result' in value ? value.result : value));
  const totalOf = (sheet: ExcelJS.Worksheet) =>
    cents(
      rows(sheet)
        .find((r) => r.getCell(3).value === 'Gesamt (netto)')!
        .getCell(6).value,
    );

  /** What the PDF must say of the flap: the quoted one's size and area, the required area beside it. */
  function flapText(answer: CalculationAnswer): string {
    const [flap] = answer.derived.quotedFlaps;
    assert.ok(flap?.size && flap.ventilationArea !== null && answer.derived.totalLiftArea !== null);
    return `${size(flap.size)} (${number(flap.ventilationArea)} mm²; erforderlich ${number(answer.derived.totalLiftArea)} mm²)`;
  }

  it('prints the size of the flap chosen (470x360 over the recommended 360x360) with the required area, and non-standard items by description', async () => {
    const project = await customer.created(
      newProject(
        { projectName: 'Größere Klappe', 'quantity-1002': 1 },
        {
          products: NON_STANDARD.map((c) => ({
            productId: c.productId!,
            productCategoryId: 'NONSTANDARDCOMPONENTS',
            quantity: c.quantity,
            price: c.price,
            description: c.description,
          })),
        },
      ),
    );
    const answer = await calculate(project, NON_STANDARD);
    assert.equal(answer.derived.flapSize, '360x360', 'the recommendation');
    assert.deepEqual(
      answer.derived.quotedFlaps.map((f) => [f.productKey, f.size]),
      [['JK-180-HV-470x360', '470x360']],
      'the quoted flap',
    );
    const [text, sheet] = [await pdfText(project.id), await sheetOf(project.id)];

    assert.ok(text.includes(`Klappengröße ${flapText(answer)}`), `the PDF prints the quoted flap: ${flapText(answer)}`);
    assert.ok(!text.includes('360 × 360 mm'), 'not the recommended size');
    assert.equal(fieldOf(sheet, 'Klappengröße'), flapText(answer));

    const lines = answer.costs!.lines.filter((l) => l.category === 'NONSTANDARDCOMPONENTS');
    assert.equal(lines.length, NON_STANDARD.length);
    for (const component of NON_STANDARD) {
      const line = lines.find((l) => l.productKey === component.productId)!;
      assert.ok(
        text.includes(`${component.description} ${number(line.quantity)} ${euro(line.unitPrice)} ${euro(line.total)}`),
        `the PDF lists ${component.description} with quantity and prices`,
      );
      assert.ok(!text.includes(component.productId!), `not the generated ${component.productId}`);
      const row = rows(sheet).find((r) => r.getCell(3).value === component.description);
      assert.ok(row, `the workbook lists ${component.description}`);
      assert.deepEqual(
        [row.getCell(2).value, row.getCell(4).value, cents(row.getCell(5).value), cents(row.getCell(6).value)],
        [null, line.quantity, line.unitPrice, line.total],
      );
    }
    assert.ok(text.includes(`Gesamt (netto) ${euro(answer.costs!.categories.total)}`));
    assert.equal(totalOf(sheet), answer.costs!.categories.total);
  });

  it('prices the cables adjusted by hand with an AIO set, marks them, and prints the montage location and the validity date', async () => {
    const formValues = goldenRequest('13-de-set-adjusted-cables.json').formValues;
    const values = Object.fromEntries(formValues.map((v) => [v.key, v.value]));
    const project = await customer.created(newProject({ ...values, projectName: 'Set mit angepassten Kabeln' }));
    const answer = await calculate(project);
    const now = new Date();
    const [text, sheet] = [await pdfText(project.id), await sheetOf(project.id)];

    const cables = answer.costs!.lines.filter((l) => l.category === 'CABLE');
    assert.deepEqual(
      cables.map((l) => [l.productKey, l.quantity]),
      [
        ['CABLE-6M', 2],
        ['CABLE-12M', 4],
        ['FM-2M', 1],
      ],
      'the adjusted quantities are ordered',
    );
    assert.ok(
      cables.every((l) => l.total > 0),
      'and priced',
    );
    assert.equal(
      answer.costs!.categories.cabling,
      cables.reduce((sum, l) => sum + l.total, 0),
    );
    for (const line of cables) {
      const at = text.indexOf(`${line.productKey} `);
      assert.ok(at >= 0, `the PDF lists ${line.productKey}`);
      assert.ok(
        text.slice(at, at + 120).includes(`${number(line.quantity)} * ${euro(line.unitPrice)} ${euro(line.total)}`),
        `${line.productKey}: marked quantity and its price`,
      );
      const row = rows(sheet).find((r) => r.getCell(2).value === line.productKey)!;
      assert.deepEqual([row.getCell(4).value, cents(row.getCell(6).value)], [line.quantity, line.total]);
      assert.match(String(row.getCell(3).value), / \*$/, `${line.productKey}: marked in the workbook`);
    }
    assert.ok(text.includes('* Menge von Hand angepasst'), 'the legend');
    assert.ok(rows(sheet).some((r) => r.getCell(3).value === '* Menge von Hand angepasst'));
    assert.ok(text.includes(`Verkabelung ${euro(answer.costs!.categories.cabling)}`));

    const montage = answer.formValues.find((v) => v.key === 'montageBuildingLocation')?.value;
    assert.equal(montage, '20095');
    assert.ok(text.includes(`Postleitzahl des Montageorts ${montage}`));
    assert.equal(fieldOf(sheet, 'Postleitzahl des Montageorts'), montage);

    const weeks = answer.costs!.offerValidityWeeks!;
    const dates = new Set([validUntil(now, weeks), validUntil(new Date(), weeks)]);
    assert.ok(
      [...dates].some((date) => text.includes(`Angebotsgültigkeit ${weeks} Wochen, gültig bis ${date}`)),
      `valid until ${[...dates].join(' or ')}`,
    );
    assert.ok([...dates].some((date) => fieldOf(sheet, 'Angebotsgültigkeit') === `${weeks} Wochen, gültig bis ${date}`));

    assert.ok(text.includes(`Gesamt (netto) ${euro(answer.costs!.categories.total)}`));
    assert.equal(totalOf(sheet), answer.costs!.categories.total);
  });
});
