import ExcelJS from 'exceljs';
import type { Currency } from '@lsp/contracts';
import type { QuoteDocument, QuoteLine, QuoteTotal } from './quote-document.js';
import { fromCents, toCents } from '@lsp/domain';

/** Spreadsheet number formats of amounts in currency units; the reader's Excel supplies the separators. */
export const CURRENCY_NUMBER_FORMATS: Readonly<Record<Currency, string>> = {
  EUR: '#,##0.00 "€"',
  CHF: '"CHF" #,##0.00',
  GBP: '"£"#,##0.00',
  USD: '"$"#,##0.00',
};

const COLUMNS = { category: 1, productKey: 2, description: 3, quantity: 4, unitPrice: 5, lineTotal: 6 } as const;
const LAST_COLUMN = 6;
const HEADER_ROW = 4;
const BLUE = 'FF1F4E79';
const PALE_BLUE = 'FFE8EEF4';
const GREY = 'FF5B6B7C';

const solid = (argb: string): ExcelJS.Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });

/**
 * The quote as an .xlsx workbook of one sheet: the product lines with their totals as formulas
 * (line totals `=D*E`, category sums `SUM`, the grand total over the sum of components and the
 * other costs), each with its cached result, followed by project data, conditions, the energy
 * figures (without the drawing) and remarks.
 * The formulas compute exactly the quote's cent amounts.
 * @example
 * const xlsx = await renderQuoteWorkbook(quoteDocument(source)); // Buffer
 */
export async function renderQuoteWorkbook(doc: QuoteDocument): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = doc.provider;
  workbook.title = `${doc.title} ${doc.projectId}`;
  workbook.calcProperties.fullCalcOnLoad = true;
  const sheet = workbook.addWorksheet(doc.sheetName, {
    views: doc.priced ? [{ state: 'frozen', ySplit: HEADER_ROW, topLeftCell: `A${HEADER_ROW + 1}`, activeCell: `A${HEADER_ROW + 1}` }] : [],
    pageSetup: {
      paperSize: 9,
      orientation: 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      margins: { left: 0.6, right: 0.6, top: 0.7, bottom: 0.7, header: 0.3, footer: 0.3 },
      ...(doc.priced ? { printTitlesRow: `${HEADER_ROW}:${HEADER_ROW}` } : {}),
    },
    headerFooter: { oddFooter: `&L${escapeHeaderFooter(`${doc.provider} · ${doc.title} ${doc.projectId}`)}&R&P / &N` },
  });
  sheet.columns = [{ width: 26 }, { width: 24 }, { width: 48 }, { width: 10 }, { width: 15 }, { width: 16 }];

  const money = CURRENCY_NUMBER_FORMATS[doc.currency];
  const title = sheet.getCell(1, 1);
  title.value = `${doc.title} · ${doc.projectName} (${doc.projectId})`;
  title.font = { bold: true, size: 14, color: { argb: BLUE } };
  const subtitle = sheet.getCell(2, 1);
  subtitle.value = `${doc.provider} · ${doc.generatedAtText}`;
  subtitle.font = { color: { argb: GREY } };
  if (doc.priceIncomplete) {
    const notice = sheet.getCell(3, 1);
    notice.value = [doc.priceIncomplete, ...doc.missing.map((gap) => `– ${gap}`), doc.notPriced].filter(Boolean).join(' ');
    notice.font = { bold: true, color: { argb: 'FF9C5700' } };
  }

  let row = HEADER_ROW;
  if (doc.priced) {
    writeHeader(sheet, doc);
    row = writeLinesAndTotals(sheet, doc, money) + 2;
  } else {
    row = HEADER_ROW;
  }
  row = writeFields(sheet, row, doc.headings.projectData, doc.projectData);
  if (doc.conditions.length > 0) row = writeFields(sheet, row + 1, doc.headings.conditions, doc.conditions);
  if (doc.energy) {
    row = writeFields(sheet, row + 1, doc.energy.title, doc.energy.figures);
    row = writeParagraphs(sheet, row, doc.energy.explanationTitle, doc.energy.explanation);
  }
  if (doc.notes.length > 0) row = writeParagraphs(sheet, row + 1, doc.headings.notes, doc.notes);
  if (doc.generalRemarks.length > 0) row = writeParagraphs(sheet, row + 1, doc.headings.generalRemarks, doc.generalRemarks);
  if (doc.terms) {
    row = writeParagraphs(sheet, row + 1, doc.headings.terms, [doc.terms.text]);
    for (const link of doc.terms.links) {
      sheet.getCell(row, 1).value = link.label;
      sheet.getCell(row, 3).value = link.href ? { text: link.url, hyperlink: link.href } : link.url;
      if (link.href) sheet.getCell(row, 3).font = { color: { argb: BLUE }, underline: true };
      row++;
    }
  }

  const written = await workbook.xlsx.writeBuffer();
  return Buffer.isBuffer(written) ? written : Buffer.from(written);
}

