import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { ProjectData } from '@lsp/contracts';
import { animationsEnded, assertAccessible, signIn, productInBrowser } from '../support/browser.js';
import { exeHeader } from '../support/documents.js';
import { newProject, projectsAs, resave } from '../support/projects.js';
import { fillBasicInput, next, savedTab, type } from './calculator-steps.js';

/** Types into a field as a person does: a click, then key by key. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.click();
  await field.pressSequentially(text);
}

/** The id of the element that has the focus. */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/**
 * Waits until nothing is loading (`aria-busy`) and no CSS transition or animation runs: a dialog's
 * fade-in, or a button turning from disabled to enabled when the costs arrive, would fail axe's
 * contrast check half-way.
 */
const settled = async (page: Page) => {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await animationsEnded(page);
};

/**
 * The calculator's fields and messages as a planner meets them (issue 21, point 8): required
 * fields marked, "Next" that says what is missing, messages that say what to do instead of a
 * status code, counts that take what is typed, and contrast that reads.
 */
describe('The calculator: fields and messages', () => {
  const suite = productInBrowser();
  const asNewVisitor = suite.visit;
  const customer = () => suite.server.tokenFor('customer').then((token) => projectsAs(suite.server, token));

  it('marks the required fields; "Weiter" with gaps lists them and takes the focus to the first', () =>
    asNewVisitor('required-and-next', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      const name = page.getByRole('textbox', { name: 'Projektname', exact: true });
      await name.waitFor();
      assert.equal(await name.getAttribute('aria-required'), 'true');
      assert.equal(await page.getByRole('textbox', { name: 'Schachtbreite', exact: true }).getAttribute('aria-required'), 'true');
      assert.equal(await page.getByRole('combobox', { name: /^Gebäudeart/ }).getAttribute('aria-required'), 'true');
      assert.notEqual(
        await page.getByRole('textbox', { name: 'Nutzlast', exact: true }).getAttribute('aria-required'),
        'true',
        'the payload may stay empty',
      );
      assert.equal(await page.getByText('ist erforderlich').count(), 0, 'nothing is an error before anyone tried');

      await next(page).click();
      const blockers = page.getByTestId('step-blockers');
      await blockers.waitFor();
      assert.match(await blockers.innerText(), /Projektname: ist erforderlich/);
      assert.match(await blockers.innerText(), /Schachthöhe \(inkl\. Kopf und Grube\): ist erforderlich/);
      assert.equal(await focusedId(page), 'field-projectName', 'the focus is on the first missing field');
      await page.waitForURL(/\/calculation\/new\/basic-input$/);

      // Typing the name takes it off the list; the link of another entry leads to its field.
      await name.pressSequentially('Schacht Nord');
      await page.waitForFunction(() => !document.querySelector('[data-testid="step-blockers"] [data-field="projectName"]'));
      await blockers.getByRole('button', { name: 'Schachtbreite' }).click();
      assert.equal(await focusedId(page), 'field-shaftWidth');
      await page.keyboard.type('1.600');
      await page.waitForFunction(() => !document.querySelector('[data-testid="step-blockers"] [data-field="shaftWidth"]'));
      await assertAccessible(page, 'the basic inputs with the list of gaps');
    }));

  it('the submit dialog asks for the request type only after a try to send', async () => {
    const project = await (await customer()).created(newProject({ projectName: 'Absenden' }));
    await asNewVisitor('submit-after-try', async (page) => {
      await page.goto(`/calculation/${project.id}/cost-calculation`);
      await signIn(page, 'customer');
      await page.getByTestId('cost-total').waitFor();
      await settled(page);
      await assertAccessible(page, 'the quote step');
      await page.getByRole('button', { name: 'Abschließen und absenden' }).click();
      const dialog = page.getByRole('dialog', { name: 'Geschafft!' });
      await dialog.waitFor();
      await settled(page);
      assert.equal(await dialog.getByText('ist erforderlich').count(), 0, 'no error on opening');
      await assertAccessible(page, 'the submit dialog');
      await dialog.getByRole('button', { name: 'Senden' }).click();
      await dialog.getByText('ist erforderlich').waitFor();
      const type = dialog.getByRole('combobox', { name: /^Art der Anfrage/ });
      assert.equal(await type.evaluate((element) => element === document.activeElement), true, 'the focus goes to the request type');
      assert.equal(await type.getAttribute('aria-required'), 'true');
      assert.equal(((await (await customer()).get(project.id).then((r) => r.json())) as ProjectData).state, 'DRAFT', 'nothing was sent');
    });
  });

  it('offers "Mit Einbauwinkel" only when a JK190 flap is quoted', async () => {
    const projects = await customer();
    const newBuilding = await projects.created(newProject({ projectName: 'Neubau' }));
    const modernized = await projects.created(newProject({ projectName: 'Altbau', projectType: 'MODERNIZED' }));
    await asNewVisitor('einbauwinkel', async (page) => {
      await page.goto(`/calculation/${newBuilding.id}/ventilation-components`);
      await signIn(page, 'customer');
      await page.getByTestId('ventilation-candidates').locator('[data-product-key="JK-180-HV-360x360"]').waitFor();
      assert.equal(await page.getByRole('checkbox', { name: 'Mit Einbauwinkel' }).count(), 0, 'a JK-180-HV takes no Einbauwinkel');
      await settled(page);
      await assertAccessible(page, 'the ventilation components');
      await page.goto(`/calculation/${modernized.id}/ventilation-components`);
      await page.getByTestId('ventilation-candidates').locator('[data-product-key^="JK-190-"]').first().waitFor();
      await page.getByRole('checkbox', { name: 'Mit Einbauwinkel' }).waitFor();
    });
  });

  it('a component quantity typed as 1,5, 5000 or -2 is refused with its reason, never read as 15 or 999', async () => {
    const project = await (await customer()).created(newProject({ projectName: 'Mengen' }));
    await asNewVisitor('component-quantity', async (page) => {
      await page.goto(`/calculation/${project.id}/ventilation-components`);
      await signIn(page, 'customer');
      const row = page.getByTestId('ventilation-candidates').locator('[data-product-key="JK-180-HV-470x360"]');
      const quantity = row.getByRole('textbox', { name: /JK-180-HV 470x360/ });
      const selected = row.getByTestId('selected-quantity');
      await quantity.waitFor();
      assert.equal(await quantity.inputValue(), '', 'no quantity of the user yet: the rules decide');
      await quantity.click();
      await quantity.pressSequentially('1,5');
      await row.getByText('muss eine ganze Zahl sein').waitFor();
      assert.notEqual(await selected.textContent(), '15', '1,5 is not read as 15');
      // The quote does not call itself complete while an entry is wrong: it says which.
      await page.getByTestId('quote-missing').getByText('Menge Lamellenklappe JK-180-HV 470x360: muss eine ganze Zahl sein').waitFor();
      assert.equal(await page.getByTestId('quote-complete').count(), 0);
      await page.getByRole('button', { name: 'Speichern', exact: true }).click();
      // The refusal names the component as its input is named, never by the form's key.
      await page
        .getByTestId('save-refused')
        .getByText(/Menge Lamellenklappe JK-180-HV 470x360 \(muss eine ganze Zahl sein\)/)
        .waitFor();
      assert.doesNotMatch((await page.getByTestId('save-refused').textContent()) ?? '', /quantity-\d/);
      assert.equal(await quantity.inputValue(), '1,5', 'what was typed stays, with its reason, until it is corrected');
      const unsaved = (await (await customer()).get(project.id).then((r) => r.json())) as ProjectData;
      assert.equal(
        unsaved.formValues.find((v) => v.key.startsWith('quantity-') && v.value === 15),
        undefined,
        'nothing read as 15 was saved',
      );
      await quantity.click();
      await quantity.press('ControlOrMeta+A');
      await quantity.pressSequentially('5000');
      await row.getByText(/muss zwischen 0 und 999 liegen/).waitFor();
      assert.notEqual(await selected.textContent(), '999', '5000 is not cut to 999');
      // "1.000" is a thousand in German: too many, not "no whole number".
      await quantity.press('ControlOrMeta+A');
      await quantity.pressSequentially('1.000');
      await row.getByText(/muss zwischen 0 und 999 liegen/).waitFor();
      assert.equal(await row.getByText('muss eine ganze Zahl sein').count(), 0, '1.000 is a whole number');
      // "-2" is a whole number: the reason is its range, not that it is none.
      await quantity.press('ControlOrMeta+A');
      await quantity.pressSequentially('-2');
      await row.getByText(/muss zwischen 0 und 999 liegen/).waitFor();
      assert.equal(await row.getByText('muss eine ganze Zahl sein').count(), 0, '-2 is not said to be no whole number');
      await quantity.press('ControlOrMeta+A');
      await quantity.pressSequentially('2');
      await selected.getByText('2', { exact: true }).waitFor();
      assert.equal(await row.getByText(/muss/).count(), 0, 'the reason goes with the correction');
      await quantity.press('ControlOrMeta+A');
      await quantity.press('Backspace');
      await selected.getByText('0', { exact: true }).waitFor();
      assert.equal(await quantity.inputValue(), '', "emptied, the quantity is the rules' again");
    });
  });

  it("cable quantities are labelled by the cable's name, take what is typed without a leading 0, and keep a wrong entry until it is corrected", async () => {
    const project = await (await customer()).created(newProject({ projectName: 'Kabel' }));
    await asNewVisitor('cable-labels', async (page) => {
      await page.goto(`/calculation/${project.id}/cost-calculation`);
      await signIn(page, 'customer');
      // The costs arrive and grow the page above the button: it is pressed where it then is.
      await settled(page);
      await page.getByTestId('cable-toggle').click();
      const cable = page.getByRole('textbox', { name: 'Kabel 6 m', exact: true });
      await cable.waitFor();
      assert.equal(await page.getByRole('textbox', { name: 'CABLE-6M' }).count(), 0, 'no product key as a label');
      await page.getByRole('textbox', { name: 'Kabel FM 2 m', exact: true }).waitFor();
      await cable.click();
      await cable.press('Backspace');
      await cable.pressSequentially('04');
      assert.equal(await cable.inputValue(), '4');
      await cable.pressSequentially(',5');
      await page.getByText('muss eine ganze Zahl sein', { exact: true }).waitFor();
      await page.getByTestId('quote-missing').getByText('Kabel 6 m: muss eine ganze Zahl sein').waitFor();
      assert.equal(await cable.inputValue(), '4,5', '2,5 is not read as 25: it stays, with its reason');
      await page.getByRole('textbox', { name: 'Kabel 4 m', exact: true }).click();
      assert.equal(await cable.inputValue(), '4,5', 'leaving keeps what was typed: 4,5 is not silently 4');
      await page.getByText('muss eine ganze Zahl sein', { exact: true }).waitFor();
      await settled(page);
      await assertAccessible(page, 'the adjusted cable quantities');
      await page.getByRole('button', { name: 'Speichern', exact: true }).click();
      await page.getByTestId('save-refused').getByText('Kabel 6 m', { exact: false }).waitFor();
      assert.equal(await focusedId(page), 'field-custom-length-CABLE-6M', 'the focus is on what to correct');
      const unsaved = (await (await customer()).get(project.id).then((r) => r.json())) as ProjectData;
      assert.equal(unsaved.formValues.find((v) => v.key === 'custom-length-CABLE-6M')?.value ?? null, null, 'nothing was saved');
      await cable.press('End');
      await cable.press('Backspace');
      await cable.press('Backspace');
      assert.equal(await cable.inputValue(), '4');
      await page.getByRole('button', { name: 'Speichern', exact: true }).click();
      await page
        .getByTestId('save-state')
        .getByText(/Gespeichert/)
        .waitFor();
      const saved = (await (await customer()).get(project.id).then((r) => r.json())) as ProjectData;
      assert.equal(saved.formValues.find((v) => v.key === 'custom-length-CABLE-6M')?.value, 4);
    });
  });

  it('a non-standard component starts without errors, a price without 0 in front, and shows the price understood', async () => {
    const project = await (await customer()).created(newProject({ projectName: 'Sonder' }));
    await asNewVisitor('non-standard', async (page) => {
      await page.goto(`/calculation/${project.id}/configuration`);
      await signIn(page, 'customer');
      await page.getByRole('button', { name: 'Sonderkomponente hinzufügen' }).click();
      const row = page.getByTestId('non-standard-row');
      await row.waitFor();
      assert.equal(await row.getByText('ist erforderlich').count(), 0, 'no error the moment the row appears');
      const price = row.getByRole('textbox', { name: 'Preis (€) 1' });
      assert.equal(await price.inputValue(), '');
      await typeInto(page, 'Beschreibung 1', 'Sonderblech');
      await price.click();
      await price.pressSequentially('12,5');
      const quantity = row.getByRole('textbox', { name: 'Menge 1' });
      await quantity.click();
      await quantity.pressSequentially('3');
      assert.equal(await quantity.inputValue(), '3', 'the focus selected the 1, so the 3 replaced it');
      assert.equal(await price.inputValue(), '12,50', 'leaving the price shows what was understood');
      await quantity.press('Backspace');
      await quantity.pressSequentially('07');
      assert.equal(await quantity.inputValue(), '7');
      await settled(page);
      await assertAccessible(page, 'the configuration with a non-standard component');
    });
  });

  it('a refused upload says which documents the project takes, not a status code', async () => {
    const project = await (await customer()).created(newProject({ projectName: 'Dokumente' }));
    await asNewVisitor('upload-refused', async (page) => {
      await page.goto(`/calculation/${project.id}/cost-calculation`);
      await signIn(page, 'customer');
      await page.getByTestId('documents').waitFor();
      await page.getByTestId('document-input').setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: exeHeader() });
      const alert = page.getByTestId('documents').getByRole('alert');
      await alert.waitFor();
      const text = await alert.innerText();
      assert.match(text, /Erlaubt sind Dokumente bis 50 MiB der Typen PDF, PNG, JPG/);
      assert.doesNotMatch(text, /415/);
    });
  });

  it('another company\'s project says it is not found or not shared, not "Laden fehlgeschlagen (404)"', async () => {
    const project = await (await customer()).created(newProject({ projectName: 'Nur Muster GmbH' }));
    await asNewVisitor('foreign-project', async (page) => {
      await page.goto(`/calculation/${project.id}/basic-input`);
      await signIn(page, 'vienna');
      const notFound = page.getByTestId('project-not-found');
      await notFound.waitFor();
      assert.match(
        await notFound.innerText(),
        new RegExp(`Das Projekt ${project.id} gibt es nicht, oder es ist nicht für Sie freigegeben`),
      );
      assert.equal(await page.getByText('Laden fehlgeschlagen').count(), 0);
      await notFound.getByRole('link', { name: 'Zur Projektübersicht' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    });
  });

  it("the project list's state chips read at WCAG AA contrast in every state", async () => {
    const projects = await customer();
    const admin = projectsAs(suite.server, await suite.server.tokenFor('admin'));
    const submit = async (name: string) => {
      const draft = await projects.created(newProject({ projectName: name }));
      return (await (await projects.save(resave(draft, { state: 'SUBMITTED' }, { requestType: 'OFFER' }))).json()) as ProjectData;
    };
    await admin.save(resave(await submit('Rückfrage'), { state: 'MESSAGE_FROM_DH' }));
    await admin.save(resave(await submit('Angebot'), { state: 'OFFER_CREATED', offerNumber: 'AN-2026-1' }));
    await asNewVisitor('state-chips', async (page) => {
      await page.goto('/');
      await signIn(page, 'customer');
      for (const state of ['MESSAGE_FROM_DH', 'OFFER_CREATED', 'DRAFT']) await page.locator(`[data-state="${state}"]`).first().waitFor();
      await settled(page);
      await assertAccessible(page, 'the project explorer with projects in every state');
    });
  });
  it('a non-standard row without description or with a wrong price is not saved, and says why', async () => {
    const project = await (await customer()).created(newProject({ projectName: 'Sonder unvollständig' }));
    await asNewVisitor('non-standard-refused', async (page) => {
      await page.goto(`/calculation/${project.id}/configuration`);
      await signIn(page, 'customer');
      await page.getByRole('button', { name: 'Sonderkomponente hinzufügen' }).click();
      await typeInto(page, 'Beschreibung 1', 'Konsole');
      await typeInto(page, 'Preis (€) 1', '12,5x');
      await page.getByRole('button', { name: 'Speichern', exact: true }).click();
      await page.getByTestId('save-refused').getByText('Sonderkomponente 1, Preis (€) (ist keine Zahl)', { exact: false }).waitFor();
      const stored = (await (await customer()).get(project.id).then((r) => r.json())) as ProjectData;
      assert.equal(stored.products.filter((p) => p.productCategoryId === 'NONSTANDARDCOMPONENTS').length, 0, 'nothing was saved');
      const price = page.getByRole('textbox', { name: 'Preis (€) 1' });
      await price.click();
      await price.press('Backspace');
      await page.getByRole('button', { name: 'Speichern', exact: true }).click();
      await page
        .getByTestId('save-state')
        .getByText(/Gespeichert/)
        .waitFor();
      await page.getByRole('button', { name: 'Sonderkomponente hinzufügen' }).click();
      await typeInto(page, 'Preis (€) 2', '30');
      await page.getByRole('button', { name: 'Speichern', exact: true }).click();
      await page.getByTestId('save-refused').getByText('Sonderkomponente 2, Beschreibung (ist erforderlich)', { exact: false }).waitFor();
      assert.equal(await focusedId(page), 'field-nonStandard.2.description', 'the focus is on what to correct');
      await typeInto(page, 'Beschreibung 2', 'Blende');
      await typeInto(page, 'Menge 2', '2,5');
      await page.getByRole('textbox', { name: 'Beschreibung 2' }).click();
      assert.equal(await page.getByRole('textbox', { name: 'Menge 2' }).inputValue(), '2,5', 'a quantity of 2,5 is not silently 2');
      await page.getByRole('button', { name: 'Speichern', exact: true }).click();
      await page.getByTestId('save-refused').getByText('Sonderkomponente 2, Menge (muss eine ganze Zahl sein)', { exact: false }).waitFor();
      assert.equal(await focusedId(page), 'field-nonStandard.2.quantity');
    });
  });

  it('a German postal code has 5 digits, an Austrian one 4', () =>
    asNewVisitor('postal-codes', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      await typeInto(page, 'Postleitzahl des Gebäudes', '8033');
      await typeInto(page, 'Projektname', 'PLZ');
      await page.getByText('muss eine Postleitzahl mit 5 Ziffern sein').waitFor();
      await type(page, 'Postleitzahl des Gebäudes', '80331');
      await page.waitForFunction(() => !document.body.innerText.includes('muss eine Postleitzahl mit 5 Ziffern sein'));
    }));

  it('choosing an AIO Basic set announces no reset of what the set decides', () =>
    asNewVisitor('set-no-reset', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      await fillBasicInput(page, {
        name: 'Set ohne Meldung',
        postalCode: '30159',
        projectType: 'Neubau',
        position: 'Vertikal',
        height: '18.000',
        width: '1.600',
        depth: '2.600',
      });
      await next(page).click();
      await page.getByRole('dialog', { name: 'AIO-Basic-Set wählen' }).locator('[data-set-key="AIO-BASIC-PD-24"]').click();
      await page.waitForURL(savedTab('cost-calculation'));
      await page.getByTestId('cost-total').waitFor();
      assert.equal(await page.getByText(/wurde zurückgesetzt/).count(), 0);
    }));

  it('on a phone the step bar wraps: nothing is wider than the screen on the first step', () =>
    asNewVisitor(
      'phone-step-bar',
      async (page) => {
        await page.goto('/calculation/new/basic-input');
        await signIn(page, 'customer');
        await typeInto(page, 'Projektname', 'Telefon');
        await page.getByText('Nicht gespeicherte Änderungen').or(page.getByText('Noch nicht gespeichert')).first().waitFor();
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
        const weiter = await next(page).boundingBox();
        assert.ok(weiter && weiter.x + weiter.width <= 390, 'Weiter is on the screen');
      },
      { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    ));
  it('a failed download says which, why, and how to reach support', async () => {
    const project = await (await customer()).created(newProject({ projectName: 'Download' }));
    await asNewVisitor('download-failed', async (page) => {
      // The server's answer when no browser prints PDFs on it.
      await page.route('**/api/project/export/**', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          headers: { 'retry-after': '5' },
          body: JSON.stringify({
            statusCode: 503,
            error: 'Service Unavailable',
            code: 'SERVICE_UNAVAILABLE',
            message: 'error.pdf.unavailable',
          }),
        }),
      );
      await page.goto(`/calculation/${project.id}/cost-calculation`);
      await signIn(page, 'customer');
      await page.getByRole('button', { name: 'PDF herunterladen' }).click();
      const failure = page.getByTestId('download-error');
      await failure.getByText('Der PDF-Download ist fehlgeschlagen: Der PDF-Druck ist auf diesem Server nicht eingerichtet').waitFor();
      await failure.getByText('Vorgang BKCC-files').waitFor();
      await failure.getByRole('button', { name: 'Problem an den Support melden' }).waitFor();
      assert.doesNotMatch(await failure.innerText(), /\(503\)/);
    });
  });
});
