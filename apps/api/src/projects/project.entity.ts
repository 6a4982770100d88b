import { defineEntity, p } from '@mikro-orm/core';
import { Company } from '../companies/company.entity.js';
import type { FormValueData, PricedQuoteData, ProjectProductCategory, ProjectState } from '@lsp/contracts';

/**
 * A planned project (docs/design.md#form-values). Form values are kept as one JSON document: they are
 * always read and written whole, and their keys are the domain's, not columns.
 */
/**
 * An offer or order number as compared for uniqueness, without case and white space: the
 * expression of its index, and of the check on save that the index serves (saving/project-numbers.ts).
 */
export const numberKeySql = (column: 'offer_number' | 'order_number'): string => `lower(regexp_replace("${column}", '\\s+', '', 'g'))`;

const ProjectSchema = defineEntity({
  name: 'Project',
  tableName: 'project',
  properties: {
    /** C + creation date + '-' + that day's count (docs/design.md#project-ids). */
    id: p.string().length(30).primary(),
    name: p.string().length(200),
    state: p.string().length(20).$type<ProjectState>(),
    owningCompanyId: p.manyToOne(Company).mapToPk().fieldName('owning_company_id').foreignKeyName('project_owning_company_id_fkey'),
    createdBy: p.string().length(200),
    createdByName: p.string().length(200),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    updatedBy: p.string().length(200),
    lastReportingAt: p.datetime().nullable(),
    offerNumber: p.string().length(60).nullable(),
    orderNumber: p.string().length(60).nullable(),
    formValues: p.json<FormValueData[]>(),
    ruleSetKey: p.string().length(60).nullable(),
    ruleSetVersion: p.integer().nullable(),
    /** The quote total of the last calculation in euro cents, for lists and reporting. */
    totalCents: p.bigint('number').nullable(),
    /** The quote as submitted, in every currency: what a submitted project prints (docs/offered-figures.md). */
    pricedQuote: p.json<PricedQuoteData>().nullable(),
    /**
     * What the lists' search matches: id, offer and order number, creator, company and name, folded
     * (project-search.ts). Written by the database on every insert and update (trigger
     * `project_search_text`), never by the API.
     */
    searchText: p.string().length(600).default(''),
    version: p.integer().version(),
    deletedAt: p.datetime().nullable(),
    deletedBy: p.string().length(200).nullable(),
  },
  // The list's three views, newest first, without deleted projects; the search's trigram index.
  indexes: [
    // Written out: MikroORM 7.2 reads this index's "id" back as the end of "owning_company_id" and
    // loses its DESC, so a column list would never compare equal (an expression compares by name).
    {
      name: 'project_company_created_index',
      expression:
        'create index "project_company_created_index" on "project" ("owning_company_id", "created_at" desc, "id" desc) where "deleted_at" is null',
    },
    {
      name: 'project_creator_created_index',
      columns: [{ name: 'created_by' }, { name: 'created_at', sort: 'desc' }, { name: 'id', sort: 'desc' }],
      where: 'deleted_at is null',
    },
    {
      name: 'project_created_index',
      columns: [
        { name: 'created_at', sort: 'desc' },
        { name: 'id', sort: 'desc' },
      ],
      where: 'deleted_at is null',
    },
    {
      name: 'project_search_trgm_index',
      expression: 'create index "project_search_trgm_index" on "project" using gin ("search_text" gin_trgm_ops)',
    },
    // Offer and order numbers compared without case and white space (docs/projects.md, "Refusals").
    {
      name: 'project_offer_number_key',
      expression: `create index "project_offer_number_key" on "project" (${numberKeySql('offer_number')})`,
    },
    {
      name: 'project_order_number_key',
      expression: `create index "project_order_number_key" on "project" (${numberKeySql('order_number')})`,
    },
  ],
  checks: [
    {
      name: 'project_state_check',
      expression: "state in ('NEW', 'DRAFT', 'SUBMITTED', 'MESSAGE_FROM_DH', 'OFFER_CREATED', 'ORDER_RECEIVED', 'COMPLETED')",
    },
  ],
});
export class Project extends ProjectSchema.class {}
ProjectSchema.setClass(Project);

/** A stored product line of a project: a ventilation quantity or a non-standard component. */
const ProjectProductSchema = defineEntity({
  name: 'ProjectProduct',
  tableName: 'project_product',
  properties: {
    id: p.integer().primary(),
    projectId: p
      .manyToOne(Project)
      .mapToPk()
      .fieldName('project_id')
      .foreignKeyName('project_product_project_id_fkey')
      .deleteRule('cascade'),
    position: p.integer(),
    productId: p.string().length(60),
    productCategoryId: p.string().length(40).$type<ProjectProductCategory>(),
    quantity: p.double(),
    /** Unit price in euro cents at the time of the save. */
    priceCents: p.bigint('number').nullable(),
    description: p.string().length(500).nullable(),
  },
  indexes: [{ name: 'project_product_project_index', properties: ['projectId', 'position'] }],
  checks: [
    // As numeric: PostgreSQL prints a check against a double as `(0)::double precision`, which
    // MikroORM 7.2 reads back as `0 precision` (Migration20261126001000_quantity_check).
    { name: 'project_product_quantity_check', expression: 'quantity::numeric >= 0' },
    { name: 'project_product_price_cents_check', expression: 'price_cents >= 0' },
  ],
});
export class ProjectProduct extends ProjectProductSchema.class {}
ProjectProductSchema.setClass(ProjectProduct);

export const AUDITED_FIELDS = ['state', 'offerNumber', 'orderNumber', 'deleted'] as const;
export type AuditedField = (typeof AUDITED_FIELDS)[number];

/** One change of a project's state, offer number or order number: who, when, from, to. */
const ProjectAuditEventSchema = defineEntity({
  name: 'ProjectAuditEvent',
  tableName: 'project_audit_event',
  properties: {
    id: p.integer().primary(),
    projectId: p
      .manyToOne(Project)
      .mapToPk()
      .fieldName('project_id')
      .foreignKeyName('project_audit_event_project_id_fkey')
      .deleteRule('cascade'),
    field: p.string().length(20).$type<AuditedField>(),
    fromValue: p.string().length(60).nullable(),
    toValue: p.string().length(60).nullable(),
    userId: p.string().length(200),
    userName: p.string().length(200),
    at: p.datetime(),
    /** The provider's question to the customer, on a move to MESSAGE_FROM_DH (at most 4000 characters). */
    message: p.text().nullable(),
  },
  indexes: [{ name: 'project_audit_event_project_index', properties: ['projectId', 'at'] }],
});
export class ProjectAuditEvent extends ProjectAuditEventSchema.class {}
ProjectAuditEventSchema.setClass(ProjectAuditEvent);

export { ProjectSchema, ProjectProductSchema, ProjectAuditEventSchema };
