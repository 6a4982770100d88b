import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { compileRuleSet } from '@lsp/rule-engine';
import { launchBrowser, type TestBrowser } from '../support/browser.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixturePath = path.join(root, 'rules/examples/representative.rule-set.json');
/** The customer app's policy: no eval, no inline script. */
const CSP = "default-src 'self'; script-src 'self'; connect-src 'self'";

const page = `<!DOCTYPE html><html><head><meta charset="utf-8"><script type="module" src="/run.js"></script></head><body></body></html>`;
const runner = `import { compileRuleSet } from '/engine.js';
const violations = [];
document.addEventListener('securitypolicyviolation', (e) => violations.push(e.violatedDirective + ' ' + e.blockedURI));
const definition = await (await fetch('/rule-set.json')).json();
try {
  // The schema was checked when the rule set was saved; ajv's validator needs eval, the engine does not.
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
  let server: Server;
  let url: string;
  let chromium: TestBrowser;

  before(async () => {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      resolve: { conditions: ['source', 'browser', 'module', 'import', 'default'] },
      build: { write: false, minify: true, lib: { entry: path.join(root, 'libs/rule-engine/src/index.ts'), formats: ['es'], fileName: 'engine' } },
    })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
    const chunk = (Array.isArray(output) ? output[0]! : output).output.find((o) => o.type === 'chunk') as Rollup.OutputChunk;
    const files: Record<string, [string, string]> = {
      '/': ['text/html', page],
      '/engine.js': ['text/javascript', chunk.code],
      '/run.js': ['text/javascript', runner],
      '/rule-set.json': ['application/json', readFileSync(fixturePath, 'utf8')],
    };
    server = createServer((req, res) => {
      const file = files[req.url ?? ''];
      if (!file) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': file[0], 'content-security-policy': CSP }).end(file[1]);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
    chromium = await launchBrowser();
  });

  after(async () => {
    await chromium?.close();
    server?.close();
  });

  it('evaluates every case of the representative rule set exactly as Node does, with and without explanations, with no CSP violation', async () => {
    const context = await chromium.browser.newContext();
    const tab = await context.newPage();
    await tab.goto(url);
    await tab.waitForFunction(() => (window as unknown as { __outcome?: unknown }).__outcome !== undefined, undefined, { timeout: 15_000 });
    const outcome = (await tab.evaluate(() => (window as unknown as { __outcome: unknown }).__outcome)) as {
      results?: unknown[]; quiet?: unknown[]; report?: { passed: number; failed: number }; violations: string[]; error?: string;
    };
    await context.close();
    assert.equal(outcome.error, undefined);
    assert.deepEqual(outcome.violations, []);
    const definition = JSON.parse(readFileSync(fixturePath, 'utf8')) as { tests: { inputs: Record<string, unknown> }[] };
    const inNode = compileRuleSet(definition);
    const expected = JSON.parse(JSON.stringify(definition.tests.map((test) => inNode.evaluate(test.inputs))));
    assert.ok(expected.length > 0);
    assert.deepEqual(outcome.results, expected);
    assert.deepEqual(outcome.quiet, JSON.parse(JSON.stringify(definition.tests.map((test) => inNode.evaluate(test.inputs, { explain: false })))));
    assert.equal(outcome.report!.failed, 0);
    assert.ok(outcome.report!.passed > 0);
  });
});
