import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MikroORM } from '@mikro-orm/core';
import type { AdminProjectSummary, ProjectSummaryData } from '@lsp/contracts';
import { SEARCH_FOLD_FROM, searchFold } from '@lsp/api/projects/project-search';
import { newProject, projectsAs } from '../support/projects.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/**
 * Search as people write it (docs/projects.md#search), through the customer's list and the
 * backoffice's: words in any order and spacing, ß/ss, umlauts, accents and case folded, parts of
 * words found. The projects are saved through the API, so their search text is the one a save writes.
 */
describe('Project search finds projects as people write them', () => {
  let server: TestServer;
  let adminToken: string;
  let customer: ReturnType<typeof projectsAs>;
  const names: Record<string, string> = {};
  const sql = <T>(query: string, params: unknown[] = []) =>
    server.running.app.get(MikroORM).em.fork().getConnection().execute<T>(query, params);

  before(async () => {
    server = await startTestServer();
    adminToken = await server.tokenFor('admin');
    customer = projectsAs(server, await server.tokenFor('customer'));
    for (const name of [
      'Lindenstraße 12 Wien',
      'Hauptstrasse 7 Graz',
      'Müllerweg Süd',
      'Mueller Anlagenbau Köln',
      'Rynek Główny Kraków',
      'Café Zürich   Nord',
      'Linz Bahnhof',
    ])
      names[name] = (await customer.created(newProject({ projectName: name }))).id;
  });
  after(() => server.close());

  /** The names the customer's list finds for a query. */
  const customerFinds = async (query: string) =>
    (await customer.page(`query=${encodeURIComponent(query)}&count=200`))[0].map((s: ProjectSummaryData) => s.name).sort();
  /** The names the backoffice's list finds for `q`, and its total. */
  const adminFinds = async (q: string) => {
    const response = await server.api(
      `/api/admin/projects?${new URLSearchParams({ filter: JSON.stringify({ q }), range: '[0,99]', sort: '["createdAt","DESC"]' })}`,
      { token: adminToken },
    );
    assert.equal(response.status, 200, await response.clone().text());
    const rows = (await response.json()) as AdminProjectSummary[];
    const total = Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1]);
    return { names: rows.map((r) => r.name).sort(), total };
  };

  it('finds the words of a query in any order and with any spacing', async () => {
    for (const query of ['lindenstraße wien', 'wien lindenstraße', '  Wien    LINDENSTRASSE  ', 'wien\tlindenstrasse'])
      assert.deepEqual(await customerFinds(query), ['Lindenstraße 12 Wien'], query);
    assert.deepEqual(await customerFinds('wien graz'), [], 'every word must be found');
    assert.deepEqual(await customerFinds('zürich nord'), ['Café Zürich   Nord'], 'runs of spaces in the name too');
  });

  it('reads ß as ss and ss as ß', async () => {
    assert.deepEqual(await customerFinds('lindenstrasse'), ['Lindenstraße 12 Wien']);
    assert.deepEqual(await customerFinds('hauptstraße'), ['Hauptstrasse 7 Graz']);
    assert.deepEqual(await customerFinds('STRASSE'), ['Hauptstrasse 7 Graz', 'Lindenstraße 12 Wien']);
  });

  it('reads ä, ö, ü as ae, oe, ue (and back), in either case, and accents as their letter', async () => {
    for (const query of ['müller', 'MÜLLER', 'mueller', 'Mueller'])
      assert.deepEqual(await customerFinds(query), ['Mueller Anlagenbau Köln', 'Müllerweg Süd'], query);
    assert.deepEqual(await customerFinds('koeln'), ['Mueller Anlagenbau Köln']);
    assert.deepEqual(await customerFinds('KÖLN'), ['Mueller Anlagenbau Köln']);
    assert.deepEqual(await customerFinds('zuerich'), ['Café Zürich   Nord']);
    assert.deepEqual(await customerFinds('cafe'), ['Café Zürich   Nord']);
    assert.deepEqual(await customerFinds('krakow glowny'), ['Rynek Główny Kraków']);
  });

  it('finds parts of words from three letters, and one or two letters at the start of a word', async () => {
    assert.deepEqual(await customerFinds('linden'), ['Lindenstraße 12 Wien']);
    assert.deepEqual(await customerFinds('anlagen'), ['Mueller Anlagenbau Köln']);
    assert.deepEqual(await customerFinds('genbau'), ['Mueller Anlagenbau Köln'], 'inside a word');
    assert.deepEqual(await customerFinds('li'), ['Lindenstraße 12 Wien', 'Linz Bahnhof'], 'two letters: words that begin with them');
    assert.deepEqual(await customerFinds('12'), ['Lindenstraße 12 Wien']);
    assert.deepEqual(await customerFinds('l wien'), ['Lindenstraße 12 Wien']);
    assert.deepEqual(await customerFinds('nz'), [], 'two letters inside a word are not a word start');
  });

  it('ignores words without a letter or digit, and searches nothing for a query of only those', async () => {
    assert.deepEqual(await customerFinds('linz - %'), ['Linz Bahnhof']);
    assert.equal((await customerFinds('% -')).length, Object.keys(names).length);
  });

  it("searches the backoffice's list the same way, with its total", async () => {
    assert.deepEqual(await adminFinds('süd MUELLERWEG'), { names: ['Müllerweg Süd'], total: 1 });
    assert.deepEqual(await adminFinds('strasse'), { names: ['Hauptstrasse 7 Graz', 'Lindenstraße 12 Wien'], total: 2 });
    // The project number and the creator are in the text too.
    const id = names['Linz Bahnhof'];
    assert.deepEqual((await adminFinds(`bahnhof ${id.toLowerCase()}`)).names, ['Linz Bahnhof']);
  });

  it("finds a project by its company's name, also after the company is renamed", async () => {
    const [company] = await sql<{ id: number; name: string }[]>(
      'select c.id, c.name from company c join project p on p.owning_company_id = c.id where p.id = ?',
      [names['Linz Bahnhof']],
    );
    await sql('update company set name = ? where id = ?', ['Aufzüge Weiß & Söhne', company!.id]);
    try {
      assert.equal((await adminFinds('aufzuege weiss soehne')).total, Object.keys(names).length);
      assert.equal((await adminFinds(company!.name)).total, 0, 'the old name no longer finds them');
    } finally {
      await sql('update company set name = ? where id = ?', [company!.name, company!.id]);
    }
    assert.equal((await adminFinds(company!.name)).total, Object.keys(names).length);
  });

  it('folds the query as the database folds the text (project_search_fold and searchFold agree)', async () => {
    const sample = `${SEARCH_FOLD_FROM} ßẞäÄöÖüÜ Straße  MÜLLER   Łódź Ærø 東京 Ёж`;
    const [row] = await sql<{ folded: string }[]>('select project_search_fold(?) as folded', [sample]);
    assert.equal(row!.folded, searchFold(sample));
    const [stored] = await sql<{ search_text: string }[]>('select search_text from project where id = ?', [names['Café Zürich   Nord']]);
    assert.ok(stored!.search_text.startsWith(` ${names['Café Zürich   Nord'].toLowerCase()} `), stored!.search_text);
    assert.ok(stored!.search_text.endsWith(' cafe zuerich nord'), stored!.search_text);
  });
});
