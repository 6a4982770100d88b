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
  // the trigram index; one that matches about every project (every project's number begins with
  // c2, every company is a GmbH, and '%' is no search at all) may read the table in order, as the
  // planner chooses: it stops at the cap, a third of these projects, never the whole table.
  const counted: [string, 'index' | 'capped'][] = [
    ['liftservice wien', 'index'],
    ['a-2025-0123', 'index'],
    ['münchen projekt', 'index'],
    ['planer 17', 'index'],
    ['wien 12', 'index'],
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

  it('answers a search total past the cap as one more, and an exact one below it', async () => {
    const admin = await server.tokenFor('admin');
    const totalOf = async (q: string) => {
      const response = await server.api(
        `/api/admin/projects?${new URLSearchParams({ filter: JSON.stringify({ q }), range: '[0,24]', sort: '["createdAt","DESC"]' })}`,
        { token: admin },
      );
      assert.equal(response.status, 200);
      return Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1]);
    };
    assert.equal(await totalOf('projekt'), SEARCH_TOTAL_CAP + 1, 'every project: more than the cap');
    assert.equal(await totalOf('HAMBURG projekt'), PROJECTS / 5, 'one project in five is in Hamburg');
    assert.equal(await totalOf('muenchen'), PROJECTS / 5, 'München as it is typed without umlauts');
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
