import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { MikroORM } from '@mikro-orm/core';
import type { Page } from 'playwright-core';
import { animationsEnded, assertAccessible, productInBrowser, signIn } from '../support/browser.js';
import { assertFitsPhone, onPhone, PHONES } from '../support/phone.js';
import { newProject, projectsAs } from '../support/projects.js';
import { choose, DOWNLOAD_TIMEOUT, downloadedPdfText, fillBasicInput, next, savedTab, typeQuantity } from './calculator-steps.js';

const SHAFT = {
  name: 'Baustelle Telefon',
  postalCode: '30159',
  projectType: 'Neubau',
  position: 'Vertikal',
  height: '18.000',
  width: '1.600',
  depth: '2.600',
};

/** The planner on a phone on site and at a desk by keyboard alone (issue 33). */
describe('The customer app on a phone and by keyboard', () => {
  const product = productInBrowser({}, [], { warmPdf: true });
  // The header at its widest: with the currency selector (456 px on a phone before it wrapped).
  before(() => product.server.running.app.get(MikroORM).em.fork().getConnection().execute('update settings set currency_selector = true'));

  for (const phone of PHONES) {
    it(`on a ${phone.name} phone every screen and dialog fits and takes a fingertip; a project is typed and submitted`, () =>
      product.visit(
        `phone-${phone.viewport.width}`,
        async (page) => {
          // axe at the width of a current phone; the fit on both.
          const check = async (what: string) => {
            await assertFitsPhone(page, what);
            if (phone.viewport.width === 390) await assertAccessible(page, `${what} at 390 px`);
          };
          await page.goto('/');
          await page.waitForURL(/\/oidc\/interaction\//);
          await assertFitsPhone(page, 'the sign-in page');
          await signIn(page, 'customer');
          await page.getByRole('heading', { name: 'Projekte', level: 1 }).waitFor();
          await check('the empty explorer');
          await page.getByRole('button', { name: /Benutzermenü/ }).click();
          await page.getByRole('menuitem', { name: 'Abmelden' }).waitFor();
          await check('the user menu');
          await page.keyboard.press('Escape');

          await page.getByRole('link', { name: 'Neues Projekt' }).click();
          await page.getByRole('textbox', { name: 'Projektname' }).waitFor();
          await check('tab 1, empty');
          await fillBasicInput(page, SHAFT);
          await page.getByTestId('total-lift-area').filter({ hasText: '104.000 mm²' }).waitFor();
          await check('tab 1, filled in');

          await next(page).click();
          const sets = page.getByRole('dialog', { name: 'AIO-Basic-Set wählen' });
          await sets.locator('[data-set-key]').first().waitFor();
          await sets.getByTestId('set-price').first().filter({ hasText: '€' }).waitFor();
          await check('the AIO Basic set dialog');
          await sets.getByRole('button', { name: 'Ohne Set weiter' }).click();
          await page.waitForURL(savedTab('configuration'));

          await choose(page, 'Raucherkennung', 'Punktmelder');
          await page.getByRole('button', { name: 'Sonderkomponente hinzufügen' }).click();
          await page.getByRole('textbox', { name: 'Beschreibung 1' }).pressSequentially('Montageschiene');
          await page.getByRole('textbox', { name: 'Preis (€) 1' }).click();
          await page.getByRole('textbox', { name: 'Preis (€) 1' }).pressSequentially('12,5');
          await page.getByTestId('selected-products').locator('[data-non-standard]').getByText('Montageschiene').waitFor();
          await check('tab 2 with a non-standard component');
          await page.getByRole('button', { name: 'Warum: Punktrauchmelder' }).click();
          await page.getByRole('dialog', { name: /Warum „Punktrauchmelder“/ }).waitFor();
          await check('the "Why?" of a product');
          await page.keyboard.press('Escape');

          await next(page).click();
          await page.waitForURL(savedTab('ventilation-components'));
          await page.getByTestId('ventilation-candidates').getByTestId('unit-price').first().filter({ hasText: '€' }).waitFor();
          await check('tab 3');
          // The main thing to do here: every quantity input is within the screen's width.
          for (const box of await page
            .getByTestId('ventilation-candidates')
            .getByRole('textbox')
            .evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().toJSON() as DOMRect))) {
            assert.ok(
              box.x >= 0 && box.x + box.width <= phone.viewport.width,
              `a quantity input lies within the screen (${box.x} … ${box.x + box.width})`,
            );
          }
          await typeQuantity(page, /JK-180-HV 470x360/, '1');
          await page
            .getByTestId('ventilation-candidates')
            .locator('[data-product-key="JK-180-HV-470x360"] [data-testid="selected-quantity"]')
            .filter({ hasText: '1' })
            .waitFor();

          await next(page).click();
          await page.waitForURL(savedTab('cost-calculation'));
          await page.getByTestId('cost-total').waitFor();
          await check('tab 4');
          await page.getByRole('button', { name: 'Abschließen und absenden' }).click();
          const submit = page.getByRole('dialog', { name: 'Geschafft!' });
          await submit.getByRole('button', { name: 'Senden' }).waitFor();
          await check('the submit dialog');
          // The entries are complete, the price is not (a non-standard component): the dialog says so as the quote does.
          await submit
            .getByTestId('submit-price-incomplete')
            .getByText('Der angegebene Preis ist unvollständig: Sonderkomponenten sind mit den eingegebenen Preisen enthalten', {
              exact: false,
            })
            .waitFor();
          assert.doesNotMatch(await submit.innerText(), /Ihr Projekt ist vollständig/);
          await choose(page, 'Art der Anfrage', 'Angebotsanfrage');
          await submit.getByRole('textbox', { name: 'Anmerkungen' }).pressSequentially('Bitte mit Montage.');
          await submit.getByRole('button', { name: 'Senden' }).click();
          await submit.getByRole('button', { name: 'Übermittelt!' }).waitFor();
          await submit.getByRole('button', { name: 'Schließen' }).click();
          await page.getByTestId('project-state').filter({ hasText: 'Übermittelt' }).waitFor();
          await check('a submitted project');

          await page.getByRole('button', { name: 'AGB' }).click();
          const legal = page.getByRole('dialog', { name: 'Rechtliche Informationen' });
          await legal.getByRole('table').waitFor();
          await check('the legal dialog with the terms');
          // On a phone the tabs take the footer's short names.
          for (const [tab, region] of [
            ['Impressum', 'Impressum'],
            ['Datenschutz', 'Datenschutzerklärung'],
          ]) {
            await legal.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
            await legal.getByRole('region', { name: region }).waitFor();
            await check(`the legal dialog, tab ${tab}`);
          }
          await page.keyboard.press('Escape');

          // No consent manager is configured: the dialog says which cookies there are and that there is nothing to choose.
          await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
          await page
            .getByRole('dialog', { name: 'Cookies und Speicher im Browser' })
            .getByText('Darum gibt es hier nichts auszuwählen.', { exact: false })
            .waitFor();
          await check('the cookie dialog');
          await page.getByRole('dialog').getByRole('button', { name: 'Schließen' }).click();

          await page.getByRole('link', { name: 'Kalkulator' }).click();
          await page.locator('tbody tr[data-project-id]').first().waitFor();
          await check('the explorer with a project');
          await page.goto('/imprint');
          await page.getByRole('heading', { level: 1 }).waitFor();
          await check('the legal notice page');
        },
        onPhone(phone.viewport),
      ));
  }
  it('by keyboard alone: a skip link, and the focus lands where the work goes on after every step', () =>
    product.visit(
      'keyboard-journey',
      async (page) => {
        await page.goto('/');
        await signIn(page, 'customer');
        await page.getByRole('heading', { name: 'Projekte', level: 1 }).waitFor();

        await page.keyboard.press('Tab');
        assert.equal(await focusedName(page), 'Zum Inhalt springen', 'the first stop is the skip link');
        await page.keyboard.press('Enter');
        assert.equal(await page.evaluate(() => document.activeElement?.id), 'main', 'past the header to the page');
        await tabUntil(page, /^Neues Projekt$/, 10);
        await page.keyboard.press('Enter');
        await page.getByTestId('quote-panel').waitFor();
        await waitForFocus(page, /^Projektname/, 'after "Neues Projekt": the new project\'s first field');
        await accessible(page, 'tab 1 at 1400 px');

        await page.keyboard.type('Tastatur');
        await tabUntil(page, /^Postleitzahl des Gebäudes/, 3);
        await page.keyboard.type('30159');
        await tabUntil(page, /^Gebäudeart/, 2);
        await chooseByKeyboard(page, 'Wohngebäude');
        await tabUntil(page, /^Projektart/, 2);
        await chooseByKeyboard(page, 'Neubau');
        await tabUntil(page, /^Einbaulage/, 2);
        await chooseByKeyboard(page, 'Vertikal');
        await tabUntil(page, /^Schachthöhe/, 4);
        await page.keyboard.type('18.000');
        await tabUntil(page, /^Schachtbreite/, 2);
        await page.keyboard.type('1.600');
        await tabUntil(page, /^Schachttiefe/, 2);
        await page.keyboard.type('2.600');
        await page.getByTestId('total-lift-area').filter({ hasText: '104.000 mm²' }).waitFor();

        // A set chosen by keyboard: it skips to the costs, whose heading takes the focus, not the montage box far below.
        await tabUntil(page, /^Weiter$/, 40);
        await page.keyboard.press('Enter');
        const sets = page.getByRole('dialog', { name: 'AIO-Basic-Set wählen' });
        await sets.getByTestId('set-price').first().filter({ hasText: '€' }).waitFor();
        assert.ok(await sets.evaluate((dialog) => dialog.contains(document.activeElement)), 'the focus is in the set dialog');
        await accessible(page, 'the AIO Basic set dialog at 1400 px');
        await tabUntil(page, /AIO-BASIC-PD-24/, 10);
        // A card to choose, not plain text: outlined, and ringed while it has the keyboard's focus.
        const card = await sets.locator('[data-set-key="AIO-BASIC-PD-24"]').evaluate((element) => {
          const style = getComputedStyle(element);
          return {
            border: style.borderTopStyle,
            width: parseFloat(style.borderTopWidth),
            outline: style.outlineStyle,
            ring: parseFloat(style.outlineWidth),
          };
        });
        assert.ok(card.border === 'solid' && card.width >= 1, `the set is outlined as a card: ${JSON.stringify(card)}`);
        assert.ok(card.outline !== 'none' && card.ring >= 2, `the focused set shows a focus ring: ${JSON.stringify(card)}`);
        await page.keyboard.press('Enter');
        await page.waitForURL(savedTab('cost-calculation'));
        await waitForFocus(page, /^Schritt 4 von 4: Kostenberechnung$/, 'after choosing a set: the heading of the costs');
        const montage = page.getByRole('checkbox', { name: 'Montage durch den Anbieter' });
        const montageBefore = await montage.isChecked();
        // Space on the heading scrolls the page and changes nothing.
        await page.keyboard.press('Space');
        assert.equal(await montage.isChecked(), montageBefore, 'Space after the set dialog changes no field');
        await tabUntil(page, /^Zurück$/, 60);
        await page.keyboard.press('Enter');
        await page.waitForURL(savedTab('basic-input'));
        await sets.waitFor();
        await tabUntil(page, /^Ohne Set weiter$/, 10);
        await page.keyboard.press('Enter');
        await page.waitForURL(savedTab('configuration'));
        await waitForFocus(page, /^System/, 'after the set dialog: the first field of the configuration');

        await tabUntil(page, /^Raucherkennung/, 2);
        await chooseByKeyboard(page, 'Punktmelder');
        await tabUntil(page, /^Sonderkomponente hinzufügen$/, 30);
        await page.keyboard.press('Enter');
        await waitForFocus(page, /^Beschreibung 1$/, 'after adding a non-standard component: its description');
        // Nothing is wrong before the user has done anything; leaving the empty field says what is missing, in German.
        const row = page.getByTestId('non-standard-row');
        assert.equal(await row.getByText('ist erforderlich').count(), 0, 'no error before anything was typed');
        await page.keyboard.press('Tab');
        await row.getByText('ist erforderlich').first().waitFor();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.type('Montageschiene');
        await page.keyboard.press('Tab');
        await page.keyboard.type('12,5');
        await page.getByTestId('selected-products').locator('[data-non-standard]').getByText('Montageschiene').waitFor();
        await accessible(page, 'tab 2 at 1400 px');

        // "Speichern" is disabled while it saves; afterwards the focus is on it again.
        await tabUntil(page, /^Speichern$/, 40);
        await page.keyboard.press('Enter');
        await page.getByTestId('save-state').and(page.locator('[data-dirty="false"]')).waitFor();
        await waitForFocus(page, /^Speichern$/, 'after saving: "Speichern"');

        await tabUntil(page, /^Weiter$/, 5);
        await page.keyboard.press('Enter');
        await page.waitForURL(savedTab('ventilation-components'));
        await waitForFocus(page, /^Schritt 3 von 4: Lüftungskomponenten$/, 'after "Weiter": the new step\'s heading');
        await page.keyboard.press('Tab');
        assert.ok(
          await page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]') !== null),
          'the next Tab stays in the step, not the header or footer',
        );
        await page.getByTestId('ventilation-candidates').getByTestId('unit-price').first().filter({ hasText: '€' }).waitFor();
        await accessible(page, 'tab 3 at 1400 px');

        await tabUntil(page, /^Weiter$/, 60);
        await page.keyboard.press('Enter');
        await page.waitForURL(savedTab('cost-calculation'));
        await waitForFocus(page, /^Schritt 4 von 4: Kostenberechnung$/, 'after "Weiter": the heading of the costs');
        await page.getByTestId('cost-total').waitFor();
        await accessible(page, 'tab 4 at 1400 px');

        // A download disables both buttons; afterwards the focus is on the one pressed.
        for (const button of ['PDF herunterladen', 'Excel herunterladen']) {
          await tabUntil(page, new RegExp(`^${button}$`), 40);
          const download = page.waitForEvent('download', { timeout: DOWNLOAD_TIMEOUT });
          await page.keyboard.press('Enter');
          await download;
          await page.getByRole('button', { name: button }).and(page.locator(':enabled')).waitFor();
          await waitForFocus(page, new RegExp(`^${button}$`), `after the download: "${button}"`);
        }

        await tabUntil(page, /^Abschließen und absenden$/, 40);
        await page.keyboard.press('Enter');
        const submit = page.getByRole('dialog', { name: 'Geschafft!' });
        await submit.getByRole('button', { name: 'Senden' }).waitFor();
        assert.equal(await submit.getByText('ist erforderlich').count(), 0, 'the submit dialog opens without an error');
        await accessible(page, 'the submit dialog at 1400 px');
        await page.keyboard.press('Escape');
        await waitForFocus(page, /^Abschließen und absenden$/, 'Esc returns to the button that opened the dialog');

        await page.keyboard.press('Enter');
        await submit.getByRole('button', { name: 'Senden' }).waitFor();
        await tabUntil(page, /^Art der Anfrage/, 2);
        await chooseByKeyboard(page, 'Angebotsanfrage');
        await tabUntil(page, /^Senden$/, 4);
        await page.keyboard.press('Enter');
        await submit.getByRole('button', { name: 'Übermittelt!' }).waitFor();
        await waitForFocus(page, /^Ihr Projekt wurde an uns übermittelt/, 'after sending: the confirmation');
        await tabUntil(page, /^Schließen$/, 3);
        await page.keyboard.press('Enter');
        await submit.waitFor({ state: 'detached' });
        await waitForFocus(page, /^Dieses Projekt ist im Status „Übermittelt“/, 'after the submit dialog: the notice that it is submitted');
      },
      { viewport: { width: 1400, height: 900 } },
    ));
  it('the simulator page says so, with a retry, when the simulator host does not answer', () =>
    product.visit(
      'simulator-unreachable',
      async (page, context) => {
        let answering = false;
        // The simulator host of localhost: it takes the request and never answers, until it is back.
        await context.route('http://localhost:8081/**', async (route) => {
          if (answering)
            await route.fulfill({
              contentType: 'text/html',
              body: '<!DOCTYPE html><html lang="en"><title>Simulator</title><p>Simulator loaded</p></html>',
            });
        });
        await page.goto('/simulator');
        await signIn(page, 'customer');
        const started = Date.now();
        const message = page.getByTestId('simulator-unreachable');
        await message.getByText('Der Simulator-Server localhost:8081 antwortet nicht.', { exact: false }).waitFor();
        assert.doesNotMatch(await message.innerText(), /Internetverbindung/, 'the page loaded: the connection is not to blame');
        const waited = Date.now() - started;
        assert.ok(waited < 10_000, `the message shows within a few seconds (${waited} ms)`);
        assert.equal(await page.getByTestId('simulator-frame').count(), 0, 'no broken frame');
        await assertFitsPhone(page, 'the simulator page without simulator');
        await assertAccessible(page, 'the simulator page without simulator at 390 px');
        answering = true;
        await message.getByRole('button', { name: 'Erneut versuchen' }).click();
        await page.frameLocator('[data-testid="simulator-frame"]').getByText('Simulator loaded').waitFor();
      },
      onPhone({ width: 390, height: 844 }),
    ));

  it('the legal notice in English has no German words in it', () =>
    product.visit('imprint-en', async (page) => {
      await page.goto('/imprint#debugLang=en');
      await page.getByRole('heading', { name: 'Legal notice', level: 1 }).waitFor();
      const text = await page.locator('body').innerText();
      assert.match(text, /Germany/);
      assert.match(text, /HRB 000000 \(sample\)/);
      assert.doesNotMatch(text, /Deutschland|Beispiel|Anschrift|wie oben/, text);
    }));

  it('on a device in New York, "Gespeichert" tells the Berlin time the PDF prints, naming its zone', async () => {
    const project = await projectsAs(product.server, await product.server.tokenFor('customer')).created(
      newProject({ projectName: 'Zeitzone' }),
    );
    await product.visit(
      'save-time-zone',
      async (page) => {
        await page.goto(`/calculation/${project.id}/basic-input`);
        await signIn(page, 'customer');
        const name = page.getByRole('textbox', { name: 'Projektname' });
        await name.click();
        await name.pressSequentially(' B');
        await page.getByRole('button', { name: 'Speichern', exact: true }).click();
        const state = page.getByTestId('save-state').and(page.locator('[data-dirty="false"]'));
        await state.waitFor();
        const saved = (await projectsAs(product.server, await product.server.tokenFor('customer'))
          .get(project.id)
          .then((response) => response.json())) as { updatedAt: string };
        const berlin = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(
          new Date(saved.updatedAt),
        );
        const shown = await state.innerText();
        assert.ok(shown.includes(`Gespeichert ${berlin}`), `Berlin time ${berlin}, not New York's: ${shown}`);
        assert.match(shown, /MEZ|MESZ/, 'the zone is named on a device elsewhere');
      },
      { timezoneId: 'America/New_York' },
    );
  });

  it('"Cookie-Einstellungen" opens the consent manager when one is on the page', () =>
    product.visit(
      'consent-manager',
      async (page) => {
        await page.goto('/');
        await signIn(page, 'customer');
        await page.getByRole('heading', { name: 'Projekte', level: 1 }).waitFor();
        await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
        assert.deepEqual(await page.evaluate(() => (window as unknown as { cmpCalls: string[] }).cmpCalls), ['showScreen']);
        assert.equal(await page.getByRole('dialog').count(), 0, 'no dialog of our own');
      },
      {
        prepare: async (context) => {
          await context.addInitScript(() => {
            const calls: string[] = [];
            Object.assign(window, { cmpCalls: calls, __cmp: (command: string) => calls.push(command) });
          });
        },
      },
    ));

  for (const [width, height] of [
    [1400, 900],
    [390, 844],
    [360, 740],
  ] as const) {
    it(`the explorer, its menus and dialogs and the legal pages pass axe at ${width} px`, async () => {
      const draft = await projectsAs(product.server, await product.server.tokenFor('customer')).created(
        newProject({ projectName: `Entwurf ${width}` }),
      );
      await product.visit(
        `screens-${width}`,
        async (page) => {
          const check = async (what: string) => {
            if (width < 600) await assertFitsPhone(page, what);
            await accessible(page, `${what} at ${width} px`);
          };
          await page.goto('/');
          await signIn(page, 'customer');
          await page.locator(`tr[data-project-id="${draft.id}"]`).waitFor();
          await check('the explorer');
          await page.getByRole('combobox', { name: /^Währung/ }).click();
          await page.getByRole('option', { name: 'CHF' }).waitFor();
          await check('the currency menu');
          await page.keyboard.press('Escape');
          await page.getByRole('button', { name: /Benutzermenü/ }).click();
          await page.getByRole('menuitem', { name: 'Abmelden' }).waitFor();
          await check('the user menu');
          await page.keyboard.press('Escape');
          await page.getByRole('button', { name: `Projekt ${draft.id} löschen` }).click();
          await page.getByRole('dialog', { name: 'Projekt löschen?' }).waitFor();
          await check('the delete dialog');
          await page.keyboard.press('Escape');
          await page.getByRole('button', { name: 'Datenschutz' }).click();
          await page.getByRole('dialog', { name: 'Rechtliche Informationen' }).waitFor();
          await check('the data protection tab of the legal dialog');
          await page.keyboard.press('Escape');
          await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
          await page.getByRole('dialog', { name: 'Cookies und Speicher im Browser' }).waitFor();
          await check('the cookie dialog');
          await page.keyboard.press('Escape');
          await page.goto('/dataprotection');
          await page.getByRole('heading', { level: 1 }).waitFor();
          await check('the data protection page');
        },
        width < 600 ? onPhone({ width, height }) : { viewport: { width, height } },
      );
    });
  }

  it('on a 360 px phone in Polish, every field label is read whole: it wraps above its box, never cut off', () =>
    product.visit(
      'polish-labels',
      async (page) => {
        await page.goto('/calculation/new');
        await signIn(page, 'customer');
        const height = page.locator('#field-shaftHeight');
        await height.waitFor();
        const label = page.locator('label[for="field-shaftHeight"]');
        assert.match((await label.textContent()) ?? '', /Wysokość szybu \(z nadszybiem i podszybiem\)/);
        const [labelBox, fieldBox] = [await label.boundingBox(), await height.boundingBox()];
        assert.ok(labelBox && fieldBox && labelBox.y + labelBox.height <= fieldBox.y, 'the label stands above the box, clear of the unit');
        assert.ok(labelBox.height > 30, `the long label wraps onto a second line (${labelBox.height} px high)`);
        const cut = await page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLElement>('label.MuiInputLabel-root'))
            .filter((element) => element.getBoundingClientRect().width > 0 && element.scrollWidth > element.clientWidth + 1)
            .map((element) => element.textContent),
        );
        assert.deepEqual(cut, [], 'no label is cut off');
        await assertFitsPhone(page, 'tab 0 in Polish');
      },
      {
        ...onPhone({ width: 360, height: 740 }),
        prepare: async (context) => {
          await context.addInitScript(() =>
            localStorage.setItem('lsp.language', JSON.stringify({ value: 'pl', expiresAt: Date.now() + 86_400_000 })),
          );
        },
      },
    ));

  it('in Polish, products are named in Polish on the screen and in the PDF', async () => {
    const project = await projectsAs(product.server, await product.server.tokenFor('customer')).created(
      newProject({ projectName: 'Po polsku' }),
    );
    await product.visit(
      'polish-products',
      async (page) => {
        await page.goto(`/calculation/${project.id}/cost-calculation`);
        await signIn(page, 'customer');
        const products = page.getByTestId('selected-products');
        await products.locator('[data-product-key="JK-180-HV-360x360"]').getByText('Klapa żaluzjowa JK-180-HV 360x360').waitFor();
        await products.locator('[data-product-key="POINT-DETECTOR"]').getByText('Punktowa czujka dymu').waitFor();
        assert.equal(await products.getByText('louvre flap').count(), 0, 'no English product names');
        const pdf = await downloadedPdfText(page, 'Pobierz PDF');
        for (const name of ['Klapa żaluzjowa JK-180-HV 360x360', 'Punktowa czujka dymu', 'Centrala sterująca BK-AIO (L-AIO)'])
          assert.ok(pdf.includes(name), `the PDF names ${name}: ${pdf.slice(0, 400)}`);
        assert.doesNotMatch(pdf, /louvre flap|Point smoke detector/);
        // The groups of lines are headed in Polish, as the catalogue's categories are named.
        for (const heading of ['Komponenty wentylacyjne', 'Detekcja dymu'])
          assert.ok(pdf.includes(heading), `the PDF heads a group ${heading}: ${pdf.slice(0, 400)}`);
        assert.doesNotMatch(pdf, /Ventilation components|Smoke detection/);
      },
      {
        prepare: async (context) => {
          await context.addInitScript(() =>
            localStorage.setItem('lsp.language', JSON.stringify({ value: 'pl', expiresAt: Date.now() + 86_400_000 })),
          );
        },
      },
    );
  });
});

