import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { compileRuleSet } from '@lsp/rule-engine';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { bundleLibrary, RECORD_VIOLATIONS, REPO_ROOT, servePageUnderCsp, type CspPage } from '../support/csp-page.js';

const fixturePath = path.join(REPO_ROOT, 'rules/examples/representative.rule-set.json');

const runner = `import { compileRuleSet } from '/engine.js';
${RECORD_VIOLATIONS}
const definition = await (await fetch('/rule-set.json')).json();
try {
  // The schema was checked when the rule set was saved; ajv's validator needs eval, and so does the
  // engine's code generator (server only): the app passes false for both, as here.
  const ruleSet = compileRuleSet(definition, { validateSchema: false });
  const results = definition.tests.map((test) => ruleSet.evaluate(test.inputs));
  // Without explanations the engine takes its fast path (the one the app runs on every keystroke).
  const quiet = definition.tests.map((test) => ruleSet.evaluate(test.inputs, { explain: false }));
  window.__outcome = { results: JSON.parse(JSON.stringify(results)), quiet: JSON.parse(JSON.stringify(quiet)), report: ruleSet.runTests(), violations };
} catch (error) {
  window.__outcome = { error: String(error && error.stack || error), violations };
}
`;

/**
 * The engine runs unchanged in the browser: the very sources the customer app bundles, built by
 * Vite with the app's resolve conditions, evaluate the representative rule set in Chromium under
 * the app's strict Content-Security-Policy and answer exactly what Node answers.
 */
describe('The rule engine in the browser build', () => {
  let page: CspPage;
  let chromium: TestBrowser;

  before(async () => {
    page = await servePageUnderCsp({
      '/engine.js': ['text/javascript', await bundleLibrary('libs/rule-engine/src/index.ts')],
      '/run.js': ['text/javascript', runner],
      '/rule-set.json': ['application/json', readFileSync(fixturePath, 'utf8')],
    });
    chromium = await launchBrowser();
  });

  after(async () => {
    await chromium?.close();
    page?.close();
  });

  it('evaluates every case of the representative rule set exactly as Node does, with and without explanations, with no CSP violation', async () => {
    const outcome = await page.outcome<{
      results?: unknown[];
      quiet?: unknown[];
      report?: { passed: number; failed: number };
      violations: string[];
      error?: string;
    }>(chromium.browser, 15_000);
    assert.equal(outcome.error, undefined);
    assert.deepEqual(outcome.violations, []);
    const definition = JSON.parse(readFileSync(fixturePath, 'utf8')) as { tests: { inputs: Record<string, unknown> }[] };
    const inNode = compileRuleSet(definition);
    const expected = JSON.parse(JSON.stringify(definition.tests.map((test) => inNode.evaluate(test.inputs))));
    assert.ok(expected.length > 0);
    assert.deepEqual(outcome.results, expected);
    assert.deepEqual(
      outcome.quiet,
      JSON.parse(JSON.stringify(definition.tests.map((test) => inNode.evaluate(test.inputs, { explain: false })))),
    );
    assert.equal(outcome.report!.failed, 0);
    assert.ok(outcome.report!.passed > 0);
  });
});