function writeHeader(sheet: ExcelJS.Worksheet, doc: QuoteDocument): void {
  const header = sheet.getRow(HEADER_ROW);
  header.values = [
    doc.columns.category,
    doc.columns.productKey,
    doc.columns.description,
    doc.columns.quantity,
    doc.columns.unitPrice,
    doc.columns.lineTotal,
  ];
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  for (let column = 1; column <= LAST_COLUMN; column++) {
    const cell = header.getCell(column);
    cell.fill = solid(BLUE);
    if (column >= COLUMNS.quantity) cell.alignment = { horizontal: 'right' };
  }
}

/** Writes the lines by category, each category's sum, and the cost summary; answers the last row written. */
function writeLinesAndTotals(sheet: ExcelJS.Worksheet, doc: QuoteDocument, money: string): number {
  let row = HEADER_ROW + 1;
  /** Cell address and cents of each component category's sum. */
  const categorySums = new Map<string, { address: string; cents: number }>();
  for (const group of doc.groups) {
    const first = row;
    for (const line of group.lines) writeLine(sheet, row++, group.label, line, money, doc.adjustedMark);
    const subtotal = sheet.getRow(row);
    subtotal.getCell(COLUMNS.description).value = group.subtotalLabel;
    const cell = subtotal.getCell(COLUMNS.lineTotal);
    cell.value = { formula: `SUM(F${first}:F${row - 1})`, result: toUnits(group.subtotalCents) };
    cell.numFmt = money;
    subtotal.font = { bold: true };
    for (let column = 1; column <= LAST_COLUMN; column++)
      subtotal.getCell(column).border = { top: { style: 'thin', color: { argb: BLUE } } };
    categorySums.set(group.category, { address: `F${row}`, cents: group.subtotalCents });
    row += 2;
  }

  if (doc.adjustedLegend) {
    const legend = sheet.getCell(row, COLUMNS.description);
    legend.value = doc.adjustedLegend;
    legend.font = { italic: true, color: { argb: GREY } };
    row += 2;
  }

  /** The cost summary: component categories refer to their sums, the other costs are the rule set's values. */
  const totalCells = new Map<QuoteTotal['category'], { address: string; cents: number }>();
  for (const total of doc.totals) {
    const summary = sheet.getRow(row);
    summary.getCell(COLUMNS.description).value = total.mode ? `${total.label} (${total.mode})` : total.label;
    const cell = summary.getCell(COLUMNS.lineTotal);
    cell.numFmt = money;
    cell.value = totalValue(total, categorySums, totalCells);
    if (total.kind === 'sum' || total.kind === 'total') summary.font = { bold: true, ...(total.kind === 'total' ? { size: 12 } : {}) };
    if (total.kind === 'total') {
      for (let column = COLUMNS.description; column <= LAST_COLUMN; column++) {
        summary.getCell(column).fill = solid(PALE_BLUE);
        summary.getCell(column).border = { top: { style: 'thin' }, bottom: { style: 'double' } };
      }
    }
    totalCells.set(total.category, { address: `F${row}`, cents: cellCents(cell.value) });
    row++;
  }
  return row - 1;
}

