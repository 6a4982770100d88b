import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MikroORM } from '@mikro-orm/core';
import type { Page, Route } from 'playwright-core';
import type { ProjectData } from '@lsp/contracts';
import { SupportService } from '@lsp/api/support/support.service';
import {
  asNewVisitor as visit,
  assertAccessible,
  launchBrowser,
  pickOption,
  signIn,
  type TestBrowser,
  type VisitorOptions,
} from '../support/browser.js';
import { newProject, projectsAs, resave } from '../support/projects.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { next, projectIdOf, savedTab } from './calculator-steps.js';

/** Everything around the calculator (docs/design.md#screens-and-routes): explorer, shell, languages, legal, support. */
describe('Customer app shell in the browser', () => {
  let server: TestServer;
  let chromium: TestBrowser;
  const customerProjects: ProjectData[] = [];
  const colleagueProjects: ProjectData[] = [];
  let submitted: ProjectData;

  const sql = (query: string, params: unknown[] = []) => server.running.app.get(MikroORM).em.fork().getConnection().execute(query, params);
  const asNewVisitor = (name: string, steps: (page: Page) => Promise<void>, options?: VisitorOptions) =>
    visit(chromium.browser, server.url, name, steps, options);
  const rows = (page: Page) => page.locator('tbody tr[data-project-id]');

  before(async () => {
    [server, chromium] = await Promise.all([startTestServer(), launchBrowser()]);
    const customer = projectsAs(server, await server.tokenFor('customer'));
    const colleague = projectsAs(server, await server.tokenFor('colleague'));
    const vienna = projectsAs(server, await server.tokenFor('vienna'));
    for (let n = 1; n <= 22; n++)
      customerProjects.push(
        await customer.created(newProject({ projectName: `Objekt ${String(n).padStart(2, '0')}`, requestType: 'OFFER' })),
      );
    for (const name of ['Kollege Nord', 'Kollege Süd']) colleagueProjects.push(await colleague.created(newProject({ projectName: name })));
    await vienna.created(newProject({ projectName: 'Wiener Projekt' }));
    // One project handed to the provider: customers may no longer delete it.
    const draft = customerProjects[0];
    const response = await customer.save(resave(draft, { state: 'SUBMITTED' }));
    assert.equal(response.status, 200, await response.clone().text());
    submitted = (await response.json()) as ProjectData;
  });

  after(async () => {
    await chromium?.close();
    await server?.close();
  });

  it("lists the company's projects page by page, filters All / Own / Company and searches by project id", () =>
    asNewVisitor('explorer', async (page) => {
      await page.goto('/');
      await signIn(page, 'customer');
      await page.getByRole('heading', { name: 'Projekte', level: 1 }).waitFor();
      await rows(page).first().waitFor();
      assert.equal(await rows(page).count(), 20, 'the first page holds 20 projects');
      assert.equal(await page.getByTestId('no-more-projects').count(), 0);
      await page.getByRole('button', { name: 'Weitere Projekte laden' }).click();
      await rows(page).nth(23).waitFor();
      assert.equal(await rows(page).count(), 24, '22 own and 2 of the colleague; none of another company');
      await page.getByTestId('no-more-projects').filter({ hasText: 'Keine weiteren Projekte.' }).waitFor();
      assert.equal(await page.getByText('Wiener Projekt').count(), 0);
      assert.equal(await page.locator(`tr[data-project-id="${submitted.id}"] [data-state]`).getAttribute('data-state'), 'SUBMITTED');
      assert.equal(await page.locator(`tr[data-project-id="${submitted.id}"] [data-state]`).innerText(), 'Übermittelt');
      await assertAccessible(page, 'the project explorer');

      await page.getByRole('button', { name: 'Eigene' }).click();
      await page.waitForURL(/view=own(&|$)/);
      await page.getByRole('button', { name: 'Weitere Projekte laden' }).click();
      await rows(page).nth(21).waitFor();
      assert.equal(await rows(page).count(), 22);
      assert.equal(await page.getByText('Kollege Nord').count(), 0, "own: only the caller's projects");

      await page.getByRole('button', { name: 'Unternehmen' }).click();
      await page.waitForURL(/view=own_company/);
      const target = colleagueProjects[1];
      await page.getByRole('searchbox', { name: 'Projektnummer suchen' }).fill(target.id);
      await page.waitForURL(new RegExp(`query=${target.id}`));
      await page.locator(`tr[data-project-id="${target.id}"]`).waitFor();
      await page.waitForFunction(() => document.querySelectorAll('tbody tr[data-project-id]').length === 1);
      assert.equal(await rows(page).first().getByText('Kollege Süd').count(), 1);
      assert.equal(await page.getByRole('button', { name: 'Weitere Projekte laden' }).count(), 0);

      await page.getByRole('searchbox', { name: 'Projektnummer suchen' }).fill('C19990101-1');
      await page.getByTestId('no-projects').filter({ hasText: 'Keine Projekte zu „C19990101-1“ gefunden.' }).waitFor();

      // The address keeps view and search: a reload shows the same list.
      await page.reload();
      await page.getByTestId('no-projects').waitFor();
      assert.equal(await page.getByRole('searchbox', { name: 'Projektnummer suchen' }).inputValue(), 'C19990101-1');
      assert.equal(await page.getByRole('button', { name: 'Unternehmen' }).getAttribute('aria-pressed'), 'true');
    }));

  it('deletes after confirmation, refuses to delete a submitted project, and opens projects to edit or as a template', () =>
    asNewVisitor('explorer-actions', async (page) => {
      const customer = projectsAs(server, await server.tokenFor('customer'));
      const victim = customerProjects[5];
      await page.goto(`/?query=${victim.id}`);
      await signIn(page, 'customer');
      const row = page.locator(`tr[data-project-id="${victim.id}"]`);
      await row.waitFor();

      await row.getByRole('button', { name: `Projekt ${victim.id} löschen` }).click();
      const dialog = page.getByRole('dialog', { name: 'Projekt löschen?' });
      await dialog.getByText(`Möchten Sie das Projekt ${victim.id} „Objekt 06“ wirklich löschen?`).waitFor();
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.equal((await customer.get(victim.id)).status, 200, 'cancel keeps the project');

      await row.getByRole('button', { name: `Projekt ${victim.id} löschen` }).click();
      await dialog.getByRole('button', { name: 'Löschen' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: `Projekt ${victim.id} wurde gelöscht.` })
        .waitFor();
      await row.waitFor({ state: 'detached' });
      assert.equal((await customer.get(victim.id)).status, 404, 'the project is gone for the customer');

      await page.goto(`/?query=${submitted.id}`);
      const submittedRow = page.locator(`tr[data-project-id="${submitted.id}"]`);
      assert.equal(await submittedRow.getByRole('button', { name: `Projekt ${submitted.id} löschen` }).isDisabled(), true);

      const template = customerProjects[2];
      await page.goto(`/?query=${template.id}`);
      await page.getByRole('link', { name: `Projekt ${template.id} als Vorlage verwenden` }).click();
      await page.waitForURL(`${server.url}/calculation/${template.id}/as-template`);
      await page.goBack();
      await page.getByRole('link', { name: `Projekt ${template.id} bearbeiten` }).click();
      await page.waitForURL(`${server.url}/calculation/${template.id}/basic-input`);
    }));

  it('works on a tablet without sideways scrolling, and by keyboard alone', () =>
    asNewVisitor(
      'tablet-keyboard',
      async (page) => {
        await page.goto('/');
        await signIn(page, 'customer');
        await rows(page).first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the page fits the tablet's width (overflow ${overflow} px)`);
        await assertAccessible(page, 'the explorer on a tablet');

        // Tab through the header to the search, type, and open a new project with Enter.
        const focused = () =>
          page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
        let steps = 0;
        while (
          !(await page
            .getByRole('searchbox', { name: 'Projektnummer suchen' })
            .evaluate((element) => element === document.activeElement)) &&
          steps++ < 25
        )
          await page.keyboard.press('Tab');
        await page.keyboard.type(customerProjects[4].id);
        await page.locator(`tr[data-project-id="${customerProjects[4].id}"]`).waitFor();
        await page.waitForFunction(() => document.querySelectorAll('tbody tr[data-project-id]').length === 1);
        steps = 0;
        while ((await focused()) !== `Projekt ${customerProjects[4].id} als Vorlage verwenden` && steps++ < 25)
          await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await page.waitForURL(`${server.url}/calculation/${customerProjects[4].id}/as-template`);
      },
      { viewport: { width: 820, height: 1180 }, hasTouch: true },
    ));

  it('tells apart the client error kinds of docs/design.md#client-errors with a clear text each, and recovers on retry', async () => {
    await asNewVisitor('error-kinds', async (page) => {
      const list = '**/api/project-v1?**';
      await page.route(list, (route) => route.abort('failed'));
      await page.goto('/');
      await signIn(page, 'customer');
      const alert = page.getByRole('alert');
      await alert.filter({ hasText: 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung.' }).waitFor();
      const answers: [string, (route: Route) => Promise<void>][] = [
        [
          'Der Server hat die Anfrage abgelehnt (503).',
          (route) =>
            route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'down for maintenance' }),
            }),
        ],
        [
          'Der Server hat eine unlesbare Antwort gesendet.',
          (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '<html>proxy error</html>' }),
        ],
        [
          'Die Antwort des Servers hat ein unerwartetes Format.',
          (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ projects: [] }) }),
        ],
      ];
      for (const [text, answer] of answers) {
        await page.unroute(list);
        await page.route(list, answer);
        await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
        await alert.filter({ hasText: text }).waitFor();
      }
      await page.unroute(list);
      await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
      await rows(page).first().waitFor();
    });
    await asNewVisitor('error-internal', async (page) => {
      // The app's own validator chunk for the list answer does not load: an internal error.
      await page.route('**/assets/ProjectListAnswer-*.js', (route) => route.abort('failed'));
      await page.goto('/');
      await signIn(page, 'customer');
      await page.getByRole('alert').filter({ hasText: 'Ein interner Fehler ist aufgetreten.' }).waitFor();
    });
  });

  it('shows a render error in a layout without header, with its operation code and a reload', () =>
    asNewVisitor(
      'render-error',
      async (page) => {
        await page.goto('/');
        await signIn(page, 'customer');
        await rows(page).first().waitFor();
        // The browser's date formatting breaks; the next render of the list throws.
        await page.evaluate(() => {
          (Intl as { DateTimeFormat: unknown }).DateTimeFormat = function broken() {
            throw new Error('date formatting is broken');
          };
        });
        await page.getByRole('button', { name: 'Eigene' }).click();
        const screen = page.locator('[data-operation-code="BKCC-index-error-boundary"]');
        await screen.getByRole('heading', { name: 'Ein Fehler ist aufgetreten' }).waitFor();
        await screen.getByText('date formatting is broken').waitFor();
        await screen.getByText('Vorgang BKCC-index-error-boundary').waitFor();
        assert.equal(await page.getByRole('navigation', { name: 'Hauptnavigation' }).count(), 0, 'no header');
        assert.equal(await page.getByTestId('user-name').count(), 0);
        await screen.getByRole('button', { name: 'Seite neu laden' }).click();
        await page.getByRole('heading', { name: 'Projekte', level: 1 }).waitFor();
      },
      { allowPageErrors: /date formatting is broken/ },
    ));

  it('shows the not-found page for an unknown address or an invalid project id', () =>
    asNewVisitor('not-found', async (page) => {
      await page.goto('/calculation/X123/basic-input');
      await signIn(page, 'customer');
      await page.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor();
      await page.goto('/null');
      await page.waitForURL(`${server.url}/`);
      await page.goto('/no-such-page');
      await page.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor();
      await page.getByRole('link', { name: 'Zur Projektübersicht' }).click();
      await page.getByRole('heading', { name: 'Projekte', level: 1 }).waitFor();
    }));

  it('uses a project as a template: the calculator opens its values as a new project, and saving keeps the original', () =>
    asNewVisitor('template', async (page) => {
      const customer = projectsAs(server, await server.tokenFor('customer'));
      const template = customerProjects[6];
      await page.goto(`/?query=${template.id}`);
      await signIn(page, 'customer');
      await page.getByRole('link', { name: `Projekt ${template.id} als Vorlage verwenden` }).click();
      await page.waitForURL(`${server.url}/calculation/${template.id}/as-template`);
      const name = page.getByRole('textbox', { name: 'Projektname' });
      await name.waitFor();
      assert.equal(await name.inputValue(), 'Objekt 07');
      await page.getByTestId('project-state').filter({ hasText: 'Neu' }).waitFor();
      await next(page).click({ modifiers: ['Control'] });
      await page.waitForURL(savedTab('configuration'));
      const copyId = projectIdOf(page);
      assert.notEqual(copyId, template.id, 'the template is saved as a new project');
      const copy = (await (await customer.get(copyId)).json()) as ProjectData;
      assert.equal(copy.state, 'DRAFT');
      assert.equal(copy.formValues.find((value) => value.key === 'projectName')?.value, 'Objekt 07');
      const original = (await (await customer.get(template.id)).json()) as ProjectData;
      assert.equal(original.version, template.version, 'the original is untouched');
    }));

  it('skips the delete confirmation with Ctrl only when the configuration enables fast delete', async () => {
    const [first, second] = [customerProjects[8], customerProjects[9]];
    await asNewVisitor('fast-delete-off', async (page) => {
      await page.goto(`/?query=${first.id}`);
      await signIn(page, 'customer');
      await page
        .locator(`tr[data-project-id="${first.id}"]`)
        .getByRole('button', { name: `Projekt ${first.id} löschen` })
        .click({ modifiers: ['Control'] });
      await page.getByRole('dialog', { name: 'Projekt löschen?' }).waitFor();
    });
    await sql('update settings set ctrl_fast_delete = true');
    try {
      await asNewVisitor('fast-delete-on', async (page) => {
        await page.goto(`/?query=${second.id}`);
        await signIn(page, 'customer');
        const row = page.locator(`tr[data-project-id="${second.id}"]`);
        await row.getByRole('button', { name: `Projekt ${second.id} löschen` }).click({ modifiers: ['Control'] });
        await row.waitFor({ state: 'detached' });
        assert.equal(await page.getByRole('dialog').count(), 0, 'no confirmation');
      });
    } finally {
      await sql('update settings set ctrl_fast_delete = false');
    }
  });

  it('switches languages, keeps the choice for 7 days, shows French through English with a notice, and debugLang shows keys', () =>
    asNewVisitor('languages', async (page) => {
      await page.goto('/');
      await signIn(page, 'customer');
      await page.getByRole('heading', { name: 'Projekte', level: 1 }).waitFor();
      const choose = async (current: string, option: string) => {
        await page.getByRole('combobox', { name: current }).click();
        await pickOption(page, { name: option });
      };
      await choose('Sprache', 'English');
      await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor();
      assert.equal(await page.getAttribute('html', 'lang'), 'en');

      await choose('Language', 'Français');
      await page
        .getByTestId('language-fallback-notice')
        .filter({ hasText: 'Français is not fully translated yet. The texts are shown in English.' })
        .waitFor();
      await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor();
      await assertAccessible(page, 'the explorer in the French fallback');

      await choose('Language', 'Polski');
      await page.getByRole('heading', { name: 'Projekty', level: 1 }).waitFor();
      assert.equal(await page.getByTestId('language-fallback-notice').count(), 0);
      const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('lsp.language'))) ?? 'null') as {
        value: string;
        expiresAt: number;
      };
      assert.equal(stored.value, 'pl');
      const days = (stored.expiresAt - Date.now()) / 86_400_000;
      assert.ok(days > 6.99 && days <= 7, `kept for 7 days, got ${days}`);

      await page.reload();
      await page.getByRole('heading', { name: 'Projekty', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Wczytaj więcej projektów' }).waitFor();

      await page.goto('/#debugLang=cimode');
      await page.getByRole('heading', { name: 'projectExplorer.title', level: 1 }).waitFor();
      await page.goto('/#');
      await page.getByRole('heading', { name: 'Projekty', level: 1 }).waitFor();
    }));

  it('renews a stored choice when reading it, and drops expired or unknown values', async () => {
    const stored = (entries: Record<string, { value: string; expiresAt: number }>): VisitorOptions => ({
      async prepare(context) {
        await context.addInitScript((values) => {
          if (sessionStorage.getItem('seeded')) return;
          sessionStorage.setItem('seeded', '1');
          for (const [key, entry] of Object.entries(values)) localStorage.setItem(key, JSON.stringify(entry));
        }, entries);
      },
    });
    const readEntry = async (page: Page, key: string) =>
      JSON.parse((await page.evaluate((name) => localStorage.getItem(name), key)) ?? 'null') as { value: string; expiresAt: number } | null;
    await asNewVisitor(
      'preference-renewed',
      async (page) => {
        await page.goto('/');
        await signIn(page, 'customer');
        await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor();
        const days = ((await readEntry(page, 'lsp.language'))!.expiresAt - Date.now()) / 86_400_000;
        assert.ok(days > 6.99, `reading renewed the expiry to 7 days, got ${days}`);
      },
      stored({ 'lsp.language': { value: 'en', expiresAt: Date.now() + 3_600_000 } }),
    );
    await asNewVisitor(
      'preference-expired',
      async (page) => {
        await page.goto('/');
        await signIn(page, 'customer');
        await page.getByRole('heading', { name: 'Projekte', level: 1 }).waitFor();
        assert.equal(await readEntry(page, 'lsp.language'), null, 'the expired choice is gone');
        assert.equal(await readEntry(page, 'lsp.currency'), null, 'the unknown currency is gone');
      },
      stored({
        'lsp.language': { value: 'en', expiresAt: Date.now() - 1000 },
        'lsp.currency': { value: 'XYZ', expiresAt: Date.now() + 3_600_000 },
      }),
    );
  });

  it('offers the currency selector only when configured, and replaces a currency that is not offered with a notice', async () => {
    const withUsd: VisitorOptions = {
      async prepare(context) {
        await context.addInitScript(() =>
          localStorage.setItem('lsp.currency', JSON.stringify({ value: 'USD', expiresAt: Date.now() + 86_400_000 })),
        );
      },
    };
    await asNewVisitor(
      'currency-off',
      async (page) => {
        await page.goto('/');
        await signIn(page, 'customer');
        await page
          .getByTestId('currency-replaced-notice')
          .filter({ hasText: 'Die Währung USD wird hier nicht angeboten. Preise werden in EUR angezeigt.' })
          .waitFor();
        assert.equal(await page.getByRole('combobox', { name: 'Währung' }).count(), 0, 'no currency select by default');
      },
      withUsd,
    );
    await sql('update settings set currency_selector = true');
    try {
      await asNewVisitor(
        'currency-on',
        async (page) => {
          await page.goto('/');
          await signIn(page, 'customer');
          const select = page.getByRole('combobox', { name: 'Währung' });
          await select.waitFor();
          assert.equal(await select.innerText(), 'USD');
          assert.equal(await page.getByTestId('currency-replaced-notice').count(), 0);
          await select.click();
          assert.deepEqual(await page.getByRole('option').allInnerTexts(), ['EUR', 'CHF', 'GBP', 'USD']);
          await pickOption(page, { name: 'CHF' });
          assert.equal(await select.innerText(), 'CHF');
        },
        withUsd,
      );
    } finally {
      await sql('update settings set currency_selector = false');
    }
  });

  it('opens the terms dialog on its three tabs, and the legal pages need no sign-in and navigate instead', async () => {
    await asNewVisitor('terms', async (page) => {
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await page.goto('/');
      await signIn(page, 'customer');
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('button', { name: 'AGB' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rechtliche Informationen' });
      assert.equal(await dialog.getByRole('tab', { name: 'AGB' }).getAttribute('aria-selected'), 'true');
      await dialog.getByRole('cell', { name: 'International', exact: true }).waitFor();
      assert.equal(await dialog.locator('tbody tr').count(), 3);
      await dialog.getByRole('link', { name: 'Verkaufs- und Lieferbedingungen (EN)' }).waitFor();
      await dialog.getByText('Dieses Dokument liegt auf Englisch vor.').waitFor();
      await assertAccessible(page, 'the terms dialog');
      await dialog.getByRole('tab', { name: 'Impressum' }).click();
      await dialog.getByRole('heading', { name: 'Anbieter' }).waitFor();
      await dialog.getByRole('tab', { name: 'Datenschutzerklärung' }).click();
      assert.equal(await dialog.getByRole('tab', { name: 'Datenschutzerklärung' }).getAttribute('aria-selected'), 'true');
      await dialog.getByRole('button', { name: 'Schließen' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await footer.getByRole('button', { name: 'Impressum' }).click();
      assert.equal(
        await page.getByRole('dialog').getByRole('tab', { name: 'Impressum' }).getAttribute('aria-selected'),
        'true',
        'opens at the tab asked for',
      );
      await page.keyboard.press('Escape');

      await footer.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
      // No consent manager is configured: a dialog says which cookies there are, and nothing is logged as an error.
      await page
        .getByRole('dialog', { name: 'Cookies und Speicher im Browser' })
        .getByText('nichts auszuwählen', { exact: false })
        .waitFor();
      assert.deepEqual(consoleErrors, [], 'no console errors');
    });
    await asNewVisitor('legal-pages', async (page) => {
      await page.goto('/dataprotection');
      await page.getByRole('heading', { name: 'Datenschutzerklärung', level: 1 }).waitFor();
      const footer = page.getByRole('contentinfo');
      assert.equal(
        (await footer.getByRole('button', { name: 'AGB' }).count()) + (await footer.getByRole('link', { name: 'AGB' }).count()),
        0,
        'no terms link on the legal pages',
      );
      await footer.getByRole('link', { name: 'Impressum' }).click();
      await page.waitForURL(`${server.url}/imprint`);
      await page.getByRole('heading', { name: 'Impressum', level: 1 }).waitFor();
      await assertAccessible(page, 'the legal notice page');
    });
  });

  it('gives Austrian users the Austrian contact, and the contact mail names the open project', async () => {
    await asNewVisitor('contact-vienna', async (page) => {
      await page.goto('/');
      await signIn(page, 'vienna');
      await page.getByTestId('user-name').waitFor();
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'Kontakt' }).waitFor();
      assert.equal(await footer.getByRole('link', { name: 'Kontakt' }).getAttribute('href'), 'https://www.dh-lift-ventilation.at/kontakt');
      assert.equal(await footer.getByRole('link', { name: /^E-Mail an/ }).getAttribute('href'), 'mailto:planer@dh-lift-ventilation.at');
    });
    await asNewVisitor('contact-germany', async (page) => {
      const project = customerProjects[3];
      await page.goto(`/calculation/${project.id}/basic-input`);
      await signIn(page, 'customer');
      await page.getByTestId('user-name').waitFor();
      const footer = page.getByRole('contentinfo');
      assert.equal(await footer.getByRole('link', { name: 'Kontakt' }).getAttribute('href'), 'https://www.dh-lift-ventilation.de/kontakt');
      assert.equal(
        await footer.getByRole('link', { name: /^E-Mail an/ }).getAttribute('href'),
        `mailto:planer@dh-lift-ventilation.de?subject=${project.id}`,
      );
    });
  });

  it('offers to report a slow loading step after 5 s and opens a support ticket with its operation code', () =>
    asNewVisitor('slow-settings', async (page) => {
      // The settings call is held back in the browser until the report is sent; the API itself answers normally.
      let answerSettings!: () => void;
      const settingsHeld = new Promise<void>((resolve) => (answerSettings = resolve));
      await page.route('**/api/settings**', async (route) => {
        await settingsHeld;
        await route.continue().catch(() => undefined);
      });
      await page.goto('/');
      await signIn(page, 'customer');
      const spinner = page.locator('[data-operation-code="BKCC-settings"]');
      await spinner.getByText('Vorgang BKCC-settings').waitFor();
      const startedAt = Date.now();
      assert.equal(await spinner.getByRole('button', { name: 'Problem an den Support melden' }).count(), 0, 'no report link at first');
      // The operation code is small print, but support asks users to read it out: it must be legible.
      await assertAccessible(page, 'the loading spinner');
      await spinner.getByRole('button', { name: 'Problem an den Support melden' }).click({ timeout: 20_000 });
      assert.ok(Date.now() - startedAt >= 4000, 'the link appears after about 5 s');
      const sent = await page.getByTestId('report-sent').innerText();
      const { items } = await server.running.app.get(SupportService).list();
      const ticket = items.find((item) => item.description === 'Loading Error with Code BKCC-settings');
      assert.ok(ticket, 'the ticket is stored');
      assert.equal(ticket.area, 'Web-App Support');
      assert.equal(ticket.subject, 'Neues Projekt');
      assert.ok(sent.includes(String(ticket.id)), `the user sees the ticket number: ${sent}`);
      // The slow step ends after all: the page goes on.
      answerSettings();
      await page.getByRole('heading', { name: 'Projekte', level: 1 }).waitFor();
    }));
});

