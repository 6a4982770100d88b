import { formValueSchemaPart, type CalculationCostsData, type FormValueData } from './calculation.schema.js';
import type { Currency } from './settings.schema.js';
import type { Company } from './user.schema.js';

/** Project states of docs/design.md#project-states, in the order a project moves through them. */
export const PROJECT_STATES = ['NEW', 'DRAFT', 'SUBMITTED', 'MESSAGE_FROM_DH', 'OFFER_CREATED', 'ORDER_RECEIVED', 'COMPLETED'] as const;
export type ProjectState = (typeof PROJECT_STATES)[number];

/** Product categories stored with a project (docs/design.md#form-values: ventilation quantities and non-standard components). */
export const PROJECT_PRODUCT_CATEGORIES = ['VENTCOMP', 'NONSTANDARDCOMPONENTS'] as const;
export type ProjectProductCategory = (typeof PROJECT_PRODUCT_CATEGORIES)[number];

export const PROJECT_VIEWS = ['all', 'own', 'own_company'] as const;
export type ProjectView = (typeof PROJECT_VIEWS)[number];

/**
 * A product line of a project (docs/design.md#form-values). `productId` is the catalogue product id for
 * VENTCOMP and a generated id for a non-standard component; `price` is the unit price in euro
 * (the server stores whole cents).
 */
export interface ProjectProductData {
  projectId?: string | null;
  productId: string;
  productCategoryId: ProjectProductCategory;
  quantity: number;
  price?: number | null;
  description?: string | null;
}

/** A document attached to a project; `path` is where to download it. */
export interface ProjectFileData {
  id: string;
  name: string;
  path: string;
  mediaType: string;
  size: number;
  uploadedAt: string;
  uploadedBy: string;
}

/** The enriched project (docs/design.md#form-values) with its version for optimistic locking (docs/design.md#visibility-and-editing). */
export interface ProjectData {
  id: string;
  name: string;
  state: ProjectState;
  version: number;
  products: ProjectProductData[];
  formValues: FormValueData[];
  files: ProjectFileData[];
  createdAt: string;
  /** The id of the user who created the project. */
  createdBy: string;
  createdByName: string;
  owningCompanyId: number;
  owningCompany: Company;
  lastReportingAt: string | null;
  offerNumber: string | null;
  orderNumber: string | null;
  updatedAt: string;
  /** The rule set of the last calculation on save; null before the first. */
  ruleSet: { key: string; version: number } | null;
  /**
   * Only on GET of an open project (NEW, DRAFT, MESSAGE_FROM_DH) last calculated with an older
   * rule-set version than the published one: what the published version changes. The customer
   * app recalculates on opening and tells the user; the next save stores the new figures.
   */
  ruleSetUpdate?: RuleSetUpdateData;
  /** The quote total of the last calculation, in euro cents; null when it could not be priced. */
  totalCents: number | null;
  /**
   * The figures a submitted project keeps (docs/offered-figures.md): priced when it was submitted,
   * in every currency; null while it is open (NEW, DRAFT, MESSAGE_FROM_DH).
   */
  pricedQuote: PricedQuoteData | null;
  /**
   * In MESSAGE_FROM_DH: the provider's question that moved the project there, and when; null in
   * other states (docs/projects.md, "Mail").
   */
  providerMessage?: { text: string; at: string } | null;
  /** From OFFER_CREATED on: the provider's offer as the customer reads it (docs/projects.md, "Offers"); null before. */
  offer?: ProjectOfferData | null;
}

/** The provider's offer for a project: its number, the day it was made, its last day and the provider's words. */
export interface ProjectOfferData {
  number: string;
  /** When staff moved the project to OFFER_CREATED (ISO instant). */
  at: string;
  /** The last day of validity (YYYY-MM-DD, the provider's calendar), or null when offers do not expire. */
  validUntil: string | null;
  /** What staff wrote to the customer with the offer, or null. */
  message: string | null;
}

