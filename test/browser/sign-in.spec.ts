import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
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
