import { auditEvents } from './audit-events';
import * as auditEventMessages from './audit-events/messages';
import { characteristics } from './characteristics';
import * as characteristicMessages from './characteristics/messages';
import { companies } from './companies';
import * as companyMessages from './companies/messages';
import { mails } from './mails';
import * as mailMessages from './mails/messages';
import { productGroups } from './product-groups';
import * as productGroupMessages from './product-groups/messages';
import { products } from './products';
import * as productMessages from './products/messages';
import { projects } from './projects';
import * as projectMessages from './projects/messages';
import { ruleSets } from './rule-sets';
import * as ruleSetMessages from './rule-sets/messages';
import { settings } from './settings';
import * as settingsMessages from './settings/messages';
import { terms } from './terms';
import * as termsMessages from './terms/messages';
import { tickets } from './tickets';
import * as ticketMessages from './tickets/messages';

/** The backoffice's resources in menu order; each folder exports its views and its texts. */
export const RESOURCES = [
  projects,
  products,
  productGroups,
  characteristics,
  terms,
  settings,
  companies,
  mails,
  tickets,
  auditEvents,
  ruleSets,
];

const catalogues = {
  projects: projectMessages,
  products: productMessages,
  'product-groups': productGroupMessages,
  characteristics: characteristicMessages,
  terms: termsMessages,
  settings: settingsMessages,
  companies: companyMessages,
  mails: mailMessages,
  tickets: ticketMessages,
  'audit-events': auditEventMessages,
  'rule-sets': ruleSetMessages,
};

/** `resources.{name}.name` and `.fields.*` in German and English, for react-admin's labels. */
export const resourceMessages = {
  de: Object.fromEntries(Object.entries(catalogues).map(([name, m]) => [name, m.de])),
  en: Object.fromEntries(Object.entries(catalogues).map(([name, m]) => [name, m.en])),
};
