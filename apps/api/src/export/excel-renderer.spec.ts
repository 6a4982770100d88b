/// <reference types="node" />
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { COST_CATEGORY_NAMES, type Language } from '@lsp/contracts';
import { CURRENCY_NUMBER_FORMATS, renderQuoteWorkbook } from './excel-renderer.js';
import { quoteDocument } from './quote-document.js';
import { golden, goldenFixtures, PUBLIC_BASE_URL, quoteSource, type GoldenFixture } from './quote-fixtures.spec.js';
import { QUOTE_LABELS } from '@lsp/i18n';

async function readBack(fixture: GoldenFixture, lang: Language): Promise<ExcelJS.Worksheet> {
  const buffer = await renderQuoteWorkbook(quoteDocument(quoteSource(fixture, lang)));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  assert.equal(workbook.worksheets.length, 1);
  return workbook.worksheets[0];
}

function rowsOf(sheet: ExcelJS.Worksheet): ExcelJS.Row[] {
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => rows.push(row));
  return rows;
}

/** The row whose description column (C) reads `text`. */
function rowLabelled(sheet: ExcelJS.Worksheet, text: string): ExcelJS.Row {
  const row = rowsOf(sheet).find((r) => r.getCell(3).value === text);
  assert.ok(row, `a row labelled ${text}`);
  return row;
}

/**
 * What a spreadsheet computes for a cell: its number, or its formula evaluated over the other
 * cells (references, ranges, +, -, *, /, SUM and ROUND are all these formulas use).
 */
function compute(sheet: ExcelJS.Worksheet, address: string, depth = 0): number {
  assert.ok(depth < 50, 'no cycles');
  const value = sheet.getCell(address).value;
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return value;
  if (typeof value === 'object' && 'formula' in value && value.formula) return evaluateFormula(sheet, value.formula, depth);
  throw new Error(`${address} holds no number: ${JSON.stringify(value)}`);
}

