import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import type { Browser } from 'playwright-core';

/** The repository root, from test/dist/support. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The customer app's policy: no eval, no inline script. */
export const APP_CSP = "default-src 'self'; script-src 'self'; connect-src 'self'";

/**
 * One of the shared libraries as the customer app bundles it: its TypeScript sources built by Vite
 * with the app's resolve conditions, minified, as one ES module.
 */
export async function bundleLibrary(entry: string): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: ['source', 'browser', 'module', 'import', 'default'] },
    build: { write: false, minify: true, lib: { entry: path.join(REPO_ROOT, entry), formats: ['es'], fileName: 'bundle' } },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
  return ((Array.isArray(output) ? output[0] : output).output.find((o) => o.type === 'chunk') as Rollup.OutputChunk).code;
}

export interface CspPage {
  url: string;
  /** Opens the page, waits for its script to set `window.__outcome`, and answers that. */
  outcome<T>(browser: Browser, timeoutMs?: number): Promise<T>;
  close(): void;
}

/**
 * Serves `files` (path → [media type, body]) under the app's CSP. `run.js` is the page's module
 * script; it reports through `window.__outcome`, and the page records CSP violations.
 */
export async function servePageUnderCsp(files: Record<string, [string, string]>): Promise<CspPage> {
  const page = '<!DOCTYPE html><html><head><meta charset="utf-8"><script type="module" src="/run.js"></script></head><body></body></html>';
  const all: Record<string, [string, string]> = { '/': ['text/html', page], ...files };
  const server = createServer((req, res) => {
    const file = all[req.url ?? ''];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[0], 'content-security-policy': APP_CSP }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  return {
    url,
    async outcome<T>(browser: Browser, timeoutMs = 30_000): Promise<T> {
      const context = await browser.newContext();
      try {
        const tab = await context.newPage();
        await tab.goto(url);
        await tab.waitForFunction(() => (window as unknown as { __outcome?: unknown }).__outcome !== undefined, undefined, {
          timeout: timeoutMs,
        });
        return (await tab.evaluate(() => (window as unknown as { __outcome: unknown }).__outcome)) as T;
      } finally {
        await context.close();
      }
    },
    close: () => server.close(),
  };
}

/** Collects CSP violations in the page, for a runner script to report with its outcome. */
export const RECORD_VIOLATIONS = `const violations = [];
document.addEventListener('securitypolicyviolation', (e) => violations.push(e.violatedDirective + ' ' + e.blockedURI));`;
