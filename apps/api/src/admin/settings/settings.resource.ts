import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import { adminSettingsSchema, adminSettingsWriteSchema, type AdminSettings } from '@lsp/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { SETTINGS_ID, SettingsRecord } from '../../settings/settings.entity.js';
import { AdminAuditService } from '../audit/admin-audit.service.js';
import type { AdminResourceDefinition } from '../resource/admin-resource.js';
import { EntityAdminResource } from '../resource/entity-admin-resource.js';
import { equals } from '../resource/record-filters.js';

type SettingsWrite = Omit<AdminSettings, 'id' | 'version' | 'updatedAt' | 'generalRemarksPl'> & {
  generalRemarksPl?: string;
  version?: number;
};

/** The one settings record (id 1): remarks, offer validity, delivery time, exchange rates, energy figures and the flags of /api/config. */
@Injectable()
export class AdminSettingsResource extends EntityAdminResource<SettingsRecord, AdminSettings, SettingsWrite> {
  protected readonly resource = 'settings';
  protected readonly entity = SettingsRecord;
  protected readonly noun = 'Settings';
  protected readonly listSpec = { sortable: { id: 'id' }, filters: { id: equals('id', 'integer') } };

  constructor(@Inject(EntityManager) em: EntityManager, audit: AdminAuditService) {
    super(em, audit);
  }

  protected presentAll(rows: readonly SettingsRecord[]): AdminSettings[] {
    return rows.map((s) => ({
      id: SETTINGS_ID,
      generalRemarksDe: s.generalRemarksDe,
      generalRemarksEn: s.generalRemarksEn,
      generalRemarksPl: s.generalRemarksPl,
      offerValidityWeeks: s.offerValidityWeeks ?? null,
      deliveryWorkdays: s.deliveryWorkdays,
      exchangeRates: { CHF: s.exchangeRates.CHF, GBP: s.exchangeRates.GBP, USD: s.exchangeRates.USD },
      energy: s.energy,
      ctrlFastDelete: s.ctrlFastDelete,
      currencySelector: s.currencySelector,
      version: s.version,
      updatedAt: s.updatedAt.toISOString(),
    }));
  }

  update(id: string, data: SettingsWrite, actor: AuthUser): Promise<AdminSettings> {
    return this.change(id, data.version, actor, (settings, em) => {
      em.assign(settings, {
        generalRemarksDe: data.generalRemarksDe,
        generalRemarksEn: data.generalRemarksEn,
        generalRemarksPl: data.generalRemarksPl ?? settings.generalRemarksPl,
        offerValidityWeeks: data.offerValidityWeeks ?? null,
        deliveryWorkdays: data.deliveryWorkdays,
        exchangeRates: { ...data.exchangeRates },
        energy: data.energy,
        ctrlFastDelete: data.ctrlFastDelete,
        currencySelector: data.currencySelector,
      });
    });
  }
}

export const settingsResource: AdminResourceDefinition = {
  name: 'settings',
  label: 'settings (one record, id 1)',
  service: AdminSettingsResource,
  idSchema: { type: 'string', const: '1' },
  record: adminSettingsSchema,
  write: adminSettingsWriteSchema,
  operations: ['update'],
  notes: 'The next calculation, quote and `GET /api/config` use a change at once.',
};
