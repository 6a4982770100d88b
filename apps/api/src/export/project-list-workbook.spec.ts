/// <reference types="node" />
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Language } from '@lsp/contracts';
import { PassThrough } from 'node:stream';
import { renderProjectListWorkbook, writeProjectListWorkbook, type ProjectListRow } from './project-list-workbook.js';

const projects: ProjectListRow[] = [
  {
    id: 'C20261120-3',
    name: 'Wohnanlage Isarauen, Haus B',
    state: 'SUBMITTED',
    companyName: 'Aufzugbau Süd GmbH',
    createdByName: 'Erika Mustermann',
    createdAt: new Date('2026-11-20T09:30:00Z'),
    offerNumber: 'A-2026-0815',
    orderNumber: null,
    totalCents: 409708,
    lastReportingAt: new Date('2026-07-01T09:30:00Z'),
  },
  {
    id: 'C20261121-1',
    name: 'Klinikum Nord',
    state: 'ORDER_RECEIVED',
    companyName: 'Lift & Co. KG',
    createdByName: 'Max Muster',
    createdAt: new Date('2026-11-21T23:15:00Z'),
    offerNumber: 'A-2026-0816',
    orderNumber: 'B-77',
    totalCents: 120050,
    lastReportingAt: null,
  },
  {
    id: 'C20261122-2',
    name: 'Entwurf ohne Preis',
    state: 'DRAFT',
    companyName: 'Aufzugbau Süd GmbH',
    createdByName: 'Erika Mustermann',
    createdAt: new Date('2026-11-22T08:00:00Z'),
    offerNumber: null,
    orderNumber: null,
    totalCents: null,
    lastReportingAt: null,
  },
];

async function readBack(rows: ProjectListRow[], lang: Language): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await renderProjectListWorkbook(rows, lang)) as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0];
}

const valuesOf = (row: ExcelJS.Row) => (row.values as ExcelJS.CellValue[]).slice(1);

describe(renderProjectListWorkbook.name, () => {
  it('has a header row and one row per project', async () => {
    const sheet = await readBack(projects, 'de');
    assert.equal(sheet.name, 'Projekte');
    assert.deepEqual(valuesOf(sheet.getRow(1)), [
      'Projektnummer',
      'Projektname',
      'Status',
      'Unternehmen',
      'Erstellt von',
      'Erstellt am',
      'Angebotsnummer',
      'Auftragsnummer',
      'Gesamtsumme (EUR)',
      'Letzter Download',
    ]);
    assert.equal(sheet.getRow(1).getCell(1).font?.bold, true);
    assert.equal(sheet.rowCount, 1 + projects.length);
    assert.deepEqual(
      projects.map((_, i) => sheet.getRow(i + 2).getCell(1).value),
      projects.map((p) => p.id),
    );
  });

  it('writes states in the language, totals as amounts and dates as dates of the provider’s clock', async () => {
    const sheet = await readBack(projects, 'de');
    const first = sheet.getRow(2);
    assert.deepEqual(
      [first.getCell(2).value, first.getCell(3).value, first.getCell(7).value, first.getCell(9).value],
      ['Wohnanlage Isarauen, Haus B', 'Übermittelt', 'A-2026-0815', 4097.08],
    );
    assert.equal(first.getCell(9).numFmt, '#,##0.00 "€"');
    assert.deepEqual(first.getCell(6).value, new Date('2026-11-20T10:30:00Z'), '09:30 UTC is 10:30 in Berlin in November');
    assert.deepEqual(first.getCell(10).value, new Date('2026-07-01T11:30:00Z'), 'and 11:30 in July');
    assert.equal(first.getCell(6).numFmt, 'dd.mm.yyyy hh:mm');
    const second = sheet.getRow(3);
    assert.deepEqual([second.getCell(3).value, second.getCell(8).value], ['Auftrag erhalten', 'B-77']);
    assert.deepEqual(second.getCell(6).value, new Date('2026-11-22T00:15:00Z'), 'late on the 21st UTC is already the 22nd in Berlin');
    const third = sheet.getRow(4);
    assert.deepEqual([third.getCell(3).value, third.getCell(9).value, third.getCell(10).value], ['Entwurf', null, null]);
  });

  it('freezes the header and filters every column', async () => {
    const sheet = await readBack(projects, 'en');
    assert.equal(sheet.name, 'Projects');
    assert.equal(sheet.getRow(1).getCell(1).value, 'Project ID');
    assert.equal(sheet.getRow(2).getCell(3).value, 'Submitted');
    assert.deepEqual([sheet.views[0]?.state, (sheet.views[0] as ExcelJS.WorksheetViewFrozen).ySplit], ['frozen', 1]);
    assert.equal(sheet.autoFilter, 'A1:J4');
  });

  it('writes just the header for an empty list', async () => {
    const sheet = await readBack([], 'pl');
    assert.equal(sheet.name, 'Projekty');
    assert.equal(sheet.rowCount, 1);
    assert.equal(sheet.getRow(1).getCell(1).value, 'Numer projektu');
  });

  it('goes on in a second sheet past the rows a sheet holds, each with its header and filter', async () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ ...projects[0], id: `C20261120-${i + 1}` }));
    const workbook = new ExcelJS.Workbook();
    // Batches that straddle the sheets' ends.
    const chunks: Buffer[] = [];
    const output = new PassThrough().on('data', (chunk: Buffer) => chunks.push(chunk));
    const written = await writeProjectListWorkbook([many.slice(0, 2), many.slice(2, 6), many.slice(6)], 'de', output, { sheetRows: 3 });
    assert.equal(written, 7);
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ExcelJS.Buffer);
    assert.deepEqual(
      workbook.worksheets.map((sheet) => [sheet.name, sheet.rowCount, sheet.autoFilter, sheet.getRow(1).getCell(1).value]),
      [
        ['Projekte', 4, 'A1:J4', 'Projektnummer'],
        ['Projekte 2', 4, 'A1:J4', 'Projektnummer'],
        ['Projekte 3', 2, 'A1:J2', 'Projektnummer'],
      ],
    );
    const ids = workbook.worksheets.flatMap((sheet) => sheet.getRows(2, sheet.rowCount - 1)!.map((row) => row.getCell(1).value));
    assert.deepEqual(
      ids,
      many.map((p) => p.id),
    );
  });

  it('says in a last row, outside the filter, which projects a cut export left out', async () => {
    const workbook = new ExcelJS.Workbook();
    const cut = await renderProjectListWorkbook(projects, 'de', { cut: { rows: 3, matched: 100_010 } });
    await workbook.xlsx.load(cut as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    assert.equal(sheet.autoFilter, 'A1:J4');
    assert.equal(sheet.getRow(5).getCell(1).value, null, 'an empty row between');
    assert.match(
      String(sheet.getRow(6).getCell(1).value),
      /^Nur die neuesten 3 von 100\.010 Projekten des Filters: die 100\.007 ältesten fehlen/,
    );
    const whole = new ExcelJS.Workbook();
    await whole.xlsx.load((await renderProjectListWorkbook(projects, 'de', { cut: { rows: 3, matched: 3 } })) as unknown as ExcelJS.Buffer);
    assert.equal(whole.worksheets[0].rowCount, 4, 'nothing left out, no note');
  });
});
