/// <reference types="node" />
// The engine runs unchanged in Node and in the browser under a strict Content-Security-Policy.
import { deepStrictEqual, equal } from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const sourceDir = new URL('../src/', import.meta.url);

function sources(dir: URL, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return sources(new URL(`${entry.name}/`, dir), `${prefix}${entry.name}/`);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [`${prefix}${entry.name}`] : [];
  });
}

const forbidden: [string, RegExp][] = [
  ['a node: import', /from ['"]node:|import\(['"]node:|require\(/],
  ['process', /\bprocess\./],
  ['Buffer', /\bBuffer\b/],
  ['eval', /\beval\s*\(/],
  ['new Function', /\bnew\s+Function\b|\bFunction\s*\(/],
  ['the DOM', /\b(window|document|localStorage)\./],
];

describe('purity', () => {
  it('has no Node, DOM or code execution from strings in its sources', () => {
    const offences: string[] = [];
    for (const file of sources(sourceDir)) {
      const text = readFileSync(new URL(file, sourceDir), 'utf8').replace(/^\s*(\/\/|\/\*|\*).*$/gm, '');
      for (const [what, pattern] of forbidden) {
        if (pattern.test(text)) offences.push(`${file}: ${what}`);
      }
    }
    deepStrictEqual(offences, []);
  });

  it('compiles and evaluates with code generation from strings disallowed (a strict CSP)', () => {
    const script = `
      import { readFileSync } from 'node:fs';
      import { compileRuleSet } from ${JSON.stringify(new URL('./index.js', import.meta.url).href)};
      const definition = JSON.parse(readFileSync(new URL('rules/examples/representative.rule-set.json', ${JSON.stringify(new URL('../../../', import.meta.url).href)}), 'utf8'));
      for (const mode of ['compiled', 'interpreted']) {
        const ruleSet = compileRuleSet(definition, { mode, validateSchema: false });
        const quiet = ruleSet.evaluate(definition.tests[0].inputs, { explain: false });
        if (!quiet.products.length) throw new Error('no products without explanations');
        const report = ruleSet.runTests();
        if (report.failed) throw new Error(JSON.stringify(report));
        ruleSet.whyNot(definition.tests[0].inputs, { product: 'BATTERY-PACK' });
      }
      let refused = false;
      try { new Function('return 1'); } catch { refused = true; }
      if (!refused) throw new Error('code generation was not disallowed');
    `;
    const child = spawnSync(process.execPath, ['--disallow-code-generation-from-strings', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    equal(child.status, 0, child.stderr);
  });
});
