import { PassThrough, type Writable } from 'node:stream';
import type { Currency, Language } from '@lsp/contracts';
import { CURRENCY_NUMBER_FORMATS } from './excel-renderer.js';
import { documentLanguage, documentLocale, wallClock } from './locale-format.js';
import { fill, QUOTE_LABELS, valueLabel, type ProjectListColumn, type QuoteLabels } from '@lsp/i18n';
import { fromCents } from '@lsp/domain';
import { RowBatches } from './row-batches.js';
import { ZipWriter } from './zip-writer.js';

/** One project of the admin's project list export. */
export interface ProjectListRow {
  id: string;
  name: string;
  state: string;
  companyName: string;
  createdByName: string;
  createdAt: Date;
  offerNumber: string | null;
  orderNumber: string | null;
  /** The quote's total in cents of `options.currency`, when the project has one. */
  totalCents: number | null;
  lastReportingAt: Date | null;
}

const DATE_FORMATS: Readonly<Record<'de' | 'en' | 'pl', string>> = {
  de: 'dd.mm.yyyy hh:mm',
  en: 'dd/mm/yyyy hh:mm',
  pl: 'dd.mm.yyyy hh:mm',
};

const COLUMNS: readonly { name: ProjectListColumn; width: number }[] = [
  { name: 'projectId', width: 16 },
  { name: 'name', width: 34 },
  { name: 'state', width: 18 },
  { name: 'company', width: 30 },
  { name: 'createdBy', width: 24 },
  { name: 'createdAt', width: 17 },
  { name: 'offerNumber', width: 16 },
  { name: 'orderNumber', width: 16 },
  { name: 'total', width: 16 },
  { name: 'lastReportingAt', width: 17 },
];

const LAST_COLUMN = String.fromCharCode(64 + COLUMNS.length);

/** Cell styles of styles.xml, by position in `cellXfs`. */
const STYLE = { header: 1, date: 2, money: 3 } as const;

/** Characters XML 1.0 does not allow, and those markup needs escaped. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const MARKUP = /[&<>"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const xml = (text: string) => text.replace(NOT_XML, '').replace(MARKUP, (c) => ENTITIES[c]);

const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The package's content types: the workbook, its styles and `sheets` worksheets. */
const contentTypes = (sheets: number) =>
  `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  Array.from(
    { length: sheets },
    (_, i) =>
      `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  ).join('') +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';
