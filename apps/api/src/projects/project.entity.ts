import { defineEntity, p } from '@mikro-orm/core';
import type { FormValueData, ProjectProductCategory, ProjectState } from '@lsp/contracts';

/**
 * A planned project (spec section 3). Form values are kept as one JSON document: they are
 * always read and written whole, and their keys are the domain's, not columns.
 */
const ProjectSchema = defineEntity({
  name: 'Project',
  tableName: 'project',
  properties: {
    /** C + creation date + '-' + that day's count (design.md section 8). */
    id: p.string().length(30).primary(),
    name: p.string().length(200),
    state: p.string().length(20).$type<ProjectState>(),
    owningCompanyId: p.integer(),
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
    /** Lower-cased id and name, what the list's search matches. */
    searchText: p.string().length(240),
    version: p.integer().version(),
    deletedAt: p.datetime().nullable(),
    deletedBy: p.string().length(200).nullable(),
  },
});
export class Project extends ProjectSchema.class {}
ProjectSchema.setClass(Project);

/** A stored product line of a project: a ventilation quantity or a non-standard component. */
const ProjectProductSchema = defineEntity({
  name: 'ProjectProduct',
  tableName: 'project_product',
  properties: {
    id: p.integer().primary(),
    projectId: p.string().length(30),
    position: p.integer(),
    productId: p.string().length(60),
    productCategoryId: p.string().length(40).$type<ProjectProductCategory>(),
    quantity: p.double(),
    /** Unit price in euro cents at the time of the save. */
    priceCents: p.bigint('number').nullable(),
    description: p.string().length(500).nullable(),
  },
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
    projectId: p.string().length(30),
    field: p.string().length(20).$type<AuditedField>(),
    fromValue: p.string().length(60).nullable(),
    toValue: p.string().length(60).nullable(),
    userId: p.string().length(200),
    userName: p.string().length(200),
    at: p.datetime(),
  },
});
export class ProjectAuditEvent extends ProjectAuditEventSchema.class {}
ProjectAuditEventSchema.setClass(ProjectAuditEvent);

export { ProjectSchema, ProjectProductSchema, ProjectAuditEventSchema };
