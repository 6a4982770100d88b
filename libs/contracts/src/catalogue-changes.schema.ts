import { adminProductWriteSchema, type AdminProductWrite } from './admin.schema.js';

/**
 * A product change put to the catalogue gate before it is saved (docs/rules.md#catalogue-changes):
 * a product added, changed or removed, checked and its impact analysed with the catalogue as it
 * would be, against the catalogue of now.
 */
export const CATALOGUE_CHANGE_ACTIONS = ['create', 'update', 'delete'] as const;
export type CatalogueChangeAction = (typeof CATALOGUE_CHANGE_ACTIONS)[number];

export interface CatalogueChangeRequest {
  action: CatalogueChangeAction;
  /** The product's id: the new one when created. */
  id: number;
  /** The product as it would be saved (create and update). */
  product?: AdminProductWrite;
}

const { $id: _productId, ...productWrite } = adminProductWriteSchema;

export const catalogueChangeRequestSchema = {
  $id: 'CatalogueChangeRequest',
  type: 'object',
  additionalProperties: false,
  required: ['action', 'id'],
  properties: {
    action: { type: 'string', enum: [...CATALOGUE_CHANGE_ACTIONS] },
    id: { type: 'integer', minimum: 1 },
    product: productWrite,
  },
} as const;

/** The gate's verdict on a change: each problem at the field it comes from, in the API's error-detail form. */
export interface CatalogueCheckAnswer {
  ok: boolean;
  problems: { path: string; key: string; message: string; params?: Record<string, string | number> }[];
  /** Calculations compared (reference cases, random and directed inputs), and how long the check took. */
  runs: number;
  durationMs: number;
}

export const catalogueCheckAnswerSchema = {
  $id: 'CatalogueCheckAnswer',
  type: 'object',
  additionalProperties: false,
  required: ['ok', 'problems', 'runs', 'durationMs'],
  properties: {
    ok: { type: 'boolean' },
    problems: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['path', 'key', 'message'],
        properties: {
          path: { type: 'string' },
          key: { type: 'string' },
          message: { type: 'string' },
          params: { type: 'object', additionalProperties: { anyOf: [{ type: 'string' }, { type: 'number' }] } },
        },
      },
    },
    runs: { type: 'integer' },
    durationMs: { type: 'integer' },
  },
} as const;
