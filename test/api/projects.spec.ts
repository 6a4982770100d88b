import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MikroORM } from '@mikro-orm/core';
import { projectDayOf } from '@lsp/domain';
import { projectSchema, validatorFor, type ApiErrorBody, type ProjectData } from '@lsp/contracts';
import { newProject, projectsAs, resave } from '../support/projects.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const valueOf = (project: ProjectData, key: string) => project.formValues.find((v) => v.key === key)?.value;
const errorOf = async (response: Response) => (await response.json()) as ApiErrorBody;

describe('Projects: save, get, list, delete (docs/design.md#http-api)', () => {
  let server: TestServer;
  let customer: ReturnType<typeof projectsAs>;
  let colleague: ReturnType<typeof projectsAs>;
  let vienna: ReturnType<typeof projectsAs>;
  let admin: ReturnType<typeof projectsAs>;
  const sql = async (query: string, params: unknown[] = []) =>
    server.running.app.get(MikroORM).em.fork().getConnection().execute(query, params);

  before(async () => {
    server = await startTestServer();
    customer = projectsAs(server, await server.tokenFor('customer'));
    colleague = projectsAs(server, await server.tokenFor('colleague'));
    vienna = projectsAs(server, await server.tokenFor('vienna'));
    admin = projectsAs(server, await server.tokenFor('admin'));
  });
  after(() => server.close());

  it('saves a new project as a DRAFT with an id of today, the calculated ventilation quantities and their prices', async () => {
    const project = await customer.created(newProject({ projectName: 'Musterhaus' }));
    assert.ok(validatorFor(projectSchema)(project).ok, JSON.stringify(project).slice(0, 300));
    const today = projectDayOf(new Date());
    assert.match(project.id, new RegExp(`^C${today}-\\d+$`));
    assert.equal(project.state, 'DRAFT');
    assert.equal(valueOf(project, 'projectState'), 'DRAFT', 'the returned state is what the form writes back');
    assert.equal(project.name, 'Musterhaus');
    assert.equal(project.version, 1);
    assert.equal(project.createdByName, 'Max Mustermann');
    assert.deepEqual(project.owningCompany, { id: 1001, name: 'Aufzugbau Muster GmbH' });
    // 1600 × 2600 mm at 2.5 % is exactly 104000 mm²: the smallest flap, 360x360, at 690.00 euro.
    assert.deepEqual(project.products, [
      { projectId: project.id, productId: '1001', productCategoryId: 'VENTCOMP', quantity: 1, price: 690, description: null },
    ]);
    assert.equal(project.totalCents, 409708);
    assert.deepEqual(project.ruleSet, { key: 'lift-shaft', version: 1 });
  });

  it('numbers the projects of a day 1, 2, 3 … without gaps or repeats, also when saved at once', async () => {
    const projects = await Promise.all(Array.from({ length: 6 }, () => customer.created()));
    const numbers = projects.map((p) => Number(p.id.split('-')[1])).sort((a, b) => a - b);
    assert.equal(new Set(numbers).size, 6);
    assert.equal(numbers[5] - numbers[0], 5);
  });

  it('reopens a project exactly as saved, and a save re-runs the calculation with the new shaft', async () => {
    const saved = await customer.created(newProject({ projectName: 'Wider shaft' }));
    const loaded = (await (await customer.get(saved.id)).json()) as ProjectData;
    assert.deepEqual(loaded, saved);
    // 2000 × 2600 mm at 2.5 % is 130000 mm²: the 470x360 flap (1002) covers exactly that.
    const response = await customer.save(resave(loaded, {}, { shaftWidth: 2000 }));
    assert.equal(response.status, 200);
    const wider = (await response.json()) as ProjectData;
    assert.equal(wider.version, 2);
    assert.deepEqual(
      wider.products.map((p) => [p.productId, p.quantity, p.price]),
      [['1002', 1, 760]],
    );
    assert.equal(valueOf(wider, 'calculatedVentilationArea'), 130000);
    assert.equal(wider.id, saved.id);
  });

  it('stores non-standard components with their prices in cents and answers them in euro', async () => {
    const project = await customer.created(
      newProject(
        {},
        {
          products: [
            { productId: 'NS-1', productCategoryId: 'NONSTANDARDCOMPONENTS', quantity: 3, price: 12.345, description: 'Sonderblech' },
          ],
        },
      ),
    );
    const nonStandard = project.products.find((p) => p.productCategoryId === 'NONSTANDARDCOMPONENTS');
    assert.deepEqual(nonStandard, {
      projectId: project.id,
      productId: 'NS-1',
      productCategoryId: 'NONSTANDARDCOMPONENTS',
      quantity: 3,
      price: 12.35,
      description: 'Sonderblech',
    });
    assert.equal(project.totalCents! > 409708, true, 'the non-standard lines are in the total');
  });

  it('reuses a project as a template: without its id it is saved as a new DRAFT and the original stays', async () => {
    const original = await customer.created(newProject({ projectName: 'Vorlage' }));
    const copy = await customer.created({ state: 'NEW', products: original.products, formValues: original.formValues });
    assert.notEqual(copy.id, original.id);
    assert.equal(copy.state, 'DRAFT');
    assert.equal(copy.name, 'Vorlage');
    assert.deepEqual((await (await customer.get(original.id)).json()) as ProjectData, original);
  });

  it('refuses a stale save with 409 and keeps what the first save wrote', async () => {
    const project = await customer.created(newProject({ projectName: 'Erste' }));
    assert.equal((await customer.save(resave(project, {}, { projectName: 'Zweite' }))).status, 200);
    const stale = await customer.save(resave(project, {}, { projectName: 'Dritte' }));
    assert.equal(stale.status, 409);
    const body = await errorOf(stale);
    assert.match(body.message, /saved again since you loaded it \(version 1, now 2, by Max Mustermann\)/);
    const now = (await (await customer.get(project.id)).json()) as ProjectData;
    assert.equal(now.name, 'Zweite');
    assert.equal(now.version, 2);
    // Who saved the version stored now and when: the app tells a second window of the same person from a colleague.
    const me = (await (await server.api('/api/user', { token: await server.tokenFor('customer') })).json()) as { id: string };
    assert.deepEqual(body.reason, {
      key: 'stale',
      params: { given: 1, current: 2, by: me.id, byName: 'Max Mustermann', at: now.updatedAt },
    });
  });

  it('names the colleague who saved in between, and the stored values stay theirs until the app merges', async () => {
    const project = await customer.created(newProject({ projectName: 'Geteilt' }));
    const theirs = (await (await colleague.save(resave(project, {}, { shaftWidth: 2000 }))).json()) as ProjectData;
    const stale = await customer.save(resave(project, {}, { projectName: 'Meins' }));
    assert.equal(stale.status, 409);
    const { reason } = await errorOf(stale);
    const other = (await (await server.api('/api/user', { token: await server.tokenFor('colleague') })).json()) as { id: string };
    assert.equal(reason.params.by, other.id);
    assert.notEqual(reason.params.byName, 'Max Mustermann');
    assert.equal(reason.params.at, theirs.updatedAt);
    // The app merges on the version it reads now: its save of both changes on version 2 is taken.
    const merged = await customer.save(resave(theirs, {}, { projectName: 'Meins' }));
    assert.equal(merged.status, 200);
    const stored = (await merged.json()) as ProjectData;
    assert.equal(valueOf(stored, 'projectName'), 'Meins');
    assert.equal(valueOf(stored, 'shaftWidth'), 2000);
    assert.equal(stored.version, 3);
  });

  it('of two concurrent saves of one version, exactly one wins and the other is 409 with nothing lost', async () => {
    for (let round = 0; round < 5; round++) {
      const project = await customer.created(newProject({ projectName: 'Race' }));
      const [a, b] = await Promise.all([
        customer.save(resave(project, {}, { projectName: 'A', shaftWidth: 2000 })),
        colleague.save(resave(project, {}, { projectName: 'B', shaftWidth: 1600 })),
      ]);
      assert.deepEqual([a.status, b.status].sort(), [200, 409], `round ${round}`);
      const winner = (await (a.status === 200 ? a : b).json()) as ProjectData;
      const stored = (await (await customer.get(project.id)).json()) as ProjectData;
      assert.deepEqual(stored, winner, 'the stored project is exactly the winning save');
      assert.equal(stored.version, 2);
      assert.equal(stored.products.length, 1, 'the products were replaced once, not mixed');
    }
  });

  it('refuses bad input with 400 naming the field, and never changes the project', async () => {
    const project = await customer.created();
    const cases: [string, unknown, string][] = [
      ['an unknown form field', resave(project, {}, { shaftColour: 'red' }), '/formValues/'],
      ['a shaft over 120000 mm', resave(project, {}, { shaftHeight: 120001 }), '/formValues/'],
      ['no version for an existing project', { ...resave(project), version: undefined }, '/version'],
      ['an unknown state', { ...resave(project), state: 'ARCHIVED' }, '/state'],
      ['a malformed id', { ...resave(project), id: 'P-1' }, '/id'],
      [
        'a non-standard component without a price',
        resave(project, { products: [{ productId: 'NS-1', productCategoryId: 'NONSTANDARDCOMPONENTS', quantity: 1, description: 'X' }] }),
        '/products/0/price',
      ],
      [
        'a ventilation component not in the catalogue',
        resave(project, { products: [{ productId: '999999', productCategoryId: 'VENTCOMP', quantity: 1 }] }),
        '/products/0/productId',
      ],
      [
        'an unknown product category',
        resave(project, { products: [{ productId: '1001', productCategoryId: 'CABLE' as 'VENTCOMP', quantity: 1 }] }),
        '/products/0/productCategoryId',
      ],
      [
        'a negative quantity',
        resave(project, { products: [{ productId: '1001', productCategoryId: 'VENTCOMP', quantity: -1 }] }),
        '/products/0/quantity',
      ],
      ['no form values', { state: 'NEW', products: [] }, '/formValues'],
    ];
    for (const [what, body, path] of cases) {
      const response = await customer.save(body);
      assert.equal(response.status, 400, what);
      const error = await errorOf(response);
      assert.ok(
        error.details?.some((d) => d.path.startsWith(path)),
        `${what}: ${JSON.stringify(error.details)}`,
      );
    }
    assert.equal((await customer.save('{"state": ')).status, 400);
    assert.equal((await customer.save(resave(project), 'yes' as unknown as boolean)).status, 400, 'sendMail must be true or false');
    assert.equal((await customer.get('C123')).status, 400);
    assert.deepEqual((await (await customer.get(project.id)).json()) as ProjectData, project);
  });

  describe('list (`GET /api/project-v1`, docs/design.md#http-api)', () => {
    let own: ProjectData[];
    before(async () => {
      own = [];
      for (let i = 0; i < 5; i++) own.push(await customer.created(newProject({ projectName: `Liste Kunde ${i}` })));
      await colleague.created(newProject({ projectName: 'Liste Kollege' }));
      await vienna.created(newProject({ projectName: 'Liste Wien', country: 'at' }));
    });

    it('answers [summaries, hasMore], newest first, with offset and count paging', async () => {
      const [all] = await customer.page('view=own&query=Liste');
      assert.deepEqual(
        all.map((s) => s.name),
        ['Liste Kunde 4', 'Liste Kunde 3', 'Liste Kunde 2', 'Liste Kunde 1', 'Liste Kunde 0'],
      );
      assert.deepEqual(Object.keys(all[0]).sort(), ['createdAt', 'createdBy', 'createdByName', 'id', 'name', 'owningCompany', 'state']);
      const [page1, more1] = await customer.page('view=own&query=Liste&first=0&count=2');
      const [page2, more2] = await customer.page('view=own&query=Liste&first=2&count=2');
      const [page3, more3] = await customer.page('view=own&query=Liste&first=4&count=2');
      assert.deepEqual(
        [page1, page2, page3].map((p) => p.map((s) => s.name)),
        [['Liste Kunde 4', 'Liste Kunde 3'], ['Liste Kunde 2', 'Liste Kunde 1'], ['Liste Kunde 0']],
      );
      assert.deepEqual([more1, more2, more3], [true, true, false]);
      const [exact, moreExact] = await customer.page('view=own&query=Liste&first=0&count=5');
      assert.equal(exact.length, 5);
      assert.equal(moreExact, false, 'exactly count left is not more');
    });

    it('views: own is what I created, own_company and all what my company has; staff see every company in all', async () => {
      const names = async (client: typeof customer, view: string) =>
        (await client.page(`view=${view}&query=Liste`))[0].map((s) => s.name).sort();
      assert.deepEqual(await names(customer, 'own'), own.map((p) => p.name).sort());
      assert.deepEqual(await names(colleague, 'own'), ['Liste Kollege']);
      assert.deepEqual(await names(colleague, 'own_company'), [...own.map((p) => p.name), 'Liste Kollege'].sort());
      assert.deepEqual(await names(colleague, 'all'), [...own.map((p) => p.name), 'Liste Kollege'].sort());
      assert.deepEqual(await names(vienna, 'all'), ['Liste Wien']);
      assert.deepEqual(await names(admin, 'all'), [...own.map((p) => p.name), 'Liste Kollege', 'Liste Wien'].sort());
      assert.deepEqual(await names(admin, 'own_company'), []);
    });

    it('searches by project id and name, ignoring case, and only when the query is not blank', async () => {
      const target = own[2];
      assert.deepEqual(
        (await customer.page(`query=${target.id}`))[0].map((s) => s.id),
        [target.id],
      );
      assert.deepEqual(
        (await customer.page(`query=${target.id.slice(1, 9).toLowerCase()}&view=own&count=200`))[0].filter((s) =>
          s.name.startsWith('Liste'),
        ).length,
        5,
      );
      assert.deepEqual(
        (await customer.page('query=LISTE%20KUNDE%202'))[0].map((s) => s.id),
        [target.id],
      );
      const [blank] = await customer.page('query=%20%20&count=200');
      const [none] = await customer.page('count=200');
      assert.deepEqual(blank, none);
      assert.deepEqual((await customer.page('query=100%25'))[0], [], 'a % is searched for, not a wildcard');
    });

    it('searches through a trigram index, on the embedded database as on a server', async () => {
      const indexes = (await sql(
        "select indexdef from pg_indexes where tablename = 'project' and indexname = 'project_search_trgm_index'",
      )) as { indexdef: string }[];
      assert.equal(indexes.length, 1, 'the index is there (PGlite is given pg_trgm)');
      assert.match(indexes[0].indexdef, /USING gin \(search_text gin_trgm_ops\)/);
    });

    it('refuses bad paging with 400', async () => {
      for (const query of ['first=-1', 'count=0', 'count=201', 'count=ten', 'view=mine', 'colour=red']) {
        assert.equal((await customer.list(query)).status, 400, query);
      }
    });
  });

  it('refuses text no database can store (NUL, half a surrogate pair) with 400 naming the field, in bodies and queries', async () => {
    const project = await customer.created();
    const body = JSON.stringify(resave(project, {}, { projectName: 'Nul\u0000Byte' }));
    const nul = await customer.save(body);
    assert.equal(nul.status, 400);
    assert.match((await errorOf(nul)).details![0].path, /^\/formValues\/\d+\/value$/);
    const surrogate = await customer.save(
      JSON.stringify(
        resave(project, {
          products: [{ productId: 'NS-1', productCategoryId: 'NONSTANDARDCOMPONENTS', quantity: 1, price: 1, description: 'half \ud800' }],
        }),
      ),
    );
    assert.deepEqual((await errorOf(surrogate)).details, [
      { path: '/products/0/description', key: 'unstorableText', message: 'contains a character that cannot be stored' },
    ]);
    assert.equal((await customer.list('query=%00')).status, 400);
    assert.equal(
      (await customer.list('query=%ED%A0%80')).status,
      200,
      'an invalid UTF-8 sequence in a URL decodes to U+FFFD, which is stored fine',
    );
    assert.deepEqual((await (await customer.get(project.id)).json()) as ProjectData, project);
  });

  it('keeps every quote total a whole number of cents: non-standard prices and quantities are bounded', async () => {
    const big = (price: number, quantity: number) =>
      customer.save(
        newProject(
          {},
          {
            products: Array.from({ length: 200 }, (_, i) => ({
              productId: `NS-${i}`,
              productCategoryId: 'NONSTANDARDCOMPONENTS' as const,
              quantity,
              price,
              description: 'Groß',
            })),
          },
        ),
      );
    assert.equal((await big(1_000_001, 1)).status, 400);
    assert.equal((await big(1, 10_001)).status, 400);
    const largest = await big(1_000_000, 10_000);
    assert.equal(largest.status, 200);
    assert.ok(Number.isSafeInteger(((await largest.json()) as ProjectData).totalCents));
  });

  it('two deletes at once: one 204, one 404', async () => {
    const project = await customer.created();
    const statuses = (await Promise.all([customer.delete(project.id), colleague.delete(project.id)])).map((r) => r.status).sort();
    assert.deepEqual(statuses, [204, 404]);
  });

  it('deletes softly: gone from lists and get, restorable, and recorded', async () => {
    const project = await customer.created(newProject({ projectName: 'Weg damit' }));
    assert.equal((await customer.delete(project.id)).status, 204);
    assert.equal((await customer.get(project.id)).status, 404);
    assert.equal((await customer.delete(project.id)).status, 404);
    assert.deepEqual((await customer.page(`query=${project.id}`))[0], []);
    const rows = await sql('select deleted_at from project where id = ?', [project.id]);
    assert.ok(rows[0].deleted_at, 'the row is still there');
    const audit = await sql('select field, to_value, user_id from project_audit_event where project_id = ? order by id', [project.id]);
    assert.deepEqual(
      audit.map((r: { field: string }) => r.field),
      ['state', 'deleted'],
    );
  });
});
