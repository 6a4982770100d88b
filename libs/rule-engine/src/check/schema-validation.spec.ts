/// <reference types="node" />
import { deepStrictEqual, equal, ok } from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FORBIDDEN_NAMES } from '../expressions/operations.js';
import { type RuleSetProblem, ruleSetSchema, validateRuleSet } from '../index.js';
import { readRepoJson, ruleSet } from '../spec-support.spec.js';

const valid = ruleSet({ options: { inputs: ['country'], rules: [{ id: 'r', kind: 'conditional', then: [{ set: 'x', value: 1 }] }] } });

function problemsOf(json: unknown): RuleSetProblem[] {
  const { ok: accepted, problems } = validateRuleSet(json);
  equal(accepted, false, 'expected the rule set to be refused');
  return problems;
}

/** Refuses `json` with a problem at `path` whose message contains `message`. */
function refuses(json: unknown, path: string, message: string | RegExp): void {
  const problems = problemsOf(json);
  const found = problems.some(
    (p) => p.path === path && (typeof message === 'string' ? p.message.includes(message) : message.test(p.message)),
  );
  ok(found, `no problem at ${path} matching ${String(message)} in ${JSON.stringify(problems, null, 1)}`);
}

function withRule(rule: unknown) {
  return { ...valid, stages: valid.stages.map((stage, i) => (i === 0 ? { ...stage, rules: [rule] } : stage)) };
}

function withAction(action: unknown) {
  return withRule({ id: 'r', kind: 'conditional', then: [action] });
}

