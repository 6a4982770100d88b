import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import {
  supportTicketSchema,
  supportTicketWebhookSchema,
  validatorFor,
  type SupportTicket,
  type SupportTicketWebhook,
} from '@lsp/contracts';
import { MailService } from '@lsp/api/mail/mail.service';
import { SupportService } from '@lsp/api/support/support.service';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const checkTicket = validatorFor<SupportTicket>(supportTicketSchema);
const checkWebhook = validatorFor<SupportTicketWebhook>(supportTicketWebhookSchema);

/** The ticket of the loading-error report (docs/design.md#support-tickets). */
const loadingError = { description: 'Loading Error with Code BKCC-project', area: 'Web-App Support', subject: 'Projekt C20261120-3' };

/** A webhook receiver in the test process; `answer` is the status it gives next. */
async function startWebhook() {
  const calls: { body: unknown; contentType: string | undefined }[] = [];
  const state = { answer: 204 };
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      calls.push({ body: JSON.parse(text), contentType: request.headers['content-type'] });
      response.statusCode = state.answer;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/hooks/tickets`,
    calls,
    state,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('Support tickets', () => {
  describe('forwarded to a webhook and a mail address', () => {
    let server: TestServer;
    let webhook: Awaited<ReturnType<typeof startWebhook>>;
    let sink: SmtpSink;
    before(async () => {
      webhook = await startWebhook();
      sink = await startSmtpSink();
      server = await startTestServer({
        SUPPORT_WEBHOOK_URL: webhook.url,
        SUPPORT_MAIL_TO: 'support@planner.example.com',
        SMTP_URL: sink.url,
      });
    });
    after(async () => {
      await server.close();
      await webhook.close();
      await sink.close();
    });

    const post = (body: unknown, token?: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
      server.api('/api/support/ticket', { method: 'POST', token, headers, body: typeof body === 'string' ? body : JSON.stringify(body) });

    it("stores a customer's ticket with who opened it and answers 201", async () => {
      webhook.state.answer = 204;
      const response = await post(loadingError, await server.tokenFor('customer'));
      assert.equal(response.status, 201);
      const ticket = (await response.json()) as SupportTicket;
      assert.ok(checkTicket(ticket).ok, JSON.stringify(checkTicket(ticket)));
      assert.equal(ticket.description, loadingError.description);
      assert.equal(ticket.area, 'Web-App Support');
      assert.equal(ticket.subject, 'Projekt C20261120-3');
      assert.equal(ticket.createdBy.name, 'Max Mustermann');
      assert.equal(ticket.createdBy.email, 'max.mustermann@aufzugbau-muster.de');
      assert.ok(ticket.createdBy.id);
      assert.deepEqual(ticket.company, { id: 1001, name: 'Aufzugbau Muster GmbH' });
      assert.ok(Math.abs(Date.parse(ticket.createdAt) - Date.now()) < 60_000);
      assert.equal(ticket.forwarding.status, 'forwarded');
      assert.ok(ticket.forwarding.at);

      const stored = await server.running.app.get(SupportService).find(ticket.id);
      assert.deepEqual(stored, { ...ticket, forwarding: { ...ticket.forwarding, error: null } }, 'the answer is what was stored');
    });

    it('posted the ticket to the webhook as JSON', () => {
      const call = webhook.calls.at(-1)!;
      assert.equal(call.contentType, 'application/json');
      assert.ok(checkWebhook(call.body).ok, JSON.stringify(checkWebhook(call.body)));
      const { event, ticket } = call.body as SupportTicketWebhook;
      assert.equal(event, 'support-ticket.created');
      assert.equal(ticket.subject, 'Projekt C20261120-3');
      assert.equal(ticket.createdBy.email, 'max.mustermann@aufzugbau-muster.de');
    });

    it('mailed the ticket to the support address, answers going to the customer', async () => {
      const received = sink.mails.at(-1)!;
      assert.deepEqual(received.envelope.to, ['support@planner.example.com']);
      assert.match(received.subject, /^\[Support #\d+\] Projekt C20261120-3 \(Web-App Support\)$/);
      assert.equal(received.headers['reply-to'], 'max.mustermann@aufzugbau-muster.de');
      assert.ok(received.text.includes('Loading Error with Code BKCC-project'), received.text);
      assert.ok(received.text.includes('Max Mustermann <max.mustermann@aufzugbau-muster.de>'));
      const { items } = await server.running.app.get(MailService).list();
      assert.equal(items[0].template, 'support-ticket');
      assert.equal(items[0].status, 'sent');
    });

    it("takes tickets from admins and any text within bounds, such as a new project's", async () => {
      const response = await post(
        { description: 'Der Export hängt.\nZweite Zeile', area: 'Web-App Support', subject: 'Neues Projekt' },
        await server.tokenFor('admin'),
      );
      assert.equal(response.status, 201);
      const ticket = (await response.json()) as SupportTicket;
      assert.equal(ticket.subject, 'Neues Projekt');
      assert.equal(ticket.description, 'Der Export hängt.\nZweite Zeile');
      assert.deepEqual(ticket.company, { id: 1, name: 'DH Lift Ventilation GmbH' });
    });

    it('still answers 201 when the webhook fails, and records why', async () => {
      webhook.state.answer = 500;
      const response = await post({ ...loadingError, subject: 'Neues Projekt' }, await server.tokenFor('colleague'));
      assert.equal(response.status, 201);
      const ticket = (await response.json()) as SupportTicket;
      assert.equal(ticket.createdBy.name, 'Erika Musterfrau');
      assert.deepEqual(ticket.forwarding, { status: 'failed', at: null });
      const stored = await server.running.app.get(SupportService).find(ticket.id);
      assert.equal(stored?.forwarding.error, 'webhook: answered HTTP 500 Internal Server Error');
      const { items } = await server.running.app.get(SupportService).list();
      assert.equal(items[0].id, ticket.id, 'newest first');
      webhook.state.answer = 204;
    });

    it('refuses bad bodies with 400, naming each bad field', async () => {
      const token = await server.tokenFor('customer');
      const cases: [unknown, string[]][] = [
        [{ area: 'Web-App Support', subject: 'Neues Projekt' }, ['/description']],
        [{ ...loadingError, subject: '' }, ['/subject']],
        [{ ...loadingError, area: '   ' }, ['/area']],
        [{ ...loadingError, description: 'x'.repeat(5001) }, ['/description']],
        [{ ...loadingError, subject: 'y'.repeat(201), area: 42 }, ['/area', '/subject']],
        [{ ...loadingError, priority: 'high' }, ['/priority']],
        [[loadingError], ['/']],
      ];
      const before = webhook.calls.length;
      for (const [body, paths] of cases) {
        const response = await post(body, token);
        assert.equal(response.status, 400, JSON.stringify(body).slice(0, 80));
        const error = await response.json();
        assert.deepEqual(error.details.map((d: { path: string }) => d.path).sort(), paths, JSON.stringify(error));
      }
      const notJson = await post('{"description": ', token);
      assert.equal(notJson.status, 400);
      assert.equal(webhook.calls.length, before, 'nothing was forwarded');
    });

    it('needs a token (401) of a user with a group (403)', async () => {
      assert.equal((await post(loadingError)).status, 401);
      const inactive = await post(loadingError, await server.tokenFor('inactive'));
      assert.equal(inactive.status, 403);
      assert.equal((await inactive.json()).message, 'account.message.notActivated');
    });
  });

  describe('with nothing to forward to', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer();
    });
    after(async () => {
      await server.close();
    });

    it('stores the ticket for the backoffice only', async () => {
      const response = await server.api('/api/support/ticket', {
        method: 'POST',
        token: await server.tokenFor('vienna'),
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(loadingError),
      });
      assert.equal(response.status, 201);
      const ticket = (await response.json()) as SupportTicket;
      assert.deepEqual(ticket.forwarding, { status: 'none', at: null });
      assert.deepEqual(ticket.company, { id: 1002, name: 'Liftservice Wien GmbH' });
      assert.equal((await server.running.app.get(MailService).list()).total, 0, 'no mail written');
    });
  });
});
