import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { EnergySettings, TermsUrl } from '@lsp/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Company } from '../companies/company.entity.js';
import { SETTINGS_ID, SettingsRecord } from '../settings/settings.entity.js';
import { TermsEntryRecord } from '../terms/terms-entry.entity.js';
import { seedCatalogue, type CatalogueSeed } from '../products/catalogue.seed.js';
import { missingRecords } from './missing-records.js';

interface SettingsSeed {
  generalRemarks: { de: string; en: string; pl: string };
  offerValidityWeeks: number | null;
  deliveryWorkdays: number;
  exchangeRates: { CHF: number; GBP: number; USD: number };
  energy: EnergySettings;
  ctrlFastDelete: boolean;
  currencySelector: boolean;
}

interface TermsSeed {
  id: string;
  company: string;
  country: string;
  urls: TermsUrl[];
}

/**
 * Loads seed/ into the database. Idempotent: a record that exists is left as it is, so
 * running it again (every start does) neither duplicates data nor undoes backoffice edits.
 */
@Injectable()
export class SeedService {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private read<T>(file: string): T {
    return JSON.parse(readFileSync(path.join(this.config.seedDir, file), 'utf8')) as T;
  }

  async seed(): Promise<{ created: number }> {
    const em = this.orm.em.fork();
    let created = 0;
    const companies = this.read<{ id: number; name: string; country: string }[]>('companies.json');
    for (const company of await missingRecords(em, Company, companies)) {
      em.create(Company, company);
      created++;
    }
    if (!(await em.findOne(SettingsRecord, { id: SETTINGS_ID }))) {
      const settings = this.read<SettingsSeed>('settings.json');
      em.create(SettingsRecord, {
        id: SETTINGS_ID,
        generalRemarksDe: settings.generalRemarks.de,
        generalRemarksEn: settings.generalRemarks.en,
        generalRemarksPl: settings.generalRemarks.pl,
        offerValidityWeeks: settings.offerValidityWeeks,
        deliveryWorkdays: settings.deliveryWorkdays,
        exchangeRates: settings.exchangeRates,
        energy: settings.energy,
        ctrlFastDelete: settings.ctrlFastDelete,
        currencySelector: settings.currencySelector,
      });
      created++;
    }
    const terms = this.read<TermsSeed[]>('terms.json').map((entry, position) => ({ ...entry, position }));
    for (const entry of await missingRecords(em, TermsEntryRecord, terms)) {
      em.create(TermsEntryRecord, entry);
      created++;
    }
    await em.flush();
    created += await seedCatalogue(em, this.read<CatalogueSeed>('catalogue.json'));
    if (created > 0) this.logger.log(`seeded ${created} records`);
    return { created };
  }
}
