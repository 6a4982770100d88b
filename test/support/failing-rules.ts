import assert from 'node:assert/strict';
import type { AdminRuleSetVersion } from '@lsp/contracts';
import type { TestServer } from './test-server.js';

/** The shaft height (mm) the rules published by {@link publishRulesFailingAt} fail on. */
export const FAILING_HEIGHT = 111_111;

/**
 * Publishes the lift-shaft rules with a sealed selector that has no case for a shaft height of
 * exactly {@link FAILING_HEIGHT}: the rules fail there and nowhere else. The publish gate's 2000
 * random inputs (seeded by the content, so the verdict repeats) do not meet one exact height.
 */
export async function publishRulesFailingAt(server: TestServer): Promise<void> {
  const token = await server.tokenFor('admin');
  const call = async <T>(method: string, path: string, body: unknown): Promise<T> => {
    const response = await server.api(`/api/admin/rule-sets${path}`, {
      method,
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    assert.ok(response.status < 300, `${path} answered ${response.status}: ${await response.clone().text()}`);
    return (await response.json()) as T;
  };
  const draft = await call<AdminRuleSetVersion>('POST', '', { key: 'lift-shaft', changeNote: 'Höhenband' });
  const content = structuredClone(draft.content) as { stages: { name: string; rules: unknown[] }[] };
  content.stages
    .find((stage) => stage.name === 'options')!
    .rules.push({
      id: 'height-band',
      kind: 'selector',
      sealed: true,
      select: { '==': [{ var: 'shaftHeight' }, FAILING_HEIGHT] },
      cases: [{ match: [false], then: [{ set: 'heightBand', value: 'normal' }] }],
    });
  const edited = await call<AdminRuleSetVersion>('PUT', `/${draft.id}`, { ...draft, content, changeNote: 'Höhenband' });
  await call<AdminRuleSetVersion>('POST', `/${draft.id}/publish`, { version: edited.version });
}
