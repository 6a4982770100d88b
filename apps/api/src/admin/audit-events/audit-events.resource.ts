import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import { adminAuditEventSchema, type AdminAuditEvent, type AdminListQuery } from '@lsp/contracts';
import { ApiError } from '../../common/api-error.js';
import { AdminAuditEventRecord } from '../audit/admin-audit-event.entity.js';
import { presentAuditEvent } from '../audit/admin-audit.service.js';
import { integerIdSchema, type AdminPage, type AdminResource, type AdminResourceDefinition } from '../resource/admin-resource.js';
import { contains, dateBound, entityQuery, equals } from '../resource/record-filters.js';

/** The audit trail of every change made in the backoffice. Read-only: a trail nobody can edit. */
@Injectable()
export class AdminAuditEventsResource implements AdminResource<AdminAuditEvent> {
  private readonly listSpec = {
    sortable: { id: 'id', at: 'at', resource: 'resource', recordId: 'recordId', action: 'action', userName: 'userName' },
    filters: {
      id: equals('id', 'integer'),
      resource: equals('resource', 'string'),
      recordId: equals('recordId', 'string'),
      action: equals('action', 'string'),
      userId: equals('userId', 'string'),
      at_gte: dateBound('at', '$gte'),
      at_lte: dateBound('at', '$lte'),
      q: contains('userName', 'recordId', 'resource'),
    },
  };

  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async list(query: AdminListQuery): Promise<AdminPage<AdminAuditEvent>> {
    const { where, orderBy } = entityQuery(this.listSpec, query);
    const [events, total] = await this.em.findAndCount(AdminAuditEventRecord, where, {
      orderBy: orderBy as never,
      offset: query.offset,
      limit: query.limit,
    });
    return { items: events.map(presentAuditEvent), total };
  }

  async get(id: string): Promise<AdminAuditEvent> {
    const event = await this.em.findOne(AdminAuditEventRecord, { id: Number(id) });
    if (!event) throw ApiError.notFound(`Audit event ${id} does not exist`, 'audit event', id);
    return presentAuditEvent(event);
  }
}

export const auditEventsResource: AdminResourceDefinition = {
  name: 'audit-events',
  label: 'audit events',
  service: AdminAuditEventsResource,
  idSchema: integerIdSchema,
  record: adminAuditEventSchema,
  operations: [],
  notes: 'Filters: `id`, `resource`, `recordId`, `action`, `userId`, `at_gte`, `at_lte`, `q` (who, record, resource).',
};
