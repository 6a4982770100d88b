import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import { adminCompanySchema, adminCompanyWriteSchema, type AdminCompany } from '@lsp/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { RememberCreate } from '../../idempotency/idempotent-creates.js';
import { ApiError } from '../../common/api-error.js';
import { Company } from '../../companies/company.entity.js';
import { Project } from '../../projects/project.entity.js';
import { AdminAuditService } from '../audit/admin-audit.service.js';
import { integerIdSchema, type AdminResourceDefinition } from '../resource/admin-resource.js';
import { EntityAdminResource } from '../resource/entity-admin-resource.js';
import { contains, equals } from '../resource/record-filters.js';

type CompanyWrite = Pick<AdminCompany, 'id' | 'name' | 'country'> & { version?: number };

/** Customer companies (the id is the one the identity provider puts into tokens). */
@Injectable()
export class AdminCompaniesResource extends EntityAdminResource<Company, AdminCompany, CompanyWrite> {
  protected readonly resource = 'companies';
  protected readonly entity = Company;
  protected readonly noun = 'Company';
  protected readonly listSpec = {
    sortable: { id: 'id', name: 'name', country: 'country', createdAt: 'createdAt', updatedAt: 'updatedAt' },
    filters: { id: equals('id', 'integer'), country: equals('country', 'string'), q: contains('name') },
  };

  constructor(@Inject(EntityManager) em: EntityManager, audit: AdminAuditService) {
    super(em, audit);
  }

  protected presentAll(rows: readonly Company[]): AdminCompany[] {
    return rows.map((c) => ({
      id: c.id,
      name: c.name,
      country: c.country as AdminCompany['country'],
      version: c.version,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
    }));
  }

  create(data: CompanyWrite, actor: AuthUser, remember?: RememberCreate): Promise<AdminCompany> {
    return this.add(actor, data.id, (em) => em.create(Company, { id: data.id, name: data.name.trim(), country: data.country }), remember);
  }

  update(id: string, data: CompanyWrite, actor: AuthUser): Promise<AdminCompany> {
    return this.change(id, data.version, actor, async (company, em) => {
      if (data.id !== company.id)
        throw ApiError.badRequest('The id of a company cannot change', [
          { path: '/id', key: 'cannotChange', params: { value: company.id }, message: `is ${company.id} and cannot change` },
        ]);
      // Its projects are found by its name: the database rewrites their search text on a rename
      // (trigger company_project_search_text, docs/projects.md#search).
      em.assign(company, { name: data.name.trim(), country: data.country });
    });
  }

  delete(id: string, actor: AuthUser): Promise<AdminCompany> {
    return this.remove(id, actor, async (company, em) => {
      const projects = await em.count(Project, { owningCompanyId: company.id });
      if (projects) {
        throw ApiError.refused(
          `Company ${company.name} owns ${projects} projects (deleted ones included) and cannot be deleted`,
          'companyOwnsProjects',
          { company: company.name, count: projects },
        );
      }
    });
  }
}

export const companiesResource: AdminResourceDefinition = {
  name: 'companies',
  label: 'companies',
  service: AdminCompaniesResource,
  idSchema: integerIdSchema,
  record: adminCompanySchema,
  write: adminCompanyWriteSchema,
  operations: ['create', 'update', 'delete'],
  notes: 'Filters: `id`, `country`, `q` (name). A company that owns projects cannot be deleted (409).',
};
