import { auditEventsResource } from './audit-events/audit-events.resource.js';
import { characteristicsResource } from './characteristics/characteristics.resource.js';
import { companiesResource } from './companies/companies.resource.js';
import { mailsResource } from './mails/mails.resource.js';
import { productGroupsResource } from './product-groups/product-groups.resource.js';
import { productsResource } from './products/products.resource.js';
import { projectsResource } from './projects/projects.resource.js';
import type { AdminResourceDefinition } from './resource/admin-resource.js';
import { ruleSetsResource } from './rule-sets/rule-sets.resource.js';
import { settingsResource } from './settings/settings.resource.js';
import { termsResource } from './terms/terms.resource.js';
import { ticketsResource } from './tickets/tickets.resource.js';

/**
 * Every resource under /api/admin (docs/design.md#backoffice-resources). A new resource is a folder with its
 * service and definition, listed here; the module routes and provides it.
 */
export const ADMIN_RESOURCES: readonly AdminResourceDefinition[] = [
  productsResource,
  productGroupsResource,
  characteristicsResource,
  termsResource,
  settingsResource,
  companiesResource,
  projectsResource,
  mailsResource,
  ticketsResource,
  auditEventsResource,
  ruleSetsResource,
];
