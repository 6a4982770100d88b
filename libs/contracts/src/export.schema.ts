import { PROJECT_STATES, PROJECT_VIEWS } from './project.schema.js';
import { CURRENCIES, LANGUAGES, type Currency, type Language } from './settings.schema.js';

export const EXPORT_FORMATS = ['pdf', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_MEDIA_TYPES: Readonly<Record<ExportFormat, string>> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `GET /api/project/export/{projectId}`: the cost calculation as a document. */
export interface QuoteExportQuery {
  format: ExportFormat;
  /** Default: the Accept-Language header's first supported language, else de. */
  lang?: Language;
  /** Default EUR. */
  currency?: Currency;
}

export const quoteExportQuerySchema = {
  $id: 'QuoteExportQuery',
  type: 'object',
  additionalProperties: false,
  required: ['format'],
  properties: {
    format: { type: 'string', enum: [...EXPORT_FORMATS] },
    lang: { type: 'string', enum: [...LANGUAGES] },
    currency: { type: 'string', enum: [...CURRENCIES] },
  },
} as const;

/** `GET /api/project/export` (Admin): the project list as a spreadsheet, filtered like the list. */
export interface ProjectListExportQuery {
  format: 'xlsx';
  lang?: Language;
  currency?: Currency;
  view?: (typeof PROJECT_VIEWS)[number];
  query?: string;
  state?: (typeof PROJECT_STATES)[number];
  companyId?: string;
}

export const projectListExportQuerySchema = {
  $id: 'ProjectListExportQuery',
  type: 'object',
  additionalProperties: false,
  required: ['format'],
  properties: {
    format: { type: 'string', enum: ['xlsx'] },
    lang: { type: 'string', enum: [...LANGUAGES] },
    currency: { type: 'string', enum: [...CURRENCIES] },
    view: { type: 'string', enum: [...PROJECT_VIEWS] },
    query: { type: 'string', maxLength: 100 },
    state: { type: 'string', enum: [...PROJECT_STATES] },
    companyId: { type: 'string', pattern: '^[0-9]{1,9}$' },
  },
} as const;
