import { defineEntity, p } from '@mikro-orm/core';
import type { EnergySettings } from '@lsp/contracts';

/** The one row of business settings (id 1), edited in the backoffice. */
const SettingsSchema = defineEntity({
  name: 'SettingsRecord',
  tableName: 'settings',
  properties: {
    id: p.integer().primary().autoincrement(false),
    generalRemarksDe: p.text(),
    generalRemarksEn: p.text(),
    /** Empty: Polish documents show the English remarks. */
    generalRemarksPl: p.text().default(''),
    /** Null means an offer never expires. */
    offerValidityWeeks: p.integer().nullable(),
    deliveryWorkdays: p.integer(),
    exchangeRates: p.json<{ CHF: number; GBP: number; USD: number }>(),
    /** Energy prices, CO₂ factors and funding of the energy figures (docs/energy.md#settings). */
    energy: p.json<EnergySettings>(),
    ctrlFastDelete: p.boolean(),
    currencySelector: p.boolean(),
    version: p.integer().version(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class SettingsRecord extends SettingsSchema.class {}
SettingsSchema.setClass(SettingsRecord);
export { SettingsSchema };
export const SETTINGS_ID = 1;
