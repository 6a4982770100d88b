import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EntityManager } from '@mikro-orm/core';
import { outgoingMailSchema, validatorFor } from '@lsp/contracts';
import { ConfigError, loadAppConfig } from '@lsp/api/config/app-config';
import { MailService } from '@lsp/api/mail/mail.service';
import type { ProjectChangedMail } from '@lsp/api/mail/templates/index';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { freePort, startTestServer, type TestServer } from '../support/test-server.js';

const checkMail = validatorFor(outgoingMailSchema);

const offerCreated: ProjectChangedMail = {
  customerName: 'Max Mustermann',
  projectId: 'C20261120-3',
  projectName: 'Hauptstraße 5 <b>x</b>',
  changes: [
    { field: 'state', from: 'SUBMITTED', to: 'OFFER_CREATED' },
    { field: 'offerNumber', from: null, to: 'A-2026-0815' },
  ],
};

const sendOfferCreated = (server: TestServer, lang = 'de') =>
  server.running.app.get(MailService).send({
    to: 'max.mustermann@aufzugbau-muster.de',
    template: 'project-changed',
    lang,
    projectId: 'C20261120-3',
    data: offerCreated,
  });

/** The row as the database holds it, read past any identity map. */
async function storedRow(server: TestServer, id: number) {
  const em = server.running.app.get(EntityManager).fork();
  const rows = await em
    .getConnection()
    .execute<
      { status: string; error: string | null; sent_at: Date | null; recipients: string; project_id: string | null; language: string }[]
    >('select status, error, sent_at, recipients, project_id, language from mail where id = ?', [id]);
  assert.equal(rows.length, 1, `mail ${id} is stored`);
  return rows[0]!;
}

