import { readdirSync, readFileSync } from 'node:fs';

/**
 * Figures of the seed rule set and its golden fixtures as the files hold them today, so a test that
 * expects "every test case" or "every fixture" stays right when a product engineer adds one
 * (docs/domain.md#adding-a-field-or-a-rule).
 */
const rulesDir = new URL('../../../rules/lift-shaft/', import.meta.url);
const ruleSet = JSON.parse(readFileSync(new URL('lift-shaft.rule-set.json', rulesDir), 'utf8')) as {
  stages: { rules: unknown[] }[];
  tests: unknown[];
};

export const SEED_RULE_SET = {
  /** The rule set's own test cases (`tests`). */
  testCases: ruleSet.tests.length,
  stages: ruleSet.stages.length,
  rules: ruleSet.stages.reduce((sum, stage) => sum + stage.rules.length, 0),
  /** The golden fixtures the impact analysis checks beside the open projects (rules/lift-shaft/golden). */
  goldenFixtures: readdirSync(new URL('golden/', rulesDir)).filter((name) => name.endsWith('.json')).length,
} as const;
