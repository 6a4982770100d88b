import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MikroORM } from '@mikro-orm/core';
import type { ProjectData } from '@lsp/contracts';
import { newProject, projectsAs, resave } from '../support/projects.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe('Projects: staff changes mail the customer (sendMail=true)', () => {
  let sink: SmtpSink;
  let server: TestServer;
  let customer: ReturnType<typeof projectsAs>;
  let admin: ReturnType<typeof projectsAs>;
  const mails = async (projectId: string) =>
    (await server.running.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute('select recipients as "to", subject, language, status from mail where project_id = ? order by id', [projectId])) as {
      to: string;
      subject: string;
      language: string;
      status: string;
    }[];

  before(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ SMTP_URL: sink.url });
    customer = projectsAs(server, await server.tokenFor('customer'));
    admin = projectsAs(server, await server.tokenFor('admin'));
  });
  after(async () => {
    await server.close();
    await sink.close();
  });

  /** A project the customer submitted, working in the given language. */
  async function submitted(language: string): Promise<ProjectData> {
    const headers = { 'accept-language': language };
    const draft = (await (
      await customer.save(newProject({ requestType: 'OFFER', projectName: 'Mail & <Co>' }), false, headers)
    ).json()) as ProjectData;
    return (await (await customer.save(resave(draft, { state: 'SUBMITTED' }), false, headers)).json()) as ProjectData;
  }

  it('mails the creator in the language they last worked in, naming the change, and delivers it over SMTP', async () => {
    const project = await submitted('pl-PL,pl;q=0.9');
    const response = await admin.save(resave(project, { state: 'OFFER_CREATED', offerNumber: 'AN-2026-0042' }), true);
    assert.equal(response.status, 200);
    const [mail] = await mails(project.id);
    assert.deepEqual(mail, {
      to: 'max.mustermann@aufzugbau-muster.de',
      subject: `Projekt ${project.id}: status „Oferta utworzona”`,
      language: 'pl',
      status: 'sent',
    });
    const delivered = sink.mails.find((m) => m.subject.includes(project.id))!;
    assert.deepEqual(delivered.envelope.to, ['max.mustermann@aufzugbau-muster.de']);
    assert.match(delivered.text, /AN-2026-0042/);
    assert.match(delivered.html, /Mail &amp; &lt;Co&gt;/, 'the project name is escaped in HTML');
  });

  it('mails in German by default and not at all without sendMail', async () => {
    const project = await submitted('de');
    await admin.save(resave(project, { state: 'MESSAGE_FROM_DH' }), false);
    assert.deepEqual(await mails(project.id), []);
    const again = (await (await admin.get(project.id)).json()) as ProjectData;
    await admin.save(resave(again, {}, { remarks: 'Bitte Schachtgrube prüfen' }), true);
    const [mail] = await mails(project.id);
    assert.equal(mail.subject, `Projekt ${project.id} wurde aktualisiert`);
    assert.equal(mail.language, 'de');
  });

  it('keeps the save when the mail cannot be delivered', async () => {
    const project = await submitted('en');
    await sink.close();
    const response = await admin.save(resave(project, { state: 'MESSAGE_FROM_DH' }), true);
    assert.equal(response.status, 200);
    assert.equal(((await response.json()) as ProjectData).state, 'MESSAGE_FROM_DH');
    const [mail] = await mails(project.id);
    assert.equal(mail.status, 'failed');
    assert.equal(mail.language, 'en');
  });
});
