// Keystroke to options (issue 8, item 12): the median time from a key typed into a shaft dimension
// to the calculator showing the options the rules answer for it, measured in headless Chromium with
// the app's own performance marks (apps/web/src/features/calculation/engine/browser-calculator.ts).
// Starts the built product on the embedded database, signs in as the demo customer and types.

const MEASURE = 'calculator:keystroke-to-options';
const EVALUATION = 'calculator:keystroke-to-answer';

export async function benchKeystroke({ line, median, quick }) {
  const { startTestServer } = await import(new URL('../../test/dist/support/test-server.js', import.meta.url));
  const { launchBrowser, signIn } = await import(new URL('../../test/dist/support/browser.js', import.meta.url));
  const server = await startTestServer();
  const chromium = await launchBrowser();
  try {
    const context = await chromium.browser.newContext({ baseURL: server.url, locale: 'de-DE', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/calculation/new/basic-input');
    await signIn(page, 'customer');
    const field = (name) => page.getByRole('textbox', { name, exact: true });
    await field('Projektname').fill('Bench');
    await field('Schachthöhe (inkl. Kopf und Grube)').fill('18.000');
    await field('Schachttiefe').fill('2.600');
    const width = field('Schachtbreite');
    await width.fill('1.600');
    await page.getByTestId('total-lift-area').filter({ hasText: '104.000 mm²' }).waitFor();
    await page.evaluate(() => performance.clearMeasures());
    const widths = quick ? ['1.650', '2.000'] : ['1.650', '2.000', '2.350', '1.800', '3.100', '2.750', '4.000', '1.700', '2.200', '5.500'];
    for (const text of widths) {
      await width.fill('');
      // One key at a time, each given the time a person leaves between keys.
      await width.pressSequentially(text, { delay: 60 });
    }
    await page.getByTestId('total-lift-area').filter({ hasText: 'mm²' }).waitFor();
    const [toOptions, toAnswer] = await page.evaluate(
      ([a, b]) => [a, b].map((name) => performance.getEntriesByName(name, 'measure').map((m) => m.duration)),
      [MEASURE, EVALUATION],
    );
    const p95 = (values) => [...values].sort((x, y) => x - y)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];
    line('keystrokes measured (shaft width, basic input)', String(toOptions.length));
    line('keystroke to answer of the rules (median / p95)', `${median(toAnswer).toFixed(1)} ms / ${p95(toAnswer).toFixed(1)} ms`);
    line('keystroke to options on screen (median / p95)', `${median(toOptions).toFixed(1)} ms / ${p95(toOptions).toFixed(1)} ms`, {
      text: 'median <= 16 ms',
      ok: median(toOptions) <= 16,
    });
    await context.close();
  } finally {
    await chromium.close();
    await server.close();
  }
}
