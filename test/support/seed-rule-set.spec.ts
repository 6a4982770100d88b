/// <reference types="node" />
// A rule, a rule-set test case or a golden fixture added to the seed must not break a spec that
// counts them: specs take the figures from seed-rule-set.ts (docs/domain.md#adding-a-field-or-a-rule).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { SEED_RULE_SET } from './seed-rule-set.js';

/** The repository root: the nearest folder up with the root package.json (from test/dist/support or test/support). */
const root = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json')) || !existsSync(path.join(dir, 'rules'))) dir = path.dirname(dir);
  return dir;
})();

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-spec']);

function specsUnder(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const entry = path.join(dir, name);
    if (statSync(entry).isDirectory()) {
      if (!SKIPPED_DIRS.has(name)) specsUnder(entry, found);
    } else if (/\.spec\.tsx?$/.test(name)) found.push(entry);
  }
  return found;
}

/** How a figure of the seed rule set shows when written as a number instead of taken from SEED_RULE_SET. */
const PINNED: readonly [string, RegExp][] = [
  ['golden fixtures checked', /Referenzfälle: \d/],
  ['rule-set size', /\d+ (Stufen|Regeln|Testfälle)\b/],
  ['test cases passed', /\d+ bestanden, \d+ fehlgeschlagen/],
  ['open projects and golden fixtures of an impact job', /PROJECTS \+ \d/],
];

describe('the seed rule set in the specs (test/support/seed-rule-set.ts)', () => {
  it('has its figures', () => {
    for (const [name, figure] of Object.entries(SEED_RULE_SET)) assert.ok(figure > 0, `${name}: ${figure}`);
  });

  it('no spec writes a count of its rules, test cases or golden fixtures as a number', () => {
    const found = ['test', 'libs', 'apps'].flatMap((folder) =>
      specsUnder(path.join(root, folder)).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            PINNED.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${path.relative(root, file)}:${index + 1} ${what}`),
          ),
      ),
    );
    assert.deepEqual(found, []);
  });
});