function evaluateFormula(sheet: ExcelJS.Worksheet, formula: string, depth: number): number {
  const tokens = formula.match(/[A-Z]+\d+:[A-Z]+\d+|[A-Z]+\d+|[A-Z]+(?=\()|\d+(?:\.\d+)?|[-+*/(),]/g) ?? [];
  assert.equal(tokens.join(''), formula.replace(/\s/g, ''), `formula ${formula} has only known tokens`);
  let at = 0;
  const next = () => tokens[at++];
  const peek = () => tokens[at];
  const range = (token: string): number[] => {
    const [from, to] = token.split(':').map((a) => /^([A-Z]+)(\d+)$/.exec(a)!);
    assert.equal(from[1], to[1], 'ranges within one column');
    const values: number[] = [];
    for (let row = Number(from[2]); row <= Number(to[2]); row++) values.push(compute(sheet, `${from[1]}${row}`, depth + 1));
    return values;
  };
  const args = (): (number | number[])[] => {
    assert.equal(next(), '(');
    const list: (number | number[])[] = [];
    while (peek() !== ')') {
      const token = peek();
      list.push(token.includes(':') ? range(next()) : expression());
      if (peek() === ',') next();
    }
    next();
    return list;
  };
  const primary = (): number => {
    const token = next();
    if (token === '(') {
      const v = expression();
      assert.equal(next(), ')');
      return v;
    }
    if (token === '-') return -primary();
    if (/^\d/.test(token)) return Number(token);
    if (token === 'SUM')
      return args()
        .flat()
        .reduce((a, b) => a + b, 0);
    if (token === 'ROUND') {
      const [v, digits] = args() as number[];
      return Math.round(v * 10 ** digits) / 10 ** digits;
    }
    if (/^[A-Z]+\d+$/.test(token)) return compute(sheet, token, depth + 1);
    throw new Error(`unexpected ${token} in ${formula}`);
  };
  const term = (): number => {
    let v = primary();
    while (peek() === '*' || peek() === '/') v = next() === '*' ? v * primary() : v / primary();
    return v;
  };
  const expression = (): number => {
    let v = term();
    while (peek() === '+' || peek() === '-') v = next() === '+' ? v + term() : v - term();
    return v;
  };
  const result = expression();
  assert.equal(at, tokens.length, `all of ${formula} read`);
  return result;
}

const sameCents = (units: number, cents: number, message: string) => assert.equal(Math.round(units * 100), cents, message);
const priced = goldenFixtures.filter((f) => f.answer.costs);

describe(renderQuoteWorkbook.name, () => {
  it('names the sheet in the reader’s language', async () => {
    for (const [lang, name] of [
      ['de', 'Kalkulation'],
      ['en', 'Calculation'],
      ['pl', 'Kalkulacja'],
      ['fr', 'Calculation'],
    ] as const) {
      assert.equal((await readBack(golden('01'), lang)).name, name);
    }
  });

  it('writes a bold, frozen header row and the lines with quantity, unit price and a formula line total', async () => {
    const fixture = golden('01');
    const sheet = await readBack(fixture, 'de');
    assert.deepEqual((sheet.getRow(4).values as ExcelJS.CellValue[]).slice(1), [
      'Kategorie',
      'Produkt',
      'Beschreibung',
      'Menge',
      'Einzelpreis',
      'Gesamtpreis',
    ]);
    assert.equal(sheet.getRow(4).getCell(1).font?.bold, true);
    assert.deepEqual([sheet.views[0]?.state, (sheet.views[0] as ExcelJS.WorksheetViewFrozen).ySplit], ['frozen', 4]);
    assert.match(String(sheet.getCell('A1').value), /Kostenkalkulation · .* \(C20261120-3\)/);

    const flap = rowsOf(sheet).find((r) => r.getCell(2).value === 'JK-180-HV-360x360')!;
    const r = flap.number;
    assert.deepEqual(
      [flap.getCell(1).value, flap.getCell(3).value, flap.getCell(4).value, flap.getCell(5).value],
      ['Lüftungskomponenten', 'Lamellenklappe JK-180-HV 360x360', 1, 690],
    );
    assert.equal(flap.getCell(6).formula, `D${r}*E${r}`);
    assert.equal(flap.getCell(6).result, 690);
    assert.equal(flap.getCell(5).numFmt, '#,##0.00 "€"');
    assert.equal(flap.getCell(6).numFmt, '#,##0.00 "€"');
  });

  it('every line total is its formula’s result and equals the quote’s line, in every golden quote', async () => {
    for (const fixture of priced) {
      const sheet = await readBack(fixture, 'de');
      const lineRows = rowsOf(sheet).filter((r) => r.number > 4 && typeof r.getCell(4).value === 'number');
      // A non-standard line is known by its description (column C), its generated key is not printed.
      const descriptions = quoteSource(fixture, 'de').nonStandardDescriptions;
      const keyOf = (r: ExcelJS.Row) =>
        r.getCell(2).value ?? Object.keys(descriptions).find((key) => descriptions[key] === r.getCell(3).value);
      assert.deepEqual(lineRows.map(keyOf).sort(), fixture.answer.costs!.lines.map((l) => l.productKey).sort(), fixture.name);
      for (const row of lineRows) {
        const line = fixture.answer.costs!.lines.find((l) => l.productKey === keyOf(row))!;
        const total = row.getCell(6);
        assert.ok(total.formula, `${fixture.name} ${line.productKey}: a formula`);
        sameCents(Number(total.result), line.total, `${fixture.name} ${line.productKey}: cached result`);
        sameCents(compute(sheet, total.address), line.total, `${fixture.name} ${line.productKey}: computed`);
      }
    }
  });

  it('category sums and the grand total are formulas whose results equal the quote’s categories, in every golden quote', async () => {
    for (const fixture of priced) {
      const categories = fixture.answer.costs!.categories;
      const labels = QUOTE_LABELS.de.categories;
      const sheet = await readBack(fixture, 'de');
      for (const category of COST_CATEGORY_NAMES) {
        const mode =
          category === 'installationCosts'
            ? fixture.answer.costs!.installationCostsMode
            : category === 'travelCosts'
              ? fixture.answer.costs!.travelCostsMode
              : null;
        const modeText =
          mode === null
            ? ''
            : ` (${QUOTE_LABELS.de[category === 'installationCosts' ? 'installationCostsMode' : 'travelCostsMode'][mode as 'calculated']})`;
        const cell = rowLabelled(sheet, labels[category] + modeText).getCell(6);
        const value = cell.formula ? Number(cell.result) : Number(cell.value);
        sameCents(value, categories[category], `${fixture.name} ${category}: cached`);
        sameCents(compute(sheet, cell.address), categories[category], `${fixture.name} ${category}: computed`);
      }
      const total = rowLabelled(sheet, labels.total).getCell(6);
      assert.match(total.formula ?? '', /^F\d+(\+F\d+){4}$/, `${fixture.name}: the total adds the sum of components and the four costs`);
      assert.equal(total.result, categories.total / 100, `${fixture.name}: total cell = costs.categories.total / 100`);
      assert.equal(rowLabelled(sheet, labels.sumOfComponents).getCell(6).formula?.split('+').length, 6);
      for (const group of ['Lüftungskomponenten', 'Steuerungskomponenten']) {
        const sum = rowsOf(sheet).find((r) => r.getCell(3).value === `Summe ${group}`);
        if (sum) assert.match(sum.getCell(6).formula ?? '', /^SUM\(F\d+:F\d+\)$/);
      }
    }
  });

  it('rounds a fractional quantity’s line in the formula only where cents would not be whole', async () => {
    const sheet = await readBack(golden('02'), 'en');
    const pipe = rowsOf(sheet).find((r) => r.getCell(2).value === 'RAS-PIPE')!;
    assert.equal(pipe.getCell(4).value, 32.5);
    assert.equal(pipe.getCell(6).formula, `D${pipe.number}*E${pipe.number}`, '32.5 × 9.00 is whole cents');
    assert.equal(pipe.getCell(6).result, 292.5);
  });

  it('formats amounts in the quote’s currency', async () => {
    for (const [name, currency] of [
      ['11', 'CHF'],
      ['12', 'USD'],
      ['01', 'EUR'],
    ] as const) {
      const sheet = await readBack(golden(name), 'en');
      const total = rowLabelled(sheet, 'Total (net)').getCell(6);
      assert.equal(total.numFmt, CURRENCY_NUMBER_FORMATS[currency]);
      assert.equal(total.font?.bold, true);
    }
    const chf = await readBack(golden('11'), 'de');
    const special = rowsOf(chf).find((r) => r.getCell(3).value === 'Sonderblende')!;
    assert.deepEqual(
      [special.getCell(1).value, special.getCell(2).value, special.getCell(4).value, special.getCell(5).value],
      ['Sonderkomponenten', null, 2, 123.45],
      'by its description, without the generated key',
    );
  });

  it('writes project data, conditions, remarks and the terms below the totals', async () => {
    const sheet = await readBack(golden('01'), 'en');
    const byLabel = new Map(rowsOf(sheet).map((r) => [r.getCell(1).value, r.getCell(2).value]));
    assert.equal(byLabel.get('Project ID'), 'C20261120-3');
    assert.equal(byLabel.get('Shaft height (incl. head and pit)'), '18,000 mm');
    assert.equal(byLabel.get('Delivery time'), '15 workdays');
    assert.equal(byLabel.get('Offer validity'), '6 weeks, valid until 2 Jan 2027', 'made on 21 Nov 2026 in Berlin, plus 6 weeks');
    const texts = rowsOf(sheet).map((r) => r.getCell(1).value);
    assert.ok(texts.includes('The terms and conditions of DH Lift Ventilation GmbH apply:'));
    const link = rowsOf(sheet)
      .find((r) => r.getCell(1).value === 'General terms and conditions (German)')!
      .getCell(3).value as ExcelJS.CellHyperlinkValue;
    assert.deepEqual(link, {
      text: `${PUBLIC_BASE_URL}/legal/terms-of-service-de.html`,
      hyperlink: `${PUBLIC_BASE_URL}/legal/terms-of-service-de.html`,
    });
  });

  it('writes the energy figures and how they are calculated, as the PDF prints them', async () => {
    const doc = quoteDocument(quoteSource(golden('01'), 'de'));
    const sheet = await readBack(golden('01'), 'de');
    const byLabel = new Map(rowsOf(sheet).map((r) => [r.getCell(1).value, r.getCell(2).value]));
    assert.equal(byLabel.has('Energie: was die gesteuerte Klappe spart'), true);
    assert.match(String(byLabel.get('Einsparung mit gesteuerter Klappe')), /^ca\. [\d.]+ kWh im Jahr · ca\. [\d.]+\s€ im Jahr$/);
    for (const { label, value } of doc.energy!.figures) assert.equal(byLabel.get(label), value, label);
    const texts = rowsOf(sheet).map((r) => r.getCell(1).value);
    for (const sentence of doc.energy!.explanation) assert.ok(texts.includes(sentence), sentence);
  });

  it('a quote that is not ready carries the project data and says the price is incomplete, without formulas', async () => {
    const sheet = await readBack(golden('08'), 'de');
    assert.equal(sheet.getCell('A3').value, 'Der angegebene Preis ist unvollständig. ' + QUOTE_LABELS.de.notPriced);
    const byLabel = new Map(rowsOf(sheet).map((r) => [r.getCell(1).value, r.getCell(2).value]));
    assert.equal(byLabel.get('Projektnummer'), 'C20261120-3');
    assert.equal(byLabel.get('Schachtbreite'), '–');
    assert.ok(rowsOf(sheet).every((r) => !r.getCell(6).formula));
  });
});