describe('rule-set.schema', () => {
  it('forbids exactly the names the engine forbids', () => {
    const definitions = ruleSetSchema.definitions as Record<string, { enum: string[] }>;
    deepStrictEqual(new Set(definitions.forbiddenName.enum), FORBIDDEN_NAMES);
  });

  it('accepts a well-formed rule set and the representative fixture', () => {
    deepStrictEqual(validateRuleSet(valid), { ok: true, problems: [] });
    deepStrictEqual(validateRuleSet(readRepoJson('rules/examples/representative.rule-set.json')), { ok: true, problems: [] });
  });

  it('refuses what is not JSON', () => {
    const cyclic: Record<string, unknown> = { key: 'x' };
    cyclic.self = cyclic;
    refuses(cyclic, '', 'not JSON');
  });

  it('refuses missing and unknown top-level fields', () => {
    refuses({ stages: valid.stages }, '/key', 'is required');
    refuses({ ...valid, version: undefined }, '/version', 'is required');
    refuses({ ...valid, colour: 'red' }, '/colour', 'is not a known field');
    refuses({ ...valid, key: 'Lift Shaft' }, '/key', 'does not match');
    refuses({ ...valid, version: 0 }, '/version', '>= 1');
    refuses({ ...valid, version: 1.5 }, '/version', 'must be integer');
  });

  it('refuses a rule set missing a standard stage', () => {
    refuses({ ...valid, stages: valid.stages.slice(0, 3) }, '/stages', "stage 'post' is missing");
  });

  it('refuses bad stages', () => {
    refuses({ ...valid, stages: [...valid.stages, { name: 'extra' }] }, '/stages/4/rules', 'is required');
    refuses({ ...valid, stages: [...valid.stages, { name: 'bad.name', rules: [] }] }, '/stages/4/name', 'does not match');
    refuses({ ...valid, stages: [{ ...valid.stages[0], inputs: ['a', 'a'] }, ...valid.stages.slice(1)] }, '/stages/0/inputs', 'duplicate');
    refuses(
      { ...valid, stages: [{ ...valid.stages[0], inputs: ['options'] }, ...valid.stages.slice(1)] },
      '/stages/0/inputs/0',
      "'options' is a reserved name",
    );
  });

  it('refuses bad constants names', () => {
    refuses({ ...valid, constants: JSON.parse('{"constructor": 1}') }, '/constants/constructor', 'reserved name');
    refuses({ ...valid, constants: { 'a.b': 1 } }, '/constants/a.b', 'does not match');
  });

  it('refuses bad rules', () => {
    refuses(withRule({ kind: 'empty' }), '/stages/0/rules/0/id', 'is required');
    refuses(withRule({ id: 'r', kind: 'sometimes' }), '/stages/0/rules/0/kind', 'must be one of');
    refuses(withRule({ id: 'r', kind: 'empty', then: [] }), '/stages/0/rules/0/then', 'is not a known field');
    refuses(withRule({ id: 'r', kind: 'conditional', when: [] }), '/stages/0/rules/0/then', 'is required');
    refuses(withRule({ id: 'r', kind: 'conditional', then: [] }), '/stages/0/rules/0/then', 'fewer than 1');
    refuses(
      withRule({ id: 'r', kind: 'conditional', when: {}, then: [{ set: 'x', value: 1 }] }),
      '/stages/0/rules/0/when',
      'must be array',
    );
    refuses(withRule({ id: 'r r', kind: 'empty' }), '/stages/0/rules/0/id', 'does not match');
    refuses(withRule({ id: 'r', kind: 'empty', errorLevel: 'fatal' }), '/stages/0/rules/0/errorLevel', 'must be one of');
  });

  it('refuses bad selectors', () => {
    const then = [{ set: 'x', value: 1 }];
    refuses(withRule({ id: 's', kind: 'selector', cases: [{ match: 1, then }] }), '/stages/0/rules/0/select', 'is required');
    refuses(withRule({ id: 's', kind: 'selector', select: 1, cases: [] }), '/stages/0/rules/0/cases', 'fewer than 1');
    refuses(
      withRule({ id: 's', kind: 'selector', select: 1, sealed: true, cases: [{ match: 1, then }], default: then }),
      '/stages/0/rules/0/default',
      'a sealed selector has no default',
    );
    refuses(
      withRule({ id: 's', kind: 'selector', select: 1, cases: [{ match: { a: 1 }, then }] }),
      '/stages/0/rules/0/cases/0/match',
      'a literal or a non-empty list',
    );
    refuses(
      withRule({ id: 's', kind: 'selector', select: 1, cases: [{ match: [], then }] }),
      '/stages/0/rules/0/cases/0/match',
      'a literal or a non-empty list',
    );
    refuses(withRule({ id: 's', kind: 'selector', select: 1, cases: [{ then }] }), '/stages/0/rules/0/cases/0/match', 'is required');
  });

  it('refuses bad actions', () => {
    refuses(withAction({}), '/stages/0/rules/0/then/0', 'an action needs one of');
    refuses(withAction({ set: 'x', value: 1, offer: 'y' }), '/stages/0/rules/0/then/0', 'exactly one of');
    refuses(withAction({ set: 'x' }), '/stages/0/rules/0/then/0/value', 'is required');
    refuses(withAction({ set: 'products', value: 1 }), '/stages/0/rules/0/then/0/set', "'products' is a reserved name");
    refuses(withAction({ set: '__proto__', value: 1 }), '/stages/0/rules/0/then/0/set', 'reserved name');
    refuses(withAction({ offer: 'x' }), '/stages/0/rules/0/then/0/values', 'is required');
    refuses(withAction({ addProduct: 'A', quantity: 1, category: 'lower' }), '/stages/0/rules/0/then/0/category', 'does not match');
    refuses(withAction({ topUp: 'A' }), '/stages/0/rules/0/then/0/minimum', 'is required');
    refuses(withAction({ message: 'k', level: 'fatal' }), '/stages/0/rules/0/then/0/level', 'must be one of');
    refuses(withAction({ message: 'k' }), '/stages/0/rules/0/then/0/level', 'is required');
    refuses(withAction({ message: 'k', level: 'info', params: { 'a.b': 1 } }), '/stages/0/rules/0/then/0/params/a.b', 'does not match');
  });

  it('accepts addProducts and setQuantity actions', () => {
    for (const action of [
      { addProducts: [['A', 1]] },
      { addProducts: { var: 'country' }, category: 'VENTCOMP', description: 'closure components' },
      { addProducts: null },
      { setQuantity: 'CABLE-4M', quantity: { var: 'country' } },
      { setQuantity: { cat: ['CABLE-', '4M'] }, quantity: null, category: 'CABLE', description: 'custom length' },
    ])
      deepStrictEqual(validateRuleSet(withAction(action)), { ok: true, problems: [] }, JSON.stringify(action));
  });

  it('refuses ill-formed addProducts and setQuantity actions', () => {
    const at = '/stages/0/rules/0/then/0';
    refuses(withAction({ setQuantity: 'A' }), `${at}/quantity`, 'is required');
    refuses(withAction({ setQuantity: 'A', quantity: 1, minimum: 2 }), `${at}/minimum`, 'is not a known field');
    refuses(withAction({ setQuantity: 'A', quantity: 1, category: 'cable' }), `${at}/category`, 'does not match');
    refuses(withAction({ setQuantity: 'A', quantity: { '+': [1], '-': [1] } }), `${at}/quantity`, 'exactly one operator');
    refuses(withAction({ setQuantity: {}, quantity: 1 }), `${at}/setQuantity`, 'exactly one operator');
    refuses(withAction({ addProducts: [['A', 1]], quantity: 2 }), `${at}/quantity`, 'is not a known field');
    refuses(withAction({ addProducts: [['A', 1]], values: [] }), `${at}/values`, 'is not a known field');
    refuses(withAction({ addProducts: [], category: 'Vent Comp' }), `${at}/category`, 'does not match');
    refuses(withAction({ addProducts: { a: 1, b: 2 } }), `${at}/addProducts`, 'exactly one operator');
    refuses(
      withAction({ addProducts: [], setQuantity: 'A', quantity: 1 }),
      at,
      'exactly one of set, offer, withdraw, addProduct, addProducts, topUp, setQuantity, message',
    );
    refuses(withAction({ addProduct: 'A', addProducts: [] }), at, 'exactly one of');
    refuses(withAction({ topUp: 'A', minimum: 1, setQuantity: 'A' }), at, 'exactly one of');
    refuses(
      withAction({ quantity: 1, category: 'CABLE' }),
      at,
      'an action needs one of set, offer, withdraw, addProduct, addProducts, topUp, setQuantity, message',
    );
  });

  it('refuses expressions that are not JsonLogic', () => {
    refuses(withAction({ set: 'x', value: { '+': [1, 2], '-': [1] } }), '/stages/0/rules/0/then/0/value', 'exactly one operator');
    refuses(withAction({ set: 'x', value: {} }), '/stages/0/rules/0/then/0/value', 'exactly one operator');
    refuses(withAction({ set: 'x', value: JSON.parse('{"__proto__": [1]}') }), '/stages/0/rules/0/then/0/value/__proto__', 'reserved name');
    refuses(
      withAction({ set: 'x', value: { if: [true, { a: 1, b: 2 }, 0] } }),
      '/stages/0/rules/0/then/0/value/if/1',
      'exactly one operator',
    );
  });

  it('refuses bad test cases', () => {
    refuses({ ...valid, tests: [{ name: 't', inputs: {} }] }, '/tests/0/expect', 'is required');
    refuses(
      { ...valid, tests: [{ name: 't', inputs: {}, expect: { products: { A: 'one' } } }] },
      '/tests/0/expect/products/A',
      'must be number',
    );
    refuses({ ...valid, tests: [{ name: 't', inputs: {}, prices: { A: 12.5 }, expect: {} }] }, '/tests/0/prices/A', 'must be integer');
    refuses(
      { ...valid, tests: [{ name: 't', inputs: {}, expect: { lines: { A: { price: 1 } } } }] },
      '/tests/0/expect/lines/A/price',
      'is not a known field',
    );
  });

  it('lists every problem, not only the first', () => {
    const problems = problemsOf({ key: 'Bad Key', version: 0, stages: [] });
    ok(problems.length >= 6, JSON.stringify(problems));
    ok(problems.every((p) => p.code === 'SCHEMA'));
  });
});
