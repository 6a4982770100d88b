import assert from 'node:assert/strict';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium as playwright, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, asNewVisitor as visit, launchBrowser, signIn, type TestBrowser } from '../support/browser.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** The customer app as an installed app with its shell on the device (docs/customer-app.md#offline). */
describe('The customer app installs and opens its shell without a connection', () => {
  let server: TestServer;
  let chromium: TestBrowser;
  let webRoot: string;
  const withWorker = (name: string, steps: (page: Page, context: BrowserContext) => Promise<void>) =>
    visit(chromium.browser, server.url, name, steps, { serviceWorkers: 'allow' });
  const projectsHeading = (page: Page) => page.getByRole('heading', { name: 'Projekte', level: 1 });

  before(async () => {
    // A copy of the app's build, which the last test deploys anew.
    webRoot = mkdtempSync(path.join(tmpdir(), 'lsp-web-'));
    cpSync(fileURLToPath(new URL('../../../apps/web/dist/', import.meta.url)), webRoot, { recursive: true });
    [server, chromium] = await Promise.all([startTestServer({}, { webRoot }), launchBrowser()]);
  });

  after(async () => {
    await chromium?.close();
    await server?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  /** Waits until the service worker is active and controls the page, which it does from the next load on. */
  async function controlled(page: Page): Promise<void> {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }

  it('is installable as Chromium judges it: a manifest with name, icons and standalone display, and a service worker', async () => {
    // Chromium calls no page of a throwaway (incognito) context installable: this one has a profile.
    const profile = mkdtempSync(path.join(tmpdir(), 'lsp-installable-'));
    const context = await playwright.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL: server.url,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await signIn(page, 'customer');
      await projectsHeading(page).waitFor();
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      assert.deepEqual(installabilityErrors, []);
      const { errors, data } = await cdp.send('Page.getAppManifest');
      assert.deepEqual(errors, []);
      const manifest = JSON.parse(data ?? '{}') as {
        name: string;
        short_name: string;
        display: string;
        start_url: string;
        icons: { src: string; sizes: string; purpose?: string }[];
      };
      assert.equal(manifest.name, 'Aufzugsschacht-Lüftungsplaner');
      assert.equal(manifest.display, 'standalone');
      // Every icon loads and has the size the manifest gives it.
      for (const icon of manifest.icons) {
        const size = await page.evaluate(async (src) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          return `${image.naturalWidth}x${image.naturalHeight}`;
        }, icon.src);
        assert.equal(size, icon.sizes, icon.src);
      }
      assert.ok(
        manifest.icons.some((icon) => icon.purpose === 'maskable'),
        'a maskable icon for Android home screens',
      );
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('opens its shell offline after one visit, says what needs the server, and goes on once the connection is back', () =>
    withWorker('offline-shell', async (page, context) => {
      await page.goto('/');
      await signIn(page, 'customer');
      await projectsHeading(page).waitFor();
      await controlled(page);

      await context.setOffline(true);
      await page.reload();
      // The app's own page, not the browser's "no internet" page: from the device's copies (docs/offline.md).
      await projectsHeading(page).waitFor();
      await page.getByTestId('projects-offline').waitFor();
      assert.equal(await page.title(), 'Aufzugsschacht-Lüftungsplaner');

      // With nothing kept on the device the app says the server cannot be reached, with a retry.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const deleting = indexedDB.deleteDatabase('lsp-device');
            deleting.onsuccess = deleting.onerror = deleting.onblocked = () => resolve();
          }),
      );
      await page.reload();
      await page.getByText('Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung.').waitFor();

      await context.setOffline(false);
      await page.getByRole('button', { name: 'Erneut versuchen' }).click();
      await projectsHeading(page).waitFor();
      await page.getByTestId('projects-offline').waitFor({ state: 'detached' });
    }));

  it('offers a new deployment with "Neu laden" and takes it only when asked', () =>
    withWorker('new-version', async (page) => {
      await page.goto('/');
      await signIn(page, 'customer');
      await projectsHeading(page).waitFor();
      await controlled(page);
      const notice = page.getByText('Neue Version verfügbar – neu laden, um sie zu verwenden.');
      assert.equal(await notice.count(), 0, 'nothing new yet');

      // The next deployment: a service worker that differs from the running one.
      appendFileSync(path.join(webRoot, 'sw.js'), '\n// the next deployment\n');
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
      await notice.waitFor();
      // Until the person agrees the page stays as it is, served by the worker that loaded it.
      assert.equal(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting !== null)), true);

      // It takes the new version by loading the page anew.
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Neu laden' }).click()]);
      await projectsHeading(page).waitFor();
      assert.equal(
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting === null && r.active !== null)),
        true,
      );
      assert.equal(await notice.count(), 0, 'the new version runs; nothing is offered any more');
    }));
});
