import { deflateSync, crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';

/** Small but real documents of each kind a project may carry, and some it may not. */

/** A one-page PDF with one line of text, with a correct cross-reference table. */
export function minimalPdf(text = 'Schacht 1600 x 2600'): Buffer {
  const content = `BT /F1 12 Tf 20 50 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A PDF of exactly `size` bytes: the minimal PDF followed by a comment line of filler. */
export function pdfOfSize(size: number): Buffer {
  const pdf = Buffer.alloc(size, 0x20);
  minimalPdf().copy(pdf);
  return pdf;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A 2 × 1 RGB PNG. */
export function minimalPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const scanline = Buffer.from([0, 0x1e, 0x6e, 0xb4, 0xff, 0xff, 0xff]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(scanline)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ASCII DXF with one line entity, as CAD programs write it (CRLF, right-aligned group codes). */
export function minimalDxf(): Buffer {
  const pairs = [
    [0, 'SECTION'],
    [2, 'HEADER'],
    [9, '$ACADVER'],
    [1, 'AC1015'],
    [0, 'ENDSEC'],
    [0, 'SECTION'],
    [2, 'ENTITIES'],
    [0, 'LINE'],
    [8, '0'],
    [10, '0.0'],
    [20, '0.0'],
    [30, '0.0'],
    [11, '1600.0'],
    [21, '2600.0'],
    [31, '0.0'],
    [0, 'ENDSEC'],
    [0, 'EOF'],
  ] as const;
  return Buffer.from(pairs.map(([code, value]) => `${String(code).padStart(3)}\r\n${value}\r\n`).join(''), 'latin1');
}

/** The opening bytes of an AutoCAD 2018 drawing: version tag, then header bytes. */
export function dwgHeader(): Buffer {
  return Buffer.concat([Buffer.from('AC1032', 'latin1'), Buffer.from([0, 0, 0, 0, 0, 0x1f, 0x01]), Buffer.alloc(121)]);
}

/** A real Excel workbook with one sheet, written by exceljs. */
export async function minimalXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Aufmaß');
  sheet.addRow(['Schachtbreite', 1600]);
  sheet.addRow(['Schachttiefe', 2600]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A Windows executable's opening: the MZ header and the PE offset. */
export function exeHeader(): Buffer {
  const exe = Buffer.alloc(512);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('PE\0\0', 0x80, 'latin1');
  return exe;
}

export function htmlPage(): Buffer {
  return Buffer.from('<!doctype html><html><body><script>fetch("/api/project-v1")</script></body></html>\n', 'utf8');
}
