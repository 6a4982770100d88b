import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Currency, Language } from '@lsp/contracts';
import { CURRENCY_NUMBER_FORMATS } from './excel-renderer.js';
import { documentLanguage, wallClock } from './locale-format.js';
import { fill, QUOTE_LABELS, valueLabel, type ProjectListColumn } from '@lsp/i18n';
import { fromCents } from '@lsp/domain';

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

/** Uncompressed sheet text waiting for the zip, above which the next rows wait. */
const BACKLOG_BYTES = 4 * 1024 * 1024;

/**
 * Waits until the zip has taken the sheet's rows written so far. ExcelJS's streaming sheet hands
 * its text to the zip without waiting (its buffer ignores backpressure), so rows written faster
 * than they are compressed and stored would pile up in memory, hundreds of megabytes for 100 000
 * rows. The sheet's stream and its consumers are ExcelJS internals: when they are not there (a
 * later ExcelJS), nothing waits.
 */
async function drained(sheet: ExcelJS.Worksheet): Promise<void> {
  type Pipe = Writable & { _writableState?: { length?: number } };
  const pipes = (sheet as unknown as { stream?: { pipes?: Pipe[] } }).stream?.pipes ?? [];
  // The zip's entry streams are readable-stream 2, which has no `writableLength`.
  const waiting = (pipe: Pipe) => pipe.writableLength ?? pipe._writableState?.length;
  for (const pipe of pipes) {
    while ((waiting(pipe) ?? 0) > BACKLOG_BYTES) {
      await new Promise((resolve) => {
        pipe.once('drain', resolve);
        setTimeout(resolve, 50);
      });
    }
  }
}

/**
 * The admin's project list as an .xlsx sheet, streamed: a header row (frozen, with an auto
 * filter) and one row per project as the rows come, each written out at once (ExcelJS's
 * streaming writer), so memory stays flat whatever the number of rows. Dates are real date cells
 * in the provider's time zone, totals numbers in `currency`. Ends `output`; answers the rows written.
 */
export async function writeProjectListWorkbook(
  rows: AsyncIterable<readonly ProjectListRow[]> | Iterable<readonly ProjectListRow[]>,
  lang: Language,
  output: Writable,
  options: { currency?: Currency } = {},
): Promise<number> {
  const language = documentLanguage(lang);
  const labels = QUOTE_LABELS[language].projectList;
  const values = QUOTE_LABELS[language].values;
  const currency = options.currency ?? 'EUR';
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(labels.sheetName, { views: [{ state: 'frozen', ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }] });
  const formats: Partial<Record<ProjectListColumn, string>> = {
    createdAt: DATE_FORMATS[language],
    lastReportingAt: DATE_FORMATS[language],
    total: CURRENCY_NUMBER_FORMATS[currency],
  };
  sheet.columns = COLUMNS.map((column) => ({
    header: fill(labels.columns[column.name], { currency }),
    key: column.name,
    width: column.width,
    ...(formats[column.name] ? { style: { numFmt: formats[column.name] } } : {}),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E79' } };
  });
  header.commit();

  let written = 0;
  for await (const batch of rows) {
    await drained(sheet);
    for (const project of batch) {
      sheet
        .addRow({
          projectId: project.id,
          name: project.name,
          state: valueLabel(values.projectState, project.state) ?? '',
          company: project.companyName,
          createdBy: project.createdByName,
          createdAt: wallClock(project.createdAt),
          offerNumber: project.offerNumber ?? '',
          orderNumber: project.orderNumber ?? '',
          total: project.totalCents === null ? null : fromCents(project.totalCents),
          lastReportingAt: project.lastReportingAt ? wallClock(project.lastReportingAt) : null,
        })
        .commit();
      written++;
    }
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: Math.max(1, written + 1), column: COLUMNS.length } };
  sheet.commit();
  await workbook.commit();
  return written;
}

/**
 * The project list as one buffer (what the streaming writer writes), for small lists and tests.
 * @example
 * const xlsx = await renderProjectListWorkbook(rows, 'de');
 */
export async function renderProjectListWorkbook(
  rows: readonly ProjectListRow[],
  lang: Language,
  options: { currency?: Currency } = {},
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const output = new PassThrough();
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => output.on('end', resolve).on('error', reject));
  await writeProjectListWorkbook([rows], lang, output, options);
  await ended;
  return Buffer.concat(chunks);
}
