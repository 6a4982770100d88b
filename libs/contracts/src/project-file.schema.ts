import { projectFileSchema } from './project.schema.js';

/** The largest document one upload may carry: the file's own bytes, not the multipart envelope. */
export const PROJECT_FILE_MAX_BYTES = 50 * 1024 * 1024;

/** The multipart field `POST /api/file/{projectId}` reads the document from. */
export const PROJECT_FILE_FIELD = 'file';

/**
 * What a file picker may offer (`<input accept>`). Only a hint for the user: the API judges the
 * type from the content, whatever the name says.
 */
export const PROJECT_FILE_ACCEPT = [
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.tif',
  '.tiff',
  '.bmp',
  '.heic',
  '.heif',
  '.avif',
  '.dwg',
  '.dxf',
  '.docx',
  '.xlsx',
  '.pptx',
  '.doc',
  '.xls',
  '.ppt',
  '.odt',
  '.ods',
  '.odp',
  '.odg',
] as const;

/** The longest name a document keeps (longer ones are cut, keeping the extension). */
export const PROJECT_FILE_NAME_MAX = 200;

export const projectFileIdParamSchema = {
  $id: 'ProjectFileIdParam',
  type: 'string',
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
} as const;

const { $id: _fileId, ...projectFileItem } = projectFileSchema;

/** `GET /api/file/{projectId}` answers the project's documents, oldest first. */
export const projectFileListSchema = {
  $id: 'ProjectFileList',
  type: 'array',
  items: projectFileItem,
} as const;
