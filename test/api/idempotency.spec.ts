import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { MikroORM } from '@mikro-orm/core';
import type { AdminRuleSetVersion, ApiErrorBody, ProjectData, ProjectListAnswer } from '@lsp/contracts';
import { newProject, projectsAs } from '../support/projects.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/**
 * Creates sent with an `Idempotency-Key` are made once (docs/api.md#idempotency-key): a client
 * that did not get a create's answer sends it again with the same key and gets the record the
 * first one made, never a second one.
 */
describe('Idempotency-Key: a create sent again is made once', () => {
  let server: TestServer;
  let customerToken: string;
  let customer: ReturnType<typeof projectsAs>;
  let colleague: ReturnType<typeof projectsAs>;
  let adminToken: string;
  const sql = async (query: string, params: unknown[] = []) =>
    server.running.app.get(MikroORM).em.fork().getConnection().execute(query, params);

  before(async () => {
    server = await startTestServer();
    customerToken = await server.tokenFor('customer');
    customer = projectsAs(server, customerToken);
    colleague = projectsAs(server, await server.tokenFor('colleague'));
    adminToken = await server.tokenFor('admin');
  });
  after(() => server.close());

  /**
   * Sends a create on a connection of its own and drops that connection when the answer begins:
   * the server has done everything, the client learns nothing (a mobile network, a proxy's
   * timeout). `dropAt: 'sent'` drops it as soon as the request is out, while the server works.
   */
  const sendAndDrop = async (body: unknown, headers: Record<string, string>, dropAt: 'answer' | 'sent' = 'answer') => {
    const port = Number(new URL(server.url).port);
    const socket = connect(port, 'localhost');
    await once(socket, 'connect');
    const payload = JSON.stringify(body);
    socket.write(
      [
        'POST /api/project-v1?sendMail=false HTTP/1.1',
        `Host: localhost:${port}`,
        `Authorization: Bearer ${customerToken}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(payload)}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        'Connection: close',
        '',
        payload,
      ].join('\r\n'),
    );
    if (dropAt === 'answer') await once(socket, 'data');
    socket.resetAndDestroy();
  };
  /** The customer's projects of a name. */
  const named = async (name: string) => {
    const response = await customer.list(`view=all&count=200&query=${encodeURIComponent(name)}`);
    const [projects] = (await response.json()) as ProjectListAnswer;
    return projects.filter((p) => p.name === name);
  };
  const create = (name: string, key?: string) =>
    customer.save(newProject({ projectName: name }), false, key ? { 'idempotency-key': key } : {});
  /** A create that must answer 200: its project. */
  const created = async (name: string, key?: string) => {
    const response = await create(name, key);
    assert.equal(response.status, 200, await response.clone().text());
    return (await response.json()) as ProjectData;
  };

  it('a create whose answer was dropped, sent again with its key, answers the first project and stores one', async () => {
    const key = randomUUID();
    await sendAndDrop(newProject({ projectName: 'dropped answer' }), { 'Idempotency-Key': key });
    const retried = await create('dropped answer', key);
    assert.equal(retried.status, 200);
    assert.equal(retried.headers.get('idempotent-replayed'), 'true', 'the answer is the first create’s');
    const project = (await retried.json()) as ProjectData;
    const stored = await named('dropped answer');
    assert.deepEqual(
      stored.map((p) => p.id),
      [project.id],
      'one project, the one answered',
    );
    // Sent a third time, still that one.
    assert.equal((await created('dropped answer', key)).id, project.id);
  });

  it('without a key the same retry makes a second project (what the key is for)', async () => {
    await sendAndDrop(newProject({ projectName: 'dropped, no key' }), {});
    const retried = await create('dropped, no key');
    assert.equal(retried.status, 200);
    assert.equal(retried.headers.get('idempotent-replayed'), null);
    assert.equal((await named('dropped, no key')).length, 2);
  });

  it('a create dropped while the server works, sent again at once with its key, stores one project', async () => {
    const key = randomUUID();
    await sendAndDrop(newProject({ projectName: 'dropped early' }), { 'Idempotency-Key': key }, 'sent');
    const retried = await create('dropped early', key);
    assert.equal(retried.status, 200, await retried.clone().text());
    const project = (await retried.json()) as ProjectData;
    assert.deepEqual(
      (await named('dropped early')).map((p) => p.id),
      [project.id],
    );
  });

  it('two creates with one key at once: both answer the one project', async () => {
    const key = randomUUID();
    const answers = await Promise.all([create('twice at once', key), create('twice at once', key)]);
    assert.deepEqual(
      answers.map((a) => a.status),
      [200, 200],
    );
    const ids = await Promise.all(answers.map(async (a) => ((await a.json()) as ProjectData).id));
    assert.equal(ids[0], ids[1]);
    assert.equal((await named('twice at once')).length, 1);
  });

  it("a key is the user's own: a colleague's create with the same key is a project of its own", async () => {
    const key = randomUUID();
    const mine = await created('my key', key);
    const theirs = await colleague.save(newProject({ projectName: 'their key' }), false, { 'idempotency-key': key });
    assert.equal(theirs.status, 200);
    assert.equal(theirs.headers.get('idempotent-replayed'), null);
    const project = (await theirs.json()) as ProjectData;
    assert.notEqual(project.id, mine.id);
    assert.equal(project.name, 'their key');
  });

  it('a key is kept for a day: after that the same key makes a new project', async () => {
    const key = randomUUID();
    const first = await created('a day old', key);
    await sql(`update "idempotency_key" set "created_at" = "created_at" - interval '25 hours' where "key" = ?`, [key]);
    const second = await create('a day old', key);
    assert.equal(second.status, 200);
    assert.equal(second.headers.get('idempotent-replayed'), null);
    assert.notEqual(((await second.json()) as ProjectData).id, first.id);
  });

  it('an update ignores the key: a stale version is still refused', async () => {
    const key = randomUUID();
    const project = await created('updated with a key', key);
    const update = {
      id: project.id,
      version: project.version,
      state: project.state,
      products: project.products,
      formValues: project.formValues,
    };
    const headers = { 'idempotency-key': key };
    assert.equal((await customer.save(update, false, headers)).status, 200);
    assert.equal((await customer.save(update, false, headers)).status, 409);
  });

  it('refuses a key that is empty, too long or not plain ASCII with 400 naming the header, and stores nothing', async () => {
    for (const bad of ['', 'x'.repeat(201), 'schlüssel']) {
      const response = await customer.save(newProject({ projectName: 'bad key' }), false, { 'idempotency-key': bad });
      assert.equal(response.status, 400, JSON.stringify(bad));
      const body = (await response.json()) as ApiErrorBody;
      assert.equal(body.details?.[0]?.path, '/headers/Idempotency-Key');
    }
    assert.equal((await named('bad key')).length, 0);
  });

  it('the backoffice: a rule-set draft created twice with one key is one draft', async () => {
    const key = randomUUID();
    const createDraft = () =>
      server.api('/api/admin/rule-sets', {
        method: 'POST',
        token: adminToken,
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ key: 'lift-shaft', changeNote: `draft ${key}` }),
      });
    const first = await createDraft();
    assert.equal(first.status, 201);
    const draft = (await first.json()) as AdminRuleSetVersion;
    const second = await createDraft();
    assert.equal(second.status, 201);
    assert.equal(second.headers.get('idempotent-replayed'), 'true');
    assert.equal(((await second.json()) as AdminRuleSetVersion).id, draft.id);
    const drafts = (await sql(`select "id" from "rule_set_version" where "change_note" = ?`, [`draft ${key}`])) as unknown[];
    assert.equal(drafts.length, 1);
  });
});
