import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import { adminProductGroupSchema, adminProductGroupWriteSchema, type AdminProductGroup, type KeyedFieldProblem } from '@lsp/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { RememberCreate } from '../../idempotency/idempotent-creates.js';
import { ApiError } from '../../common/api-error.js';
import { Characteristic, Product, ProductCategory, ProductGroup } from '../../products/catalogue.entities.js';
import { AdminAuditService } from '../audit/admin-audit.service.js';
import { integerIdSchema, type AdminResourceDefinition } from '../resource/admin-resource.js';
import { EntityAdminResource, refuse } from '../resource/entity-admin-resource.js';
import { contains, equals } from '../resource/record-filters.js';

type ProductGroupWrite = Omit<AdminProductGroup, 'version' | 'updatedAt' | 'productCategory'> & { version?: number };

/** Product groups: category, descriptions, the recommendation order of ventilation components, images and planning files. */
@Injectable()
export class AdminProductGroupsResource extends EntityAdminResource<ProductGroup, AdminProductGroup, ProductGroupWrite> {
  protected readonly resource = 'product-groups';
  protected readonly entity = ProductGroup;
  protected readonly noun = 'Product group';
  protected readonly listSpec = {
    sortable: {
      id: 'id',
      key: 'key',
      productCategoryId: 'productCategoryId',
      recommendationOrder2: 'recommendationOrder2',
      updatedAt: 'updatedAt',
      'description.de': 'descriptionDe',
      'description.en': 'descriptionEn',
      'description.pl': 'descriptionPl',
    },
    filters: {
      id: equals('id', 'integer'),
      productCategoryId: equals('productCategoryId', 'integer'),
      q: contains('key', 'descriptionDe', 'descriptionEn', 'descriptionPl'),
    },
  };

  constructor(@Inject(EntityManager) em: EntityManager, audit: AdminAuditService) {
    super(em, audit);
  }

  protected async presentAll(rows: readonly ProductGroup[], em: EntityManager): Promise<AdminProductGroup[]> {
    // A handful of categories: the backoffice names a group's category instead of showing its id.
    const categories = new Map((await em.find(ProductCategory, {})).map((c) => [c.id, c]));
    return rows.map((g) => ({
      id: g.id,
      key: g.key,
      productCategoryId: g.productCategoryId,
      productCategory: categoryOf(categories.get(g.productCategoryId), g.productCategoryId),
      description: { de: g.descriptionDe, en: g.descriptionEn, ...(g.descriptionPl ? { pl: g.descriptionPl } : {}) },
      recommendationOrder2: g.recommendationOrder2 ?? null,
      imageUrl: g.imageUrl ?? null,
      planningFileUrl: g.planningFileUrl ?? null,
      version: g.version,
      updatedAt: g.updatedAt.toISOString(),
    }));
  }

  create(data: ProductGroupWrite, actor: AuthUser, remember?: RememberCreate): Promise<AdminProductGroup> {
    return this.add(
      actor,
      data.id,
      async (em) => em.create(ProductGroup, { id: data.id, ...(await this.checked(em, data, null)) }),
      remember,
    );
  }

  update(id: string, data: ProductGroupWrite, actor: AuthUser): Promise<AdminProductGroup> {
    return this.change(id, data.version, actor, async (group, em) => {
      if (data.id !== group.id)
        throw ApiError.badRequest('The id of a product group cannot change', [
          { path: '/id', key: 'cannotChange', params: { value: group.id }, message: `is ${group.id} and cannot change` },
        ]);
      em.assign(group, await this.checked(em, data, group));
    });
  }

  delete(id: string, actor: AuthUser): Promise<AdminProductGroup> {
    return this.remove(id, actor, async (group, em) => {
      const products = await em.count(Product, { productGroupId: group.id });
      if (products)
        throw ApiError.refused(`Product group ${group.key} still has ${products} products: move or delete them first`, 'groupHasProducts', {
          group: group.key,
          count: products,
        });
      await em.nativeDelete(Characteristic, { productGroupId: group.id });
    });
  }

  private async checked(em: EntityManager, data: ProductGroupWrite, current: ProductGroup | null) {
    const problems: KeyedFieldProblem[] = [];
    if (!(await em.count(ProductCategory, { id: data.productCategoryId })))
      problems.push({
        path: '/productCategoryId',
        key: 'unknownReference',
        params: { value: data.productCategoryId },
        message: `product category ${data.productCategoryId} does not exist`,
      });
    if (await em.count(ProductGroup, { key: data.key, ...(current ? { id: { $ne: current.id } } : {}) }))
      problems.push({ path: '/key', key: 'taken', params: { value: data.key }, message: `${data.key} is the key of another group` });
    refuse(this.noun, problems);
    return {
      key: data.key,
      productCategoryId: data.productCategoryId,
      descriptionDe: data.description.de.trim(),
      descriptionEn: data.description.en.trim(),
      descriptionPl: data.description.pl?.trim() || null,
      recommendationOrder2: data.recommendationOrder2 ?? null,
      imageUrl: data.imageUrl?.trim() || null,
      planningFileUrl: data.planningFileUrl?.trim() || null,
    };
  }
}

/** A category as the group's record names it; one that vanished meanwhile by its id. */
function categoryOf(category: ProductCategory | undefined, id: number): AdminProductGroup['productCategory'] {
  if (!category) return { key: String(id), description: { de: String(id), en: String(id) } };
  return {
    key: category.key,
    description: {
      de: category.descriptionDe,
      en: category.descriptionEn,
      ...(category.descriptionPl ? { pl: category.descriptionPl } : {}),
    },
  };
}

export const productGroupsResource: AdminResourceDefinition = {
  name: 'product-groups',
  label: 'product groups',
  service: AdminProductGroupsResource,
  idSchema: integerIdSchema,
  record: adminProductGroupSchema,
  write: adminProductGroupWriteSchema,
  operations: ['create', 'update', 'delete'],
  notes: 'Filters: `id`, `productCategoryId`, `q` (key, descriptions). A group with products cannot be deleted (409).',
};
