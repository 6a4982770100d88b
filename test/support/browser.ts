import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];

/** The machine's Chromium (Debian's package); never a browser downloaded by a tool. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface TestBrowser {
  readonly browser: Browser;
  close(): Promise<void>;
}

/** Headless Chromium with its own throw-away home folder. */
export async function launchBrowser(): Promise<TestBrowser> {
  const home = mkdtempSync(path.join(tmpdir(), 'lsp-chromium-'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, env: { ...process.env, HOME: home } });
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
  const context = await browser.newContext({ baseURL, locale: 'de-DE', viewport: { width: 1280, height: 800 }, ...options });
  context.setDefaultTimeout(15_000);
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

/** Fills the embedded identity provider's login form (password `demo` for every demo user). */
export async function signIn(page: Page, username: string): Promise<void> {
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill('demo');
  await page.locator('button[type="submit"]').click();
}
