// test-runner: postgresql too -- state moves and unique offer numbers rest on the database's indexes and locks
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AdminProduct, CalculationAnswer, OutgoingMailView, ProjectData } from '@lsp/contracts';
import { adminDataProvider } from '../support/admin-data-provider.js';
import { confirmCatalogueChange, pickOption, productInBrowser, signIn } from '../support/browser.js';
import { GOLDEN_FORM_VALUES, newProject, projectsAs, resave } from '../support/projects.js';

describe('Backoffice in the browser: an admin runs projects and prices', () => {
  const suite = productInBrowser();
  const asNewVisitor = suite.visit;

  it('moves a submitted project to OFFER_CREATED with an offer number and a note, mails the customer, who then reads it', async () => {
    const customer = projectsAs(suite.server, await suite.server.tokenFor('customer'));
    const draft = await customer.created(newProject({ requestType: 'OFFER', projectName: 'Bürohaus Lindenallee' }));
    const submitted = (await (await customer.save(resave(draft, { state: 'SUBMITTED' }))).json()) as ProjectData;
    assert.equal(submitted.state, 'SUBMITTED');

    await asNewVisitor('backoffice-offer', async (page) => {
      await page.goto('/admin/projects');
      await signIn(page, 'admin');
      await page.getByText('Bürohaus Lindenallee').click();
      await page.waitForURL(`${suite.server.url}/admin/projects/${submitted.id}`);
      await page.getByText(`${submitted.id} · Bürohaus Lindenallee`).waitFor();
      await page.getByRole('combobox', { name: 'Status' }).click();
      // Only the moves staff may make from SUBMITTED are offered.
      const options = await page.getByRole('option').allTextContents();
      assert.deepEqual(options, ['Übermittelt', 'Nachricht von DH', 'Angebot erstellt', 'Entwurf']);
      await pickOption(page, { name: 'Angebot erstellt' });
      // An offer keeps its number: marked required, and checked before the mail question is asked.
      const offerNumber = page.getByRole('textbox', { name: 'Angebotsnummer', exact: true });
      assert.match(await page.locator('.ra-input-offerNumber label').innerText(), /^Angebotsnummer\s*\*$/);
      await page.getByTestId('project-save').click();
      await page.locator('.ra-input-offerNumber .MuiFormHelperText-root').filter({ hasText: 'Pflichtfeld' }).waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'offerNumber');
      assert.equal(await page.getByRole('dialog').count(), 0, 'no mail question before the entries are valid');
      await offerNumber.pressSequentially('AN-2026-0815');
      // The offer may carry a note for the customer: optional, unlike a message from DH.
      await page.getByRole('textbox', { name: 'Nachricht zum Angebot (optional)' }).pressSequentially('Lieferung ab KW 12.');
      await page.getByTestId('project-save').click();
      await page.getByText('Soll der Kunde per E-Mail über diese Änderung informiert werden?').waitFor();
      await page.getByTestId('save-with-mail').click();
      await page.getByText('Eintrag aktualisiert').waitFor();
      await page.getByRole('cell', { name: 'AN-2026-0815' }).first().waitFor();
    });

    const seen = (await (await customer.get(submitted.id)).json()) as ProjectData;
    assert.equal(seen.state, 'OFFER_CREATED');
    assert.equal(seen.offerNumber, 'AN-2026-0815');
    const admin = adminDataProvider(suite.server, await suite.server.tokenFor('admin'));
    const mails = await admin.getList<OutgoingMailView>('mails', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'DESC' },
      filter: { projectId: submitted.id },
    });
    assert.equal(mails.total, 1);
    assert.equal(mails.data[0].to, 'max.mustermann@aufzugbau-muster.de');
    assert.match(mails.data[0].text, /AN-2026-0815/);
    assert.match(mails.data[0].text, /Lieferung ab KW 12\./);
    assert.match(mails.data[0].text, /Das Angebot AN-2026-0815 ist gültig bis \d\d\.\d\d\.\d{4}\./);

    // The customer reads the offer on the project itself, not only in the mail.
    await asNewVisitor('customer-reads-offer', async (page) => {
      await page.goto(`/calculation/${submitted.id}/cost-calculation`);
      await signIn(page, 'customer');
      const offer = page.getByTestId('offer-notice');
      await offer.waitFor();
      assert.match(await offer.innerText(), /Angebot AN-2026-0815 vom \d\d\.\d\d\.\d{4}/);
      assert.match(await offer.innerText(), /Gültig bis \d\d\.\d\d\.\d{4}\./);
      assert.equal(await offer.getByTestId('offer-message').innerText(), 'Lieferung ab KW 12.');
    });
  });

  it('asks for the message when staff choose "Nachricht von DH", and mails it to the customer', async () => {
    const customer = projectsAs(suite.server, await suite.server.tokenFor('customer'));
    const draft = await customer.created(
      newProject({ requestType: 'OFFER', projectName: 'Rückfrage Schacht', remarks: 'Bitte mit Montage anbieten.' }),
    );
    const submitted = (await (await customer.save(resave(draft, { state: 'SUBMITTED' }))).json()) as ProjectData;
    await asNewVisitor('backoffice-message', async (page) => {
      await page.goto(`/admin/projects/${submitted.id}`);
      await signIn(page, 'admin');
      await page.getByText(`${submitted.id} · Rückfrage Schacht`).waitFor();
      // What the customer asked for and wrote, for staff to read before they answer.
      const request = page.getByTestId('project-request');
      await request.getByRole('cell', { name: 'Angebotsanfrage', exact: true }).waitFor();
      await request.getByRole('cell', { name: 'Bitte mit Montage anbieten.', exact: true }).waitFor();
      await page.getByRole('combobox', { name: 'Status' }).click();
      await pickOption(page, { name: 'Nachricht von DH' });
      const message = page.getByRole('textbox', { name: /^Nachricht an den Kunden/ });
      await page.getByTestId('project-save').click();
      await page.locator('.ra-input-message .MuiFormHelperText-root').filter({ hasText: 'Pflichtfeld' }).waitFor();
      await message.pressSequentially('Bitte senden Sie uns die Schachtmaße.');
      await page.getByTestId('project-save').click();
      await page.getByText('Die Nachricht geht per E-Mail an den Kunden.').waitFor();
      assert.equal(await page.getByTestId('save-without-mail').count(), 0);
      await page.getByTestId('save-with-mail').click();
      await page.getByText('Eintrag aktualisiert').waitFor();
      // The history keeps the question with the move.
      await page.goto(`/admin/projects/${submitted.id}`);
      await page.getByText('Nachricht von DH: „Bitte senden Sie uns die Schachtmaße.“').waitFor();
    });
    // The customer reads it on the project, not only in the mail.
    await asNewVisitor('customer-reads-message', async (page) => {
      await page.goto(`/calculation/${submitted.id}/basic-input`);
      await signIn(page, 'customer');
      const notice = page.getByTestId('provider-message');
      await notice.getByText(/^Nachricht von DH Lift Ventilation vom \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}( MEZ| MESZ)?$/).waitFor();
      await notice.getByText('Bitte senden Sie uns die Schachtmaße.').waitFor();
      await notice.getByText(/erneut/).waitFor();
    });
    const admin = adminDataProvider(suite.server, await suite.server.tokenFor('admin'));
    const mails = await admin.getList<OutgoingMailView>('mails', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'DESC' },
      filter: { projectId: submitted.id },
    });
    assert.equal(mails.total, 1);
    assert.match(mails.data[0].text, /Nachricht von DH Lift Ventilation:\nBitte senden Sie uns die Schachtmaße\./);
  });

  it("shows a project's quote as the customer's: lines, logistics and montage, total to the cent", async () => {
    const token = await suite.server.tokenFor('customer');
    const customer = projectsAs(suite.server, token);
    const project = await customer.created(newProject({ projectName: 'Montage und Logistik' }));
    const quote = (
      (await (
        await suite.server.api('/api/calculation-v1', {
          method: 'POST',
          token,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ formValues: project.formValues }),
        })
      ).json()) as CalculationAnswer
    ).costs!;
    assert.ok(quote.categories.logisticCosts > 0 && quote.categories.assemblyCosts > 0, JSON.stringify(quote.categories));
    const euro = (cents: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
    const cents = (text: string) => Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);

    await asNewVisitor('backoffice-project-quote', async (page) => {
      await page.goto(`/admin/projects/${project.id}`);
      await signIn(page, 'admin');
      const section = page.getByTestId('project-calculation');
      await section.getByRole('row').first().waitFor();
      const rows = (await section.getByRole('row').allInnerTexts()).slice(1).map((row) => row.split('\t').map((cell) => cell.trim()));
      const amount = (label: string) => rows.find((row) => row[0] === label)?.[3];
      assert.equal(amount('Summe Komponenten'), euro(quote.categories.sumOfComponents), JSON.stringify(rows));
      assert.equal(amount('Logistikkosten'), euro(quote.categories.logisticCosts), JSON.stringify(rows));
      assert.equal(amount('Montagekosten'), euro(quote.categories.assemblyCosts), JSON.stringify(rows));
      assert.equal(amount('Gesamt (netto)'), euro(quote.categories.total), JSON.stringify(rows));
      // What the table shows adds up: the lines to their sum, the sum and the charges to the total.
      const lines = rows.slice(0, quote.lines.length);
      assert.equal(
        lines.reduce((sum, row) => sum + cents(row[3]), 0),
        quote.categories.sumOfComponents,
      );
      const charges = rows.slice(quote.lines.length + 1, -1);
      assert.equal(
        charges.reduce((sum, row) => sum + cents(row[3]), quote.categories.sumOfComponents),
        quote.categories.total,
        JSON.stringify(rows),
      );
    });
  });

  it("changes a price, and the customer's next calculation shows it", async () => {
    const token = await suite.server.tokenFor('customer');
    const calculate = async () =>
      (await (
        await suite.server.api('/api/calculation-v1', {
          method: 'POST',
          token,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ formValues: GOLDEN_FORM_VALUES }),
        })
      ).json()) as CalculationAnswer;
    const line = (await calculate()).costs!.lines.find((l) => l.category === 'VENTCOMP')!;
    const admin = adminDataProvider(suite.server, await suite.server.tokenFor('admin'));
    const product = (
      await admin.getList<AdminProduct>('products', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: { q: line.productKey },
      })
    ).data.find((p) => p.productKey === line.productKey)!;

    await asNewVisitor('backoffice-price', async (page) => {
      await page.goto(`/admin/products/${product.id}`);
      await signIn(page, 'admin');
      const price = page.getByLabel('Listenpreis (€)');
      await price.waitFor();
      // Shown and typed the German way (docs: the backoffice reads numbers in the screen's language).
      assert.equal(await price.inputValue(), new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(line.unitPrice / 100));
      await price.click();
      await price.press('ControlOrMeta+a');
      await price.press('Delete');
      await price.pressSequentially('987,65');
      await page.getByRole('button', { name: 'Speichern' }).click();
      // The catalogue gate's question first: its check and impact (catalogue-change-dialog.spec.ts).
      await confirmCatalogueChange(page, 'Speichern');
      await page.getByText('Eintrag aktualisiert').waitFor();
    });

    const after = (await calculate()).costs!.lines.find((l) => l.productKey === line.productKey)!;
    assert.equal(after.unitPrice, 98765);
    assert.equal(after.total, 98765 * after.quantity);
  });

  it('writes the dashboard axes in German at 1920 px: German numbers and months, the last month whole', () =>
    asNewVisitor(
      'backoffice-dashboard-axes',
      async (page) => {
        await page.goto('/admin/');
        await signIn(page, 'admin');
        const ticks = async (chart: string) => {
          const card = page.getByTestId(chart);
          await card.locator('.MuiChartsAxis-tickLabel').first().waitFor();
          return card.locator('.MuiChartsAxis-tickLabel').evaluateAll((labels) => {
            const svg = labels[0].closest('svg')!.getBoundingClientRect();
            return labels.map((label) => {
              const box = label.getBoundingClientRect();
              return { text: label.textContent ?? '', inside: box.left >= svg.left - 0.5 && box.right <= svg.right + 0.5 };
            });
          });
        };
        for (const chart of ['chart-by-state', 'chart-by-month', 'chart-top-products']) {
          const labels = await ticks(chart);
          // Counts are whole numbers: no "0.2", and nothing in English decimals.
          assert.ok(
            labels.every((l) => !/^\d+\.\d+$/.test(l.text)),
            `${chart}: ${JSON.stringify(labels)}`,
          );
          assert.ok(
            labels.every((l) => l.inside && !l.text.endsWith('…')),
            `${chart}: every label whole (${JSON.stringify(labels)})`,
          );
        }
        const months = (await ticks('chart-by-month')).map((l) => l.text).filter((t) => /[A-Za-zä]/.test(t));
        const now = new Date();
        const thisMonth = new Intl.DateTimeFormat('de-DE', { month: 'short', year: 'numeric', timeZone: 'Europe/Berlin' }).format(now);
        assert.equal(months.at(-1), thisMonth, JSON.stringify(months));
      },
      { viewport: { width: 1920, height: 1080 } },
    ));

  it("shows the dashboard's charts, in English on request", () =>
    asNewVisitor('backoffice-dashboard', async (page) => {
      await page.goto('/admin/');
      await signIn(page, 'admin');
      for (const chart of ['chart-by-state', 'chart-by-month', 'chart-pipeline', 'chart-top-products'])
        await page.getByTestId(chart).waitFor();
      await page.getByText('Projekte nach Status').waitFor();
      await page.getByTestId('chart-by-state').locator('svg').first().waitFor();
      await page.getByRole('button', { name: 'Deutsch' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByText('Projects by state').waitFor();
    }));
});
