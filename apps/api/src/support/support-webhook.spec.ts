import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { postJson } from './support-webhook.js';

describe(postJson.name, () => {
  let server: Server;
  let base: string;
  const received: { path: string; contentType: string | undefined; body: unknown }[] = [];
  const readBody = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    return text;
  };

  before(async () => {
    server = createServer((request, response) => {
      void readBody(request).then((body) => {
        if (request.url?.startsWith('/hang')) return; // never answers
        received.push({ path: request.url ?? '', contentType: request.headers['content-type'], body: JSON.parse(body) });
        response.statusCode = request.url?.startsWith('/broken') ? 500 : 204;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts the body as JSON and resolves on a 2xx answer', async () => {
    await postJson(`${base}/hooks/secret-token/`, { event: 'x', n: 1 });
    assert.deepEqual(received.at(-1), { path: '/hooks/secret-token/', contentType: 'application/json', body: { event: 'x', n: 1 } });
  });

  it('rejects with the status when the receiver answers an error, never naming the URL', async () => {
    await assert.rejects(postJson(`${base}/broken/secret-token`, {}), (error: Error) => {
      assert.equal(error.message, 'webhook: answered HTTP 500 Internal Server Error');
      return true;
    });
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    await assert.rejects(postJson(`${base}/hang/secret-token`, {}, 200), /webhook: no answer within 200 ms/);
    assert.ok(Date.now() - started < 2000);
  });

  it('says so when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    await assert.rejects(postJson(`http://127.0.0.1:${port}/secret-token`, {}), (error: Error) => {
      assert.equal(error.message, 'webhook: could not connect (ECONNREFUSED)');
      return true;
    });
  });
});
