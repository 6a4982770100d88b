import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import { adminTermsEntrySchema, adminTermsEntryWriteSchema, type AdminTermsEntry } from '@lsp/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { RememberCreate } from '../../idempotency/idempotent-creates.js';
import { ApiError } from '../../common/api-error.js';
import { TermsEntryRecord } from '../../terms/terms-entry.entity.js';
import { AdminAuditService } from '../audit/admin-audit.service.js';
import type { AdminResourceDefinition } from '../resource/admin-resource.js';
import { EntityAdminResource } from '../resource/entity-admin-resource.js';
import { contains, equals } from '../resource/record-filters.js';

type TermsWrite = Omit<AdminTermsEntry, 'version' | 'updatedAt' | 'position'> & { position?: number; version?: number };

/** The legal documents of each company and country, as the terms modal shows them (docs/design.md#shell). */
@Injectable()
export class AdminTermsResource extends EntityAdminResource<TermsEntryRecord, AdminTermsEntry, TermsWrite> {
  protected readonly resource = 'terms';
  protected readonly entity = TermsEntryRecord;
  protected readonly noun = 'Terms entry';
  protected readonly listSpec = {
    sortable: { id: 'id', company: 'company', country: 'country', position: 'position', updatedAt: 'updatedAt' },
    filters: { id: equals('id', 'string'), country: equals('country', 'string'), q: contains('company', 'id') },
  };

  constructor(@Inject(EntityManager) em: EntityManager, audit: AdminAuditService) {
    super(em, audit);
  }

  protected override key(id: string): string {
    return id;
  }

  protected presentAll(rows: readonly TermsEntryRecord[]): AdminTermsEntry[] {
    return rows.map((t) => ({
      id: t.id,
      company: t.company,
      country: t.country as AdminTermsEntry['country'],
      urls: t.urls,
      position: t.position,
      version: t.version,
      updatedAt: t.updatedAt.toISOString(),
    }));
  }

  create(data: TermsWrite, actor: AuthUser, remember?: RememberCreate): Promise<AdminTermsEntry> {
    return this.add(
      actor,
      data.id,
      async (em) => {
        const position = data.position ?? (await em.count(TermsEntryRecord, {})) + 1;
        return em.create(TermsEntryRecord, { id: data.id, company: data.company.trim(), country: data.country, urls: data.urls, position });
      },
      remember,
    );
  }

  update(id: string, data: TermsWrite, actor: AuthUser): Promise<AdminTermsEntry> {
    return this.change(id, data.version, actor, (entry, em) => {
      if (data.id !== entry.id)
        throw ApiError.badRequest('The id of a terms entry cannot change', [
          { path: '/id', key: 'cannotChange', params: { value: entry.id }, message: `is ${entry.id} and cannot change` },
        ]);
      em.assign(entry, { company: data.company.trim(), country: data.country, urls: data.urls, position: data.position ?? entry.position });
    });
  }

  delete(id: string, actor: AuthUser): Promise<AdminTermsEntry> {
    return this.remove(id, actor);
  }
}

export const termsResource: AdminResourceDefinition = {
  name: 'terms',
  label: 'terms entries',
  service: AdminTermsResource,
  idSchema: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$' },
  record: adminTermsEntrySchema,
  write: adminTermsEntryWriteSchema,
  operations: ['create', 'update', 'delete'],
  notes: 'Filters: `id`, `country`, `q` (company). `GET /api/terms` shows a change at once.',
};
