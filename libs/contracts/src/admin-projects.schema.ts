import { PROJECT_STATES, type ProjectData, type ProjectState } from './project.schema.js';

/** A project as the backoffice lists it: the summary with numbers, total and deletion. */
export interface AdminProjectSummary {
  id: string;
  name: string;
  state: ProjectState;
  owningCompanyId: number;
  owningCompanyName: string;
  createdAt: string;
  createdBy: string;
  createdByName: string;
  updatedAt: string;
  offerNumber: string | null;
  orderNumber: string | null;
  /** Quote total of the last calculation in euros; null when it could not be priced. */
  total: number | null;
  /** The last PDF or Excel download (spec: "last download by user"). */
  lastReportingAt: string | null;
  /** Set when the project is deleted; the backoffice can restore it. */
  deletedAt: string | null;
  version: number;
}

/** A change recorded on a project: state, offer number, order number or deletion. */
export interface AdminProjectHistoryEntry {
  field: string;
  from: string | null;
  to: string | null;
  userName: string;
  at: string;
  /** On a move to MESSAGE_FROM_DH: the question the customer was sent. */
  message: string | null;
}

/** One project in full: form values, products, files, history, and the cost calculation of now. */
export interface AdminProject extends AdminProjectSummary {
  formValues: ProjectData['formValues'];
  products: ProjectData['products'];
  files: ProjectData['files'];
  history: AdminProjectHistoryEntry[];
  ruleSet: ProjectData['ruleSet'];
  /** The moves staff may make from the current state, with what each needs. */
  allowedStates: { to: ProjectState; needs: 'offerNumber' | 'orderNumber' | null }[];
  /** Cost categories and lines of the calculation with today's prices; null when it cannot be priced. */
  costs: AdminProjectCosts | null;
  /** The figures the project was submitted with, in euro (what its documents print); null while it is open. */
  offeredCosts: (AdminProjectCosts & { pricedAt: string }) | null;
}

/** A quote in euros, for the backoffice to show. */
export interface AdminProjectCosts {
  currency: string;
  total: number;
  categories: Record<string, number | null>;
  lines: { productKey: string; quantity: number; unitPrice: number; total: number; category: string | null }[];
}

/**
 * What an update of a project may change: the state (along the allowed moves only), the offer
 * and order numbers, and a deleted project's return. `sendMail` mails the customer about it.
 * The other fields of the record are sent back by react-admin and ignored.
 */
export interface AdminProjectWrite {
  version: number;
  state?: ProjectState;
  offerNumber?: string | null;
  orderNumber?: string | null;
  sendMail?: boolean;
  /**
   * The provider's message to the customer: required when the state becomes MESSAGE_FROM_DH, and
   * mailed to them; optional with the move to OFFER_CREATED (the offer's note, shown with the offer).
   */
  message?: string | null;
  /** `false` restores a deleted project. */
  deleted?: boolean;
}

const summaryProperties = {
  id: { type: 'string' },
  name: { type: 'string' },
  state: { type: 'string', enum: [...PROJECT_STATES] },
  owningCompanyId: { type: 'integer' },
  owningCompanyName: { type: 'string' },
  createdAt: { type: 'string' },
  createdBy: { type: 'string' },
  createdByName: { type: 'string' },
  updatedAt: { type: 'string' },
  offerNumber: { type: ['string', 'null'] },
  orderNumber: { type: ['string', 'null'] },
  total: { type: ['number', 'null'] },
  lastReportingAt: { type: ['string', 'null'] },
  deletedAt: { type: ['string', 'null'] },
  version: { type: 'integer' },
} as const;

export const adminProjectSummarySchema = {
  $id: 'AdminProjectSummary',
  type: 'object',
  additionalProperties: false,
  required: Object.keys(summaryProperties),
  properties: summaryProperties,
} as const;

