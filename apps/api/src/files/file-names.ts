import { PROJECT_FILE_NAME_MAX } from '@lsp/contracts';

/** C0 and C1 control characters, and the marks that reorder text (`plan\u202Efdp.exe`). */
const UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
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
  const base = (segments.at(-1) ?? '').trim().replace(/^\.+/, '').replace(/[.\s]+$/u, '').trim();
  if (!base) return fallback;
  const characters = Array.from(base);
  if (characters.length <= PROJECT_FILE_NAME_MAX) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(base.slice(dot)) : [];
  if (extension.length === 0 || extension.length > LONGEST_KEPT_EXTENSION) return characters.slice(0, PROJECT_FILE_NAME_MAX).join('');
  const stem = Array.from(base.slice(0, dot)).slice(0, PROJECT_FILE_NAME_MAX - extension.length).join('').trimEnd();
  return stem + extension.join('');
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
