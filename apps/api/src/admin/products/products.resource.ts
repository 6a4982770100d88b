import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import {
  adminProductSchema,
  adminProductWriteSchema,
  type AdminProduct,
  type AdminProductWrite,
  type KeyedFieldProblem,
} from '@lsp/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { RememberCreate } from '../../idempotency/idempotent-creates.js';
import { ApiError } from '../../common/api-error.js';
import { Characteristic, Product, ProductGroup } from '../../products/catalogue.entities.js';
import { presentProduct } from '../../products/product-presenter.js';
import { RuleSetsService } from '../../rules/rule-sets.service.js';
import { LIFT_SHAFT_RULE_SET } from '../../calculation/calculation.service.js';
import { AdminAuditService } from '../audit/admin-audit.service.js';
import { integerIdSchema, type AdminResourceDefinition } from '../resource/admin-resource.js';
import { EntityAdminResource, refuse } from '../resource/entity-admin-resource.js';
import { contains, equals } from '../resource/record-filters.js';
import { fromCents } from '@lsp/domain';
import { priceCents } from './catalogue-change.js';
import { CatalogueGate } from './catalogue-gate.js';

export { priceCents };

/**
 * The catalogue's products with their list prices: what the next calculation uses. Every save
 * passes the catalogue gate first (docs/rules.md#catalogue-changes): a change that makes a
 * calculation fail or give an error message it did not give is refused, whatever the client did.
 */
@Injectable()
export class AdminProductsResource extends EntityAdminResource<Product, AdminProduct, AdminProductWrite> {
  protected readonly resource = 'products';
  protected readonly entity = Product;
  protected readonly noun = 'Product';
  protected readonly listSpec = {
    sortable: {
      id: 'id',
      productKey: 'productKey',
      productGroupId: 'productGroupId',
      price: 'listPriceCents',
      dhNo: 'dhNo',
      ventilationArea: 'ventilationArea',
      isRecommended: 'isRecommended',
      updatedAt: 'updatedAt',
      'description.de': 'descriptionDe',
      'description.en': 'descriptionEn',
      'description.pl': 'descriptionPl',
    },
    filters: {
      id: equals('id', 'integer'),
      productGroupId: equals('productGroupId', 'integer'),
      isRecommended: equals('isRecommended', 'boolean'),
      q: contains('productKey', 'descriptionDe', 'descriptionEn', 'descriptionPl', 'dhNo'),
    },
  };

  constructor(
    @Inject(EntityManager) em: EntityManager,
    audit: AdminAuditService,
    private readonly ruleSets: RuleSetsService,
    private readonly gate: CatalogueGate,
  ) {
    super(em, audit);
  }

  protected async presentAll(rows: readonly Product[], em: EntityManager): Promise<AdminProduct[]> {
    const groupIds = [...new Set(rows.map((r) => r.productGroupId))];
    const [groups, characteristics] = groupIds.length
      ? await Promise.all([
          em.find(ProductGroup, { id: { $in: groupIds } }),
          em.find(Characteristic, { productGroupId: { $in: groupIds } }, { orderBy: { characteristicKey: 'asc' } }),
        ])
      : [[], []];
    const categoryOf = new Map(groups.map((g) => [g.id, g.productCategoryId]));
    return rows.map((p) => ({
      ...presentProduct(p),
      productCategoryId: categoryOf.get(p.productGroupId) ?? 0,
      price: fromCents(p.listPriceCents),
      characteristics: characteristics.filter((c) => c.productGroupId === p.productGroupId).map((c) => c.characteristicKey),
      version: p.version,
      updatedAt: p.updatedAt.toISOString(),
    }));
  }

  async create(data: AdminProductWrite, actor: AuthUser, remember?: RememberCreate): Promise<AdminProduct> {
    // Checked before the transaction, as the rules are read (one connection on the embedded database);
    // an id in use is named as such, not as the catalogue change it would be.
    await this.refuseTakenId(this.em.fork(), data.id);
    if (priceCents(data.price) !== null) await this.gate.enforce({ action: 'create', id: data.id, product: data });
    return this.add(
      actor,
      data.id,
      async (em) => {
        const values = await this.checked(em, data, null);
        return em.create(Product, { id: data.id, ...values });
      },
      remember,
    );
  }