/** The accessible name of the focused element, roughly as a screen reader says it ("(page)" when nothing has the focus). */
export async function focusedName(page: Page): Promise<string> {
  return (await page.evaluate(nameOfFocused, null)) as string;
}

/**
 * In the page (self-contained): the name focusedName answers; given a pattern, that name when it
 * matches and else false, so that waitForFunction waits for the match.
 */
function nameOfFocused(pattern: { source: string; flags: string } | null): string | false {
  const element = document.activeElement as HTMLElement | null;
  let name = '(page)';
  if (element && element !== document.body) {
    const labelled = element.getAttribute('aria-labelledby');
    const labels = (element as HTMLInputElement).labels;
    const label = labelled
      ? labelled
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : (element.getAttribute('aria-label') ?? (labels && labels.length > 0 ? labels[0].textContent : null));
    name = (label ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  }
  return pattern === null || new RegExp(pattern.source, pattern.flags).test(name) ? name : false;
}

/** axe on the page once its dialogs and menus have finished fading in (a half-faded text fails contrast). */
async function accessible(page: Page, what: string): Promise<void> {
  await animationsEnded(page);
  await assertAccessible(page, what);
}

/** Presses Tab until the focus is on `name`, and fails when that takes more than `most` presses. */
async function tabUntil(page: Page, name: RegExp, most: number): Promise<void> {
  const passed: string[] = [];
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press('Tab');
    const now = await focusedName(page);
    if (name.test(now)) return;
    passed.push(now);
  }
  assert.fail(`${name} not reached in ${most} presses of Tab; passed ${passed.join(' | ')}`);
}

/**
 * Waits for the condition itself, the focus on `name`, checked in the page at every frame (not a
 * sleep and a look), else fails saying where the focus is.
 */
async function waitForFocus(page: Page, name: RegExp, what: string): Promise<void> {
  const reached = await page.waitForFunction(nameOfFocused, { source: name.source, flags: name.flags }, { timeout: 30_000 }).then(
    () => true,
    (error: unknown) => {
      if (error instanceof Error && error.name === 'TimeoutError') return false;
      throw error;
    },
  );
  if (!reached) assert.fail(`${what}: the focus is on "${await focusedName(page)}"`);
}

/** Opens the focused select with Enter, walks its options with the arrow keys and takes `option` with Enter. */
async function chooseByKeyboard(page: Page, option: string): Promise<void> {
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor();
  for (let presses = 0; presses < 20 && (await focusedName(page)) !== option; presses++) await page.keyboard.press('ArrowDown');
  assert.equal(await focusedName(page), option);
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}