/** The quote of a project as it was submitted: what its documents, lists and views print from then on. */
export interface PricedQuoteData {
  pricedAt: string;
  ruleSet: { key: string; version: number };
  /** The quote in each currency, as it was priced then (integer cents). */
  costs: Record<Currency, CalculationCostsData>;
  /** Priced when this record was introduced, not at submission: projects submitted before it. */
  backfilled: boolean;
}

/** A line of the project list (docs/design.md#form-values). */
export interface ProjectSummaryData {
  id: string;
  name: string;
  state: ProjectState;
  createdAt: string;
  createdBy: string;
  createdByName: string;
  owningCompany?: Company;
}

/** `GET /api/project-v1` answers a pair: the page of summaries, and whether more follow. */
export type ProjectListAnswer = [ProjectSummaryData[], boolean];

/** `POST /api/project-v1?sendMail=` (docs/design.md#http-api). Without `id` it creates a project. */
export interface SaveProjectRequest {
  id?: string | null;
  /** Required when `id` is given: the version the client loaded. */
  version?: number;
  /** The requested state; the answer carries the state the project is in after the save. */
  state: ProjectState;
  products: ProjectProductData[];
  formValues: FormValueData[];
  /** Also accepted as the form values `offerNumber` and `orderNumber`. */
  offerNumber?: string | null;
  orderNumber?: string | null;
}

export interface ProjectListQuery {
  view?: ProjectView;
  query?: string;
  first?: string;
  count?: string;
}

export const PROJECT_ID_SCHEMA_PATTERN = '^C[0-9]{8}-[0-9]{1,9}$';
/** The longest page one list call answers. */
export const PROJECT_PAGE_MAX = 200;
/** The page length when `count` is not given. */
export const PROJECT_PAGE_DEFAULT = 50;

const companyRef = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name'],
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
} as const;

const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

const projectProduct = {
  type: 'object',
  additionalProperties: false,
  required: ['productId', 'productCategoryId', 'quantity'],
  properties: {
    projectId: { type: ['string', 'null'], maxLength: 30 },
    productId: { type: 'string', minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9_.-]+$' },
    productCategoryId: { type: 'string', enum: [...PROJECT_PRODUCT_CATEGORIES] },
    quantity: { type: 'number', minimum: 0, maximum: 10_000 },
    price: { type: ['number', 'null'], minimum: 0, maximum: 1_000_000 },
    description: nullableText(500),
  },
} as const;
export const projectProductSchema = { $id: 'ProjectProduct', ...projectProduct } as const;

export const saveProjectRequestSchema = {
  $id: 'SaveProjectRequest',
  type: 'object',
  additionalProperties: false,
  required: ['state', 'products', 'formValues'],
  properties: {
    id: { type: ['string', 'null'], pattern: PROJECT_ID_SCHEMA_PATTERN },
    version: { type: 'integer', minimum: 1 },
    state: { type: 'string', enum: [...PROJECT_STATES] },
    products: { type: 'array', maxItems: 200, items: projectProduct },
    formValues: { type: 'array', maxItems: 500, items: formValueSchemaPart },
    offerNumber: nullableText(60),
    orderNumber: nullableText(60),
  },
} as const;

export const saveProjectQuerySchema = {
  $id: 'SaveProjectQuery',
  type: 'object',
  additionalProperties: false,
  properties: { sendMail: { type: 'string', enum: ['true', 'false'] } },
} as const;

export const projectListQuerySchema = {
  $id: 'ProjectListQuery',
  type: 'object',
  additionalProperties: false,
  properties: {
    view: { type: 'string', enum: [...PROJECT_VIEWS] },
    query: { type: 'string', maxLength: 100 },
    first: { type: 'string', pattern: '^[0-9]{1,9}$' },
    count: { type: 'string', pattern: '^[0-9]{1,9}$' },
  },
} as const;

export const projectIdParamSchema = {
  $id: 'ProjectIdParam',
  type: 'string',
  pattern: PROJECT_ID_SCHEMA_PATTERN,
} as const;

