import { productFields, productGroupFields, type ProductData, type ProductGroupData } from './product.schema.js';
import { energySettingsSchema, type EnergySettings } from './settings.schema.js';

/**
 * The backoffice's wire protocol: `/api/admin/{resource}` in the protocol of `ra-data-simple-rest`
 * (docs/design.md#backoffice-resources). Lists take JSON-encoded `sort` (`["field","ASC"]`), `range` (`[0,24]`,
 * both ends included) and `filter` (`{"state":"SUBMITTED","q":"muster"}`, `{"id":[1,2]}` for
 * several records) and answer an array with `Content-Range: {resource} 0-24/319`. Every
 * editable record carries `version`: an update sends the version it was loaded with, and a
 * stale one is refused with 409.
 */
export const ADMIN_PAGE_MAX = 500;

/** The raw query of a list, as `ra-data-simple-rest` sends it. */
export interface AdminListRawQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

export const adminListQuerySchema = {
  $id: 'AdminListQuery',
  type: 'object',
  additionalProperties: false,
  properties: {
    sort: { type: 'string', maxLength: 200, description: 'JSON: ["field", "ASC" | "DESC"]' },
    range: { type: 'string', maxLength: 100, description: 'JSON: [first, last], both included, e.g. [0, 24]' },
    filter: {
      type: 'string',
      maxLength: 4000,
      description: 'JSON object: field values, `q` for text search, `id` as a list for several records',
    },
  },
} as const;

/** The query of a list after parsing. */
export interface AdminListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** Offset of the first record and how many at most. */
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

export const ADMIN_AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore'] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

/** Fields a record shows but a write ignores (react-admin sends back the whole record). */
const readOnly = { description: 'read-only; ignored on write' } as const;
const version = { type: 'integer', minimum: 1, description: 'the version the record was loaded with (required on update)' } as const;
const isoDate = { type: 'string', description: 'ISO 8601' } as const;

// ---------------------------------------------------------------- products

/** A product as the backoffice edits it: the apps' fields, its price and the group's. */
export interface AdminProduct extends Omit<ProductData, 'description'> {
  /** `pl` absent (or null/empty on write) until a Polish name is entered: Polish then shows the English one. */
  description: { de: string; en: string; pl?: string | null };
  /** The group's category (read-only here: it is the group's). */
  productCategoryId: number;
  /** List price in euros (two decimals); the calculation uses it from the next request on. */
  price: number;
  /** The group's characteristics (read-only here: they are the group's). */
  characteristics: string[];
  version: number;
  updatedAt: string;
}

export type AdminProductWrite = Omit<AdminProduct, 'productCategoryId' | 'characteristics' | 'version' | 'updatedAt'> & {
  version?: number;
};

const productProperties = {
  ...productFields,
  price: { type: 'number', minimum: 0, maximum: 10000000, description: 'euros, at most two decimals' },
} as const;

export const adminProductSchema = {
  $id: 'AdminProduct',
  type: 'object',
  additionalProperties: false,
  required: [...Object.keys(productProperties), 'productCategoryId', 'characteristics', 'version', 'updatedAt'],
  properties: {
    ...productProperties,
    productCategoryId: { type: 'integer' },
    characteristics: { type: 'array', items: { type: 'string' } },
    version: { type: 'integer' },
    updatedAt: isoDate,
  },
} as const;

export const adminProductWriteSchema = {
  $id: 'AdminProductWrite',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'productGroupId', 'description', 'price'],
  properties: { ...productProperties, version, productCategoryId: readOnly, characteristics: readOnly, updatedAt: readOnly },
} as const;

// ---------------------------------------------------------------- product groups

export interface AdminProductGroup extends Omit<ProductGroupData, 'description'> {
  /** `pl` absent (or null/empty on write) until a Polish name is entered: Polish then shows the English one. */
  description: { de: string; en: string; pl?: string | null };
  /** The group's category by its key and name (read-only), for screens that name it. */
  productCategory: { key: string; description: { de: string; en: string; pl?: string } };
  version: number;
  updatedAt: string;
}

