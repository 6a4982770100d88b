import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import {
  adminCharacteristicSchema,
  adminCharacteristicWriteSchema,
  type AdminCharacteristic,
  type KeyedFieldProblem,
} from '@lsp/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { RememberCreate } from '../../idempotency/idempotent-creates.js';
import { Characteristic, ProductGroup } from '../../products/catalogue.entities.js';
import { AdminAuditService } from '../audit/admin-audit.service.js';
import { integerIdSchema, type AdminResourceDefinition } from '../resource/admin-resource.js';
import { EntityAdminResource, refuse } from '../resource/entity-admin-resource.js';
import { contains, equals } from '../resource/record-filters.js';

type CharacteristicWrite = Pick<AdminCharacteristic, 'characteristicKey' | 'productGroupId'> & { version?: number };

/** Characteristics of product groups (FLUSH_MOUNTING, QUIET, …), which the rules filter components by. */
@Injectable()
export class AdminCharacteristicsResource extends EntityAdminResource<Characteristic, AdminCharacteristic, CharacteristicWrite> {
  protected readonly resource = 'characteristics';
  protected readonly entity = Characteristic;
  protected readonly noun = 'Characteristic';
  protected readonly listSpec = {
    sortable: { id: 'id', characteristicKey: 'characteristicKey', productGroupId: 'productGroupId' },
    filters: {
      id: equals('id', 'integer'),
      productGroupId: equals('productGroupId', 'integer'),
      characteristicKey: equals('characteristicKey', 'string'),
      q: contains('characteristicKey'),
    },
  };

  constructor(@Inject(EntityManager) em: EntityManager, audit: AdminAuditService) {
    super(em, audit);
  }

  protected presentAll(rows: readonly Characteristic[]): AdminCharacteristic[] {
    return rows.map((c) => ({ id: c.id, characteristicKey: c.characteristicKey, productGroupId: c.productGroupId, version: c.version }));
  }

  async create(data: CharacteristicWrite, actor: AuthUser, remember?: RememberCreate): Promise<AdminCharacteristic> {
    const values = await this.checked(this.em, data, null);
    return this.unique(() =>
      this.em.transactional(async (em) => {
        const characteristic = em.create(Characteristic, values);
        await em.flush();
        const [after] = this.presentAll([characteristic]);
        this.audit.record(em, actor, {
          resource: this.resource,
          recordId: characteristic.id,
          action: 'create',
          before: null,
          after: after,
        });
        remember?.(em, characteristic.id);
        return after;
      }),
    );
  }

  update(id: string, data: CharacteristicWrite, actor: AuthUser): Promise<AdminCharacteristic> {
    return this.change(id, data.version, actor, async (characteristic, em) => {
      em.assign(characteristic, await this.checked(em, data, characteristic));
    });
  }

  delete(id: string, actor: AuthUser): Promise<AdminCharacteristic> {
    return this.remove(id, actor);
  }

  private async checked(em: EntityManager, data: CharacteristicWrite, current: Characteristic | null) {
    const problems: KeyedFieldProblem[] = [];
    if (!(await em.count(ProductGroup, { id: data.productGroupId })))
      problems.push({
        path: '/productGroupId',
        key: 'unknownReference',
        params: { value: data.productGroupId },
        message: `product group ${data.productGroupId} does not exist`,
      });
    else if (
      await em.count(Characteristic, {
        characteristicKey: data.characteristicKey,
        productGroupId: data.productGroupId,
        ...(current ? { id: { $ne: current.id } } : {}),
      })
    ) {
      problems.push({
        path: '/characteristicKey',
        key: 'taken',
        params: { value: data.characteristicKey },
        message: `the group has ${data.characteristicKey} already`,
      });
    }
    refuse(this.noun, problems);
    return { characteristicKey: data.characteristicKey, productGroupId: data.productGroupId };
  }
}

export const characteristicsResource: AdminResourceDefinition = {
  name: 'characteristics',
  label: 'characteristics',
  service: AdminCharacteristicsResource,
  idSchema: integerIdSchema,
  record: adminCharacteristicSchema,
  write: adminCharacteristicWriteSchema,
  operations: ['create', 'update', 'delete'],
  notes: 'Filters: `id`, `productGroupId`, `characteristicKey`, `q`.',
};
