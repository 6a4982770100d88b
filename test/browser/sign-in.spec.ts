import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signIn, productInBrowser } from '../support/browser.js';

describe('Sign-in through the embedded identity provider, in the browser', () => {
  const suite = productInBrowser();
  const asNewVisitor = suite.visit;

  it('sends a visitor to the login form and back to the requested page, with the customer in the header', () =>
    asNewVisitor('customer', async (page) => {
      await page.goto('/calculation/new/configuration');
      await signIn(page, 'customer');
      await page.waitForURL(`${suite.server.url}/calculation/new/configuration`);
      await page.getByTestId('user-name').filter({ hasText: 'Max Mustermann' }).waitFor();
      const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
      assert.equal(await navigation.getByRole('link', { name: 'Kalkulator' }).getAttribute('aria-current'), 'page');
      await navigation.getByRole('link', { name: 'Simulator' }).click();
      await page.waitForURL(`${suite.server.url}/simulator`);
      await page.getByRole('heading', { name: 'Simulator' }).waitFor();
    }));

  it('a wrong password, a reload and the Back button never show a raw error or ask to send the form again', () =>
    asNewVisitor('back-and-reload', async (page) => {
      await page.goto('/');
      await page.waitForURL(/\/oidc\/interaction\//);
      const form = page.url();
      await page.locator('#username').pressSequentially('customer');
      await page.locator('#password').pressSequentially('falsch');
      await page.locator('button[type="submit"]').click();
      await page.getByRole('alert').getByText('Benutzername oder Passwort ist falsch', { exact: false }).waitFor();
      assert.match(page.url(), /failed=1/, 'the refusal is a page of its own (post/redirect/get)');
      await page.reload();
      await page.getByRole('alert').getByText('Benutzername oder Passwort ist falsch', { exact: false }).waitFor();
      assert.equal(await page.locator('#username').inputValue(), 'customer', 'the username stays');
      const returns: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && /[?&]code=/.test(frame.url())) returns.push(frame.url());
      });
      await page.locator('#password').pressSequentially('demo');
      await page.locator('button[type="submit"]').click();
      await page.getByTestId('user-name').waitFor();
      // Back to the refused form: that sign-in has ended, and the page leads back instead of asking to resend it.
      await page.goBack();
      await page.getByRole('heading', { name: 'Diese Anmeldung ist schon abgeschlossen oder abgelaufen' }).waitFor();
      // The return from the sign-in opened again (a reload there): its state is used up, and the user is signed in.
      assert.ok(returns.length >= 1, 'the browser came back with a code');
      await page.goto(returns[0]);
      await page.getByTestId('user-name').waitFor();
      assert.equal(await page.getByText('No matching state').count(), 0);
      // The old sign-in form, opened or sent again: a page that leads back, not JSON.
      await page.goto(form);
      await page.getByRole('heading', { name: 'Diese Anmeldung ist schon abgeschlossen oder abgelaufen' }).waitFor();
      const resent = await page.request.post(`${form}/login`, { form: { username: 'customer', password: 'demo' }, maxRedirects: 0 });
      assert.equal(resent.status(), 410);
      assert.match(await resent.text(), /Zum Planer/);
      await page.getByRole('link', { name: 'Zum Planer / To the planner' }).click();
      await page.getByTestId('user-name').waitFor();
    }));

  it('logs out to the login form', () =>
    asNewVisitor('logout', async (page) => {
      await page.goto('/');
      await signIn(page, 'colleague');
      await page.getByTestId('user-name').waitFor();
      await page.getByRole('button', { name: 'Benutzermenü' }).click();
      await page.getByRole('menuitem', { name: 'Abmelden' }).click();
      await page.waitForURL(/\/oidc\/interaction\//);
      await page.locator('#username').waitFor();
    }));

  it('tells a user without a group that the account is not activated, with no planner links', () =>
    asNewVisitor('inactive', async (page) => {
      await page.goto('/');
      await signIn(page, 'inactive');
      await page.getByTestId('not-activated').getByText('Ihr Konto ist noch nicht freigeschaltet', { exact: false }).waitFor();
      assert.equal(await page.getByRole('link', { name: 'Kalkulator' }).count(), 0);
      await page.getByRole('button', { name: 'Benutzermenü' }).waitFor();
    }));

  it('opens the legal notice without sign-in', () =>
    asNewVisitor('imprint', async (page) => {
      await page.goto('/imprint');
      await page.getByRole('heading', { name: 'Impressum', level: 1 }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/imprint');
      assert.equal(await page.getByTestId('user-name').count(), 0);
    }));

  it('signs an admin into the backoffice dashboard', () =>
    asNewVisitor('admin', async (page) => {
      await page.goto('/admin/');
      await signIn(page, 'admin');
      await page.waitForURL(`${suite.server.url}/admin/`);
      await page.getByTestId('signed-in-as').filter({ hasText: 'Anna Admin' }).waitFor();
    }));

  it('shows a customer in the backoffice the admins-only message and no data', () =>
    asNewVisitor('admin-customer', async (page) => {
      await page.goto('/admin/');
      await signIn(page, 'customer');
      await page.getByTestId('admins-only').getByText('Nur für Administratoren').waitFor();
      assert.equal(await page.getByTestId('signed-in-as').count(), 0);
    }));
});
