import { MikroORM } from '@mikro-orm/core';
import { GOLDEN_FORM_VALUES } from './projects.js';
import type { TestServer } from './test-server.js';

/**
 * Rows go in a few thousand per statement: one statement of 30 000 rows, with the search index and
 * the tallies kept up to date, passed the product's 10 s statement timeout on a busy machine.
 */
const ROWS_PER_STATEMENT = 3000;

/** Runs `insert` for 1..count in slices of {@link ROWS_PER_STATEMENT}, each given its first and last n. */
async function inSlices(count: number, insert: (first: number, last: number) => Promise<unknown>): Promise<void> {
  for (let first = 1; first <= count; first += ROWS_PER_STATEMENT) await insert(first, Math.min(count, first + ROWS_PER_STATEMENT - 1));
}

/**
 * `count` open projects (DRAFT), written a slice at a time, each with form values of its own (a project name, a shaft height), so
 * no two share an evaluation; a tenth are copies of another (same inputs, evaluated once).
 */
export async function fillOpenProjects(server: TestServer, count: number): Promise<void> {
  const connection = server.running.app.get(MikroORM).em.fork().getConnection();
  const [company] = await connection.execute<{ id: number }[]>('select id from company order by id limit 1');
  const values = JSON.stringify(GOLDEN_FORM_VALUES.filter((v) => v.key !== 'projectName' && v.key !== 'shaftHeight')).replaceAll("'", "''");
  await inSlices(count, (first, last) =>
    connection.execute(`
    insert into project (id, name, state, owning_company_id, created_by, created_by_name, created_at, updated_at, updated_by,
                         form_values, rule_set_key, rule_set_version, total_cents, search_text, version)
    select 'C20250101-' || n, 'Scale ' || n, 'DRAFT', ${company!.id}, 'filler', 'Filler', now(), now(), 'filler',
           jsonb_build_array(jsonb_build_object('key', 'projectName', 'value', 'Scale ' || (case when n % 10 = 0 then n - 1 else n end)),
                             jsonb_build_object('key', 'shaftHeight', 'value', 20000 + (case when n % 10 = 0 then n - 1 else n end) % 300 * 100))
             || '${values}'::jsonb,
           'lift-shaft', 1, 300000, 'c20250101-' || n || ' scale ' || n, 1
    from generate_series(${first}, ${last}) as n`),
  );
}

/**
 * `count` projects as a provider's list has them, the way the list bench fills: spread over a year,
 * every state, three companies, offer numbers on every fifth, empty form values (lists never read them).
 */
export async function fillProjectList(server: TestServer, count: number): Promise<void> {
  const connection = server.running.app.get(MikroORM).em.fork().getConnection();
  const companies = (await connection.execute<{ id: number }[]>('select id from company order by id limit 3')).map(
    (c: { id: number }) => c.id,
  );
  await inSlices(count, (first, last) =>
    connection.execute(`
    insert into project (id, name, state, owning_company_id, created_by, created_by_name, created_at, updated_at, updated_by,
                         form_values, rule_set_key, rule_set_version, total_cents, offer_number, search_text, version)
    select id, name, state, company, 'someone-' || (n % 50), 'Planer ' || (n % 50), created, created, 'filler', '[]'::jsonb, 'lift-shaft', 1,
           300000 + (n % 997) * 100, offer, lower(concat_ws(' ', id, offer, 'Planer ' || (n % 50), (select c.name from company c where c.id = company), name)), 1
    from (
      select n,
        'C' || to_char(timestamptz '2025-01-01' + (n % 365) * interval '1 day', 'YYYYMMDD') || '-' || (n / 365 + 1) as id,
        'Projekt ' || n || ' ' || (array['Berlin','Hamburg','München','Köln','Wien'])[n % 5 + 1] as name,
        (array['DRAFT','DRAFT','DRAFT','SUBMITTED','MESSAGE_FROM_DH','OFFER_CREATED','ORDER_RECEIVED','COMPLETED'])[n % 8 + 1] as state,
        (array[${companies.join(',')}])[n % ${companies.length} + 1] as company,
        case when n % 5 = 0 then 'A-2025-' || lpad(n::text, 6, '0') end as offer,
        timestamptz '2025-01-01' + (n % 365) * interval '1 day' + (n % 86400) * interval '1 second' as created
      from generate_series(${first}, ${last}) as n
    ) as generated`),
  );
  // What autovacuum does on a server that has been running: the index's pending insertions merged
  // (a manual ANALYZE leaves them, and a GIN index with 30 000 pending rows looks dearer than a scan).
  await connection.execute(`select gin_clean_pending_list('project_search_trgm_index')`);
  await connection.execute('analyze project');
}