export const adminProjectSchema = {
  $id: 'AdminProject',
  type: 'object',
  additionalProperties: false,
  required: [
    ...Object.keys(summaryProperties),
    'formValues',
    'products',
    'files',
    'history',
    'ruleSet',
    'allowedStates',
    'costs',
    'offeredCosts',
  ],
  properties: {
    ...summaryProperties,
    formValues: { type: 'array', items: { type: 'object' } },
    products: { type: 'array', items: { type: 'object' } },
    files: { type: 'array', items: { type: 'object' } },
    history: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['field', 'from', 'to', 'userName', 'at', 'message'],
        properties: {
          field: { type: 'string' },
          from: { type: ['string', 'null'] },
          to: { type: ['string', 'null'] },
          userName: { type: 'string' },
          at: { type: 'string' },
          message: { type: ['string', 'null'] },
        },
      },
    },
    ruleSet: { type: ['object', 'null'] },
    allowedStates: { type: 'array', items: { type: 'object' } },
    costs: { type: ['object', 'null'] },
    offeredCosts: { type: ['object', 'null'] },
  },
} as const;

const projectNumber = { type: ['string', 'null'], maxLength: 60 } as const;

export const adminProjectWriteSchema = {
  $id: 'AdminProjectWrite',
  type: 'object',
  required: ['version'],
  // react-admin sends the whole record back; only these fields are read.
  additionalProperties: true,
  properties: {
    version: { type: 'integer', minimum: 1 },
    state: { type: 'string', enum: [...PROJECT_STATES] },
    offerNumber: projectNumber,
    orderNumber: projectNumber,
    sendMail: { type: 'boolean' },
    message: { type: ['string', 'null'], maxLength: 4000 },
    deleted: { type: 'boolean' },
  },
} as const;

/** `GET /api/admin/dashboard`: what the backoffice's charts show. */
export interface AdminDashboard {
  byState: { state: ProjectState; projects: number; quotedTotal: number }[];
  /** The last twelve months, oldest first, including months without projects. */
  byMonth: { month: string; projects: number; quotedTotal: number }[];
  /** Projects the provider is working on (submitted, message, offer): how many, and their quoted value in euros. */
  pipeline: { projects: number; quotedTotal: number; byState: { state: ProjectState; quotedTotal: number }[] };
  /** Ventilation components most often quoted in projects that are not deleted. */
  topProducts: { productId: string; productKey: string | null; description: string; quantity: number; projects: number }[];
}

export const PIPELINE_STATES: readonly ProjectState[] = ['SUBMITTED', 'MESSAGE_FROM_DH', 'OFFER_CREATED'];

export const adminDashboardSchema = {
  $id: 'AdminDashboard',
  type: 'object',
  additionalProperties: false,
  required: ['byState', 'byMonth', 'pipeline', 'topProducts'],
  properties: {
    byState: {
      type: 'array',
      items: {
        type: 'object',
        required: ['state', 'projects', 'quotedTotal'],
        properties: { state: { type: 'string' }, projects: { type: 'integer' }, quotedTotal: { type: 'number' } },
      },
    },
    byMonth: {
      type: 'array',
      items: {
        type: 'object',
        required: ['month', 'projects', 'quotedTotal'],
        properties: { month: { type: 'string' }, projects: { type: 'integer' }, quotedTotal: { type: 'number' } },
      },
    },
    pipeline: {
      type: 'object',
      required: ['projects', 'quotedTotal', 'byState'],
      properties: {
        projects: { type: 'integer' },
        quotedTotal: { type: 'number' },
        byState: {
          type: 'array',
          items: {
            type: 'object',
            required: ['state', 'quotedTotal'],
            properties: { state: { type: 'string' }, quotedTotal: { type: 'number' } },
          },
        },
      },
    },
    topProducts: {
      type: 'array',
      items: {
        type: 'object',
        required: ['productId', 'productKey', 'description', 'quantity', 'projects'],
        properties: {
          productId: { type: 'string' },
          productKey: { type: ['string', 'null'] },
          description: { type: 'string' },
          quantity: { type: 'number' },
          projects: { type: 'integer' },
        },
      },
    },
  },
} as const;

/** The ticket as the backoffice lists it (the stored ticket with its forwarding). */
export const adminTicketSchema = {
  $id: 'AdminTicket',
  type: 'object',
  required: ['id', 'description', 'area', 'subject', 'createdAt', 'createdBy', 'company', 'forwarding'],
  properties: {
    id: { type: 'integer' },
    description: { type: 'string' },
    area: { type: 'string' },
    subject: { type: 'string' },
    createdAt: { type: 'string' },
    createdBy: { type: 'object' },
    company: { type: 'object' },
    forwarding: { type: 'object' },
  },
} as const;
