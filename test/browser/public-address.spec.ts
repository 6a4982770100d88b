import assert from 'node:assert/strict';
import { networkInterfaces } from 'node:os';
import { describe, it } from 'node:test';
import { signIn, productInBrowser } from '../support/browser.js';

/**
 * The planner opened under another address than its public one (issue 30, item 3): another name of
 * the same machine leads to the public address and signs in; a name the product is not set up for
 * says which address to use, never "Failed to fetch".
 */
describe('Opening the planner under another address', () => {
  // planner.lan resolves to this machine in the browser only, as a colleague's LAN name would.
  const suite = productInBrowser({}, ['--host-resolver-rules=MAP planner.lan 127.0.0.1']);

  it('at 127.0.0.1 it goes to the public address and signs in', () =>
    suite.visit('via-127', async (page) => {
      const port = new URL(suite.server.url).port;
      await page.goto(`http://127.0.0.1:${port}/calculation/new/basic-input`);
      await signIn(page, 'customer');
      await page.getByRole('textbox', { name: 'Projektname', exact: true }).waitFor();
      assert.equal(new URL(page.url()).host, `localhost:${port}`);
      assert.equal(await page.getByText('Failed to fetch').count(), 0);
    }));

  const hasIpv6Loopback = Object.values(networkInterfaces())
    .flat()
    .some((address) => address?.address === '::1');
  it(
    'at [::1], the IPv6 loopback, it goes to the public address too',
    { skip: hasIpv6Loopback ? false : 'this machine has no IPv6 loopback' },
    () =>
      suite.visit('via-ipv6', async (page) => {
        const port = new URL(suite.server.url).port;
        await page.goto(`http://[::1]:${port}/admin/`);
        await signIn(page, 'admin');
        await page.getByTestId('signed-in-as').waitFor();
        assert.equal(page.url(), `http://localhost:${port}/admin/`);
      }),
  );

  it('under a name it is not set up for, it says which address to use', () =>
    suite.visit('via-lan-name', async (page) => {
      const port = new URL(suite.server.url).port;
      const response = await page.goto(`http://planner.lan:${port}/`);
      assert.equal(response?.status(), 421);
      const heading = page.getByRole('heading', { level: 1 });
      assert.equal(await heading.innerText(), `Bitte öffnen Sie den Planer unter http://localhost:${port}`);
      assert.match(await page.locator('main').innerText(), new RegExp(`PUBLIC_URL=http://planner.lan:${port}`));
      await page
        .getByRole('link', { name: `http://localhost:${port}` })
        .first()
        .click();
      await signIn(page, 'customer');
      await page
        .getByRole('heading', { name: /Projekte|Projektübersicht/ })
        .first()
        .waitFor();
      // A deep link stays one: the page names the same page at the right address.
      assert.equal((await page.goto(`http://planner.lan:${port}/calculation/new/basic-input`))?.status(), 421);
      await page
        .getByRole('link', { name: `http://localhost:${port}` })
        .first()
        .click();
      await page.getByRole('textbox', { name: 'Projektname', exact: true }).waitFor();
      assert.equal(page.url(), `http://localhost:${port}/calculation/new/basic-input`);
    }));
});
