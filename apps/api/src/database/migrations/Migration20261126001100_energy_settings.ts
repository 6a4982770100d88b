import { Migration } from '@mikro-orm/migrations';

/**
 * The energy figures' settings (docs/energy.md#settings): carriers' prices and CO₂ factors, the
 * default carrier and the funding share. The existing row takes the defaults of the time; the
 * column then has no default, as the entity declares.
 */
export class Migration20261126001100_energy_settings extends Migration {
  override up(): void {
    this.addSql(
      `alter table "settings" add column "energy" jsonb not null default '{"carriers":{"gas":{"pricePerKWh":0.12,"co2KgPerKWh":0.24},"oil":{"pricePerKWh":0.11,"co2KgPerKWh":0.31},"districtHeating":{"pricePerKWh":0.15,"co2KgPerKWh":0.28},"electricity":{"pricePerKWh":0.35,"co2KgPerKWh":0.56}},"defaultCarrier":"gas","fundingEnabled":false,"fundingShare":0.15}'`,
    );
    this.addSql(`alter table "settings" alter column "energy" drop default`);
  }

  override down(): void {
    this.addSql(`alter table "settings" drop column "energy"`);
  }
}
