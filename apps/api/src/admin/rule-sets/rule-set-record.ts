import type { AdminRuleSetVersion } from '@lsp/contracts';
import type { RuleSetDefinition } from '@lsp/rule-engine';
import { parseContent } from '../../rules/rule-set-content.js';
import type { RuleSetVersion } from '../../rules/rule-set-version.entity.js';

function summaryOf(definition: RuleSetDefinition): AdminRuleSetVersion['summary'] {
  const stages = Array.isArray(definition.stages) ? definition.stages : [];
  return {
    stages: stages.length,
    rules: stages.reduce((sum, stage) => sum + (Array.isArray(stage?.rules) ? stage.rules.length : 0), 0),
    tests: Array.isArray(definition.tests) ? definition.tests.length : 0,
  };
}

/**
 * A version as the backoffice shows it. Lists and the audit trail leave the content out (the
 * checksum says whether it changed); a single record carries it for the editor.
 */
export function presentRuleSetVersion(row: RuleSetVersion, withContent: boolean): AdminRuleSetVersion {
  const definition = parseContent(row.content);
  return {
    id: row.id,
    key: row.key,
    ruleSetVersion: row.ruleSetVersion ?? null,
    status: row.status,
    checksum: row.checksum,
    changeNote: row.changeNote,
    basedOn: row.basedOn ?? null,
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedByName: row.updatedByName,
    updatedAt: row.updatedAt.toISOString(),
    publishedByName: row.publishedByName ?? null,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    summary: summaryOf(definition),
    version: row.version,
    ...(withContent ? { content: definition as unknown as Record<string, unknown> } : {}),
  };
}
