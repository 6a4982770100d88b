/// <reference types="node" />
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { catalogues, fallbackChain, QUOTE_LABELS, translate, type MessageTree } from './index.js';

function keysOf(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('i18n catalogues', () => {
  it('have the same keys in German, English and Polish, none empty', () => {
    const german = keysOf(catalogues.de).sort();
    assert.deepEqual(keysOf(catalogues.en).sort(), german);
    assert.deepEqual(keysOf(catalogues.pl).sort(), german);
    for (const language of ['de', 'en', 'pl'] as const) {
      for (const key of german) assert.notEqual(translate(language, key).trim(), '', `${language}: ${key}`);
    }
  });

  it('follow the fallback chain of docs/design.md#languages', () => {
    assert.deepEqual(fallbackChain('de'), ['de']);
    assert.deepEqual(fallbackChain('en'), ['en', 'de']);
    assert.deepEqual(fallbackChain('pl'), ['pl', 'en', 'de']);
    assert.deepEqual(fallbackChain('fr'), ['fr', 'en', 'de']);
    assert.deepEqual(fallbackChain('nl'), ['nl', 'en', 'de']);
  });

  it('translate through the chain and answer the key when nothing has it', () => {
    assert.equal(translate('nl', 'menu.logout'), 'Log out');
    assert.match(translate('de', 'account.message.notActivated'), /^Ihr Konto ist noch nicht freigeschaltet/);
    assert.equal(translate('en', 'loading.operationCode', { code: 'BKCC-auth' }), 'Operation BKCC-auth');
    assert.equal(translate('pl', 'no.such.key'), 'no.such.key');
  });

  it('name the cost categories on screen as the quote names them (the total aside, which the screen calls net)', () => {
    for (const language of ['de', 'en', 'pl'] as const) {
      const printed = QUOTE_LABELS[language].categories;
      for (const category of Object.keys(printed) as (keyof typeof printed)[]) {
        if (category === 'total' || category === 'other') continue;
        assert.equal(translate(language, `calculator.costs.category.${category}`), printed[category], `${language}: ${category}`);
      }
    }
  });
});