describe('Mail', () => {
  describe('without SMTP_URL', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer();
    });
    after(async () => {
      await server.close();
    });

    it('keeps the rendered mail in the outbox as captured', async () => {
      const mail = await sendOfferCreated(server);
      assert.ok(checkMail(mail).ok, JSON.stringify(checkMail(mail)));
      assert.equal(mail.status, 'captured');
      assert.equal(mail.sentAt, null);
      assert.equal(mail.template, 'project-changed');
      assert.equal(mail.language, 'de');
      assert.equal(mail.subject, 'Projekt C20261120-3: Status „Angebot erstellt“');
      assert.ok(mail.text.includes('Übermittelt → Angebot erstellt'));
      assert.ok(mail.html.includes('Hauptstraße 5 &lt;b&gt;x&lt;/b&gt;'));
      assert.ok(
        mail.text.includes(`${server.config.publicUrl}/calculation/C20261120-3/cost-calculation`),
        'links to the project under PUBLIC_URL',
      );
      const row = await storedRow(server, mail.id);
      assert.equal(row.status, 'captured');
      assert.equal(row.recipients, 'max.mustermann@aufzugbau-muster.de');
      assert.equal(row.project_id, 'C20261120-3');
    });

    it('writes French users in English and lists the outbox newest first', async () => {
      const mail = await sendOfferCreated(server, 'fr');
      assert.equal(mail.language, 'en');
      assert.equal(mail.subject, 'Project C20261120-3: status "Offer created"');
      const { items, total } = await server.running.app.get(MailService).list({ projectId: 'C20261120-3' });
      assert.equal(total, 2);
      assert.equal(items[0].id, mail.id);
      assert.deepEqual(await server.running.app.get(MailService).find(mail.id), mail);
    });
  });

  describe('with an SMTP server', () => {
    let sink: SmtpSink;
    let server: TestServer;
    before(async () => {
      sink = await startSmtpSink();
      server = await startTestServer({ SMTP_URL: sink.url, MAIL_FROM: 'Planer <planer@planner.example.com>' });
    });
    after(async () => {
      await server.close();
      await sink.close();
    });

    it('delivers the mail and marks it sent', async () => {
      const mail = await sendOfferCreated(server);
      assert.equal(mail.status, 'sent', mail.error ?? '');
      assert.ok(mail.sentAt);
      assert.equal(sink.mails.length, 1);
      const received = sink.mails[0];
      assert.deepEqual(received.envelope, { from: 'planer@planner.example.com', to: ['max.mustermann@aufzugbau-muster.de'] });
      assert.equal(received.headers.from, 'Planer <planer@planner.example.com>');
      assert.equal(received.subject, 'Projekt C20261120-3: Status „Angebot erstellt“');
      assert.ok(received.text.includes('Guten Tag Max Mustermann,'), received.text);
      assert.ok(received.text.includes('Projektstatus: Übermittelt → Angebot erstellt'), received.text);
      assert.ok(received.text.includes('Angebotsnummer: — → A-2026-0815'));
      assert.ok(received.html.includes('Hauptstraße 5 &lt;b&gt;x&lt;/b&gt;'), received.html);
      const row = await storedRow(server, mail.id);
      assert.equal(row.status, 'sent');
      assert.ok(row.sent_at);
    });

    it('delivers Polish mails in Polish', async () => {
      await sendOfferCreated(server, 'pl');
      const received = sink.mails.at(-1)!;
      assert.equal(received.subject, 'Projekt C20261120-3: status „Oferta utworzona”');
      assert.ok(received.text.includes('Przesłany → Oferta utworzona'), received.text);
    });
  });

  describe('with an SMTP server that does not answer', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    });
    after(async () => {
      await server.close();
    });

    it('keeps the mail as failed with the reason and does not fail the caller', async () => {
      const mail = await sendOfferCreated(server);
      assert.equal(mail.status, 'failed');
      assert.match(mail.error ?? '', /ECONNREFUSED/);
      const row = await storedRow(server, mail.id);
      assert.equal(row.status, 'failed');
      assert.equal(row.sent_at, null);
      assert.match(row.error ?? '', /ECONNREFUSED/);
    });
  });

  describe('configuration', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadAppConfig(env);
        return [];
      } catch (error) {
        assert.ok(error instanceof ConfigError);
        return error.problems;
      }
    };

    it('reads SMTP_URL, MAIL_FROM, SUPPORT_WEBHOOK_URL and SUPPORT_MAIL_TO', () => {
      const config = loadAppConfig({
        SMTP_URL: 'smtps://user:secret@mail.example.com:465',
        MAIL_FROM: 'Planer <planer@example.com>',
        SUPPORT_WEBHOOK_URL: 'https://desk.example.com/hooks/abc/',
        SUPPORT_MAIL_TO: 'support@example.com, Desk <desk@example.com>',
      });
      assert.deepEqual(config.mail, { smtpUrl: 'smtps://user:secret@mail.example.com:465', from: 'Planer <planer@example.com>' });
      assert.deepEqual(config.support, {
        webhookUrl: 'https://desk.example.com/hooks/abc/',
        mailTo: ['support@example.com', 'desk@example.com'],
      });
      const defaults = loadAppConfig({});
      assert.equal(defaults.mail.smtpUrl, undefined);
      assert.match(defaults.mail.from, /<planer@dh-lift-ventilation\.de>$/);
      assert.deepEqual(defaults.support, { webhookUrl: undefined, mailTo: [] });
    });

    it('lists every bad mail and support variable at once, without echoing secrets', () => {
      const problems = problemsOf({
        SMTP_URL: 'http://user:secret@mail.example.com',
        MAIL_FROM: 'nobody',
        SUPPORT_WEBHOOK_URL: 'ftp://token-secret@desk.example.com',
        SUPPORT_MAIL_TO: 'support at example',
      });
      assert.deepEqual(
        problems.map((p) => p.split(' ')[0]),
        ['SMTP_URL', 'MAIL_FROM', 'SUPPORT_WEBHOOK_URL', 'SUPPORT_MAIL_TO'],
      );
      assert.ok(
        problems.every((p) => !p.includes('secret')),
        problems.join('\n'),
      );
      assert.deepEqual(problemsOf({ MAIL_FROM: 'a@example.com, b@example.com' }), ['MAIL_FROM must be one address']);
    });
  });
});