function writeLine(sheet: ExcelJS.Worksheet, row: number, category: string, line: QuoteLine, money: string, adjustedMark: string): void {
  const cells = sheet.getRow(row);
  cells.getCell(COLUMNS.category).value = category;
  // A non-standard component is known by its description; its key is generated.
  if (line.displayKey !== null) cells.getCell(COLUMNS.productKey).value = line.displayKey;
  cells.getCell(COLUMNS.description).value = line.adjusted ? `${line.description} ${adjustedMark}` : line.description;
  const quantity = cells.getCell(COLUMNS.quantity);
  quantity.value = line.quantity;
  quantity.numFmt = Number.isInteger(line.quantity) ? '#,##0' : '#,##0.0##';
  const unitPrice = cells.getCell(COLUMNS.unitPrice);
  unitPrice.value = toUnits(line.unitPriceCents);
  unitPrice.numFmt = money;
  // Lines are rounded to whole cents (libs/domain multiplyCents); a fractional quantity may need the ROUND.
  const product = `D${row}*E${row}`;
  const total = cells.getCell(COLUMNS.lineTotal);
  total.value = {
    formula: Number.isInteger(line.quantity * line.unitPriceCents) ? product : `ROUND(${product},2)`,
    result: toUnits(line.totalCents),
  };
  total.numFmt = money;
}

function totalValue(
  total: QuoteTotal,
  categorySums: ReadonlyMap<string, { address: string; cents: number }>,
  totalCells: ReadonlyMap<QuoteTotal['category'], { address: string; cents: number }>,
): ExcelJS.CellValue {
  const sumOf = (categories: QuoteTotal['category'][]) => {
    const cells = categories.map((category) => totalCells.get(category)).filter((cell) => cell !== undefined);
    return {
      formula: cells.map((cell) => cell.address).join('+') || '0',
      result: toUnits(cells.reduce((cents, cell) => cents + cell.cents, 0)),
    };
  };
  switch (total.kind) {
    case 'component': {
      const sum = categorySums.get(total.category);
      return sum ? { formula: sum.address, result: toUnits(sum.cents) } : 0;
    }
    case 'sum':
      return sumOf(['ventilationComponents', 'controlSystemComponents', 'smokeDetection', 'cabling', 'assemblyComponents', 'nonStandard']);
    case 'cost':
      return toUnits(total.cents);
    case 'total':
      return sumOf(['sumOfComponents', 'logisticCosts', 'assemblyCosts', 'installationCosts', 'travelCosts']);
    default: {
      const unknown: never = total.kind;
      throw new Error(`Unknown kind of total ${String(unknown)}`);
    }
  }
}

/** Amounts are written in currency units; the cents stay exact (fromCents gives the nearest double to the decimal). */
function toUnits(cents: number): number {
  return fromCents(cents);
}

function cellCents(value: ExcelJS.CellValue): number {
  const units =
    typeof value === 'number' ? value : typeof value === 'object' && value !== null && 'result' in value ? Number(value.result) : 0;
  return toCents(units);
}

function writeHeading(sheet: ExcelJS.Worksheet, row: number, heading: string): void {
  const cell = sheet.getCell(row, 1);
  cell.value = heading;
  cell.font = { bold: true, size: 12, color: { argb: BLUE } };
}

function writeFields(sheet: ExcelJS.Worksheet, row: number, heading: string, fields: readonly { label: string; value: string }[]): number {
  writeHeading(sheet, row++, heading);
  for (const field of fields) {
    const label = sheet.getCell(row, 1);
    label.value = field.label;
    label.font = { color: { argb: GREY } };
    sheet.getCell(row, 2).value = field.value;
    row++;
  }
  return row;
}

function writeParagraphs(sheet: ExcelJS.Worksheet, row: number, heading: string, paragraphs: readonly string[]): number {
  writeHeading(sheet, row++, heading);
  for (const paragraph of paragraphs) {
    sheet.mergeCells(row, 1, row, LAST_COLUMN);
    const cell = sheet.getCell(row, 1);
    cell.value = paragraph;
    cell.alignment = { wrapText: true, vertical: 'top' };
    // Spreadsheets do not grow merged rows to fit: about 120 characters fit the merged width.
    sheet.getRow(row).height = 15 * Math.max(1, Math.ceil(paragraph.length / 120));
    row++;
  }
  return row;
}

/** `&` starts a code in Excel's header and footer texts. */
function escapeHeaderFooter(text: string): string {
  return text.replace(/&/g, '&&');
}
