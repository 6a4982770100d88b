/* global indexedDB -- the store is read in the page, by page.evaluate */
// The planner without a signal (docs/offline.md): what one online visit keeps on the device, and
// the time from a cold start with no connection to a calculator that answers a keystroke, on a
// phone profile with its CPU slowed down four times (Chromium's own throttling, as Lighthouse's
// mobile preset). Starts the built product on the embedded database and signs in as the demo customer.

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const CPU_SLOWDOWN = 4;

/** Bytes of every copy in the device store, as the structured clone the browser keeps, measured as JSON. */
const storedBytes = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('lsp-device');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('copies').objectStore('copies').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            open.result.close();
            resolve(all.result.map((copy) => ({ name: copy.name, bytes: new TextEncoder().encode(JSON.stringify(copy)).length })));
          };
        };
      }),
  );

export async function benchOfflineStart({ line, median, quick }) {
  const { startTestServer } = await import(new URL('../../test/dist/support/test-server.js', import.meta.url));
  const { launchBrowser, signIn } = await import(new URL('../../test/dist/support/browser.js', import.meta.url));
  const server = await startTestServer();
  const chromium = await launchBrowser();
  try {
    const context = await chromium.browser.newContext({ baseURL: server.url, locale: 'de-DE', serviceWorkers: 'allow', ...PHONE });
    const page = await context.newPage();
    await page.goto('/');
    await signIn(page, 'customer');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The worker controls pages from the next load on.
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // One online visit keeps what a calculation needs; wait until the prices are in.
    let copies = [];
    for (let waited = 0; !copies.some((copy) => copy.name.startsWith('prices:')) && waited < 20_000; waited += 200) {
      await page.waitForTimeout(200);
      copies = await storedBytes(page).catch(() => []);
    }
    const total = copies.reduce((sum, copy) => sum + copy.bytes, 0);
    for (const copy of [...copies].sort((a, b) => b.bytes - a.bytes))
      line(`  stored: ${copy.name}`, `${(copy.bytes / 1024).toFixed(1)} KiB`);
    line('the device store after one visit (JSON of every copy)', `${(total / 1024).toFixed(1)} KiB in ${copies.length} copies`);
    const usage = await page.evaluate(() => navigator.storage.estimate().then((estimate) => estimate.usage ?? 0));
    line('the origin’s storage in all (navigator.storage, shell cache included)', `${(usage / 1024 / 1024).toFixed(1)} MiB`);
    await page.goto('/calculation/new/basic-input');
    await page.getByRole('textbox', { name: 'Schachthöhe (inkl. Kopf und Grube)', exact: true }).waitFor();

    // A cold start: the page loaded anew with no connection (its tokens stay in the tab, as a
    // phone's browser keeps them), so only the worker's shell and the device store can serve it.
    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const times = [];
    for (let run = 0; run < (quick ? 2 : 5); run++) {
      const started = performance.now();
      await page.reload();
      const height = page.getByRole('textbox', { name: 'Schachthöhe (inkl. Kopf und Grube)', exact: true });
      await height.waitFor();
      await height.pressSequentially('1');
      // Interactive: the rules in this page answered the key and the screen shows it (the app's own measure).
      await page.waitForFunction(() => performance.getEntriesByName('calculator:keystroke-to-options', 'measure').length > 0);
      times.push(performance.now() - started);
    }
    line(
      `cold offline start to a calculator answering a key (phone, CPU ${CPU_SLOWDOWN}× slower; median of ${times.length})`,
      `${median(times).toFixed(0)} ms (each: ${times.map((t) => t.toFixed(0)).join(', ')})`,
    );
    await context.close();
  } finally {
    await chromium.close();
    await server.close();
  }
}
