import { Migration } from '@mikro-orm/migrations';

/**
 * Product groups and categories get a Polish name (`description_pl`), as products did
 * (Migration20261126003300_product_polish): those of the seed catalogue get theirs here where none
 * is entered yet; without one, Polish shows the English name.
 */
export class Migration20261126003500_group_category_polish extends Migration {
  override up(): void {
    this.addSql(`alter table "product_category" add column "description_pl" varchar(200) null`);
    this.addSql(`alter table "product_group" add column "description_pl" varchar(200) null`);
    this.addSql(`update "product_category" set "description_pl" = names."pl" from (values
      ('VENTCOMP', 'Komponenty wentylacyjne'),
      ('CONTROL', 'Komponenty sterowania'),
      ('SMOKE', 'Detekcja dymu'),
      ('CABLE', 'Okablowanie'),
      ('ASSEMBLY', 'Elementy montażowe'),
      ('SET', 'Zestawy AIO Basic'),
      ('NONSTANDARDCOMPONENTS', 'Komponenty niestandardowe')
    ) as names("key", "pl") where "product_category"."key" = names."key" and "product_category"."description_pl" is null`);
    this.addSql(`update "product_group" set "description_pl" = names."pl" from (values
      ('JK180HV', 'Klapa żaluzjowa JK-180-HV do nowych budynków'),
      ('JK190', 'Klapa żaluzjowa JK-190 do modernizacji'),
      ('JK190DB', 'Klapa żaluzjowa JK-190-DB, izolowana termicznie'),
      ('THERMOFLAP', 'Klapa dachowa THERMOFLAP, izolowana termicznie'),
      ('TAIRMO', 'Napęd TAIRMO do okna dostarczonego przez inwestora'),
      ('S9', 'Napęd łańcuchowy S9 do okna dostarczonego przez inwestora'),
      ('ALAS', 'Kratka ochronna ALAS, pionowa'),
      ('WSH', 'Okap ochronny WSH, poziomy'),
      ('CONTROL_PANEL', 'Centrale sterujące'),
      ('LIFT_STATUS', 'Detekcja stanu windy'),
      ('ACCESSORIES', 'Akcesoria'),
      ('DETECTION', 'Detekcja dymu'),
      ('CABLES', 'Kable'),
      ('ASSEMBLY_PARTS', 'Części montażowe'),
      ('AIO_BASIC_SETS', 'Zestawy AIO Basic')
    ) as names("key", "pl") where "product_group"."key" = names."key" and "product_group"."description_pl" is null`);
  }

  override down(): void {
    this.addSql(`alter table "product_group" drop column "description_pl"`);
    this.addSql(`alter table "product_category" drop column "description_pl"`);
  }
}
