import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { MikroORM } from '@mikro-orm/core';
import { openDatabase } from '@lsp/api/database/orm';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/** What the ORM's schema generator would change to make the database match the entities. */
const drift = async (orm: MikroORM) => (await orm.schema.getUpdateSchemaSQL({ wrap: false })).trim();

describe("The entities and the migrations describe the same schema (MikroORM's own diff)", () => {
  let database: TestDatabase;
  let dataDir: string;
  let orm: MikroORM;
  const query = async <T>(sql: string) => (await orm.em.getConnection().execute(sql)) as T[];

  before(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'lsp-drift-'));
    orm = await openDatabase(
      database.url
        ? {
            driver: 'postgresql',
            url: database.url,
            timeouts: { connectMs: 5000, statementMs: 30_000, idleInTransactionMs: 30_000, requestMs: 30_500, startupWaitMs: 0 },
          }
        : { driver: 'pglite', dataDir },
    );
  });
  after(async () => {
    await orm?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has nothing to change after the committed migrations', async () => {
    assert.equal(await drift(orm), '');
    assert.equal(await orm.migrator.checkSchema(), false, 'migration:check finds no changes');
  });

  it('keeps what only migrations create: the triggers and the tables written with SQL of their own', async () => {
    const triggers = (await query<{ tgname: string }>('select tgname from pg_trigger where not tgisinternal order by tgname')).map(
      (row) => row.tgname,
    );
    assert.deepEqual(triggers, [
      'characteristic_notify_catalogue_changed',
      'company_project_search_text',
      'product_category_notify_catalogue_changed',
      'product_group_notify_catalogue_changed',
      'product_notify_catalogue_changed',
      'product_tally_delete',
      'product_tally_insert',
      'project_search_text',
      'project_tally_delete',
      'project_tally_insert',
      'project_tally_update',
      'rule_set_version_immutable',
      'settings_notify_catalogue_changed',
    ]);
    const tables = (
      await query<{ tablename: string }>(
        `select tablename from pg_tables where schemaname = current_schema() and tablename in ('oidc_payload', 'project_day_sequence', 'file_content', 'file_chunk', 'project_tally', 'project_tally_change', 'product_tally', 'product_tally_change') order by tablename`,
      )
    ).map((row) => row.tablename);
    assert.deepEqual(tables, [
      'file_chunk',
      'file_content',
      'oidc_payload',
      'product_tally',
      'product_tally_change',
      'project_day_sequence',
      'project_tally',
      'project_tally_change',
    ]);
  });

  it('reports a schema that no longer matches, by name', async () => {
    await query('drop index "project_created_index"');
    await query('alter table "project" drop constraint "project_owning_company_id_fkey"');
    await query('alter table "project_product" drop constraint "project_product_price_cents_check"');
    const changes = await drift(orm);
    assert.match(changes, /create index "project_created_index"/);
    assert.match(
      changes,
      /add constraint "project_owning_company_id_fkey" foreign key \("owning_company_id"\) references "company" \("id"\)/,
    );
    assert.match(changes, /add constraint "project_product_price_cents_check" check \(price_cents >= 0\)/);
  });
});

describe('npm run migration:create', () => {
  it('writes nothing when the entities and the migrations agree, and refuses a name it cannot use', () => {
    const migrations = path.join(root, 'apps', 'api', 'src', 'database', 'migrations');
    const before = readdirSync(migrations);
    const agree = spawnSync(process.execPath, ['scripts/migration-create.mjs', 'nothing_to_do'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
    });
    assert.equal(agree.status, 0, agree.stderr);
    assert.match(agree.stdout, /agree: no migration written/);
    assert.deepEqual(readdirSync(migrations), before);
    const badName = spawnSync(process.execPath, ['scripts/migration-create.mjs', 'Neue Tabelle'], { cwd: root, encoding: 'utf8' });
    assert.equal(badName.status, 2);
    assert.match(badName.stderr, /lower case with underscores/);
  });
});
