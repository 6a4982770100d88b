import { Migration } from '@mikro-orm/migrations';

/**
 * The general remarks get a Polish text (`general_remarks_pl`), as products, groups and categories
 * got Polish names: the seed's remarks where the English ones are still the seed's, else empty, and
 * an empty one shows the English remarks in a Polish document until the backoffice enters them.
 */
export class Migration20261126004330_settings_polish_remarks extends Migration {
  override up(): void {
    this.addSql(`alter table "settings" add column "general_remarks_pl" text not null default ''`);
    this.addSql(
      `update "settings" set "general_remarks_pl" = 'Wszystkie ceny są cenami netto, powiększonymi o obowiązujący podatek VAT, z zakładu (ex works). Obowiązują nasze Ogólne Warunki Handlowe. Przed złożeniem zamówienia prosimy sprawdzić warunki na miejscu (wymiary otworów, miejsce na detekcję dymu).' where "general_remarks_en" like 'All prices are net, plus statutory VAT, ex works.%'`,
    );
  }

  override down(): void {
    this.addSql(`alter table "settings" drop column "general_remarks_pl"`);
  }
}
