/// <reference types="node" />
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { catalogues, type MessageTree } from './index.js';
import { RULE_EXPLANATION_PREFIX, ruleExplanationId, ruleExplanationKey, ruleIdOfExplanation } from './rule-explanations.js';

/** The repository root, from dist/ or src/ of libs/i18n. */
const repoRoot = new URL('../../../', import.meta.url);
const ruleSetPath = 'rules/lift-shaft/lift-shaft.rule-set.json';
const ruleSet = JSON.parse(readFileSync(new URL(ruleSetPath, repoRoot), 'utf8')) as { stages: { rules: { id: string }[] }[] };
const ruleIds = ruleSet.stages.flatMap((stage) => stage.rules.map((rule) => rule.id));
const languages = ['de', 'en', 'pl'] as const;

function explanations(language: (typeof languages)[number]): MessageTree {
  const tree = catalogues[language][RULE_EXPLANATION_PREFIX];
  assert.ok(tree !== undefined && typeof tree !== 'string', `${language} has no ${RULE_EXPLANATION_PREFIX} group`);
  return tree;
}

describe(`"Why?" explanations for ${ruleSetPath}`, () => {
  it('reads the rules of every stage, each id once', () => {
    assert.ok(ruleSet.stages.every((stage) => stage.rules.length > 0));
    assert.equal(new Set(ruleIds).size, ruleIds.length);
  });

  it('explains every rule in German, English and Polish', () => {
    for (const language of languages) {
      const texts = explanations(language);
      const missing = ruleIds.filter((id) => {
        const text = texts[ruleExplanationId(id)];
        return typeof text !== 'string' || text.trim() === '';
      });
      assert.deepEqual(missing, [], `${language} lacks explanations`);
    }
  });

  it('explains no rule that the rule set does not have', () => {
    const known = new Set(ruleIds);
    for (const language of languages) {
      const unknown = Object.keys(explanations(language))
        .map(ruleIdOfExplanation)
        .filter((id) => !known.has(id));
      assert.deepEqual(unknown, [], `${language} explains rules that do not exist`);
    }
  });

  it('writes each explanation as one line ending with a full stop, in the language number format', () => {
    // Figures of 5 and more digits are grouped: 100.000 (de), 100,000 (en), 100 000 (pl); product
    // keys and norms (RAS-42000, EN 12101-2) are names, not figures.
    const grouping = { de: /\d{1,3}(\.\d{3})+/g, en: /\d{1,3}(,\d{3})+/g, pl: /\d{1,3}( \d{3})+/g } as const;
    const problems: string[] = [];
    for (const language of languages) {
      for (const [id, text] of Object.entries(explanations(language))) {
        if (typeof text !== 'string') {
          problems.push(`${language} ${id}: not a text`);
          continue;
        }
        if (/\n/.test(text) || !text.endsWith('.')) problems.push(`${language} ${id}: not one line ending with "."`);
        if (/(?<![\w-])\d{5,}(?![\w-])/.test(text.replace(grouping[language], ''))) problems.push(`${language} ${id}: ungrouped number`);
      }
    }
    assert.deepEqual(problems, []);
  });

  it('gives the German figures of docs/domain.md in German number format', () => {
    const de = explanations('de');
    assert.match(String(de['minimum-lift-area']), /100\.000 mm²/);
    assert.match(String(de['sdlf1-height-range']), /8\.000 mm bis einschließlich 120\.000 mm/);
    assert.match(String(de['logistic-costs']), /4,5 %.*35 €.*290 €/);
    assert.match(String(explanations('en')['minimum-lift-area']), /100,000 mm²/);
    assert.match(String(explanations('pl')['minimum-lift-area']), /100 000 mm²/);
  });

  it('maps rule ids with i18next separators to keys without them, one-to-one', () => {
    assert.equal(ruleExplanationKey('closure-components'), 'ruleExplanation.closure-components');
    for (const id of ['cable.motor', 'de:smoke', 'a%2Eb', 'x.y:z%']) {
      const key = ruleExplanationId(id);
      assert.doesNotMatch(key, /[.:]/, id);
      assert.equal(ruleIdOfExplanation(key), id);
    }
    assert.notEqual(ruleExplanationId('a.b'), ruleExplanationId('a%2Eb'));
  });
});