const productGroupProperties = productGroupFields;
const productCategoryRead = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'description'],
  properties: {
    key: { type: 'string' },
    description: {
      type: 'object',
      additionalProperties: false,
      required: ['de', 'en'],
      properties: { de: { type: 'string' }, en: { type: 'string' }, pl: { type: 'string' } },
    },
  },
} as const;

export const adminProductGroupSchema = {
  $id: 'AdminProductGroup',
  type: 'object',
  additionalProperties: false,
  required: [...Object.keys(productGroupProperties), 'productCategory', 'version', 'updatedAt'],
  properties: { ...productGroupProperties, productCategory: productCategoryRead, version: { type: 'integer' }, updatedAt: isoDate },
} as const;

export const adminProductGroupWriteSchema = {
  $id: 'AdminProductGroupWrite',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'key', 'productCategoryId', 'description'],
  properties: { ...productGroupProperties, productCategory: readOnly, version, updatedAt: readOnly },
} as const;

// ---------------------------------------------------------------- characteristics

export interface AdminCharacteristic {
  id: number;
  characteristicKey: string;
  productGroupId: number;
  version: number;
}

export const adminCharacteristicSchema = {
  $id: 'AdminCharacteristic',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'characteristicKey', 'productGroupId', 'version'],
  properties: {
    id: { type: 'integer' },
    characteristicKey: { type: 'string' },
    productGroupId: { type: 'integer' },
    version: { type: 'integer' },
  },
} as const;

export const adminCharacteristicWriteSchema = {
  $id: 'AdminCharacteristicWrite',
  type: 'object',
  additionalProperties: false,
  required: ['characteristicKey', 'productGroupId'],
  properties: {
    id: readOnly,
    characteristicKey: { type: 'string', minLength: 1, maxLength: 60, pattern: '^[A-Z0-9_]+$' },
    productGroupId: { type: 'integer', minimum: 1 },
    version,
  },
} as const;

// ---------------------------------------------------------------- terms

export interface AdminTermsEntry {
  /** A short slug, e.g. `dh-de`. */
  id: string;
  company: string;
  country: 'de' | 'at' | 'int';
  urls: { type: 'TERMS_OF_SERVICE' | 'INSTALLATION_CONDITIONS' | 'SALE_AND_DELIVERY_CONDITIONS'; language: string; url: string }[];
  /** Order in the terms table. */
  position: number;
  version: number;
  updatedAt: string;
}

const termsProperties = {
  id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z0-9][a-z0-9-]*$' },
  company: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
  country: { type: 'string', enum: ['de', 'at', 'int'] },
  urls: {
    type: 'array',
    maxItems: 20,
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'language', 'url'],
      properties: {
        type: { type: 'string', enum: ['TERMS_OF_SERVICE', 'INSTALLATION_CONDITIONS', 'SALE_AND_DELIVERY_CONDITIONS'] },
        language: { type: 'string', enum: ['de', 'en', 'pl', 'fr', 'nl'] },
        url: { type: 'string', minLength: 1, maxLength: 500, pattern: '^(https?://|/)\\S+$' },
      },
    },
  },
  position: { type: 'integer', minimum: 0, maximum: 10000 },
} as const;

export const adminTermsEntrySchema = {
  $id: 'AdminTermsEntry',
  type: 'object',
  additionalProperties: false,
  required: [...Object.keys(termsProperties), 'version', 'updatedAt'],
  properties: { ...termsProperties, version: { type: 'integer' }, updatedAt: isoDate },
} as const;

export const adminTermsEntryWriteSchema = {
  $id: 'AdminTermsEntryWrite',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'company', 'country', 'urls'],
  properties: { ...termsProperties, version, updatedAt: readOnly },
} as const;

// ---------------------------------------------------------------- settings (one record, id 1)

export interface AdminSettings {
  id: 1;
  generalRemarksDe: string;
  generalRemarksEn: string;
  /** Empty: Polish documents show the English remarks. */
  generalRemarksPl: string;
  /** Null: offers never expire. */
  offerValidityWeeks: number | null;
  deliveryWorkdays: number;
  /** Units of each currency per euro. */
  exchangeRates: { CHF: number; GBP: number; USD: number };
  /** Energy prices, CO₂ factors and the funding share of the energy figures. */
  energy: EnergySettings;
  /** Feature flags of `/api/config`. */
  ctrlFastDelete: boolean;
  currencySelector: boolean;
  version: number;
  updatedAt: string;
}