  async update(id: string, data: AdminProductWrite, actor: AuthUser): Promise<AdminProduct> {
    // Read before the transaction: on the embedded database (one connection) reading the rules
    // inside it would wait for the transaction's own connection, for ever.
    const rules = await this.publishedRules();
    if (data.id === Number(id) && priceCents(data.price) !== null)
      await this.gate.enforce({ action: 'update', id: data.id, product: data });
    return this.change(id, data.version, actor, async (product, em) => {
      if (data.id !== product.id)
        throw ApiError.badRequest('The id of a product cannot change', [
          { path: '/id', key: 'cannotChange', params: { value: product.id }, message: `is ${product.id} and cannot change` },
        ]);
      em.assign(product, await this.checked(em, data, product, rules));
    });
  }

  /** A product the published rules name cannot go: the next calculation would fail. */
  async delete(id: string, actor: AuthUser): Promise<AdminProduct> {
    const rules = await this.publishedRules();
    const existing = await this.em.fork().findOne(Product, { id: Number(id) });
    // A product the rules name keeps its own refusal (409 productInRuleSet, in the transaction below).
    if (existing && !(existing.productKey && (await this.namedByRules(existing.productKey, rules))))
      await this.gate.enforce({ action: 'delete', id: existing.id });
    return this.remove(id, actor, async (product) => {
      if (product.productKey && (await this.namedByRules(product.productKey, rules))) {
        throw ApiError.refused(
          `Product ${product.productKey} is named by the published rule set: change the rules first, or mark it differently instead of deleting it`,
          'productInRuleSet',
          { product: product.productKey },
        );
      }
    });
  }

  private async namedByRules(productKey: string, rules?: string): Promise<boolean> {
    return (rules ?? (await this.publishedRules())).includes(JSON.stringify(productKey));
  }

  /** The published rule set as text, to look for a product key in. */
  private async publishedRules(): Promise<string> {
    return JSON.stringify(await this.ruleSets.publishedVersion(LIFT_SHAFT_RULE_SET));
  }

  private async checked(em: EntityManager, data: AdminProductWrite, current: Product | null, rules?: string) {
    const problems: KeyedFieldProblem[] = [];
    const cents = priceCents(data.price);
    if (cents === null)
      problems.push({ path: '/price', key: 'maxDecimals', params: { decimals: 2 }, message: 'must have at most two decimals' });
    if (!(await em.count(ProductGroup, { id: data.productGroupId })))
      problems.push({
        path: '/productGroupId',
        key: 'unknownReference',
        params: { value: data.productGroupId },
        message: `product group ${data.productGroupId} does not exist`,
      });
    const productKey = data.productKey?.trim() || null;
    if (productKey && (await em.count(Product, { productKey, ...(current ? { id: { $ne: current.id } } : {}) }))) {
      problems.push({
        path: '/productKey',
        key: 'taken',
        params: { value: productKey },
        message: `${productKey} is the key of another product`,
      });
    }
    if (current?.productKey && productKey !== current.productKey && (await this.namedByRules(current.productKey, rules))) {
      problems.push({
        path: '/productKey',
        key: 'namedByRuleSet',
        params: { value: current.productKey },
        message: `${current.productKey} is named by the published rule set and cannot change`,
      });
    }
    refuse(this.noun, problems);
    return {
      productKey,
      productGroupId: data.productGroupId,
      productTypeId: data.productTypeId ?? null,
      descriptionDe: data.description.de.trim(),
      descriptionEn: data.description.en.trim(),
      descriptionPl: data.description.pl?.trim() || null,
      dhNo: data.dhNo?.trim() || null,
      bxH: data.bxH || null,
      width: data.width ?? null,
      height: data.height ?? null,
      ventilationArea: data.ventilationArea ?? null,
      recess: data.recess ?? null,
      imageUrl: data.imageUrl?.trim() || null,
      isRecommended: data.isRecommended ?? false,
      listPriceCents: cents!,
    };
  }
}

export const productsResource: AdminResourceDefinition = {
  name: 'products',
  label: 'products',
  service: AdminProductsResource,
  idSchema: integerIdSchema,
  record: adminProductSchema,
  write: adminProductWriteSchema,
  operations: ['create', 'update', 'delete'],
  notes:
    'Filters: `id`, `productGroupId`, `isRecommended`, `q` (key, descriptions, DH number). `price` is the list price in euros; the next calculation uses it.',
};
