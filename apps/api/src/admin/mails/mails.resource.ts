import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import { outgoingMailSchema, type AdminListQuery, type OutgoingMailView } from '@lsp/contracts';
import { ApiError } from '../../common/api-error.js';
import { toMailView } from '../../mail/mail.service.js';
import { OutgoingMail } from '../../mail/outgoing-mail.entity.js';
import { integerIdSchema, type AdminPage, type AdminResource, type AdminResourceDefinition } from '../resource/admin-resource.js';
import { contains, dateBound, entityQuery, equals } from '../resource/record-filters.js';

/** The mail outbox: every mail the product wrote, rendered, with whether it went out. Read-only. */
@Injectable()
export class AdminMailsResource implements AdminResource<OutgoingMailView> {
  private readonly listSpec = {
    sortable: {
      id: 'id',
      createdAt: 'createdAt',
      subject: 'subject',
      to: 'to',
      status: 'status',
      projectId: 'projectId',
      template: 'template',
    },
    filters: {
      id: equals('id', 'integer'),
      projectId: equals('projectId', 'string'),
      status: equals('status', 'string'),
      template: equals('template', 'string'),
      createdAt_gte: dateBound('createdAt', '$gte'),
      createdAt_lte: dateBound('createdAt', '$lte'),
      q: contains('subject', 'to', 'projectId'),
    },
  };

  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async list(query: AdminListQuery): Promise<AdminPage<OutgoingMailView>> {
    const { where, orderBy } = entityQuery(this.listSpec, query);
    const [mails, total] = await this.em.findAndCount(OutgoingMail, where, {
      orderBy: orderBy as never,
      offset: query.offset,
      limit: query.limit,
    });
    return { items: mails.map(toMailView), total };
  }

  async get(id: string): Promise<OutgoingMailView> {
    const mail = await this.em.findOne(OutgoingMail, { id: Number(id) });
    if (!mail) throw ApiError.notFound(`Mail ${id} does not exist`, 'mail', id);
    return toMailView(mail);
  }
}

export const mailsResource: AdminResourceDefinition = {
  name: 'mails',
  label: 'mails of the outbox',
  service: AdminMailsResource,
  idSchema: integerIdSchema,
  record: outgoingMailSchema,
  operations: [],
  defaultSort: 'id',
  notes: 'Filters: `id`, `projectId`, `status`, `template`, `createdAt_gte`, `createdAt_lte`, `q` (subject, recipients, project).',
};