const ROOT_RELS =
  `${HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const workbookRels = (sheets: number) =>
  `${HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
  Array.from(
    { length: sheets },
    (_, i) => `<Relationship Id="rId${i + 1}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join('') +
  `<Relationship Id="rId${sheets + 1}" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`;

/**
 * The most projects one sheet holds: a sheet has at most 1 048 576 rows, with the header and the
 * note of a cut export. More go on the next sheet ("Projekte 2", …), so an export is whole at any count.
 */
export const SHEET_ROWS = 1_000_000;

/** What a cut export left out (EXPORT_MAX_ROWS, docs/projects.md#the-list-export): the newest `rows` of `matched` are written. */
export interface ExportCut {
  rows: number;
  matched: number;
}

/** Two number formats of our own (dates, money), a bold white header font on dark blue. */
const styles = (dateFormat: string, moneyFormat: string) =>
  `${HEAD}<styleSheet xmlns="${MAIN}">` +
  `<numFmts count="2"><numFmt numFmtId="164" formatCode="${xml(dateFormat)}"/><numFmt numFmtId="165" formatCode="${xml(moneyFormat)}"/></numFmts>` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><color rgb="FFFFFFFF"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>' +
  '<fill><patternFill patternType="solid"><fgColor rgb="FF1F4E79"/><bgColor indexed="64"/></patternFill></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** A spreadsheet's day number of a date whose UTC fields are the wall-clock time (1900 date system). */
const serial = (wallClockDate: Date) => wallClockDate.getTime() / 86_400_000 + 25_569;

const text = (ref: string, value: string) =>
  value ? `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xml(value)}</t></is></c>` : '';
const number = (ref: string, value: number | null, style: number) =>
  value === null ? '' : `<c r="${ref}" s="${style}"><v>${value}</v></c>`;

/** The columns' widths, and the style of the date and money columns' cells. */
const COLS = COLUMNS.map((column, i) => {
  const style = column.name === 'createdAt' || column.name === 'lastReportingAt' ? STYLE.date : column.name === 'total' ? STYLE.money : 0;
  return `<col min="${i + 1}" max="${i + 1}" width="${column.width}" customWidth="1"${style ? ` style="${style}"` : ''}/>`;
}).join('');

/** The header row's cells: each column's name, the total's naming its currency. */
const headerCells = (names: Readonly<Record<ProjectListColumn, string>>, currency: Currency) =>
  COLUMNS.map((column, i) => {
    const ref = `${String.fromCharCode(65 + i)}1`;
    return `<c r="${ref}" t="inlineStr" s="${STYLE.header}"><is><t>${xml(fill(names[column.name], { currency }))}</t></is></c>`;
  }).join('');

/** One project's row `r`, in the order of COLUMNS; an empty value leaves its cell out. */
const projectRow = (r: number, project: ProjectListRow, values: QuoteLabels['values']) =>
  `<row r="${r}">` +
  text(`A${r}`, project.id) +
  text(`B${r}`, project.name) +
  text(`C${r}`, valueLabel(values.projectState, project.state) ?? '') +
  text(`D${r}`, project.companyName) +
  text(`E${r}`, project.createdByName) +
  number(`F${r}`, serial(wallClock(project.createdAt)), STYLE.date) +
  text(`G${r}`, project.offerNumber ?? '') +
  text(`H${r}`, project.orderNumber ?? '') +
  number(`I${r}`, project.totalCents === null ? null : fromCents(project.totalCents), STYLE.money) +
  number(`J${r}`, project.lastReportingAt ? serial(wallClock(project.lastReportingAt)) : null, STYLE.date) +
  '</row>';

/** What every sheet of one export is written from. */
interface SheetPlan {
  batches: RowBatches<ProjectListRow>;
  /** The most projects a sheet holds. */
  sheetRows: number;
  header: string;
  values: QuoteLabels['values'];
  /** The note of a cut export, for the last sheet; undefined when nothing was left out. */
  note: string | undefined;
}

/** What the sheets written so far hold: projects in all, and each sheet's last row (for the workbook's filters). */
interface SheetTally {
  written: number;
  lastRows: number[];
}

/**
 * One worksheet's XML as it is written: the frozen header row, then the projects batch by batch
 * (a batch is one string), at most `plan.sheetRows`, then the auto filter over them.
 */
async function* worksheet(plan: SheetPlan, tally: SheetTally): AsyncGenerator<string> {
  yield (
    `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${COLS}</cols><sheetData><row r="1">${plan.header}</row>`
  );
  const { batches, sheetRows } = plan;
  let inSheet = 0;
  for (
    let batch = await batches.take(sheetRows);
    batch;
    batch = inSheet < sheetRows ? await batches.take(sheetRows - inSheet) : undefined
  ) {
    let part = '';
    for (const project of batch) {
      // Row 1 is the header.
      part += projectRow(inSheet + 2, project, plan.values);
      inSheet++;
    }
    tally.written += batch.length;
    yield part;
  }
  tally.lastRows.push(inSheet + 1);
  const last = !(await batches.more());
  // The note of a cut export: on the last sheet, a row after the data, outside the filter.
  const note = last && plan.note !== undefined ? `<row r="${inSheet + 3}">${text(`A${inSheet + 3}`, plan.note)}</row>` : '';
  yield `${note}</sheetData><autoFilter ref="A1:${LAST_COLUMN}${inSheet + 1}"/></worksheet>`;
}

/** The workbook part, written after the sheets: their names, and each filter's defined name with its last row. */
function workbookXml(sheetName: string, lastRows: readonly number[]): string {
  const sheetNames = lastRows.map((_, i) => xml(i === 0 ? sheetName : `${sheetName} ${i + 1}`));
  return (
    `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><bookViews><workbookView/></bookViews><sheets>` +
    sheetNames.map((name, i) => `<sheet name="${name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
    '</sheets><definedNames>' +
    sheetNames
      .map(
        (name, i) =>
          `<definedName name="_xlnm._FilterDatabase" localSheetId="${i}" hidden="1">'${name.replaceAll("'", "''")}'!$A$1:$${LAST_COLUMN}$${lastRows[i]}</definedName>`,
      )
      .join('') +
    '</definedNames></workbook>'
  );
}