describe('Simulator page in the browser, by the host the app is served from', () => {
  let server: TestServer;
  let chromium: TestBrowser;
  let token: string;

  before(async () => {
    [server, chromium] = await Promise.all([
      startTestServer({
        E2E_TEST_TOKEN: 'true',
        SIMULATOR_STAGING_PAGE_HOST: 'staging.planer.test',
        SIMULATOR_PRODUCTION_PAGE_HOST: 'planer.test',
      }),
      // The app under other host names: Chromium resolves them to this machine.
      launchBrowser(['--host-resolver-rules=MAP staging.planer.test 127.0.0.1, MAP planer.test 127.0.0.1, MAP elsewhere.test 127.0.0.1']),
    ]);
    token = await server.tokenFor('customer');
  });

  after(async () => {
    await chromium?.close();
    await server?.close();
  });

  const cases = [
    { host: 'staging.planer.test', simulator: 'https://staging.simulator.dh-lift-ventilation.de' },
    { host: 'planer.test', simulator: 'https://simulator.dh-lift-ventilation.de' },
    { host: 'localhost', simulator: 'http://localhost:8081' },
    { host: 'elsewhere.test', simulator: 'https://simulator.dh-lift-ventilation.com' },
  ];
  for (const { host, simulator } of cases) {
    it(`frames ${simulator} on ${host}, under the assets path with a fresh t`, () => {
      const baseURL = `http://${host}:${new URL(server.url).port}`;
      return visit(
        chromium.browser,
        baseURL,
        `simulator-${host}`,
        async (page) => {
          const before = Date.now();
          await page.goto('/simulator');
          const frame = page.getByTestId('simulator-frame');
          await frame.waitFor();
          const src = new URL((await frame.getAttribute('src')) ?? '');
          assert.equal(src.origin, simulator);
          assert.equal(src.pathname, '/assets/simulator/index.html');
          const t = Number(src.searchParams.get('t'));
          assert.ok(t >= before && t <= Date.now(), `t is the time of the visit: ${t}`);
          // The page's CSP lets the frame load (the simulator host is answered here, not on the internet).
          await page.frameLocator('[data-testid="simulator-frame"]').getByText('Simulator loaded').waitFor();
          await assertAccessible(page, `the simulator page on ${host}`);
        },
        {
          async prepare(context) {
            // Only the app's own document: the framed simulator page may not touch its storage.
            await context.addInitScript(
              ({ value, host }) => {
                if (location.hostname === host) localStorage.setItem('e2eTestToken', value);
              },
              { value: token, host },
            );
            await context.route(`${simulator}/assets/simulator/**`, (route) =>
              route.fulfill({
                contentType: 'text/html',
                body: '<!DOCTYPE html><html lang="en"><title>Simulator</title><p>Simulator loaded</p></html>',
              }),
            );
          },
        },
      );
    });
  }
});
