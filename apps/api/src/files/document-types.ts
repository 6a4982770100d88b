import { open } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';

/**
 * The documents a project may carry, by the media type `file-type` reads from their content.
 * Plain text, HTML, XML and SVG are not among them: the browser would run script in them if one
 * ever reached it inline, and a planning document does not need them (SVG drawings come as PDF
 * or DXF). Nor are macro-enabled Office files, archives or executables.
 */
const DETECTED_DOCUMENT_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/tiff',
  'image/bmp',
  'image/heic',
  'image/heif',
  'image/avif',
  'image/vnd.dwg',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/vnd.oasis.opendocument.graphics',
]);

/** The media type of DXF drawings (text and binary), which `file-type` does not know. */
export const DXF_MEDIA_TYPE = 'image/vnd.dxf';

/**
 * Legacy Office documents are Compound File Binary containers, which `file-type` reports as
 * `application/x-cfb` whatever is inside (also installer packages). The content proves the
 * container; the name's extension says which Office application it is for, and anything else
 * in such a container is refused.
 */
const LEGACY_OFFICE_BY_EXTENSION: Record<string, string> = {
  '.doc': 'application/msword',
  '.dot': 'application/msword',
  '.xls': 'application/vnd.ms-excel',
  '.xlt': 'application/vnd.ms-excel',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pps': 'application/vnd.ms-powerpoint',
  '.pot': 'application/vnd.ms-powerpoint',
};

/** The sections a DXF file can open with. */
const DXF_SECTIONS = new Set(['HEADER', 'CLASSES', 'TABLES', 'BLOCKS', 'ENTITIES', 'OBJECTS', 'THUMBNAILIMAGE', 'ACDSDATA']);
const BINARY_DXF_SENTINEL = Buffer.from('AutoCAD Binary DXF\r\n\x1a\x00', 'latin1');
const DXF_HEAD_BYTES = 4096;

/**
 * Whether the first bytes of a file are a DXF drawing: the binary sentinel, or text whose group
 * code/value lines (after any `999` comments) open a section, `0`/`SECTION` then `2`/a section
 * name, allowing spaces around the values and any line ending.
 */
export function isDxf(head: Buffer): boolean {
  if (head.subarray(0, BINARY_DXF_SENTINEL.length).equals(BINARY_DXF_SENTINEL)) return true;
  if (head.includes(0)) return false;
  const text = head
    .toString('latin1')
    .replace(/^\ufeff|^\xef\xbb\xbf/, '')
    .trimStart();
  const lines = text.split(/\r\n|\r|\n/);
  // When the head was cut off, its last line may be incomplete.
  const complete = head.length < DXF_HEAD_BYTES ? lines.length : lines.length - 1;
  let at = 0;
  while (at + 1 < complete && lines[at].trim() === '999') at += 2;
  return (
    at + 3 < complete &&
    lines[at].trim() === '0' &&
    lines[at + 1].trim() === 'SECTION' &&
    lines[at + 2].trim() === '2' &&
    DXF_SECTIONS.has(lines[at + 3].trim())
  );
}

async function readHead(filePath: string, length: number): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The media type of an uploaded document, judged from its content (the name only tells legacy
 * Office files apart, see above), or undefined when it is not a document a project may carry.
 */
export async function documentTypeOf(filePath: string, uploadedName: string): Promise<string | undefined> {
  const detected = await fileTypeFromFile(filePath);
  if (detected?.mime === 'application/x-cfb') return LEGACY_OFFICE_BY_EXTENSION[path.extname(uploadedName).toLowerCase()];
  if (detected) return DETECTED_DOCUMENT_TYPES.has(detected.mime) ? detected.mime : undefined;
  return isDxf(await readHead(filePath, DXF_HEAD_BYTES)) ? DXF_MEDIA_TYPE : undefined;
}

/** For messages: what may be uploaded. */
export const ALLOWED_DOCUMENTS =
  'PDF, images (PNG, JPEG, GIF, WebP, TIFF, BMP, HEIC, AVIF), DWG, DXF, Word, Excel, PowerPoint or OpenDocument files';
