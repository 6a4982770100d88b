import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { AdminRuleSetVersion } from '@lsp/contracts';
import { adminDataProvider } from '../support/admin-data-provider.js';
import { signIn, productInBrowser } from '../support/browser.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Find and replace in Monaco (Ctrl+H) as an engineer does, typing into the widget's own inputs. */
async function replaceInEditor(page: Page, find: string, replacement: string): Promise<void> {
  const editor = page.locator('.monaco-editor').first();
  const focusIn = (inside: string) => page.waitForFunction((inner) => document.activeElement?.closest(inner) != null, inside);
  await editor.click();
  await page.keyboard.press('Control+H');
  await focusIn('.find-widget .find-part');
  // The widget opens with the last search (or the word at the cursor) selected: typing replaces it.
  await page.keyboard.press('Control+A');
  await page.locator('.monaco-editor .find-widget .find-part textarea').pressSequentially(find);
  await page
    .locator('.monaco-editor .find-widget .matchesCount')
    .getByText(/^1 \S+ 1$/)
    .waitFor();
  await page.locator('.monaco-editor .find-widget .replace-part textarea').click();
  await focusIn('.find-widget .replace-part');
  await page.keyboard.press('Control+A');
  await page.locator('.monaco-editor .find-widget .replace-part textarea').pressSequentially(replacement);
  await page.keyboard.press('Control+Alt+Enter');
  await page.keyboard.press('Escape');
}

