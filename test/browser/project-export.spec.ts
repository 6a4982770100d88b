import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { productInBrowser, signIn } from '../support/browser.js';
import { fillProjectList } from '../support/scale-projects.js';

const PROJECTS = 20_000;

describe('Project list export in the backoffice: rows written of the total, then the download', () => {
  const suite = productInBrowser();

  it(`exports ${PROJECTS} projects in the background and downloads the workbook`, async () => {
    await fillProjectList(suite.server, PROJECTS);
    await suite.visit(
      'project-export',
      async (page) => {
        await page.goto('/admin/projects');
        await signIn(page, 'admin');
        // On a PostgreSQL server the 20 000 rows are written in well under a second, before the
        // dialog asks how far the job is: a second connection holds the companies' table locked (a
        // real lock, as a busy database holds one) until the bar has shown rows of the total. The
        // job counts the rows first and then waits for the first batch's company names.
        const { database } = suite.server.config;
        const blocker = database.driver === 'postgresql' ? new pg.Client({ connectionString: database.url }) : undefined;
        await page.getByRole('button', { name: 'Excel-Export' }).waitFor();
        await blocker?.connect();
        const dialog = page.getByRole('dialog', { name: 'Projektliste als Excel-Datei' });
        try {
          await blocker?.query('begin');
          await blocker?.query('lock table "company" in access exclusive mode');
          await page.getByRole('button', { name: 'Excel-Export' }).click();
          // "2.000 von 20.000 Zeilen": German numbers, counted as the rows are written; the total
          // is known from the first answer ("In der Warteschlange · 0 von 20.000 Zeilen"), so a
          // run that ends before the dialog looks again (PGlite on a quick machine) shows it too.
          await dialog.getByRole('progressbar', { name: /(^|· )[\d.]+ von 20\.000 Zeilen$/ }).waitFor({ timeout: 60_000 });
        } finally {
          await blocker?.query('commit').catch(() => undefined);
          await blocker?.end();
        }
        const save = dialog.getByRole('button', { name: /^Herunterladen \(projects-\d{4}-\d{2}-\d{2}\.xlsx\)$/ });
        await save.waitFor({ timeout: 120_000 });
        await dialog.getByText(/verfügbar bis \d{2}\.\d{2}\.\d{4}/).waitFor();
        const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
        assert.match(download.suggestedFilename(), /^projects-\d{4}-\d{2}-\d{2}\.xlsx$/);
        const book = new ExcelJS.Workbook();
        await book.xlsx.load((await readFile(await download.path())) as unknown as ExcelJS.Buffer);
        assert.equal(book.worksheets[0].rowCount, 1 + PROJECTS);
      },
      { acceptDownloads: true },
    );
  });
});