const rate = { type: 'number', exclusiveMinimum: 0, maximum: 1000 } as const;
const settingsProperties = {
  generalRemarksDe: { type: 'string', maxLength: 10000 },
  generalRemarksEn: { type: 'string', maxLength: 10000 },
  generalRemarksPl: { type: 'string', maxLength: 10000 },
  offerValidityWeeks: { type: ['integer', 'null'], minimum: 1, maximum: 520 },
  deliveryWorkdays: { type: 'integer', minimum: 0, maximum: 1000 },
  exchangeRates: {
    type: 'object',
    additionalProperties: false,
    required: ['CHF', 'GBP', 'USD'],
    properties: { CHF: rate, GBP: rate, USD: rate },
  },
  energy: energySettingsSchema,
  ctrlFastDelete: { type: 'boolean' },
  currencySelector: { type: 'boolean' },
} as const;

export const adminSettingsSchema = {
  $id: 'AdminSettings',
  type: 'object',
  additionalProperties: false,
  required: ['id', ...Object.keys(settingsProperties), 'version', 'updatedAt'],
  properties: { id: { type: 'integer', const: 1 }, ...settingsProperties, version: { type: 'integer' }, updatedAt: isoDate },
} as const;

export const adminSettingsWriteSchema = {
  $id: 'AdminSettingsWrite',
  type: 'object',
  additionalProperties: false,
  // The Polish remarks came later: a client that does not send them keeps them as they are.
  required: Object.keys(settingsProperties).filter((key) => key !== 'generalRemarksPl'),
  properties: { id: readOnly, ...settingsProperties, version, updatedAt: readOnly },
} as const;

// ---------------------------------------------------------------- companies

export interface AdminCompany {
  id: number;
  name: string;
  /** de, at or int: which legal terms and contact page apply. */
  country: 'de' | 'at' | 'int';
  version: number;
  createdAt: string;
  updatedAt: string;
}

const companyProperties = {
  id: { type: 'integer', minimum: 1, maximum: 999999999 },
  name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
  country: { type: 'string', enum: ['de', 'at', 'int'] },
} as const;

export const adminCompanySchema = {
  $id: 'AdminCompany',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'country', 'version', 'createdAt', 'updatedAt'],
  properties: { ...companyProperties, version: { type: 'integer' }, createdAt: isoDate, updatedAt: isoDate },
} as const;

export const adminCompanyWriteSchema = {
  $id: 'AdminCompanyWrite',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'country'],
  properties: { ...companyProperties, version, createdAt: readOnly, updatedAt: readOnly },
} as const;

// ---------------------------------------------------------------- audit trail

export interface AdminAuditEvent {
  id: number;
  /** The resource changed, e.g. `products`. */
  resource: string;
  recordId: string;
  action: AdminAuditAction;
  /** Field by field, what it was and what it became (a create has only `to`, a delete only `from`). */
  changes: Record<string, { from?: unknown; to?: unknown }>;
  userId: string;
  userName: string;
  at: string;
}

export const adminAuditEventSchema = {
  $id: 'AdminAuditEvent',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'resource', 'recordId', 'action', 'changes', 'userId', 'userName', 'at'],
  properties: {
    id: { type: 'integer' },
    resource: { type: 'string' },
    recordId: { type: 'string' },
    action: { type: 'string', enum: [...ADMIN_AUDIT_ACTIONS] },
    changes: { type: 'object', additionalProperties: { type: 'object', properties: { from: {}, to: {} } } },
    userId: { type: 'string' },
    userName: { type: 'string' },
    at: isoDate,
  },
} as const;

export const adminRecordListSchema = (item: object, $id: string) => ({ $id, type: 'array', items: item }) as const;

/**
 * A project search's total is counted up to this many: past it the list's `Content-Range` says one
 * more (1001), which the backoffice shows as "über 1.000" / "more than 1,000" (docs/projects.md#search).
 */
export const SEARCH_TOTAL_CAP = 1000;