describe('Rule editor: mistakes named where they are, before publishing', () => {
  const suite = productInBrowser();

  const newDraft = async (edit: (content: Json) => void, changeNote: string): Promise<AdminRuleSetVersion> => {
    const admin = adminDataProvider(suite.server, await suite.server.tokenFor('admin'));
    const created = (await admin.create<AdminRuleSetVersion>('rule-sets', { data: { key: 'lift-shaft', changeNote } })).data;
    const content = structuredClone(created.content!) as Json;
    edit(content);
    return (await admin.update<AdminRuleSetVersion>('rule-sets', { id: created.id, data: { ...created, content }, previousData: created }))
      .data;
  };

  it('broken JSON names its line and column; a misspelt constant is named at its line and at each rule reading it; publish is not offered', () =>
    suite.visit('rule-editor-mistakes', async (page) => {
      const draft = await newDraft(() => undefined, 'Logistik umbenannt');
      await page.goto(`/admin/rule-sets/${draft.id}`);
      await signIn(page, 'admin');
      await page.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
      const problems = page.getByTestId('rule-problems');
      await problems.getByText('Keine Probleme').waitFor();

      // A comma forgotten after "key": line 3 of the text, where "title" begins.
      await replaceInEditor(page, '"key": "lift-shaft",', '"key": "lift-shaft"');
      await problems.getByText(/^Kein gültiges JSON: Zeile 4, Spalte \d+$/).waitFor();
      await problems.getByText(/^Zeile 4$/).waitFor();
      // Marked at that place only: one short squiggle on line 4, not the text from there on.
      const marked = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.monaco-editor .squiggly-error')).map(
          (e) => (e as HTMLElement).getBoundingClientRect().width,
        ),
      );
      assert.ok(marked.length >= 1 && marked.every((width) => width < 120), `squiggles: ${JSON.stringify(marked)}`);
      assert.equal(await page.getByRole('button', { name: 'Entwurf speichern' }).isDisabled(), true);
      await replaceInEditor(page, '"key": "lift-shaft"', '"key": "lift-shaft",');
      await problems.getByText('Keine Probleme').waitFor();

      // The misspelt constant: named at its own line, and at every rule that reads the old name.
      await replaceInEditor(page, '"logisticsPercent": 4.5', '"logisticsPercnt": 4.5');
      await problems.getByText('Die Konstante „costModel.logisticsPercnt“ liest keine Regel: falsch geschrieben?').waitFor();
      const unused = problems.getByTestId('rule-problem').filter({ hasText: 'costModel.logisticsPercnt' });
      assert.match(await unused.innerText(), /Zeile \d+ · \/constants\/costModel\/logisticsPercnt/);
      const reader = problems
        .getByTestId('rule-problem')
        .filter({ hasText: 'liest die Konstante „costModel.logisticsPercent“, die es nicht gibt' })
        .first();
      await reader.waitFor();
      assert.equal(await page.getByRole('button', { name: 'Veröffentlichen' }).isDisabled(), true);
      // A click shows the reading rule's line in the text (Monaco shows spaces as no-break spaces).
      await reader.click();
      await page
        .locator('.monaco-editor .view-lines')
        .getByText(/costModel\.logisticsPercent"/)
        .first()
        .waitFor();
      await page.screenshot({ path: `${tmpdir()}/lsp-h42-misspelt-constant.png` });
    }));

  it('runs the random inputs on demand: a division by zero is named at its rule with the input it fails for, before any publish', () =>
    suite.visit('rule-editor-fuzz', async (page) => {
      const draft = await newDraft((content) => {
        const stage = (content.stages as Json[]).find((s) => s.name === 'ventilation')!;
        (stage.rules as Json[]).push({
          id: 'gap-per-elevator',
          description: '450 mm shared by all but one elevator.',
          kind: 'conditional',
          then: [{ set: 'gapPerElevator', value: { ceilDiv: [450, { '-': [{ var: 'noOfElevators' }, 1] }] } }],
        });
      }, 'Spalt je Aufzug');
      await page.goto(`/admin/rule-sets/${draft.id}`);
      await signIn(page, 'admin');
      await page.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
      const problems = page.getByTestId('rule-problems');
      // The check while typing finds nothing: the rule is well-formed.
      await problems.getByText('Keine Probleme').waitFor();
      await page.getByRole('button', { name: 'Zufallseingaben prüfen' }).click();
      const failing = problems.getByTestId('rule-problem').filter({ hasText: 'Regel „gap-per-elevator“ scheitert bei' });
      await failing.waitFor({ timeout: 60_000 });
      const text = await failing.innerText();
      assert.match(text, /scheitert bei \d+ von 2000 Zufallseingaben: .*zero/i);
      assert.match(text, /Zeile \d+ · \/stages\/1\/rules\/\d+\/then\/0\/value/);
      assert.match(text, /Scheitert zum Beispiel bei: .*noOfElevators = 1\b/);
      assert.equal(await page.getByRole('button', { name: 'Veröffentlichen' }).isDisabled(), true);
      await page.screenshot({ path: `${tmpdir()}/lsp-h42-fuzz.png` });
    }));

  it('two engineers: the one who publishes second is told which version was published meanwhile, by whom, and can reload', async () => {
    const draft = await newDraft((content) => {
      content.constants.costModel.logisticsPercent = 5;
    }, 'Logistik 5 %');
    await suite.visit('rule-editor-publish-race', async (page) => {
      await page.goto(`/admin/rule-sets/${draft.id}`);
      await signIn(page, 'admin');
      await page.getByTestId('rule-problems').getByText('Keine Probleme').waitFor();
      // Meanwhile a colleague publishes the same draft through the API.
      const response = await suite.server.api(`/api/admin/rule-sets/${draft.id}/publish`, {
        method: 'POST',
        token: await suite.server.tokenFor('admin'),
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ version: draft.version }),
      });
      assert.equal(response.status, 200);
      const published = (await response.json()) as AdminRuleSetVersion;

      await page.getByRole('button', { name: 'Veröffentlichen' }).click();
      const question = page.getByRole('dialog', { name: 'lift-shaft veröffentlichen?' });
      await question.getByTestId('publish-summary').waitFor({ timeout: 60_000 });
      assert.equal(await question.getByLabel(/Änderungsnotiz/).inputValue(), 'Logistik 5 %');
      await question.getByRole('button', { name: 'Veröffentlichen' }).click();
      const conflict = page.getByTestId('publish-conflict');
      await conflict
        .getByText(`Inzwischen hat ${published.publishedByName} Version ${published.ruleSetVersion} veröffentlicht.`, { exact: false })
        .waitFor();
      // The page says what is true now: published, with its number.
      await page.getByTestId('rule-set-header').getByText(`v${published.ruleSetVersion}`).waitFor();
      await page.getByTestId('rule-set-header').getByText('Veröffentlicht').waitFor();
      await conflict.getByRole('button', { name: 'Seite neu laden' }).click();
      await page.getByTestId('rule-set-header').getByText('Veröffentlicht').waitFor();
      assert.equal(await page.getByTestId('publish-conflict').count(), 0);
    });
  });
});
