import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import { adminTicketSchema, type AdminListQuery, type SupportTicketDetails } from '@lsp/contracts';
import { ApiError } from '../../common/api-error.js';
import { SupportTicketRecord } from '../../support/support-ticket.entity.js';
import { toSupportTicketDetails } from '../../support/support.service.js';
import { integerIdSchema, type AdminPage, type AdminResource, type AdminResourceDefinition } from '../resource/admin-resource.js';
import { contains, dateBound, entityQuery, equals } from '../resource/record-filters.js';

/** Support tickets users opened, with whether they reached the support desk. Read-only. */
@Injectable()
export class AdminTicketsResource implements AdminResource<SupportTicketDetails> {
  private readonly listSpec = {
    sortable: {
      id: 'id',
      createdAt: 'createdAt',
      subject: 'subject',
      area: 'area',
      'company.name': 'companyName',
      'forwarding.status': 'forwardStatus',
    },
    filters: {
      id: equals('id', 'integer'),
      area: equals('area', 'string'),
      companyId: equals('companyId', 'integer'),
      forwardStatus: equals('forwardStatus', 'string'),
      createdAt_gte: dateBound('createdAt', '$gte'),
      createdAt_lte: dateBound('createdAt', '$lte'),
      q: contains('subject', 'description', 'createdByName', 'companyName'),
    },
  };

  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async list(query: AdminListQuery): Promise<AdminPage<SupportTicketDetails>> {
    const { where, orderBy } = entityQuery(this.listSpec, query);
    const [tickets, total] = await this.em.findAndCount(SupportTicketRecord, where, {
      orderBy: orderBy as never,
      offset: query.offset,
      limit: query.limit,
    });
    return { items: tickets.map(toSupportTicketDetails), total };
  }

  async get(id: string): Promise<SupportTicketDetails> {
    const ticket = await this.em.findOne(SupportTicketRecord, { id: Number(id) });
    if (!ticket) throw ApiError.notFound(`Ticket ${id} does not exist`, 'ticket', id);
    return toSupportTicketDetails(ticket);
  }
}

export const ticketsResource: AdminResourceDefinition = {
  name: 'tickets',
  label: 'support tickets',
  service: AdminTicketsResource,
  idSchema: integerIdSchema,
  record: adminTicketSchema,
  operations: [],
  notes: 'Filters: `id`, `area`, `companyId`, `forwardStatus`, `createdAt_gte`, `createdAt_lte`, `q` (subject, description, who, company).',
};
