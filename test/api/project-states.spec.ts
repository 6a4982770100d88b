import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MikroORM } from '@mikro-orm/core';
import { PROJECT_STATES, type ApiErrorBody, type ProjectData, type ProjectState } from '@lsp/contracts';
import { newProject, projectsAs, resave } from '../support/projects.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** docs/design.md#project-states, written out independently of the code: from>to → who. */
const MOVES: Record<string, 'owner' | 'admin'> = {
  'NEW>DRAFT': 'owner',
  'DRAFT>SUBMITTED': 'owner',
  'MESSAGE_FROM_DH>SUBMITTED': 'owner',
  'SUBMITTED>MESSAGE_FROM_DH': 'admin',
  'SUBMITTED>OFFER_CREATED': 'admin',
  'SUBMITTED>DRAFT': 'admin',
  'OFFER_CREATED>ORDER_RECEIVED': 'admin',
  'OFFER_CREATED>MESSAGE_FROM_DH': 'admin',
  'ORDER_RECEIVED>COMPLETED': 'admin',
};
const CUSTOMER_EDITS_IN = ['NEW', 'DRAFT', 'MESSAGE_FROM_DH'];
const ONLY_STAFF_MOVE_INTO = ['MESSAGE_FROM_DH', 'OFFER_CREATED', 'ORDER_RECEIVED', 'COMPLETED'];

/** Saving a project in NEW is its first save, which makes it a DRAFT whatever it asks for. */
const effective = (from: ProjectState, to: ProjectState): ProjectState => (from === 'NEW' && to === 'NEW' ? 'DRAFT' : to);

function expectedStatus(from: ProjectState, asked: ProjectState, caller: 'customer' | 'admin'): number {
  const to = effective(from, asked);
  if (caller === 'customer') {
    if (!CUSTOMER_EDITS_IN.includes(from)) return 409;
    if (to !== from && ONLY_STAFF_MOVE_INTO.includes(to)) return 403;
  }
  if (from === to) return 200;
  const who = MOVES[`${from}>${to}`];
  if (!who) return 409;
  return who === (caller === 'customer' ? 'owner' : 'admin') ? 200 : 403;
}

