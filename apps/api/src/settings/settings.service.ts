import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import type { Language, Settings } from '@lsp/contracts';
import { SETTINGS_ID, SettingsRecord } from './settings.entity.js';

@Injectable()
export class SettingsService {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /** The settings row; read on every call so a backoffice change applies at once. */
  record(): Promise<SettingsRecord> {
    return this.em.findOneOrFail(SettingsRecord, { id: SETTINGS_ID });
  }

  async forLanguage(lang: Language): Promise<Settings> {
    const record = await this.record();
    return {
      generalRemarks:
        lang === 'de'
          ? record.generalRemarksDe
          : lang === 'pl' && record.generalRemarksPl.trim() !== ''
            ? record.generalRemarksPl
            : record.generalRemarksEn,
      offerValidityWeeks: record.offerValidityWeeks ?? null,
      deliveryWorkdays: record.deliveryWorkdays,
      exchangeRates: record.exchangeRates,
      energy: record.energy,
    };
  }
}
