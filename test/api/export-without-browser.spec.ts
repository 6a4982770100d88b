import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ApiErrorBody, Health } from '@lsp/contracts';
import { newProject, projectsAs } from '../support/projects.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/**
 * The product on a machine without a browser (issue 24, item 1): everything but the PDF works,
 * the PDF answers 503 saying what to install, and health says the PDF engine is missing. Never a 500.
 */
describe('No Chromium on the machine', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ CHROMIUM_PATH: '/nonexistent/chromium' });
  });
  after(() => server?.close());

  it('health reports the PDF engine unavailable, and what to do, with 200', async () => {
    const response = await server.api('/api/health');
    assert.equal(response.status, 200, 'the instance serves everything else');
    const health = (await response.json()) as Health;
    assert.equal(health.status, 'degraded');
    assert.equal(health.pdf.state, 'unavailable');
    assert.match(
      health.pdf.problem ?? '',
      /No Chromium at \/nonexistent\/chromium: install Debian's chromium \(apt-get install chromium\) or set CHROMIUM_PATH/,
    );
  });

  it('the PDF download answers 503 naming what to install; the Excel download still works', async () => {
    const token = await server.tokenFor('customer');
    const project = await projectsAs(server, token).created(newProject({ projectName: 'Ohne Browser' }));
    const pdf = await server.api(`/api/project/export/${project.id}?format=pdf&lang=de&currency=EUR`, { token });
    assert.equal(pdf.status, 503);
    assert.equal(pdf.headers.get('retry-after'), '5');
    const body = (await pdf.json()) as ApiErrorBody;
    assert.equal(body.message, 'error.pdf.unavailable');
    assert.match(body.details?.[0]?.message ?? '', /Chromium at \/nonexistent\/chromium does not start .*apt-get install chromium/);
    const xlsx = await server.api(`/api/project/export/${project.id}?format=xlsx&lang=de&currency=EUR`, { token });
    assert.equal(xlsx.status, 200);
    assert.equal((await xlsx.arrayBuffer()).byteLength > 1000, true);
  });
});
