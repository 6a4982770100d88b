/// <reference types="node" />
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { catalogues, type MessageTree } from './index.js';

/** The repository root, from dist/ or src/ of libs/i18n. */
const repoRoot = new URL('../../../', import.meta.url);
const ruleSetPath = 'rules/lift-shaft/lift-shaft.rule-set.json';
const ruleSet: unknown = JSON.parse(readFileSync(new URL(ruleSetPath, repoRoot), 'utf8'));

interface MessageAction {
  readonly message: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/** Every node of the rule set that satisfies `accept`, wherever it sits (then, cases, default). */
function collect<T>(node: unknown, accept: (value: Record<string, unknown>) => boolean): T[] {
  if (Array.isArray(node)) return node.flatMap((child) => collect<T>(child, accept));
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  return [...(accept(record) ? [record as T] : []), ...Object.values(record).flatMap((child) => collect<T>(child, accept))];
}

/** The catalogue's own text for a dotted key, without the fallback chain. */
function ownText(tree: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The string results of the `if` chain that a rule sets `variable` to: the possible values. */
function possibleValues(variable: string): string[] {
  const sets = collect<{ set: string; value: Json }>(ruleSet, (value) => value['set'] === variable);
  return sets.flatMap(({ value }) => {
    if (typeof value === 'string') return [value];
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const chain = (value as { readonly [key: string]: Json })['if'];
      if (Array.isArray(chain))
        return chain.filter((entry, index) => typeof entry === 'string' && (index % 2 === 1 || index === chain.length - 1)) as string[];
    }
    return [];
  });
}

const actions = collect<MessageAction>(ruleSet, (value) => typeof value['message'] === 'string' && 'level' in value);
const languages = ['de', 'en', 'pl'] as const;

describe(`i18n texts for ${ruleSetPath}`, () => {
  it('finds the messages of the rule set', () => {
    assert.ok(actions.length >= 20, `only ${actions.length} message actions found`);
  });

  it('has a German and an English (and Polish) text for every message key', () => {
    const keys = [...new Set(actions.map((action) => action.message)), 'calculation.failed'].sort();
    for (const language of languages) {
      const missing = keys.filter((key) => (ownText(catalogues[language], key) ?? '').trim() === '');
      assert.deepEqual(missing, [], `${language} lacks texts`);
    }
  });

  it('shows every parameter a rule passes', () => {
    const problems: string[] = [];
    for (const action of actions) {
      for (const param of Object.keys(action.params ?? {})) {
        for (const language of languages) {
          const text = ownText(catalogues[language], action.message) ?? '';
          if (!new RegExp(`\\{\\{\\s*${param}\\s*\\}\\}`).test(text)) problems.push(`${language}: ${action.message} lacks {{${param}}}`);
        }
      }
    }
    assert.deepEqual(problems, []);
  });

  it('has a field label for every form field a message names as field or reason', () => {
    const constantFields = actions.flatMap((action) =>
      Object.entries(action.params ?? {})
        .filter(([name, value]) => (name === 'field' || name === 'reason') && typeof value === 'string')
        .map(([, value]) => value as string),
    );
    const reasons = actions.flatMap((action) => {
      const reason = action.params?.['reason'];
      const variable = reason !== null && typeof reason === 'object' ? (reason as { var?: unknown }).var : undefined;
      return typeof variable === 'string' ? possibleValues(variable) : [];
    });
    assert.ok(reasons.length > 0, 'no possible reason found for hint.excludedBy');
    const fields = [...new Set([...constantFields, ...reasons])].sort();
    for (const language of languages) {
      const missing = fields.filter((field) => (ownText(catalogues[language], `fields.${field}`) ?? '').trim() === '');
      assert.deepEqual(missing, [], `${language} lacks field labels`);
    }
  });
});
