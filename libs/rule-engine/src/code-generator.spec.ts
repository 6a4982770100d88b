/// <reference types="node" />
// Evaluations as generated JavaScript: the source holds no text of the rule set, results and
// failures are the fast path's (evaluateBoth checks that in every spec), and code generation can be
// switched off.
import { deepStrictEqual, equal, match, ok, throws } from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generatedSource } from './code-generator.js';
import { compileRuleSet, RuleExecutionError } from './index.js';
import type { RuleDefinition, RuleSetDefinition } from './rule-set.types.js';
import { compiledStages, evaluateBoth, readRepoJson, ruleSet, ruleSetFiles } from './spec-support.spec.js';

/** The source the generator writes for a rule set (as compileRuleSet would compile it). */
function sourceOf(definition: RuleSetDefinition): string {
  const { stages, mode } = compiledStages(definition);
  return generatedSource(stages, mode).source;
}

// Text that would break out of a string literal, a comment or a template, in every place a rule
// set may hold free text (the schema keeps ids, categories and message keys to a plain alphabet):
// values, constants, option values, product keys, message params, fields and selector cases.
const HOSTILE = ['"); globalThis.pwned = 1; ("', "'; globalThis.pwned = 1; '", '`${globalThis.pwned = 1}`', '*/ globalThis.pwned = 1; /*', '\\u2028\n}'];

function hostileRuleSet(text: string): RuleSetDefinition {
  const rules: RuleDefinition[] = [
    { id: 'set', kind: 'conditional', when: [{ '==': [{ var: 'x' }, text] }], then: [{ set: 'echo', value: { cat: [text, { var: 'x' }] } }] },
    { id: 'offer', kind: 'conditional', then: [{ offer: 'choices', values: [text, 'plain'] }] },
    { id: 'select', kind: 'selector', select: { var: 'x' }, cases: [{ match: text, then: [{ set: 'picked', value: text }] }], default: [{ set: 'picked', value: null }] },
    { id: 'table', kind: 'conditional', then: [{ set: 'rows', value: { pluck: [{ whereEquals: [{ var: 'table' }, 'name', text] }, 'name'] } }] },
    { id: 'product', kind: 'conditional', then: [{ addProduct: text, quantity: 2, category: 'HOSTILE' }, { message: 'hostile.message', level: 'info', params: { said: text }, field: 'x' }] },
  ];
  return ruleSet({ options: { inputs: ['x', 'table'], rules } }, { constants: { words: [text] } });
}

