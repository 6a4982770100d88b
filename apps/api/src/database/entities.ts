import { AdminAuditEventSchema } from '../admin/audit/admin-audit-event.entity.js';
import { CompanySchema } from '../companies/company.entity.js';
import { OutgoingMailSchema } from '../mail/outgoing-mail.entity.js';
import { SupportTicketSchema } from '../support/support-ticket.entity.js';
import { SettingsSchema } from '../settings/settings.entity.js';
import { TermsEntrySchema } from '../terms/terms-entry.entity.js';
import { ProjectFileSchema } from '../files/project-file.entity.js';
import { ProjectAuditEventSchema, ProjectProductSchema, ProjectSchema } from '../projects/project.entity.js';
import { RuleSetVersionSchema } from '../rules/rule-set-version.entity.js';
import { UserRecordSchema } from '../users/user.entity.js';
import { BackgroundJobSchema } from '../jobs/background-job.entity.js';
import { IdempotencyKeySchema } from '../idempotency/idempotency-key.entity.js';
import { CharacteristicSchema, ProductCategorySchema, ProductGroupSchema, ProductSchema } from '../products/catalogue.entities.js';

/** Every entity of the application; each feature adds its own here. */
export const entities = [
  CompanySchema,
  SettingsSchema,
  TermsEntrySchema,
  ProductCategorySchema,
  ProductGroupSchema,
  CharacteristicSchema,
  ProductSchema,
  UserRecordSchema,
  ProjectSchema,
  ProjectProductSchema,
  ProjectAuditEventSchema,
  ProjectFileSchema,
  OutgoingMailSchema,
  SupportTicketSchema,
  AdminAuditEventSchema,
  RuleSetVersionSchema,
  BackgroundJobSchema,
  IdempotencyKeySchema,
];
