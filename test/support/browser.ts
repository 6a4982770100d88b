import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server.js';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The machine's Chromium (Debian's package); never a browser downloaded by a tool. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface TestBrowser {
  readonly browser: Browser;
  close(): Promise<void>;
}

/**
 * Headless Chromium with its own throw-away home folder. `extraArgs` e.g.
 * `--host-resolver-rules=MAP planer.example 127.0.0.1` serves the app under other host names.
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<TestBrowser> {
  const home = mkdtempSync(path.join(tmpdir(), 'lsp-chromium-'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    env: { ...process.env, HOME: home },
  });
  return {
    browser,
    async close() {
      await browser.close();
      rmSync(home, { recursive: true, force: true });
    },
  };
}

export interface VisitorOptions extends BrowserContextOptions {
  /** Runs before the first page opens, e.g. to seed local storage with `context.addInitScript`. */
  prepare?(context: BrowserContext): Promise<void>;
  /** Page errors that are expected (matched against the message); any other fails the test. */
  allowPageErrors?: RegExp;
}

/**
 * Runs `steps` in a fresh browser context (no cookies, no storage) against `baseURL`, fails on
 * any uncaught page error, and leaves a full-page screenshot in the temp folder when it fails.
 */
export async function asNewVisitor(
  browser: Browser,
  baseURL: string,
  name: string,
  steps: (page: Page, context: BrowserContext) => Promise<void>,
  { prepare, allowPageErrors, ...options }: VisitorOptions = {},
): Promise<void> {
  // The app's service worker (docs/customer-app.md#offline) is blocked unless a test asks for it:
  // requests it answered would pass by the tests' own routes of the network.
  const context = await browser.newContext({
    baseURL,
    locale: 'de-DE',
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
    ...options,
  });
  // A wait gives up after 30 s (docs/testing.md#waiting-in-tests): a file's first page, cold, took over 15 s
  // while four files shared two cores.
  context.setDefaultTimeout(30_000);
  await prepare?.(context);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => {
    if (!allowPageErrors?.test(error.message)) pageErrors.push(error.message);
  });
  try {
    await steps(page, context);
    assert.deepEqual(pageErrors, [], 'no uncaught errors in the page');
  } catch (error) {
    const file = path.join(tmpdir(), `lsp-browser-${name.replace(/[^\w-]+/g, '-')}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.error(`[${name}] failed at ${page.url()}; screenshot: ${file}`);
    throw error;
  } finally {
    await context.close();
  }
}

/**
 * Waits until no CSS transition or animation runs that will end (a spinner's endless turn does not
 * count): a dialog's fade-in or a button turning enabled would fail axe's contrast check, or blur
 * a screenshot, half-way.
 */
export async function animationsEnded(page: Page): Promise<void> {
  // Two frames: a transition that the last render started is running by then.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Clicks an option of the open select menu once the menu has grown to its place (a click while it
 * still moved went between the options on a busy machine, and left the menu open over the next
 * field), and waits until the menu has closed.
 */
export async function pickOption(page: Page, option: { name: string | RegExp; exact?: boolean }): Promise<void> {
  const menu = page.getByRole('listbox');
  await menu.waitFor();
  await animationsEnded(page);
  await menu.getByRole('option', option).click();
  await menu.waitFor({ state: 'detached' });
}

/**
 * Answers the backoffice's question before a product is saved or deleted with `label` ("Speichern",
 * "Save", "Löschen"). The button waits for the catalogue gate's impact analysis (the golden fixtures
 * and hundreds of random inputs over both catalogues, docs/rules.md#catalogue-changes): seconds
 * when four spec files share two cores, so it is given longer than a click's usual 30 s.
 */
export async function confirmCatalogueChange(page: Page, label: string, { double = false } = {}): Promise<void> {
  const button = page.getByRole('dialog').getByRole('button', { name: label });
  await button.and(page.locator(':enabled')).waitFor({ timeout: 90_000 });
  await (double ? button.dblclick() : button.click());
}

/** Fills the embedded identity provider's login form (password `demo` for every demo user). */
export async function signIn(page: Page, username: string): Promise<void> {
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill('demo');
  await page.locator('button[type="submit"]').click();
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; any: { message: string }[] }[];
}

/**
 * Runs axe-core on the page as it is now and fails on serious or critical violations (WCAG 2.1
 * A and AA rules), listing each with the elements it found. Injected through the DevTools
 * protocol, so the page's strict CSP stays as it is.
 */
export async function assertAccessible(page: Page, what: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, any }) => ({ target, why: any.map((check) => check.message).join('; ') })),
    }));
  });
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  assert.deepEqual(
    serious.map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => `${node.target.join(' ')} (${(node as { why?: string }).why ?? ''})`).join(', ')}`,
    ),
    [],
    `accessibility of ${what}`,
  );
}

export interface ProductInBrowser {
  readonly server: TestServer;
  readonly chromium: TestBrowser;
  /** `asNewVisitor` against this product. */
  visit(name: string, steps: (page: Page, context: BrowserContext) => Promise<void>, options?: VisitorOptions): Promise<void>;
}

/**
 * The whole product and a Chromium for the tests of one `describe`: started before them, closed
 * after. `env` configures the product, `browserArgs` the browser, `server` how the product starts
 * (`warmPdf` where the tests download quotes).
 */
export function productInBrowser(
  env: Record<string, string> = {},
  browserArgs: string[] = [],
  server: TestServerOptions = {},
): ProductInBrowser {
  let product: TestServer | undefined;
  let browser: TestBrowser | undefined;
  before(async () => {
    const [started, launched] = await Promise.allSettled([startTestServer(env, server), launchBrowser(browserArgs)]);
    if (started.status === 'fulfilled') product = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    // One of them failed: the other is closed by `after`, and the file ends instead of waiting on it.
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });
  after(async () => {
    await browser?.close();
    await product?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('the product is not started yet: use it inside a test or a before hook');
    return value;
  };
  return {
    get server() {
      return started(product);
    },
    get chromium() {
      return started(browser);
    },
    visit: (name, steps, options) => asNewVisitor(started(browser).browser, started(product).url, name, steps, options),
  };
}
