import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import type { CalculationRequest } from '@lsp/contracts';
import { productInBrowser, signIn } from '../support/browser.js';
import { assertFitsPhone, onPhone, PHONES } from '../support/phone.js';
import { newProject, projectsAs } from '../support/projects.js';
import { downloadedPdfText, next, savedTab } from './calculator-steps.js';

/** The focused element's accessible name, roughly as a screen reader says it ("(page)" for none). */
const focusedName = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '(page)';
    const labels = (element as HTMLInputElement).labels;
    const label = element.getAttribute('aria-label') ?? (labels && labels.length > 0 ? labels[0].textContent : null);
    return (label ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  });

/** Waits until the focused element's name matches, else fails saying where the focus is. */
async function waitForFocus(page: Page, name: RegExp, what: string): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 30_000; await page.waitForTimeout(50))
    if (name.test(await focusedName(page))) return;
  assert.fail(`${what}: the focus is on "${await focusedName(page)}"`);
}

const POLISH = {
  prepare: async (context: BrowserContext) => {
    await context.addInitScript(() =>
      localStorage.setItem('lsp.language', JSON.stringify({ value: 'pl', expiresAt: Date.now() + 86_400_000 })),
    );
  },
};

/** Defects a user test of the planner found on a phone and by keyboard (de/en/pl). */
describe('The planner after the user test', () => {
  const product = productInBrowser({}, [], { warmPdf: true });
  const customer = async () => projectsAs(product.server, await product.server.tokenFor('customer'));

  it('deleting a project in the explorer by keyboard (the customer\'s only projects) focuses the next project, else "Neues Projekt"', async () => {
    const projects = await customer();
    const first = await projects.created(newProject({ projectName: 'Erstes' }));
    const second = await projects.created(newProject({ projectName: 'Zweites' }));
    await product.visit(
      'explorer-delete-focus',
      async (page) => {
        await page.goto('/');
        await signIn(page, 'customer');
        await page.locator(`tr[data-project-id="${second.id}"]`).waitFor();
        const rows = await page.locator('tr[data-project-id]').evaluateAll((all) => all.map((row) => row.getAttribute('data-project-id')));
        const dialog = page.getByRole('dialog', { name: 'Projekt löschen?' });
        const deleteByKeyboard = async (id: string) => {
          await page.getByRole('button', { name: `Projekt ${id} löschen` }).focus();
          await page.keyboard.press('Enter');
          await dialog.getByRole('button', { name: 'Abbrechen' }).waitFor();
          await page.keyboard.press('Tab');
          assert.equal(await focusedName(page), 'Löschen');
          await page.keyboard.press('Enter');
          await page.locator(`tr[data-project-id="${id}"]`).waitFor({ state: 'detached' });
        };
        await deleteByKeyboard(rows[0]!);
        await waitForFocus(page, new RegExp(`^${rows[1]}$`), 'after deleting a project: the link of the next one');
        await deleteByKeyboard(rows[1]!);
        await waitForFocus(page, /^Neues Projekt$/, 'after deleting the last project: "Neues Projekt"');
        assert.deepEqual([...rows].sort(), [first.id, second.id].sort());
      },
      { viewport: { width: 1400, height: 900 } },
    );
  });

  it('removing a non-standard component by keyboard puts the focus on the next row, the previous one, else "hinzufügen"', async () => {
    const project = await (await customer()).created(newProject({ projectName: 'Sonderkomponenten' }));
    await product.visit(
      'non-standard-remove-focus',
      async (page) => {
        await page.goto(`/calculation/${project.id}/configuration`);
        await signIn(page, 'customer');
        const add = page.getByRole('button', { name: 'Sonderkomponente hinzufügen' });
        for (const n of [1, 2, 3]) {
          await add.click();
          await page.getByRole('textbox', { name: `Beschreibung ${n}` }).pressSequentially(`Teil ${n}`);
        }
        const remove = page.getByRole('button', { name: 'Sonderkomponente entfernen' });
        // The middle row: the next one (now the second) takes the focus.
        await remove.nth(1).focus();
        await page.keyboard.press('Enter');
        await waitForFocus(page, /^Beschreibung 2$/, "after removing the middle row: the next row's description");
        assert.equal(await page.getByRole('textbox', { name: 'Beschreibung 2' }).inputValue(), 'Teil 3');
        // The last row: the previous one.
        await remove.nth(1).focus();
        await page.keyboard.press('Enter');
        await waitForFocus(page, /^Beschreibung 1$/, "after removing the last row: the previous row's description");
        // The only row: the button that adds one.
        await remove.nth(0).focus();
        await page.keyboard.press('Enter');
        await waitForFocus(page, /^Sonderkomponente hinzufügen$/, 'after removing the only row: "Sonderkomponente hinzufügen"');
      },
      { viewport: { width: 1400, height: 900 } },
    );
  });

  it("on a phone, the browser's Back to step 2 shows the step's heading that takes the focus", async () => {
    const project = await (await customer()).created(newProject({ projectName: 'Zurück' }));
    await product.visit(
      'back-heading-in-view',
      async (page) => {
        await page.goto(`/calculation/${project.id}/configuration`);
        await signIn(page, 'customer');
        await next(page).click();
        await page.waitForURL(savedTab('ventilation-components'));
        await page.getByTestId('ventilation-candidates').waitFor();
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        await page.goBack();
        await page.waitForURL(savedTab('configuration'));
        await waitForFocus(page, /^Schritt 2 von 4/, 'after Back: the heading of step 2');
        // The browser restores its scroll position and the step grows to its height after the focus
        // moved: the heading comes into view, and is still there two frames later.
        const inView = () =>
          new Promise<boolean>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const heading = document.querySelector('#step-heading')!.getBoundingClientRect();
                resolve(heading.top >= 0 && heading.bottom <= 740);
              }),
            ),
          );
        await page.waitForFunction(inView, undefined, { timeout: 5_000 }).catch(() => undefined);
        await page.evaluate(inView);
        const box = await page.locator('#step-heading').evaluate((heading) => heading.getBoundingClientRect().toJSON() as DOMRect);
        assert.ok(box.top >= 0 && box.bottom <= 740, `the focused heading is in view (${Math.round(box.top)} … ${Math.round(box.bottom)})`);
      },
      onPhone({ width: 360, height: 740 }),
    );
  });

  for (const phone of PHONES)
    it(`on a ${phone.name} phone the enlarged drawing shows plan and section within the screen`, async () => {
      const project = await (await customer()).created(newProject({ projectName: `Zeichnung ${phone.viewport.width}` }));
      await product.visit(
        `drawing-${phone.viewport.width}`,
        async (page) => {
          await page.goto(`/calculation/${project.id}/basic-input`);
          await signIn(page, 'customer');
          await page.getByRole('button', { name: 'Zeichnung vergrößern' }).click();
          const drawing = page.getByRole('dialog').getByTestId('shaft-drawing-enlarged').locator('svg');
          await drawing.waitFor();
          await assertFitsPhone(page, 'the enlarged drawing');
          const box = await drawing.evaluate((svg) => svg.getBoundingClientRect().toJSON() as DOMRect);
          assert.ok(
            box.left >= 0 && box.right <= phone.viewport.width,
            `the drawing lies within the screen (${Math.round(box.left)} … ${Math.round(box.right)})`,
          );
        },
        onPhone(phone.viewport),
      );
    });

  it('the Polish PDF gives the general remarks in Polish', async () => {
    const project = await (await customer()).created(newProject({ projectName: 'Uwagi' }));
    await product.visit(
      'polish-remarks',
      async (page) => {
        await page.goto(`/calculation/${project.id}/cost-calculation`);
        await signIn(page, 'customer');
        await page.getByTestId('cost-total').waitFor();
        const pdf = await downloadedPdfText(page, 'Pobierz PDF');
        assert.ok(pdf.includes('Uwagi ogólne'), pdf.slice(-600));
        assert.ok(pdf.includes('Wszystkie ceny są cenami netto'), `the remarks in Polish: ${pdf.slice(-600)}`);
        assert.doesNotMatch(pdf, /All prices are net|general terms and conditions/);
      },
      POLISH,
    );
  });

  it('on a 360 px phone the cards of step 3 say which quantity counts and what the empty field means', async () => {
    const project = await (await customer()).created(newProject({ projectName: 'Karten' }));
    await product.visit(
      'quantity-cards',
      async (page) => {
        await page.goto(`/calculation/${project.id}/ventilation-components`);
        await signIn(page, 'customer');
        const cards = page.getByTestId('ventilation-candidates');
        await cards.getByTestId('selected-quantity').first().waitFor();
        // The cells are named on the card by their data-label.
        assert.equal(await cards.getByTestId('selected-quantity').first().getAttribute('data-label'), 'Gewählte Menge');
        assert.ok((await cards.locator('td[data-label="Menge ändern"]').count()) > 0, 'the input is for changing the quantity');
        // An empty field's grey count is explained under it.
        await cards
          .getByText(/^Leer: automatisch \d+$/)
          .first()
          .waitFor();
        await assertFitsPhone(page, 'tab 3 with the quantity hints');
      },
      onPhone({ width: 360, height: 740 }),
    );
  });

  it('on a 360 px phone "Standard-Kabelmengen (anpassen)" warns only once a quantity differs, its icon inside the button', async () => {
    const project = await (await customer()).created(newProject({ projectName: 'Kabelwarnung' }));
    await product.visit(
      'cable-warning',
      async (page) => {
        await page.goto(`/calculation/${project.id}/cost-calculation`);
        await signIn(page, 'customer');
        const toggle = page.getByTestId('cable-toggle');
        await toggle.click();
        const cable = page.getByRole('textbox', { name: 'Kabel 12 m', exact: true });
        await cable.waitFor();
        assert.equal(await page.getByTestId('cables-adjusted-warning').count(), 0, 'no warning while nothing differs');
        assert.equal(await toggle.locator('svg').count(), 0, 'no warning icon while nothing differs');
        const standard = await cable.inputValue();
        await cable.click();
        await cable.press('ControlOrMeta+a');
        await cable.pressSequentially(String(Number(standard) + 2));
        await page.getByTestId('cables-adjusted-warning').waitFor();
        const [button, icon] = [await toggle.boundingBox(), await toggle.locator('svg').boundingBox()];
        assert.ok(
          button && icon && icon.x >= button.x && icon.x + icon.width <= button.x + button.width,
          `the icon lies within the button (${JSON.stringify({ button, icon })})`,
        );
        await assertFitsPhone(page, 'the adjusted cables');
      },
      onPhone({ width: 360, height: 740 }),
    );
  });

  it('at 1366 px every label of step 1 is read whole, and a checkbox label breaks between words only', () =>
    product.visit(
      'labels-1366',
      async (page) => {
        await page.goto('/calculation/new');
        await signIn(page, 'customer');
        await page.locator('#field-shaftHeight').waitFor();
        const cut = await page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLElement>('label.MuiInputLabel-root'))
            .filter((label) => {
              const box = label.getBoundingClientRect();
              const clip = label.closest('.MuiFormControl-root')!.getBoundingClientRect();
              return box.width > 0 && (label.scrollWidth > label.clientWidth + 1 || box.right > clip.right + 1);
            })
            .map((label) => label.textContent),
        );
        assert.deepEqual(cut, [], 'no label is cut off');
        const lines = await page.getByText('Niedrigenergiestandard', { exact: true }).evaluate((label) => {
          const range = document.createRange();
          range.selectNodeContents(label);
          return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
        });
        assert.equal(lines, 1, '"Niedrigenergiestandard" on one line');
      },
      { viewport: { width: 1366, height: 768 } },
    ));

  it('in Polish one term for a thing on screen and in the PDF, years counted by Polish plural rules, numbers grouped alike', async () => {
    const project = await (await customer()).created(newProject({ projectName: 'Terminy' }));
    await product.visit(
      'polish-terms',
      async (page) => {
        await page.goto(`/calculation/${project.id}/basic-input`);
        await signIn(page, 'customer');
        await page.getByTestId('energy-figures').waitFor();
        await page.getByRole('tab', { name: /Komponenty wentylacyjne/ }).waitFor();
        // "ok. 3 roku" was wrong: 1 rok, 2–4 lata, 5 lat, and roku only after a fraction (the quote's payback, the figures').
        const quoteEnergy = page.getByTestId('quote-energy');
        await quoteEnergy.filter({ hasText: 'okres zwrotu' }).waitFor({ state: 'attached' });
        const text = `${await page.getByTestId('energy-figures').innerText()} ${await quoteEnergy.textContent()}`;
        const years = [...text.matchAll(/ok\. (\d+(?:,\d)?) (rok|lata|lat|roku)(?![\p{L}])/gu)];
        assert.ok(years.length > 0, text);
        for (const [, value, word] of years) {
          const expected = { one: 'rok', few: 'lata', many: 'lat', other: 'roku' }[
            new Intl.PluralRules('pl').select(Number(value.replace(',', '.'))) as 'one'
          ];
          assert.equal(word, expected, `ok. ${value} ${word}`);
        }
        await page.getByRole('tab', { name: /Konfiguracja/ }).click();
        await page.getByText('Przełącznik kluczykowy z diodą LED').first().waitFor();
        assert.equal(await page.getByText('Stacyjka').count(), 0);
        await page.getByRole('tab', { name: /Kalkulacja kosztów|Kalkulacja/ }).click();
        await page.getByTestId('cost-total').waitFor();
        const screen = await page.locator('main').innerText();
        assert.doesNotMatch(screen, /Komponenty wentylacji\b|Detekcja stanu windy/);
        const pdf = await downloadedPdfText(page, 'Pobierz PDF');
        assert.ok(pdf.includes('Komponenty wentylacyjne'), pdf.slice(0, 600));
        assert.doesNotMatch(pdf, /Komponenty wentylacji\b|Detekcja stanu windy/);
        // The table writes 1 600 mm as the drawing does, not 1600.
        assert.match(pdf, /Szerokość szybu 1 600 mm/);
        assert.doesNotMatch(pdf, /\b1600 mm/);
      },
      POLISH,
    );
  });

  it('in German the PDF and the screen both say "Raucherkennung"', async () => {
    const project = await (await customer()).created(newProject({ projectName: 'Begriffe' }));
    await product.visit('german-terms', async (page) => {
      await page.goto(`/calculation/${project.id}/cost-calculation`);
      await signIn(page, 'customer');
      await page.getByTestId('cost-total').waitFor();
      await page.getByText('Raucherkennung').first().waitFor();
      assert.doesNotMatch(await page.locator('main').innerText(), /Rauchdetektion/);
      const pdf = await downloadedPdfText(page);
      assert.ok(pdf.includes('Raucherkennung'));
      assert.doesNotMatch(pdf, /Rauchdetektion/);
    });
  });

  it("a quantity in metres (RAS-PIPE 32,5) is written in the screen's language", async () => {
    const { formValues } = (
      JSON.parse(
        readFileSync(new URL('../../../rules/lift-shaft/golden/02-de-modernized-weathershelter-ras.json', import.meta.url), 'utf8'),
      ) as { request: CalculationRequest }
    ).request;
    const project = await (await customer()).created({ state: 'NEW', products: [], formValues });
    await product.visit('metres-in-german', async (page) => {
      await page.goto(`/calculation/${project.id}/cost-calculation`);
      await signIn(page, 'customer');
      const line = page.getByTestId('selected-products').locator('[data-product-key="RAS-PIPE"]');
      await line.getByTestId('quantity').filter({ hasText: '32,5' }).waitFor();
      await page
        .getByTestId('quote-parts')
        .locator('[data-product-key="RAS-PIPE"]')
        .getByTestId('quantity')
        .filter({ hasText: '32,5' })
        .waitFor({ state: 'attached' });
      assert.equal(await page.locator('main').getByText('32.5', { exact: false }).count(), 0, 'no English decimal point');
    });
  });

  it('on a 360 px phone an entry of the error summary reads as one left-aligned line that wraps', () =>
    product.visit(
      'blockers-on-phone',
      async (page) => {
        await page.goto('/calculation/new');
        await signIn(page, 'customer');
        await page.locator('#field-shaftHeight').waitFor();
        await next(page).click();
        const entry = page.getByTestId('step-blockers').locator('li[data-field="shaftHeight"]');
        await entry.waitFor();
        assert.match(await entry.innerText(), /^Schachthöhe \(inkl\. Kopf und Grube\): ist erforderlich$/);
        const layout = await entry.locator('button').evaluate((button) => {
          const name = button.querySelector('span > span')!;
          const nameLines = Array.from(name.getClientRects());
          const problem = document.createRange();
          problem.setStart(name.nextSibling!, 0);
          problem.setEnd(button.querySelector(':scope > span')!, button.querySelector(':scope > span')!.childNodes.length);
          const problemLines = Array.from(problem.getClientRects()).filter((rect) => rect.width > 0);
          return {
            buttonLeft: button.getBoundingClientRect().left,
            nameLeft: nameLines[0].left,
            nameLastTop: Math.round(nameLines[nameLines.length - 1].top),
            problemTop: Math.round(problemLines[0].top),
          };
        });
        assert.ok(layout.nameLeft - layout.buttonLeft < 2, `left-aligned: ${JSON.stringify(layout)}`);
        assert.equal(layout.problemTop, layout.nameLastTop, `": ist erforderlich" goes on after the name: ${JSON.stringify(layout)}`);
        await assertFitsPhone(page, 'the error summary');
      },
      onPhone({ width: 360, height: 740 }),
    ));
});