/**
 * The admin's project list as an .xlsx workbook, streamed: a header row (frozen, with an auto
 * filter) and one row per project as the rows come, written as the sheet's XML batch by batch
 * straight into a zip that deflates on the thread pool. Nothing is kept per row, and a batch is a
 * string and a few hundred microseconds on the API's thread: ExcelJS's streaming writer built a
 * cell model per value, seconds of the API's thread and hundreds of megabytes of short-lived
 * objects for 100 000 rows (docs/background-jobs.md#the-list-export). Dates are real date cells
 * in the provider's time zone, totals numbers in `currency`. Past `sheetRows` projects a sheet
 * ends and the next begins; the parts that list the sheets are written last, when their number
 * is known. A `cut` adds a last row saying what was left out. Ends `output`; answers the rows written.
 */
export async function writeProjectListWorkbook(
  rows: AsyncIterable<readonly ProjectListRow[]> | Iterable<readonly ProjectListRow[]>,
  lang: Language,
  output: Writable,
  options: { currency?: Currency; cut?: ExportCut; sheetRows?: number } = {},
): Promise<number> {
  const language = documentLanguage(lang);
  const labels = QUOTE_LABELS[language].projectList;
  const currency = options.currency ?? 'EUR';
  const cut = options.cut;
  const zip = new ZipWriter(output);
  await zip.add('_rels/.rels', [ROOT_RELS]);
  await zip.add('xl/styles.xml', [styles(DATE_FORMATS[language], CURRENCY_NUMBER_FORMATS[currency])]);

  const plan: SheetPlan = {
    batches: new RowBatches(rows),
    sheetRows: options.sheetRows ?? SHEET_ROWS,
    header: headerCells(labels.columns, currency),
    values: QUOTE_LABELS[language].values,
    note: cut && cut.matched > cut.rows ? noteOf(labels.leftOut, lang, cut) : undefined,
  };
  const tally: SheetTally = { written: 0, lastRows: [] };
  do await zip.add(`xl/worksheets/sheet${tally.lastRows.length + 1}.xml`, worksheet(plan, tally));
  while (await plan.batches.more());

  // After the sheets, when their number is known: the parts that list them.
  const sheets = tally.lastRows.length;
  await zip.add('xl/workbook.xml', [workbookXml(labels.sheetName, tally.lastRows)]);
  await zip.add('xl/_rels/workbook.xml.rels', [workbookRels(sheets)]);
  await zip.add('[Content_Types].xml', [contentTypes(sheets)]);
  await zip.finish();
  return tally.written;
}

/** The note of a cut export in the document's language, its numbers as the language writes them. */
function noteOf(template: string, lang: Language, cut: ExportCut): string {
  // Grouped from 1 000 on in Polish too, as the screen writes numbers (docs/numbers-and-units.md).
  const format = new Intl.NumberFormat(documentLocale(lang), { useGrouping: 'always' as never });
  return fill(template, {
    rows: format.format(cut.rows),
    matched: format.format(cut.matched),
    left: format.format(cut.matched - cut.rows),
  });
}

/**
 * The project list as one buffer (what the streaming writer writes), for small lists and tests.
 * @example
 * const xlsx = await renderProjectListWorkbook(rows, 'de');
 */
export async function renderProjectListWorkbook(
  rows: readonly ProjectListRow[],
  lang: Language,
  options: { currency?: Currency; cut?: ExportCut; sheetRows?: number } = {},
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const output = new PassThrough();
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => output.on('end', resolve).on('error', reject));
  await writeProjectListWorkbook([rows], lang, output, options);
  await ended;
  return Buffer.concat(chunks);
}