describe('Project states (docs/design.md#project-states)', () => {
  let server: TestServer;
  let customer: ReturnType<typeof projectsAs>;
  let admin: ReturnType<typeof projectsAs>;
  let project: ProjectData;
  const sql = (query: string, params: unknown[] = []) => server.running.app.get(MikroORM).em.fork().getConnection().execute(query, params);
  const audit = async (id: string) =>
    (await sql('select field, from_value, to_value, user_name from project_audit_event where project_id = ? order by id', [id])) as {
      field: string;
      from_value: string | null;
      to_value: string | null;
      user_name: string;
    }[];

  before(async () => {
    server = await startTestServer();
    customer = projectsAs(server, await server.tokenFor('customer'));
    admin = projectsAs(server, await server.tokenFor('admin'));
    project = await customer.created(newProject({ requestType: 'OFFER' }));
  });
  after(() => server.close());

  for (const from of PROJECT_STATES) {
    for (const to of PROJECT_STATES) {
      for (const caller of ['customer', 'admin'] as const) {
        const expected = expectedStatus(from, to, caller);
        it(`${from} → ${to} by ${caller}: ${expected}`, async () => {
          await sql('update project set state = ?, offer_number = null, order_number = null where id = ?', [from, project.id]);
          const client = caller === 'customer' ? customer : admin;
          const loaded = (await (await client.get(project.id)).json()) as ProjectData;
          const numbers = caller === 'admin' ? { offerNumber: 'AN-2026-17', orderNumber: 'AU-2026-5' } : {};
          const response = await client.save(resave(loaded, { state: to, ...numbers }, { offerNumber: null, orderNumber: null }));
          const body = (await response.json()) as ProjectData & ApiErrorBody;
          assert.equal(response.status, expected, body.message);
          if (expected === 200) {
            assert.equal(body.state, effective(from, to));
            assert.equal(body.formValues.find((v) => v.key === 'projectState')?.value, effective(from, to));
          }
          if (expected === 409 && CUSTOMER_EDITS_IN.includes(from))
            assert.match(body.message, new RegExp(`Allowed moves: (${from} → |none)`));
          if (expected !== 200) {
            const stored = (await (await admin.get(project.id)).json()) as ProjectData;
            assert.equal(stored.state, from, 'a refused save changes nothing');
            assert.equal(stored.version, loaded.version);
          }
        });
      }
    }
  }

  it('names the allowed moves in a 409', async () => {
    const fresh = await customer.created(newProject({ requestType: 'OFFER' }));
    const response = await admin.save(resave(fresh, { state: 'COMPLETED' }));
    assert.equal(response.status, 409);
    assert.equal(
      ((await response.json()) as ApiErrorBody).message,
      "A project in DRAFT cannot move to COMPLETED. Allowed moves: DRAFT → SUBMITTED (owner's company, needs requestType)",
    );
  });

  it('walks a project from draft to completed, each move with what it needs, and records every change', async () => {
    const draft = await customer.created(newProject({ projectName: 'Lifecycle' }));
    const noType = await customer.save(resave(draft, { state: 'SUBMITTED' }));
    assert.equal(noType.status, 400, 'submitting needs a request type');
    assert.deepEqual(((await noType.json()) as ApiErrorBody).details, [
      { path: '/formValues', key: 'required', message: 'requestType is required for SUBMITTED' },
    ]);
    const submitted = (await (
      await customer.save(resave(draft, { state: 'SUBMITTED' }, { requestType: 'ORDER', remarks: 'Bitte bis Freitag' }))
    ).json()) as ProjectData;
    assert.equal(submitted.state, 'SUBMITTED');

    const edit = await customer.save(resave(submitted, {}, { projectName: 'Changed after submit' }));
    assert.equal(edit.status, 409, 'customers wait while the provider has the project');
    const offerNumber = await customer.save(resave(submitted, { offerNumber: 'AN-1' }));
    assert.equal(offerNumber.status, 409, 'the state check comes first while submitted');

    const noOffer = await admin.save(resave(submitted, { state: 'OFFER_CREATED' }));
    assert.equal(noOffer.status, 400);
    assert.deepEqual(((await noOffer.json()) as ApiErrorBody).details, [
      { path: '/offerNumber', key: 'required', message: 'offerNumber is required for OFFER_CREATED' },
    ]);
    // The number may come as a form value instead of the field.
    const offered = (await (
      await admin.save(resave(submitted, { state: 'OFFER_CREATED' }, { offerNumber: 'AN-2026-0042' }))
    ).json()) as ProjectData;
    assert.equal(offered.state, 'OFFER_CREATED');
    assert.equal(offered.offerNumber, 'AN-2026-0042');

    assert.equal((await admin.save(resave(offered, { state: 'ORDER_RECEIVED' }))).status, 400, 'an order needs an order number');
    const ordered = (await (await admin.save(resave(offered, { state: 'ORDER_RECEIVED', orderNumber: 'AU-77' }))).json()) as ProjectData;
    assert.equal(ordered.orderNumber, 'AU-77');
    assert.equal(ordered.formValues.find((v) => v.key === 'orderNumber')?.value, 'AU-77', 'field and form value agree');
    const completed = (await (await admin.save(resave(ordered, { state: 'COMPLETED' }))).json()) as ProjectData;
    assert.equal(completed.state, 'COMPLETED');

    assert.deepEqual(
      (await audit(draft.id)).map((e) => [e.field, e.from_value, e.to_value, e.user_name]),
      [
        ['state', 'NEW', 'DRAFT', 'Max Mustermann'],
        ['state', 'DRAFT', 'SUBMITTED', 'Max Mustermann'],
        ['state', 'SUBMITTED', 'OFFER_CREATED', 'Anna Admin'],
        ['offerNumber', null, 'AN-2026-0042', 'Anna Admin'],
        ['state', 'OFFER_CREATED', 'ORDER_RECEIVED', 'Anna Admin'],
        ['orderNumber', null, 'AU-77', 'Anna Admin'],
        ['state', 'ORDER_RECEIVED', 'COMPLETED', 'Anna Admin'],
      ],
    );
  });

  it('refuses offer and order numbers from customers with 403, in the field or as a form value', async () => {
    const draft = await customer.created();
    for (const [changes, values] of [
      [{ offerNumber: 'AN-1' }, {}],
      [{}, { orderNumber: 'AU-1' }],
    ] as const) {
      const response = await customer.save(resave(draft, changes, values));
      assert.equal(response.status, 403);
    }
    const stored = (await (await customer.get(draft.id)).json()) as ProjectData;
    assert.deepEqual([stored.offerNumber, stored.orderNumber, stored.version], [null, null, 1]);
  });

  it('a template of a project with offer and order numbers starts without them, for customers and staff', async () => {
    const draft = await customer.created(newProject({ requestType: 'ORDER' }));
    const submitted = (await (await customer.save(resave(draft, { state: 'SUBMITTED' }))).json()) as ProjectData;
    const offered = (await (await admin.save(resave(submitted, { state: 'OFFER_CREATED', offerNumber: 'AN-9' }))).json()) as ProjectData;
    assert.equal(offered.formValues.find((v) => v.key === 'offerNumber')?.value, 'AN-9');
    for (const client of [customer, admin]) {
      const copy = await client.created({ state: 'NEW', products: offered.products, formValues: offered.formValues });
      assert.deepEqual([copy.state, copy.offerNumber, copy.orderNumber], ['DRAFT', null, null]);
      assert.equal(copy.formValues.find((v) => v.key === 'offerNumber')?.value, null);
    }
  });

  it('keeps the numbers a state stands on, and refuses a field and form value that disagree', async () => {
    const draft = await customer.created(newProject({ requestType: 'ORDER' }));
    const submitted = (await (await customer.save(resave(draft, { state: 'SUBMITTED' }))).json()) as ProjectData;
    const offered = (await (await admin.save(resave(submitted, { state: 'OFFER_CREATED', offerNumber: 'AN-10' }))).json()) as ProjectData;
    const cleared = await admin.save(resave(offered, { offerNumber: null }));
    assert.equal(cleared.status, 400);
    assert.deepEqual(((await cleared.json()) as ApiErrorBody).details, [
      { path: '/offerNumber', key: 'required', message: 'is required in OFFER_CREATED' },
    ]);
    const disagree = await admin.save(resave(offered, { offerNumber: 'AN-11' }, { offerNumber: 'AN-12' }));
    assert.equal(disagree.status, 400);
    const renamed = await admin.save(resave(offered, {}, { offerNumber: 'AN-11' }));
    assert.equal(((await renamed.json()) as ProjectData).offerNumber, 'AN-11', 'a change in the form value alone is taken');
  });

  it('lets only staff ask for a mail to the customer', async () => {
    const draft = await customer.created();
    assert.equal((await customer.save(resave(draft), true)).status, 403);
  });

  it('refuses deleting a project the provider is working on, for customers', async () => {
    const draft = await customer.created(newProject({ requestType: 'QUESTION' }));
    const submitted = (await (await customer.save(resave(draft, { state: 'SUBMITTED' }))).json()) as ProjectData;
    assert.equal((await customer.delete(submitted.id)).status, 409);
    assert.equal((await admin.delete(submitted.id)).status, 204);
  });
});