describe('code generator', () => {
  it('writes no text of the rule set into the source: every string stays data', () => {
    for (const text of HOSTILE) {
      const definition = hostileRuleSet(text);
      const source = sourceOf(definition);
      ok(!/["'`\\]/.test(source), 'the source holds no quote, backtick or backslash');
      ok(!source.includes('pwned'), 'the hostile text is not in the source');
      const inputs = { x: text, table: [{ name: text }, { name: 'other' }] };
      const result = evaluateBoth(definition, inputs, {}, { explain: false }).result!;
      equal((globalThis as { pwned?: unknown }).pwned, undefined);
      deepStrictEqual(result.derived, { echo: text + text, picked: text, rows: [text] });
      deepStrictEqual(result.options.choices, [text, 'plain']);
      deepStrictEqual(result.products.map((p) => [p.productKey, p.quantity, p.category]), [[text, 2, 'HOSTILE']]);
      deepStrictEqual(result.messages.map((m) => [m.key, m.params]), [['hostile.message', { said: text }]]);
    }
  });

  it('generates code for every rule set in rules/ and for the lift-shaft rules with the domain\'s builtins', () => {
    for (const file of ruleSetFiles()) {
      const definition = readRepoJson<RuleSetDefinition>(file);
      const source = sourceOf({ ...definition, stages: definition.stages });
      ok(source.length > 0, file);
      ok(!/["'`\\]/.test(source), `${file}: the source holds only the generator's templates`);
    }
  });

  it('writes out row filters with constant lists, variables with paths and defaults, and coalesce as the closures compute them', () => {
    const table = [{ tags: ['A', 'B'] }, { tags: ['B'] }, { tags: 'A' }, { tags: null }, {}, { tags: [] }];
    const has = (op: string, list: unknown[]) => ({ [op]: [{ var: 'table' }, 'tags', list] });
    const values: Record<string, unknown> = {};
    for (const op of ['whereHasAll', 'whereHasAny', 'whereHasNone']) {
      for (const list of [[], ['A'], ['A', 'B'], ['A', 'A']]) values[`${op}${JSON.stringify(list)}`] = has(op, list);
    }
    Object.assign(values, {
      path: { var: 'deep.a.b' }, pathDefault: { var: ['deep.a.b', 'none'] }, index: { var: 'list.1' }, textIndex: { var: 'word.0' },
      missing: { var: ['absent', 7] }, nullKept: { var: ['nothing', 7] }, throughNull: { var: ['nothing.a', 7] }, numberStep: { var: ['count.a', 'n/a'] },
      allNull: { coalesce: [{ var: 'nothing' }, { var: 'absent' }] }, falsyKept: { coalesce: [{ var: 'nothing' }, 0, 1] }, coalesceDeep: { coalesce: [{ var: 'deep.a.b' }, 'none'] },
    });
    const rules: RuleDefinition[] = Object.entries(values).map(([name, value], i) => ({ id: `r${i}`, kind: 'conditional', then: [{ set: name.replace(/\W/g, '_'), value: value as never }] }));
    const definition = ruleSet({ options: { inputs: ['table', 'deep', 'list', 'word', 'absent', 'nothing', 'count'], rules } });
    for (const deep of [{ a: { b: 0 } }, { a: { b: null } }, { a: null }, { a: 'text' }, null, 5]) {
      const result = evaluateBoth(definition, { table, deep, list: [1, 2], word: 'hi', nothing: null, count: 3 }, {}, { explain: false }).result!;
      deepStrictEqual(result.derived.whereHasAny__, [], 'no value of an empty list is held');
      deepStrictEqual(result.derived.whereHasAll__, table, 'all values of an empty list are held, by every row');
      deepStrictEqual([result.derived.allNull, result.derived.falsyKept], [null, 0], 'coalesce answers null if all are null, and keeps 0');
    }
  });

  it('keeps -0 apart from 0 among the constants', () => {
    // Field 0 of pluck is a constant 0; a later -0 (a default, a folded product) must stay -0.
    const definition = ruleSet({ options: { inputs: ['rows', 'm'], rules: [
      { id: 'a', kind: 'conditional', then: [{ set: 'firsts', value: { pluck: [{ var: 'rows' }, 0] } }] },
      { id: 'b', kind: 'conditional', when: [{ '<': [{ '/': [1, { var: ['m', { '-': [0] }] }] }, 0] }], then: [{ set: 'sign', value: 'negative' }] },
      { id: 'c', kind: 'conditional', then: [{ set: 'z', value: { '*': [0, -1] } }] },
    ] } });
    for (const explain of [false, true]) {
      const result = evaluateBoth(definition, { rows: [{ 0: 7 }] }, {}, { explain }).result!;
      deepStrictEqual(result.derived.firsts, [7]);
      equal(result.derived.sign, 'negative');
      ok(Object.is(result.derived.z, -0));
    }
  });

  it('reports a failing rule as the fast path does: rule, stage, expression path and message', () => {
    const definition = ruleSet({
      options: { inputs: ['rows', 'n'], rules: [
        { id: 'ok', kind: 'conditional', then: [{ set: 'before', value: 1 }] },
        { id: 'bad-table', kind: 'conditional', then: [{ set: 'kept', value: { whereAtLeast: [{ var: 'rows' }, 'size', { var: 'n' }] } }] },
      ] },
    });
    const failure = evaluateBoth(definition, { rows: [{ size: 1 }, 7], n: 1 }, {}, { explain: false }).error!;
    deepStrictEqual([failure.name, failure.ruleId, failure.stage, failure.path], ['RuleExecutionError', 'bad-table', 'options', '/stages/0/rules/1/then/0/value']);
    const quiet = compileRuleSet(definition);
    throws(() => quiet.evaluate({ rows: [{ size: 1 }], n: 'x' }, { explain: false }), (error: unknown) => {
      ok(error instanceof RuleExecutionError);
      match(error.message, /whereAtLeast needs a finite number, got "x"/);
      return true;
    });
  });

  it('records a failing warn rule and leaves its values unset, then goes on', () => {
    const definition = ruleSet({
      options: { inputs: ['key', 'amount'], rules: [
        { id: 'both', kind: 'conditional', errorLevel: 'warn', then: [{ set: 'first', value: 1 }, { addProduct: { var: 'key' }, quantity: { var: 'amount' } }] },
        { id: 'after', kind: 'conditional', then: [{ set: 'after', value: true }] },
      ] },
    });
    const result = evaluateBoth(definition, { key: 'P', amount: 'lots' }, {}, { explain: false }).result!;
    deepStrictEqual(result.derived, { after: true });
    deepStrictEqual(result.products, []);
    deepStrictEqual(result.problems.map((p) => [p.ruleId, p.code, p.path]), [['both', 'INVALID_ACTION_VALUE', '/stages/0/rules/0/then/1/quantity']]);
  });

  it('raises for a sealed selector without a match, as the fast path', () => {
    const definition = ruleSet({ options: { inputs: ['x'], rules: [{ id: 'sealed', kind: 'selector', sealed: true, select: { var: 'x' }, cases: [{ match: 'a', then: [{ set: 'y', value: 1 }] }] }] } });
    const failure = evaluateBoth(definition, { x: 'b' }, {}, { explain: false }).error!;
    deepStrictEqual([failure.code, failure.ruleId], ['SEALED_SELECTOR_NO_MATCH', 'sealed']);
  });

  it('is off with generateCode: false (the browser under a strict CSP), with the same results', () => {
    const definition = readRepoJson<RuleSetDefinition>('rules/examples/representative.rule-set.json');
    const generated = compileRuleSet(definition);
    const closures = compileRuleSet(definition, { generateCode: false });
    equal(generated.generatedCode, true);
    equal(closures.generatedCode, false);
    for (const test of definition.tests ?? []) deepStrictEqual(generated.evaluate(test.inputs, { explain: false }), closures.evaluate(test.inputs, { explain: false }));
    equal(compileRuleSet(definition, { mode: 'interpreted' }).generatedCode, false, 'json-logic-js has no generated code');
  });
});
