import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ApiErrorBody } from '@lsp/contracts';
import type { OpenApiDocument } from '@lsp/api/openapi/openapi-document';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** A form value nested `depth` arrays deep, as a fuzzer sent it. */
const deepFormValue = (depth: number) => `{"formValues":[{"key":"projectName","value":${'['.repeat(depth)}1${']'.repeat(depth)}}]}`;

/**
 * Bodies nested thousands of levels deep (issue 23, item 8): every endpoint that takes a JSON body
 * answers 400 naming the limit, whoever calls, instead of a 500 from a reader that runs out of stack.
 * The endpoints come from the OpenAPI description, so a new one cannot be missed.
 */
describe('Deeply nested JSON bodies', () => {
  let server: TestServer;
  let document: OpenApiDocument;
  let admin: string;
  before(async () => {
    server = await startTestServer();
    document = (await (await server.api('/api/openapi.json')).json()) as OpenApiDocument;
    admin = await server.tokenFor('admin');
  });
  after(() => server?.close());

  it('POST /api/calculation-v1 with a form value 5000 levels deep is a 400, not a 500', async () => {
    const response = await server.api('/api/calculation-v1', {
      method: 'POST',
      token: await server.tokenFor('customer'),
      headers: { 'content-type': 'application/json' },
      body: deepFormValue(5000),
    });
    assert.equal(response.status, 400);
    const body = (await response.json()) as ApiErrorBody;
    assert.match(body.message, /deeper than 64 levels/);
    assert.deepEqual(body.details, [{ path: '/', key: 'tooDeep', params: { limit: 64 }, message: 'must not nest deeper than 64 levels' }]);
  });

  it('every endpoint that takes JSON refuses a body 5000 levels deep with 400', async () => {
    const bodyTaking = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) =>
          Object.keys((operation as { requestBody?: { content?: object } }).requestBody?.content ?? {}).some((type) =>
            type.includes('json'),
          ),
        )
        .map(([method]) => [method.toUpperCase(), path.replace(/\{[^}]+\}/g, '1')] as const),
    );
    assert.ok(bodyTaking.length >= 10, `the description lists the JSON endpoints (found ${bodyTaking.length})`);
    const answers = await Promise.all(
      bodyTaking.map(async ([method, path]) => {
        const response = await server.api(path, {
          method,
          token: admin,
          headers: { 'content-type': 'application/json' },
          body: deepFormValue(5000),
        });
        return `${method} ${path} ${response.status}`;
      }),
    );
    assert.deepEqual(
      answers.filter((answer) => !answer.endsWith(' 400')),
      [],
    );
  });

  it('a body 40 levels deep passes the limit (it leaves room for real bodies)', async () => {
    const response = await server.api('/api/calculation-v1', {
      method: 'POST',
      token: await server.tokenFor('customer'),
      headers: { 'content-type': 'application/json' },
      body: deepFormValue(40),
    });
    assert.equal(response.status, 400, 'a nested project name is still refused, by the form value check');
    assert.doesNotMatch(((await response.json()) as ApiErrorBody).message, /deeper than/);
  });
});
