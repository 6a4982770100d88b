import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { CalculationAnswer, CalculationRequest } from '@lsp/contracts';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { bundleLibrary, RECORD_VIOLATIONS, REPO_ROOT, servePageUnderCsp, type CspPage } from '../support/csp-page.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const goldenFolder = path.join(REPO_ROOT, 'rules/lift-shaft/golden');
const golden = readdirSync(goldenFolder)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({ name, ...(JSON.parse(readFileSync(path.join(goldenFolder, name), 'utf8')) as { request: CalculationRequest }) }));
/** Messages about the quote need the prices, which stay on the server: the browser leaves them to the costs call. */
const PRICED_MESSAGES = new Set(['costs.noMontage', 'costs.priceIncomplete', 'costs.installationNotPossible']);

const runner = `import { LiftShaftCalculator } from '/domain.js';
${RECORD_VIOLATIONS}
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
  let page: CspPage;
  let chromium: TestBrowser;
  let published: unknown;

  before(async () => {
    [api, chromium] = await Promise.all([startTestServer(), launchBrowser()]);
    const token = await api.tokenFor('customer');
    published = await (await api.api('/api/calculation-v1/rule-set', { token })).json();
    page = await servePageUnderCsp({
      '/domain.js': ['text/javascript', await bundleLibrary('libs/domain/src/index.ts')],
      '/run.js': ['text/javascript', runner],
      '/input.json': ['application/json', JSON.stringify({ published, requests: golden.map((g) => g.request) })],
    });
  });

  after(async () => {
    await chromium?.close();
    page?.close();
    await api?.close();
  });

  it(`answers the ${golden.length} golden fixtures as POST /api/calculation-v1 does, with no CSP violation`, async () => {
    const outcome = await page.outcome<{ answers?: CalculationAnswer[]; violations: string[]; error?: string }>(chromium.browser);
    assert.equal(outcome.error, undefined);
    assert.deepEqual(outcome.violations, []);
    const token = await api.tokenFor('customer');
    assert.equal(outcome.answers!.length, golden.length);
    for (const [index, fixture] of golden.entries()) {
      const response = await api.api('/api/calculation-v1', {
        method: 'POST',
        token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fixture.request),
      });
      assert.equal(response.status, 200, fixture.name);
      // The snapshot the server computed with is its own (docs/api.md#which-catalogue-an-answer-used), not the browser's.
      const { catalogueChecksum: _snapshot, ...server } = (await response.json()) as CalculationAnswer;
      const browser = outcome.answers![index];
      assert.equal(browser.costs, null, `${fixture.name}: no prices in the browser`);
      assert.deepEqual(
        { ...browser, costs: server.costs, messages: browser.messages },
        { ...server, messages: browser.messages },
        `${fixture.name}: options, derived figures, ventilation, products with their reasons, form values`,
      );
      assert.deepEqual(
        browser.messages,
        server.messages.filter((m) => !PRICED_MESSAGES.has(m.key)),
        `${fixture.name}: messages`,
      );
      assert.ok(
        browser.selectedProducts.every((p) => p.because.length > 0),
        `${fixture.name}: every product explained`,
      );
    }
  });
});
