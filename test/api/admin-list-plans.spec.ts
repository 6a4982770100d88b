import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { SEARCH_TOTAL_CAP, type AdminListQuery } from '@lsp/contracts';
import { AdminProjectsResource } from '@lsp/api/admin/projects/projects.resource';
import { Project } from '@lsp/api/projects/project.entity';
import { numberKey, numberOwnerQuery } from '@lsp/api/projects/saving/project-numbers';
import { ProjectsRepository } from '@lsp/api/projects/projects.repository';
import { fillProjectList } from '../support/scale-projects.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const PROJECTS = 30_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

describe(`The backoffice's project list queries use an index (EXPLAIN, ${PROJECTS} projects)`, () => {
  let server: TestServer;
  let company: number;

  before(async () => {
    server = await startTestServer();
    await fillProjectList(server, PROJECTS);
    const [first] = await server.running.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute<{ id: number }[]>('select id from company order by id limit 1');
    company = first!.id;
  });
  after(() => server.close());

  /** The plan of the page query the resource makes for a list query, as the ORM writes it. */
  const plan = async (query: Partial<AdminListQuery>) => {
    const resource = server.running.app.get(AdminProjectsResource, { strict: false });
    const { filter, orderBy } = resource.listQuery({
      sort: { field: 'createdAt', order: 'DESC' },
      offset: 0,
      limit: 25,
      filter: {},
      ...query,
    });
    const em = server.running.app.get(MikroORM).em.fork() as SqlEntityManager;
    const sql = em
      .createQueryBuilder(Project)
      .select('*')
      .where(filter as never)
      .orderBy(orderBy as never)
      .limit(25)
      .getFormattedQuery();
    const [row] = await em.getConnection().execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`explain (format json) ${sql}`);
    return { sql, nodes: nodes(row['QUERY PLAN'][0].Plan) };
  };

  const cases: [string, Partial<AdminListQuery>, RegExp][] = [
    ['newest first', {}, /^project_created_index$/],
    ['by state, newest first', { filter: { state: 'SUBMITTED' } }, /^project_(created|state)/],
    ['by company, newest first', { filter: { owningCompanyId: '__company__' } }, /^project_company_created_index$/],
    ['search by offer number', { filter: { q: 'A-2025-0123' } }, /^project_search_trgm_index$/],
    ['search by creator', { filter: { q: 'planer 17' } }, /^project_search_trgm_index$|^project_created_index$/],
    ['search by company name', { filter: { q: 'liftservice wien' } }, /^project_search_trgm_index$|^project_created_index$/],
    ['search by words in another order', { filter: { q: 'wien liftservice' } }, /^project_search_trgm_index$|^project_created_index$/],
    [
      'search by a street written with ss',
      { filter: { q: 'projekt 1234 muenchen' } },
      /^project_search_trgm_index$|^project_created_index$/,
    ],
    ['search by id', { filter: { q: 'C20250315' } }, /^project_search_trgm_index$|^project_created_index$/],
    ['by project number', { sort: { field: 'id', order: 'ASC' } }, /^project_pkey$/],
  ];
  for (const field of ['offerNumber', 'orderNumber'] as const)
    it(`a new ${field === 'offerNumber' ? 'offer' : 'order'} number is checked against the others by an index`, async () => {
      const sql = numberOwnerQuery(field, true)
        .replace('?', `'${numberKey('A 2025-0123')}'`)
        .replace('?', `'C20250315-1'`);
      const em = server.running.app.get(MikroORM).em.fork() as SqlEntityManager;
      const [row] = await em.getConnection().execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`explain (format json) ${sql}`);
      const found = nodes(row['QUERY PLAN'][0].Plan);
      assert.ok(!found.some((n) => n['Node Type'] === 'Seq Scan'), `${sql}\n${JSON.stringify(found)}`);
      assert.ok(
        found.some((n) => n['Index Name'] === `project_${field === 'offerNumber' ? 'offer' : 'order'}_number_key`),
        JSON.stringify(found),
      );
    });

  // The total of a search is counted up to the cap. A search that picks out some projects counts on
  // the trigram index; one that matches many (a company of three, a city of five) or about every
  // project (every project's number begins with c2, every company is a GmbH, and '%' is no search
  // at all) may read the table in order, as the planner chooses: it stops at the cap of 1000, a
  // thirtieth of these projects, never the whole table.
  const counted: [string, 'index' | 'capped'][] = [
    ['a-2025-0123', 'index'],
    ['planer 17', 'index'],
    ['wien 12', 'index'],
    ['liftservice wien', 'capped'],
    ['münchen projekt', 'capped'],
    ['gmbh', 'capped'],
    ['c2', 'capped'],
    ['%', 'capped'],
  ];
  for (const [q, how] of counted)
    it(`the total of a search for "${q}" is counted ${how === 'index' ? 'on the trigram index' : 'up to the cap'}`, async () => {
      const resource = server.running.app.get(AdminProjectsResource, { strict: false });
      const repository = server.running.app.get(ProjectsRepository, { strict: false });
      const { filter } = resource.listQuery({ sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 25, filter: { q } });
      const sql = repository.countUpToSql(filter, SEARCH_TOTAL_CAP + 1);
      const em = server.running.app.get(MikroORM).em.fork() as SqlEntityManager;
      const [row] = await em.getConnection().execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`explain (format json) ${sql}`);
      const found = nodes(row['QUERY PLAN'][0].Plan);
      const detail = `${sql}\n${JSON.stringify(found)}`;
      if (how === 'index') {
        assert.ok(!found.some((n) => n['Node Type'] === 'Seq Scan'), detail);
        assert.ok(
          found.some((n) => n['Index Name'] === 'project_search_trgm_index'),
          detail,
        );
      } else {
        const limit = found.find((n) => n['Node Type'] === 'Limit') as (PlanNode & { 'Plan Rows': number }) | undefined;
        assert.equal(limit?.['Plan Rows'], SEARCH_TOTAL_CAP + 1, detail);
      }
    });

  /** The total a list's `Content-Range` says for a filter. */
  const totalOf = async (filter: Record<string, unknown>) => {
    const response = await server.api(
      `/api/admin/projects?${new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,24]', sort: '["createdAt","DESC"]' })}`,
      { token: await server.tokenFor('admin') },
    );
    assert.equal(response.status, 200);
    return Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1]);
  };
  const countOf = async (where: string) => {
    const em = server.running.app.get(MikroORM).em.fork() as SqlEntityManager;
    const [row] = await em.getConnection().execute<{ n: string | number }[]>(`select count(*) as "n" from "project" where ${where}`);
    return Number(row.n);
  };

  it('answers a search total past the cap (1000) as one more, and an exact one below it', async () => {
    assert.equal(SEARCH_TOTAL_CAP, 1000);
    assert.equal(await totalOf({ q: 'projekt' }), SEARCH_TOTAL_CAP + 1, 'every project: more than the cap');
    assert.equal(await totalOf({ q: 'HAMBURG projekt' }), SEARCH_TOTAL_CAP + 1, `one project in five is in Hamburg: ${PROJECTS / 5}`);
    assert.equal(await totalOf({ q: 'muenchen' }), SEARCH_TOTAL_CAP + 1, 'München as it is typed without umlauts');
    assert.equal(await totalOf({ q: 'muenchen', state: 'SUBMITTED' }), PROJECTS / 40, 'one in five in München, one in eight submitted');
    // Offer numbers on every fifth project, A-2025-000005 to A-2025-000995 below 1000.
    assert.equal(await totalOf({ q: 'a-2025-000' }), 199, 'below the cap: exact');
    assert.equal(await totalOf({ q: 'A-2025-000 berlin' }), 199, 'every offer is a project in Berlin');
    assert.equal(await totalOf({ q: 'a-2025-0009' }), 20);
  });

  it("answers the list's total without a search from the tallies, exact at any count", async () => {
    const all = await countOf('"deleted_at" is null');
    assert.ok(all >= PROJECTS, `${all}`);
    assert.equal(await totalOf({}), all, 'every project');
    assert.equal(await totalOf({ q: '%' }), all, 'a query without words is no search');
    assert.equal(await totalOf({ state: 'DRAFT' }), await countOf(`"deleted_at" is null and "state" = 'DRAFT'`));
    assert.equal(
      await totalOf({ state: ['SUBMITTED', 'COMPLETED'], owningCompanyId: String(company) }),
      await countOf(`"deleted_at" is null and "state" in ('SUBMITTED', 'COMPLETED') and "owning_company_id" = ${company}`),
    );
    assert.equal(await totalOf({ owningCompanyId: -1 }), 0, 'no such company');
    // A date bound is not in the tallies (months, not days): counted exactly.
    assert.equal(
      await totalOf({ createdAt_gte: '2025-03-01', createdAt_lte: '2025-03-31' }),
      await countOf(`"deleted_at" is null and "created_at" >= '2025-03-01T00:00:00+01:00' and "created_at" < '2025-04-01T00:00:00+02:00'`),
    );
  });

  for (const [name, query, index] of cases) {
    it(`${name}: an index, no sequential scan of the projects`, async () => {
      const filter = query.filter && 'owningCompanyId' in query.filter ? { owningCompanyId: String(company) } : query.filter;
      const { sql, nodes: found } = await plan({ ...query, ...(filter ? { filter } : {}) });
      const scans = found.filter((n) => n['Relation Name'] === 'project' || n['Index Name']);
      assert.ok(!scans.some((n) => n['Node Type'] === 'Seq Scan'), `${sql}\n${JSON.stringify(scans)}`);
      assert.ok(
        scans.some((n) => index.test(n['Index Name'] ?? '')),
        `${sql}\n${JSON.stringify(scans)}`,
      );
    });
  }
});
