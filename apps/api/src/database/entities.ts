import { CompanySchema } from '../companies/company.entity.js';
import { SettingsSchema } from '../settings/settings.entity.js';
import { TermsEntrySchema } from '../terms/terms-entry.entity.js';

/** Every entity of the application; each feature adds its own here. */
export const entities = [CompanySchema, SettingsSchema, TermsEntrySchema];
