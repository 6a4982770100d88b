import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { AdminRuleSetVersion } from '@lsp/contracts';
import { adminDataProvider, everything } from '../support/admin-data-provider.js';
import { productInBrowser, signIn } from '../support/browser.js';
import { choose } from './calculator-steps.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A quarter a year from now, as the calculator offers it (Q1/2028 in November 2026). */
function aYearAhead(now = new Date()): string {
  const quarter = now.getFullYear() * 4 + Math.floor(now.getMonth() / 3) + 4;
  return `Q${(quarter % 4) + 1}/${Math.floor(quarter / 4)}`;
}

/**
 * Defaults are rules (docs/rules.md#defaults-are-rules): a draft in which the planned
 * implementation follows the project type is published through the backoffice's API, and the
 * running customer app follows it without a restart; a rollback restores the old behaviour.
 */
describe('A default published without redeploy', () => {
  const suite = productInBrowser();
  const planned = aYearAhead();

  const adminCall = async <T>(path: string, init: { body?: unknown } = {}): Promise<T> => {
    const token = await suite.server.tokenFor('admin');
    const response = await suite.server.api(`/api/admin/rule-sets${path}`, {
      method: 'POST',
      token,
      ...(init.body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) }),
    });
    assert.ok(response.ok, `${path}: ${response.status} ${await response.clone().text()}`);
    return (await response.json()) as T;
  };

  /** The project type and the planned implementation the calculator shows for it. */
  async function plannedFor(page: Page, projectType: string): Promise<string> {
    await choose(page, 'Projektart', projectType);
    return (await page.getByRole('combobox', { name: /^Geplante Umsetzung \(Quartal\)/ }).innerText()).trim();
  }

  const isEmpty = (shown: string) => shown === '' || shown === '\u200b';

  it('the planned implementation follows a modernization once published, stays the person’s own once chosen, and no more after a rollback', async () => {
    const admin = adminDataProvider(suite.server, await suite.server.tokenFor('admin'));
    const first = (await admin.getList<AdminRuleSetVersion>('rule-sets', { ...everything, filter: { status: 'published' } })).data[0];
    const draft = (
      await admin.create<AdminRuleSetVersion>('rule-sets', { data: { key: 'lift-shaft', changeNote: 'Modernizations a year ahead' } })
    ).data;
    const content = structuredClone(draft.content) as Json;
    const options = (content.stages as Json[]).find((stage) => stage.name === 'options')!;
    options.inputs.push('plannedImplementationDate');
    options.rules.push({
      id: 'planned-implementation-default',
      description: 'A modernization is planned a year ahead until the planner chooses a quarter.',
      kind: 'conditional',
      then: [
        {
          set: 'effectivePlannedImplementationDate',
          value: {
            if: [
              { '!': { isEmpty: { var: 'plannedImplementationDate' } } },
              { var: 'plannedImplementationDate' },
              { '==': [{ var: 'projectType' }, 'MODERNIZED'] },
              planned,
              null,
            ],
          },
        },
      ],
    });
    content.defaults.fields.push({ field: 'plannedImplementationDate', value: 'effectivePlannedImplementationDate' });
    const saved = (await admin.update<AdminRuleSetVersion>('rule-sets', { id: draft.id, data: { ...draft, content }, previousData: draft }))
      .data;
    const published = await adminCall<AdminRuleSetVersion>(`/${saved.id}/publish`, { body: { version: saved.version } });
    assert.equal(published.status, 'published');

    await suite.visit('defaults-published', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      assert.equal(await plannedFor(page, 'Modernisierung'), planned, 'the default follows the project type');
      assert.ok(isEmpty(await plannedFor(page, 'Neubau')), 'and goes with it');
      const own = aYearAhead(new Date(Date.now() + 200 * 24 * 3600 * 1000));
      await choose(page, 'Geplante Umsetzung (Quartal)', own);
      assert.equal(await plannedFor(page, 'Modernisierung'), own, 'a quarter the planner chose stays theirs');
    });

    await adminCall(`/${first.id}/rollback`, { body: { changeNote: 'Back to no planned default' } });
    await suite.visit('defaults-rolled-back', async (page) => {
      await page.goto('/calculation/new/basic-input');
      await signIn(page, 'customer');
      assert.ok(isEmpty(await plannedFor(page, 'Modernisierung')), 'after the rollback nothing is planned by default');
    });
  });
});
