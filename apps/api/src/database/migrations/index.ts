import { Migration20261121000000_foundation } from './Migration20261121000000_foundation.js';
import { Migration20261121000100_oidc_payload } from './Migration20261121000100_oidc_payload.js';
import { Migration20261121000200_catalogue } from './Migration20261121000200_catalogue.js';
import { Migration20261121000300_projects } from './Migration20261121000300_projects.js';
import { Migration20261121000400_mail_and_tickets } from './Migration20261121000400_mail_and_tickets.js';
import { Migration20261121000500_admin } from './Migration20261121000500_admin.js';
import { Migration20261121000600_rule_set_versions } from './Migration20261121000600_rule_set_versions.js';
import { Migration20261121000700_project_search_index } from './Migration20261121000700_project_search_index.js';
import { Migration20261125000800_catalogue_notifications } from './Migration20261125000800_catalogue_notifications.js';
import { Migration20261126000900_file_content } from './Migration20261126000900_file_content.js';
import { Migration20261126001000_quantity_check } from './Migration20261126001000_quantity_check.js';
import { Migration20261126001100_energy_settings } from './Migration20261126001100_energy_settings.js';
import { Migration20261126001200_priced_quote } from './Migration20261126001200_priced_quote.js';
import { Migration20261126001300_background_jobs } from './Migration20261126001300_background_jobs.js';
import { Migration20261126001400_project_search_text } from './Migration20261126001400_project_search_text.js';
import { Migration20261126003300_product_polish } from './Migration20261126003300_product_polish.js';
import { Migration20261126003400_project_search_company } from './Migration20261126003400_project_search_company.js';
import { Migration20261126003500_group_category_polish } from './Migration20261126003500_group_category_polish.js';
import { Migration20261126004330_settings_polish_remarks } from './Migration20261126004330_settings_polish_remarks.js';
import { Migration20261126004340_one_term_each } from './Migration20261126004340_one_term_each.js';
import { Migration20261126005000_audit_message } from './Migration20261126005000_audit_message.js';
import { Migration20261126005100_number_keys } from './Migration20261126005100_number_keys.js';

/** Every migration in order. Listed explicitly so the same list runs from source and from dist. */
export const migrations = [
  { name: 'Migration20261121000000_foundation', class: Migration20261121000000_foundation },
  { name: 'Migration20261121000100_oidc_payload', class: Migration20261121000100_oidc_payload },
  { name: 'Migration20261121000200_catalogue', class: Migration20261121000200_catalogue },
  { name: 'Migration20261121000300_projects', class: Migration20261121000300_projects },
  { name: 'Migration20261121000400_mail_and_tickets', class: Migration20261121000400_mail_and_tickets },
  { name: 'Migration20261121000500_admin', class: Migration20261121000500_admin },
  { name: 'Migration20261121000600_rule_set_versions', class: Migration20261121000600_rule_set_versions },
  { name: 'Migration20261121000700_project_search_index', class: Migration20261121000700_project_search_index },
  { name: 'Migration20261125000800_catalogue_notifications', class: Migration20261125000800_catalogue_notifications },
  { name: 'Migration20261126000900_file_content', class: Migration20261126000900_file_content },
  { name: 'Migration20261126001000_quantity_check', class: Migration20261126001000_quantity_check },
  { name: 'Migration20261126001100_energy_settings', class: Migration20261126001100_energy_settings },
  { name: 'Migration20261126001200_priced_quote', class: Migration20261126001200_priced_quote },
  { name: 'Migration20261126001300_background_jobs', class: Migration20261126001300_background_jobs },
  { name: 'Migration20261126001400_project_search_text', class: Migration20261126001400_project_search_text },
  { name: 'Migration20261126003300_product_polish', class: Migration20261126003300_product_polish },
  { name: 'Migration20261126003400_project_search_company', class: Migration20261126003400_project_search_company },
  { name: 'Migration20261126003500_group_category_polish', class: Migration20261126003500_group_category_polish },
  { name: 'Migration20261126004330_settings_polish_remarks', class: Migration20261126004330_settings_polish_remarks },
  { name: 'Migration20261126004340_one_term_each', class: Migration20261126004340_one_term_each },
  { name: 'Migration20261126005000_audit_message', class: Migration20261126005000_audit_message },
  { name: 'Migration20261126005100_number_keys', class: Migration20261126005100_number_keys },
];