const projectFile = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'path', 'mediaType', 'size', 'uploadedAt', 'uploadedBy'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    path: { type: 'string' },
    mediaType: { type: 'string' },
    size: { type: 'integer' },
    uploadedAt: { type: 'string' },
    uploadedBy: { type: 'string' },
  },
} as const;
export const projectFileSchema = { $id: 'ProjectFile', ...projectFile } as const;

/** What a newer published rule-set version changes for an open project: quote total (euro cents) and product quantities by key. */
export interface RuleSetUpdateData {
  from: { key: string; version: number };
  to: { key: string; version: number };
  totalCentsBefore: number | null;
  totalCentsAfter: number | null;
  products: { productKey: string; before: number; after: number }[];
}

const ruleSetRef = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'version'],
  properties: { key: { type: 'string' }, version: { type: 'integer' } },
} as const;

export const ruleSetUpdateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to', 'totalCentsBefore', 'totalCentsAfter', 'products'],
  properties: {
    from: ruleSetRef,
    to: ruleSetRef,
    totalCentsBefore: { type: ['integer', 'null'] },
    totalCentsAfter: { type: ['integer', 'null'] },
    products: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['productKey', 'before', 'after'],
        properties: { productKey: { type: 'string' }, before: { type: 'number' }, after: { type: 'number' } },
      },
    },
  },
} as const;

export const projectSchema = {
  $id: 'Project',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'name',
    'state',
    'version',
    'products',
    'formValues',
    'files',
    'createdAt',
    'createdBy',
    'createdByName',
    'owningCompanyId',
    'owningCompany',
    'lastReportingAt',
    'offerNumber',
    'orderNumber',
    'updatedAt',
    'ruleSet',
    'totalCents',
    'pricedQuote',
  ],
  properties: {
    id: { type: 'string', pattern: PROJECT_ID_SCHEMA_PATTERN },
    name: { type: 'string' },
    state: { type: 'string', enum: [...PROJECT_STATES] },
    version: { type: 'integer' },
    products: { type: 'array', items: projectProduct },
    formValues: { type: 'array', items: formValueSchemaPart },
    files: { type: 'array', items: projectFile },
    createdAt: { type: 'string' },
    createdBy: { type: 'string' },
    createdByName: { type: 'string' },
    owningCompanyId: { type: 'integer' },
    owningCompany: companyRef,
    lastReportingAt: { type: ['string', 'null'] },
    offerNumber: { type: ['string', 'null'] },
    orderNumber: { type: ['string', 'null'] },
    updatedAt: { type: 'string' },
    ruleSet: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['key', 'version'],
          properties: { key: { type: 'string' }, version: { type: 'integer' } },
        },
      ],
    },
    totalCents: { type: ['integer', 'null'] },
    pricedQuote: { type: ['object', 'null'] },
    providerMessage: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['text', 'at'],
          properties: { text: { type: 'string' }, at: { type: 'string' } },
        },
      ],
    },
    ruleSetUpdate: ruleSetUpdateSchema,
    offer: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['number', 'at', 'validUntil', 'message'],
          properties: {
            number: { type: 'string' },
            at: { type: 'string' },
            validUntil: { type: ['string', 'null'] },
            message: { type: ['string', 'null'] },
          },
        },
      ],
    },
  },
} as const;

const projectSummary = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'state', 'createdAt', 'createdBy', 'createdByName'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    state: { type: 'string', enum: [...PROJECT_STATES] },
    createdAt: { type: 'string' },
    createdBy: { type: 'string' },
    createdByName: { type: 'string' },
    owningCompany: companyRef,
  },
} as const;

export const projectSummarySchema = { $id: 'ProjectSummary', ...projectSummary } as const;

export const projectListAnswerSchema = {
  $id: 'ProjectListAnswer',
  type: 'array',
  items: [{ type: 'array', items: projectSummary }, { type: 'boolean' }],
  additionalItems: false,
  minItems: 2,
  maxItems: 2,
} as const;
