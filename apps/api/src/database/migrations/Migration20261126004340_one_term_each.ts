import { Migration } from '@mikro-orm/migrations';

/**
 * One term for one thing on screen and in the documents: German "Raucherkennung" (not
 * "Rauchdetektion"), Polish "Wykrywanie stanu dźwigu" (not "Detekcja stanu windy"). Names of the
 * seed catalogue and the seed's general remarks change where they are still the seed's; a name
 * edited in the backoffice stays.
 */
export class Migration20261126004340_one_term_each extends Migration {
  override up(): void {
    this.addSql(
      `update "product_category" set "description_de" = 'Raucherkennung' where "key" = 'SMOKE' and "description_de" = 'Rauchdetektion'`,
    );
    this.addSql(
      `update "product_group" set "description_de" = 'Raucherkennung' where "key" = 'DETECTION' and "description_de" = 'Rauchdetektion'`,
    );
    this.addSql(
      `update "product_group" set "description_pl" = 'Wykrywanie stanu dźwigu' where "key" = 'LIFT_STATUS' and "description_pl" = 'Detekcja stanu windy'`,
    );
    this.addSql(
      `update "product" set "description_pl" = 'Wykrywanie stanu dźwigu LST-CO2-V3' where "product_key" = 'LST-CO2-V3' and "description_pl" = 'Detekcja stanu windy LST-CO2-V3'`,
    );
    this.addSql(
      `update "settings" set "general_remarks_de" = replace("general_remarks_de", 'Platz für die Rauchdetektion', 'Platz für die Raucherkennung')`,
    );
  }

  override down(): void {
    this.addSql(
      `update "product_category" set "description_de" = 'Rauchdetektion' where "key" = 'SMOKE' and "description_de" = 'Raucherkennung'`,
    );
    this.addSql(
      `update "product_group" set "description_de" = 'Rauchdetektion' where "key" = 'DETECTION' and "description_de" = 'Raucherkennung'`,
    );
    this.addSql(
      `update "product_group" set "description_pl" = 'Detekcja stanu windy' where "key" = 'LIFT_STATUS' and "description_pl" = 'Wykrywanie stanu dźwigu'`,
    );
    this.addSql(
      `update "product" set "description_pl" = 'Detekcja stanu windy LST-CO2-V3' where "product_key" = 'LST-CO2-V3' and "description_pl" = 'Wykrywanie stanu dźwigu LST-CO2-V3'`,
    );
  }
}
