import type { DataProvider } from 'ra-core';
import type { AdminRuleSetVersion } from '@lsp/contracts';

/** A rule set's content as tests edit it: any JSON. */
export type RuleSetJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A new draft of the published lift-shaft rule set, made and saved through the backoffice's data
 * provider, with `edit` applied to its content.
 */
export async function draftWith(
  admin: DataProvider,
  edit: (content: RuleSetJson) => void,
  changeNote = 'test',
): Promise<AdminRuleSetVersion> {
  const created = (await admin.create<AdminRuleSetVersion>('rule-sets', { data: { key: 'lift-shaft', changeNote } })).data;
  const content = structuredClone(created.content!) as RuleSetJson;
  edit(content);
  return (await admin.update<AdminRuleSetVersion>('rule-sets', { id: created.id, data: { ...created, content }, previousData: created }))
    .data;
}
