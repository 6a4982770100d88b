import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import type { CalculationAnswer, CalculationRequest } from '@lsp/contracts';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const goldenFolder = path.join(root, 'rules/lift-shaft/golden');
const golden = readdirSync(goldenFolder).filter((name) => name.endsWith('.json')).sort()
  .map((name) => ({ name, ...(JSON.parse(readFileSync(path.join(goldenFolder, name), 'utf8')) as { request: CalculationRequest }) }));
/** The customer app's policy: no eval, no inline script. */
const CSP = "default-src 'self'; script-src 'self'; connect-src 'self'";
/** Messages about the quote need the prices, which stay on the server: the browser leaves them to the costs call. */
const PRICED_MESSAGES = new Set(['costs.noMontage', 'costs.priceIncomplete', 'costs.installationNotPossible']);

const page = `<!DOCTYPE html><html><head><meta charset="utf-8"><script type="module" src="/run.js"></script></head><body></body></html>`;
const runner = `import { LiftShaftCalculator } from '/domain.js';
const violations = [];
document.addEventListener('securitypolicyviolation', (e) => violations.push(e.violatedDirective + ' ' + e.blockedURI));
const { published, requests } = await (await fetch('/input.json')).json();
try {
  // As the calculator does (apps/web engine/browser-calculator.ts).
  const calculator = new LiftShaftCalculator(published.ruleSet, published.catalogue, { validateSchema: false });
  const answers = requests.map((r) => calculator.calculate(r.formValues, { changedFields: r.changedFields ?? [] }));
  window.__outcome = { answers: JSON.parse(JSON.stringify(answers)), violations };
} catch (error) {
  window.__outcome = { error: String(error && error.stack || error), violations };
}
`;

/**
 * The calculator's instant answers are the server's (issue 8, item 8): the domain code the app
 * bundles, built by Vite with the app's resolve conditions, evaluates the rule set the API
 * publishes in Chromium under the app's Content-Security-Policy, and answers every golden
 * fixture exactly as `POST /api/calculation-v1` does, but for the priced parts.
 */
describe('The calculator evaluates in the browser exactly as the server', () => {
  let api: TestServer;
  let server: Server;
  let url: string;
  let chromium: TestBrowser;
  let published: unknown;

  before(async () => {
    [api, chromium] = await Promise.all([startTestServer(), launchBrowser()]);
    const token = await api.tokenFor('customer');
    published = await (await api.api('/api/calculation-v1/rule-set', { token })).json();
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      resolve: { conditions: ['source', 'browser', 'module', 'import', 'default'] },
      build: { write: false, minify: true, lib: { entry: path.join(root, 'libs/domain/src/index.ts'), formats: ['es'], fileName: 'domain' } },
    })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
    const chunk = (Array.isArray(output) ? output[0]! : output).output.find((o) => o.type === 'chunk') as Rollup.OutputChunk;
    const files: Record<string, [string, string]> = {
      '/': ['text/html', page],
      '/domain.js': ['text/javascript', chunk.code],
      '/run.js': ['text/javascript', runner],
      '/input.json': ['application/json', JSON.stringify({ published, requests: golden.map((g) => g.request) })],
    };
    server = createServer((req, res) => {
      const file = files[req.url ?? ''];
      if (!file) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': file[0], 'content-security-policy': CSP }).end(file[1]);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  });

  after(async () => {
    await chromium?.close();
    server?.close();
    await api?.close();
  });

  it(`answers the ${golden.length} golden fixtures as POST /api/calculation-v1 does, with no CSP violation`, async () => {
    const context = await chromium.browser.newContext();
    const tab = await context.newPage();
    await tab.goto(url);
    await tab.waitForFunction(() => (window as unknown as { __outcome?: unknown }).__outcome !== undefined, undefined, { timeout: 30_000 });
    const outcome = (await tab.evaluate(() => (window as unknown as { __outcome: unknown }).__outcome)) as { answers?: CalculationAnswer[]; violations: string[]; error?: string };
    await context.close();
    assert.equal(outcome.error, undefined);
    assert.deepEqual(outcome.violations, []);
    const token = await api.tokenFor('customer');
    assert.equal(outcome.answers!.length, golden.length);
    for (const [index, fixture] of golden.entries()) {
      const response = await api.api('/api/calculation-v1', { method: 'POST', token, headers: { 'content-type': 'application/json' }, body: JSON.stringify(fixture.request) });
      assert.equal(response.status, 200, fixture.name);
      const server = (await response.json()) as CalculationAnswer;
      const browser = outcome.answers![index]!;
      assert.equal(browser.costs, null, `${fixture.name}: no prices in the browser`);
      assert.deepEqual(
        { ...browser, costs: server.costs, messages: browser.messages },
        { ...server, messages: browser.messages },
        `${fixture.name}: options, derived figures, ventilation, products with their reasons, form values`,
      );
      assert.deepEqual(browser.messages, server.messages.filter((m) => !PRICED_MESSAGES.has(m.key)), `${fixture.name}: messages`);
      assert.ok(browser.selectedProducts.every((p) => p.because.length > 0), `${fixture.name}: every product explained`);
    }
  });
});
