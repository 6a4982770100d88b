import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DataProvider } from 'ra-core';
import type {
  AdminAuditEvent,
  AdminCompany,
  AdminDashboard,
  AdminProject,
  AdminProjectSummary,
  OutgoingMailView,
  ProjectData,
  SupportTicketDetails,
} from '@lsp/contracts';
import { berlinToday } from '@lsp/domain';
import { adminDataProvider, rejection } from '../support/admin-data-provider.js';
import { newProject, projectsAs, resave } from '../support/projects.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const page = (page: number, perPage: number, field = 'createdAt', order: 'ASC' | 'DESC' = 'DESC', filter: object = {}) => ({
  pagination: { page, perPage },
  sort: { field, order },
  filter,
});

describe('Backoffice projects: /api/admin/projects, mails, tickets, dashboard', () => {
  let server: TestServer;
  let admin: DataProvider;
  let customer: ReturnType<typeof projectsAs>;
  let vienna: ReturnType<typeof projectsAs>;
  let submitted: ProjectData;
  let draft: ProjectData;

  const submit = async (client: ReturnType<typeof projectsAs>, name: string) => {
    const created = await client.created(newProject({ requestType: 'OFFER', projectName: name }));
    return (await (await client.save(resave(created, { state: 'SUBMITTED' }))).json()) as ProjectData;
  };
  const record = async (id: string) => (await admin.getOne<AdminProject>('projects', { id })).data;

  before(async () => {
    server = await startTestServer();
    admin = adminDataProvider(server, await server.tokenFor('admin'));
    customer = projectsAs(server, await server.tokenFor('customer'));
    vienna = projectsAs(server, await server.tokenFor('vienna'));
    submitted = await submit(customer, 'Hotel am Markt');
    draft = await customer.created(newProject({ projectName: 'Rathaus Nord' }));
    await submit(vienna, 'Stephansplatz Lift 2');
  });
  after(() => server.close());

  it("lists every company's projects, filtered by state, company, date and text", async () => {
    const all = await admin.getList<AdminProjectSummary>('projects', page(1, 25));
    assert.equal(all.total, 3);
    assert.deepEqual(
      all.data.map((p) => p.name),
      ['Stephansplatz Lift 2', 'Rathaus Nord', 'Hotel am Markt'],
    );
    const states = await admin.getList<AdminProjectSummary>('projects', page(1, 25, 'createdAt', 'DESC', { state: 'SUBMITTED' }));
    assert.deepEqual(states.data.map((p) => p.name).sort(), ['Hotel am Markt', 'Stephansplatz Lift 2']);
    // Totals without a search come from the tallies (docs/projects.md#search).
    assert.equal(states.total, 2);
    assert.equal((await admin.getList('projects', page(1, 25, 'createdAt', 'DESC', { state: ['DRAFT', 'SUBMITTED'] }))).total, 3);
    assert.equal((await admin.getList('projects', page(1, 25, 'createdAt', 'DESC', { q: '%' }))).total, 3, 'no words, no search');
    const company = await admin.getList<AdminProjectSummary>('projects', page(1, 25, 'createdAt', 'DESC', { owningCompanyId: 1002 }));
    assert.deepEqual(
      company.data.map((p) => [p.name, p.owningCompanyName]),
      [['Stephansplatz Lift 2', 'Liftservice Wien GmbH']],
    );
    assert.equal(company.total, 1);
    assert.equal((await admin.getList('projects', page(1, 25, 'createdAt', 'DESC', { owningCompanyId: 1002, state: 'DRAFT' }))).total, 0);
    const text = await admin.getList<AdminProjectSummary>('projects', page(1, 25, 'createdAt', 'DESC', { q: 'MARKT' }));
    assert.deepEqual(
      text.data.map((p) => p.id),
      [submitted.id],
    );
    // The search finds a project by its customer's name too (issue 29), and follows a rename of the company.
    const names = async (q: string) =>
      (await admin.getList<AdminProjectSummary>('projects', page(1, 25, 'createdAt', 'DESC', { q }))).data.map((p) => p.name).sort();
    assert.deepEqual(await names('liftservice wien'), ['Stephansplatz Lift 2']);
    assert.deepEqual(await names('Aufzugbau Muster'), ['Hotel am Markt', 'Rathaus Nord']);
    const wien = (await admin.getOne<AdminCompany>('companies', { id: 1002 })).data;
    await admin.update<AdminCompany>('companies', { id: 1002, previousData: wien, data: { ...wien, name: 'Donaulift GmbH' } });
    assert.deepEqual(await names('donaulift'), ['Stephansplatz Lift 2']);
    assert.deepEqual(await names('liftservice'), []);
    const renamed = (await admin.getOne<AdminCompany>('companies', { id: 1002 })).data;
    await admin.update<AdminCompany>('companies', { id: 1002, previousData: renamed, data: { ...renamed, name: wien.name } });
    const today = berlinToday();
    assert.equal(
      (await admin.getList('projects', page(1, 25, 'createdAt', 'DESC', { createdAt_gte: today, createdAt_lte: today }))).total,
      3,
    );
    assert.equal((await admin.getList('projects', page(1, 25, 'createdAt', 'DESC', { createdAt_lte: '2000-01-01' }))).total, 0);
    const byName = await admin.getList<AdminProjectSummary>('projects', page(1, 2, 'name', 'ASC'));
    assert.deepEqual([byName.total, byName.data.map((p) => p.name)], [3, ['Hotel am Markt', 'Rathaus Nord']]);
    assert.equal(
      (await rejection(admin.getList('projects', page(1, 25, 'createdAt', 'DESC', { createdAt_gte: 'yesterday' })))).status,
      400,
    );
    assert.equal(
      (await rejection(admin.getList('projects', page(1, 25, 'createdAt', 'DESC', { createdAt_lte: '2026-02-31' })))).status,
      400,
      'a day not on the calendar',
    );
  });

  it('shows a project in full: products, calculation, history, and the moves staff may make', async () => {
    const project = await record(submitted.id);
    assert.equal(project.state, 'SUBMITTED');
    assert.equal(project.owningCompanyName, 'Aufzugbau Muster GmbH');
    assert.ok(project.products.length > 0);
    assert.ok(project.costs && project.costs.total > 0);
    assert.equal(project.costs.total, project.total, 'the calculation of now matches the saved total while prices stand');
    assert.deepEqual(project.allowedStates, [
      { to: 'MESSAGE_FROM_DH', needs: null },
      { to: 'OFFER_CREATED', needs: 'offerNumber' },
      { to: 'DRAFT', needs: null },
    ]);
    assert.deepEqual(
      project.history.map((h) => [h.field, h.from, h.to]),
      [
        ['state', 'NEW', 'DRAFT'],
        ['state', 'DRAFT', 'SUBMITTED'],
      ],
    );
    assert.equal(project.lastReportingAt, null);
  });

  it('moves a project only along the allowed moves, naming the field react-admin shows', async () => {
    const project = await record(submitted.id);
    const illegal = await rejection(
      admin.update('projects', { id: project.id, previousData: project, data: { ...project, state: 'COMPLETED' } }),
    );
    assert.equal(illegal.status, 409);
    assert.match(illegal.message, /Allowed moves: SUBMITTED → MESSAGE_FROM_DH/);
    assert.deepEqual(Object.keys((illegal.body as { errors: object }).errors), ['state']);
    const noNumber = await rejection(
      admin.update('projects', { id: project.id, previousData: project, data: { ...project, state: 'OFFER_CREATED', offerNumber: ' ' } }),
    );
    assert.equal(noNumber.status, 400);
    assert.deepEqual(Object.keys((noNumber.body as { errors: object }).errors), ['offerNumber']);
    assert.equal((await record(submitted.id)).version, project.version, 'nothing changed');
  });

  it('creates the offer with its number and mails the customer; the customer sees the new state', async () => {
    const project = await record(submitted.id);
    const updated = await admin.update<AdminProject>('projects', {
      id: project.id,
      previousData: project,
      data: { ...project, state: 'OFFER_CREATED', offerNumber: 'AN-2026-0042', sendMail: true },
    });
    assert.equal(updated.data.state, 'OFFER_CREATED');
    assert.equal(updated.data.offerNumber, 'AN-2026-0042');
    assert.equal(updated.data.version, project.version + 1);
    assert.deepEqual(
      updated.data.allowedStates.map((m) => m.to),
      ['ORDER_RECEIVED', 'MESSAGE_FROM_DH'],
    );
    const seen = (await (await customer.get(submitted.id)).json()) as ProjectData;
    assert.equal(seen.state, 'OFFER_CREATED');
    assert.equal(seen.offerNumber, 'AN-2026-0042');
    // The search covers the offer number once it is given (and the creator all along), in one indexed column.
    const byOffer = await admin.getList<AdminProjectSummary>('projects', page(1, 25, 'createdAt', 'DESC', { q: 'an-2026-0042' }));
    assert.deepEqual(
      byOffer.data.map((p) => p.id),
      [submitted.id],
    );
    const byCreator = await admin.getList<AdminProjectSummary>(
      'projects',
      page(1, 25, 'createdAt', 'DESC', { q: updated.data.createdByName }),
    );
    assert.ok(byCreator.data.some((p) => p.id === submitted.id));
    const mails = await admin.getList<OutgoingMailView>('mails', page(1, 10, 'id', 'DESC', { projectId: submitted.id }));
    assert.equal(mails.total, 1);
    const mail = (await admin.getOne<OutgoingMailView>('mails', { id: mails.data[0].id })).data;
    assert.equal(mail.to, 'max.mustermann@aufzugbau-muster.de');
    assert.match(mail.text, /AN-2026-0042/);
    const audit = (
      await admin.getList<AdminAuditEvent>('audit-events', page(1, 1, 'id', 'DESC', { resource: 'projects', recordId: submitted.id }))
    ).data[0];
    assert.deepEqual(audit.changes, { state: { from: 'SUBMITTED', to: 'OFFER_CREATED' }, offerNumber: { from: null, to: 'AN-2026-0042' } });
    const stale = await rejection(
      admin.update('projects', { id: project.id, previousData: project, data: { ...project, state: 'MESSAGE_FROM_DH' } }),
    );
    assert.equal(stale.status, 409);
    assert.match(
      stale.message,
      /was saved again since you loaded it \(version \d+, now \d+, by Anna Admin\)/,
      'a project names who saved it',
    );
  });

  it('takes the order without a mail when asked not to, then completes', async () => {
    let project = await record(submitted.id);
    project = (
      await admin.update<AdminProject>('projects', {
        id: project.id,
        previousData: project,
        data: { ...project, state: 'ORDER_RECEIVED', orderNumber: 'AU-77', sendMail: false },
      })
    ).data;
    project = (
      await admin.update<AdminProject>('projects', { id: project.id, previousData: project, data: { ...project, state: 'COMPLETED' } })
    ).data;
    assert.equal(project.state, 'COMPLETED');
    assert.deepEqual(project.allowedStates, []);
    assert.equal((await admin.getList('mails', page(1, 10, 'id', 'DESC', { projectId: submitted.id }))).total, 1);
  });

  it('deletes softly, lists deleted projects on request, and restores them', async () => {
    const project = await record(draft.id);
    const before = (await admin.getList('projects', page(1, 25))).total!;
    const deleted = await admin.delete<AdminProject>('projects', { id: draft.id, previousData: project });
    assert.ok(deleted.data.deletedAt);
    assert.equal((await customer.get(draft.id)).status, 404);
    const left = await admin.getList<AdminProjectSummary>('projects', page(1, 25));
    assert.ok(!left.data.some((p) => p.id === draft.id));
    assert.equal(left.total, before - 1, 'a deleted project leaves the total');
    const bin = await admin.getList<AdminProjectSummary>('projects', page(1, 25, 'deletedAt', 'DESC', { deleted: true }));
    assert.deepEqual(
      bin.data.map((p) => p.id),
      [draft.id],
    );
    const changeDeleted = await rejection(
      admin.update('projects', { id: draft.id, previousData: deleted.data, data: { ...deleted.data, state: 'SUBMITTED' } }),
    );
    assert.equal(changeDeleted.status, 409);
    const restored = await admin.update<AdminProject>('projects', {
      id: draft.id,
      previousData: deleted.data,
      data: { ...deleted.data, deleted: false },
    });
    assert.equal(restored.data.deletedAt, null);
    assert.equal((await customer.get(draft.id)).status, 200);
    assert.equal((await admin.getList('projects', page(1, 25))).total, before, 'a restored one is back in it');
    assert.deepEqual(
      restored.data.history.slice(-2).map((h) => [h.field, h.from, h.to]),
      [
        ['deleted', null, 'deleted'],
        ['deleted', 'deleted', null],
      ],
    );
    const trail = await admin.getList<AdminAuditEvent>(
      'audit-events',
      page(1, 5, 'id', 'DESC', { resource: 'projects', recordId: draft.id }),
    );
    assert.deepEqual(
      trail.data.map((e) => e.action),
      ['restore', 'delete'],
    );
  });

  it("lists support tickets and the dashboard's figures", async () => {
    const token = await server.tokenFor('vienna');
    const opened = await server.api('/api/support/ticket', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ description: 'Loading Error with Code BKCC-project', area: 'Web-App Support', subject: 'Neues Projekt' }),
    });
    assert.equal(opened.status, 201);
    const tickets = await admin.getList<SupportTicketDetails>('tickets', page(1, 10, 'id', 'DESC', { q: 'bkcc' }));
    assert.deepEqual(
      tickets.data.map((t) => [t.subject, t.company.name]),
      [['Neues Projekt', 'Liftservice Wien GmbH']],
    );
    assert.equal((await admin.getOne<SupportTicketDetails>('tickets', { id: tickets.data[0].id })).data.area, 'Web-App Support');

    const response = await server.api('/api/admin/dashboard', { token: await server.tokenFor('admin') });
    const dashboard = (await response.json()) as AdminDashboard;
    assert.deepEqual(
      dashboard.byState.filter((s) => s.projects > 0).map((s) => [s.state, s.projects]),
      [
        ['DRAFT', 1],
        ['SUBMITTED', 1],
        ['COMPLETED', 1],
      ],
    );
    assert.equal(dashboard.byMonth.length, 12);
    assert.equal(dashboard.byMonth.at(-1)!.projects, 3);
    assert.equal(dashboard.pipeline.projects, 1);
    const vienna = (await admin.getList<AdminProjectSummary>('projects', page(1, 25, 'createdAt', 'DESC', { owningCompanyId: 1002 })))
      .data[0];
    assert.equal(dashboard.pipeline.quotedTotal, vienna.total);
    assert.ok(dashboard.topProducts.length > 0 && dashboard.topProducts[0].projects >= 1);
    assert.ok(dashboard.topProducts[0].productKey);
  });

  it('refuses an offer or order number another project has, at the field', async () => {
    const other = (await admin.getList<AdminProjectSummary>('projects', page(1, 25, 'createdAt', 'DESC', { q: 'Stephansplatz' }))).data[0];
    let project = await record(other.id);
    const taken = await rejection(
      admin.update('projects', {
        id: project.id,
        previousData: project,
        data: { ...project, state: 'OFFER_CREATED', offerNumber: 'AN-2026-0042' },
      }),
    );
    assert.equal(taken.status, 409);
    const body = taken.body as { reason: { key: string; params: object }; errors: Record<string, string> };
    assert.deepEqual(body.reason, { key: 'numberTaken', params: { field: 'offerNumber', value: 'AN-2026-0042', project: submitted.id } });
    assert.deepEqual(Object.keys(body.errors), ['offerNumber']);
    assert.equal((await record(other.id)).version, project.version, 'nothing changed');
    // The same number to a person: other case, spaces around or in it.
    for (const same of ['an-2026-0042', ' An-2026-0042 ', 'AN-2026- 0042']) {
      const again = await rejection(
        admin.update('projects', {
          id: project.id,
          previousData: project,
          data: { ...project, state: 'OFFER_CREATED', offerNumber: same },
        }),
      );
      assert.equal(again.status, 409, same);
      assert.equal((again.body as { reason: { key: string } }).reason.key, 'numberTaken');
    }
    project = (
      await admin.update<AdminProject>('projects', {
        id: project.id,
        previousData: project,
        data: { ...project, state: 'OFFER_CREATED', offerNumber: 'AN-2026-0043' },
      })
    ).data;
    const order = await rejection(
      admin.update('projects', {
        id: project.id,
        previousData: project,
        data: { ...project, state: 'ORDER_RECEIVED', orderNumber: 'AU-77' },
      }),
    );
    assert.equal(order.status, 409);
    assert.deepEqual(Object.keys((order.body as { errors: object }).errors), ['orderNumber']);
  });

  it('asks for the message when the state becomes a message from DH, and mails it to the customer', async () => {
    const other = (await admin.getList<AdminProjectSummary>('projects', page(1, 25, 'createdAt', 'DESC', { q: 'Stephansplatz' }))).data[0];
    const project = await record(other.id);
    const silent = await rejection(
      admin.update('projects', { id: project.id, previousData: project, data: { ...project, state: 'MESSAGE_FROM_DH', message: '  ' } }),
    );
    assert.equal(silent.status, 400);
    assert.equal((silent.body as { reason: { key: string } }).reason.key, 'messageRequired');
    assert.deepEqual(Object.keys((silent.body as { errors: object }).errors), ['message']);
    const asked = await admin.update<AdminProject>('projects', {
      id: project.id,
      previousData: project,
      data: { ...project, state: 'MESSAGE_FROM_DH', message: 'Bitte prüfen Sie die Schachtmaße.', sendMail: false },
    });
    assert.equal(asked.data.state, 'MESSAGE_FROM_DH');
    const mails = await admin.getList<OutgoingMailView>('mails', page(1, 10, 'id', 'DESC', { projectId: other.id }));
    assert.equal(mails.total, 1, 'the message is mailed even without the mail question answered yes');
    const mail = (await admin.getOne<OutgoingMailView>('mails', { id: mails.data[0].id })).data;
    assert.match(mail.text, /Bitte prüfen Sie die Schachtmaße\./);

    // Kept with the move: the backoffice history and the customer's project say it too, not only the mail.
    const history = (await record(other.id)).history;
    assert.deepEqual(
      history.filter((h) => h.message !== null).map((h) => [h.field, h.to, h.message]),
      [['state', 'MESSAGE_FROM_DH', 'Bitte prüfen Sie die Schachtmaße.']],
    );
    const waiting = (await (await vienna.get(other.id)).json()) as ProjectData;
    assert.equal(waiting.providerMessage?.text, 'Bitte prüfen Sie die Schachtmaße.');
    assert.ok(Math.abs(Date.parse(waiting.providerMessage.at) - Date.now()) < 60_000, 'when it was asked');
    // Answered by sending it again, the question is no longer the project's to show.
    const answered = (await (await vienna.save(resave(waiting, { state: 'SUBMITTED' }))).json()) as ProjectData;
    assert.equal(answered.state, 'SUBMITTED');
    assert.equal(answered.providerMessage, null);
  });

  it('an offer says to the customer its number, day, last day and the note staff wrote, on the project and in the mail', async () => {
    const project = await submit(customer, 'Angebot mit Nachricht');
    const before = (await (await customer.get(project.id)).json()) as ProjectData;
    assert.equal(before.offer, null, 'no offer before it is made');
    const offered = await admin.update<AdminProject>('projects', {
      id: project.id,
      previousData: await record(project.id),
      data: {
        ...(await record(project.id)),
        state: 'OFFER_CREATED',
        offerNumber: 'AN-2026-0777',
        message: 'Montage ab KW 12 möglich.',
        sendMail: true,
      },
    });
    assert.equal(offered.data.state, 'OFFER_CREATED');
    const read = (await (await customer.get(project.id)).json()) as ProjectData;
    const today = berlinToday();
    const lastDay = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1, Number(today.slice(8, 10)) + 6 * 7));
    assert.deepEqual(
      { ...read.offer, at: undefined },
      {
        number: 'AN-2026-0777',
        at: undefined,
        validUntil: lastDay.toISOString().slice(0, 10),
        message: 'Montage ab KW 12 möglich.',
      },
    );
    assert.ok(Math.abs(Date.parse(read.offer!.at) - Date.now()) < 60_000, 'made now');
    const mails = await admin.getList<OutgoingMailView>('mails', page(1, 10, 'id', 'DESC', { projectId: project.id }));
    const mail = (await admin.getOne<OutgoingMailView>('mails', { id: mails.data[0].id })).data;
    assert.match(mail.text, /Montage ab KW 12 möglich\./);
    const german = lastDay.toISOString().slice(0, 10).split('-').reverse().join('.');
    assert.match(mail.text, new RegExp(`Das Angebot AN-2026-0777 ist gültig bis ${german.replace(/\./g, '\\.')}\\.`));
    // Still the customer's to read once ordered.
    const ordered = await admin.update<AdminProject>('projects', {
      id: project.id,
      previousData: offered.data,
      data: { ...offered.data, state: 'ORDER_RECEIVED', orderNumber: 'AU-2026-0777' },
    });
    assert.equal(ordered.data.state, 'ORDER_RECEIVED');
    assert.equal(((await (await customer.get(project.id)).json()) as ProjectData).offer?.number, 'AN-2026-0777');
  });
});
