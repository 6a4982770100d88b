import { PROJECT_FILE_NAME_MAX } from '@lsp/contracts';

/**
 * C0 and C1 control characters, and every format character (Unicode's Cf: the marks that reorder
 * text, `plan\u202Efdp.exe`, zero-width spaces and joiners, soft hyphens): none is seen, each
 * can make a name read as another.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
const UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\p{Cf}]/gu;
const LONGEST_KEPT_EXTENSION = 16;

/**
 * The name a document is kept under: the uploaded name's last path segment (any `/` or `\`
 * path is dropped), without control or reordering characters, leading dots and trailing dots
 * or spaces, at most {@link PROJECT_FILE_NAME_MAX} characters with its extension kept. Only
 * ever shown and sent back in Content-Disposition, never used as a path.
 * @example cleanFileName('..\\..\\Pläne/../Schnitt A.pdf') // 'Schnitt A.pdf'
 */
export function cleanFileName(uploaded: string | undefined, fallback = 'document'): string {
  const segments = (uploaded ?? '').normalize('NFC').replace(UNSHOWABLE, '').split(/[/\\]/);
  const base = (segments.at(-1) ?? '')
    .trim()
    .replace(/^\.+/, '')
    .replace(/[.\s]+$/u, '')
    .trim();
  if (!base) return fallback;
  const characters = Array.from(base);
  if (characters.length <= PROJECT_FILE_NAME_MAX) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(base.slice(dot)) : [];
  if (extension.length === 0 || extension.length > LONGEST_KEPT_EXTENSION) return characters.slice(0, PROJECT_FILE_NAME_MAX).join('');
  const stem = Array.from(base.slice(0, dot))
    .slice(0, PROJECT_FILE_NAME_MAX - extension.length)
    .join('')
    .trimEnd();
  return stem + extension.join('');
}

/** The extensions of each document type (libs/contracts PROJECT_FILE_ACCEPT), the first the one a name is given. */
const EXTENSIONS_BY_TYPE: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg', '.jpe'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'image/tiff': ['.tif', '.tiff'],
  'image/bmp': ['.bmp'],
  'image/heic': ['.heic'],
  'image/heif': ['.heif', '.heic'],
  'image/avif': ['.avif'],
  'image/vnd.dwg': ['.dwg'],
  'image/vnd.dxf': ['.dxf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
  'application/vnd.oasis.opendocument.text': ['.odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['.ods'],
  'application/vnd.oasis.opendocument.presentation': ['.odp'],
  'application/vnd.oasis.opendocument.graphics': ['.odg'],
  'application/msword': ['.doc', '.dot'],
  'application/vnd.ms-excel': ['.xls', '.xlt'],
  'application/vnd.ms-powerpoint': ['.ppt', '.pps', '.pot'],
};

/** A trailing ".exe", ".html", ".pdf": a dot, a letter, a few letters or digits (not "v1.2"). */
const TRAILING_EXTENSION = /\.[a-z][a-z0-9]{0,6}$/i;

/**
 * The name with the extension of the type its content has: extensions of other types are
 * dropped from the end, so what the name says is what the file is, whatever was uploaded.
 * @example withTypeExtension('x.pdf.exe', 'application/pdf') // 'x.pdf'
 * @example withTypeExtension('Schnitt.html', 'application/pdf') // 'Schnitt.pdf'
 */
export function withTypeExtension(name: string, mediaType: string): string {
  const extensions = EXTENSIONS_BY_TYPE[mediaType];
  if (!extensions) return name;
  let stem = name;
  for (let match = TRAILING_EXTENSION.exec(stem); match; match = TRAILING_EXTENSION.exec(stem)) {
    if (extensions.includes(match[0].toLowerCase())) return stem;
    stem = stem.slice(0, match.index);
  }
  return cleanFileName(`${stem || 'document'}${extensions[0]}`);
}

/** RFC 5987 / 8187 value characters: what encodeURIComponent leaves alone, minus ' ( ) *. */
const encodeValue = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition` of a download: always an attachment (never shown inline by the
 * browser), the exact name as `filename*` (RFC 6266 with RFC 8187 encoding) and a plain ASCII
 * `filename` for old clients.
 * @example attachmentDisposition('Lüftung.pdf') // `attachment; filename="L_ftung.pdf"; filename*=UTF-8''L%C3%BCftung.pdf`
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeValue(name)}`;
}
