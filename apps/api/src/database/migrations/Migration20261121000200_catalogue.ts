import { Migration } from '@mikro-orm/migrations';

/** The product catalogue: categories, groups with their characteristics, products with list prices. */
export class Migration20261121000200_catalogue extends Migration {
  override up(): void {
    this.addSql(`create table "product_category" (
      "id" int not null primary key,
      "key" varchar(40) not null unique,
      "description_de" varchar(200) not null,
      "description_en" varchar(200) not null)`);
    this.addSql(`create table "product_group" (
      "id" int not null primary key,
      "key" varchar(40) not null unique,
      "product_category_id" int not null references "product_category" ("id"),
      "description_de" varchar(200) not null,
      "description_en" varchar(200) not null,
      "recommendation_order2" int null,
      "image_url" varchar(500) null,
      "planning_file_url" varchar(500) null,
      "version" int not null default 1,
      "updated_at" timestamptz not null)`);
    this.addSql(`create table "characteristic" (
      "id" serial primary key,
      "characteristic_key" varchar(60) not null,
      "product_group_id" int not null references "product_group" ("id") on delete cascade,
      unique ("characteristic_key", "product_group_id"))`);
    this.addSql(`create table "product" (
      "id" int not null primary key,
      "product_key" varchar(60) null unique,
      "product_group_id" int not null references "product_group" ("id"),
      "product_type_id" int null,
      "description_de" varchar(300) not null,
      "description_en" varchar(300) not null,
      "dh_no" varchar(40) null,
      "bx_h" varchar(20) null,
      "width" int null,
      "height" int null,
      "ventilation_area" int null,
      "recess" int null,
      "image_url" varchar(500) null,
      "is_recommended" boolean not null,
      "list_price_cents" int not null check ("list_price_cents" >= 0),
      "version" int not null default 1,
      "updated_at" timestamptz not null)`);
    this.addSql('create index "product_group_id_index" on "product" ("product_group_id")');
  }

  override down(): void {
    this.addSql('drop table if exists "product"');
    this.addSql('drop table if exists "characteristic"');
    this.addSql('drop table if exists "product_group"');
    this.addSql('drop table if exists "product_category"');
  }
}
