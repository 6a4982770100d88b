/// <reference types="node" />
// Filter chains: consecutive rules narrowing one table run as one loop in generated code, with
// the results and failures of the rules run one by one.
import { deepStrictEqual, equal, ok } from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { filterChains } from './filter-chains.js';
import { compileRuleSet } from './index.js';
import type { RuleDefinition } from './rule-set.types.js';
import { compiledStages, evaluateBoth, outcomeOf, ruleSet } from './spec-support.spec.js';

const INPUTS = ['rows', 'seedRows', 'seedFirst', 'skipStart', 'bySize', 'min', 'sel', 'groups', 'twice', 'anyTags'];

/** A chain of five rules (after a rule that may set the name first) and a rule reading its result. */
const CHAIN: RuleDefinition[] = [
  { id: 'seed', kind: 'conditional', when: [{ var: 'seedFirst' }], then: [{ set: 'kept', value: { var: 'seedRows' } }] },
  { id: 'start', kind: 'conditional', when: [{ '!': { var: 'skipStart' } }], then: [{ set: 'kept', value: { whereHasNone: [{ var: 'rows' }, 'tags', ['X']] } }] },
  { id: 'size', kind: 'conditional', errorLevel: 'warn', when: [{ var: 'bySize' }], then: [{ set: 'kept', value: { whereAtLeast: [{ var: 'kept' }, 'size', { var: 'min' }] } }] },
  {
    id: 'group', kind: 'selector', select: { var: 'sel' },
    cases: [
      { match: 'a', then: [{ set: 'kept', value: { whereEquals: [{ var: 'kept' }, 'group', 'A'] } }] },
      { match: 'b', then: [{ set: 'kept', value: { whereIn: [{ var: 'kept' }, 'group', { var: 'groups' }] } }] },
    ],
    default: [{ set: 'kept', value: { whereNotIn: [{ var: ['kept', []] }, 'group', ['Z']] } }],
  },
  // Both actions read `kept` from before the rule: the second decides, the first only checks its operand.
  { id: 'twice', kind: 'conditional', when: [{ var: 'twice' }], then: [
    { set: 'kept', value: { whereAbove: [{ var: 'kept' }, 'size', { var: 'min' }] } },
    { set: 'kept', value: { whereHasAny: [{ var: 'kept' }, 'tags', { var: 'anyTags' }] } },
  ] },
  { id: 'small', kind: 'conditional', then: [{ set: 'kept', value: { whereBelow: [{ var: 'kept' }, 'size', 100] } }] },
  { id: 'count', kind: 'conditional', then: [{ set: 'count', value: { count: [{ var: 'kept' }] } }] },
];

const definitionOf = (rules: RuleDefinition[]) => ruleSet({ options: { inputs: INPUTS, rules } });

/** The chains found in the options stage: [first rule's id, number of rules]. */
function chainsOf(rules: RuleDefinition[]): [string, number][] {
  const { stages, mode } = compiledStages(definitionOf(rules));
  return filterChains(stages[0]!.rules, mode).map((chain) => [chain.links[0]!.rule.id, chain.links.length]);
}

const tag = fc.constantFrom('X', 'Q', 'R', 'S');
const row = fc.oneof(
  { weight: 12, arbitrary: fc.record({
    tags: fc.oneof({ weight: 6, arbitrary: fc.array(tag, { maxLength: 3 }) }, { weight: 1, arbitrary: fc.constantFrom(null, 'Q') }),
    size: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: -5, max: 150 }) }, { weight: 1, arbitrary: fc.constantFrom(null, '50') }),
    group: fc.constantFrom('A', 'B', 'Z', null),
  }, { requiredKeys: ['tags', 'size'] }) },
  { weight: 1, arbitrary: fc.constantFrom(7, null, ['A']) },
);
const rows = fc.oneof({ weight: 10, arbitrary: fc.array(row, { maxLength: 7 }) }, { weight: 1, arbitrary: fc.constantFrom(null, 'nope') });
const inputs = fc.record({
  rows, seedRows: rows, seedFirst: fc.boolean(), skipStart: fc.boolean(), bySize: fc.boolean(),
  min: fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 0, max: 120 }) }, { weight: 1, arbitrary: fc.constantFrom('x', null) }),
  sel: fc.constantFrom('a', 'b', 'c', null),
  groups: fc.oneof(fc.array(fc.constantFrom('A', 'B', 'Z'), { maxLength: 2 }), fc.constantFrom('A', null)),
  twice: fc.boolean(),
  anyTags: fc.oneof(fc.array(tag, { maxLength: 2 }), fc.constantFrom('Q', null)),
});

describe('filter chains', () => {
  it('are the runs of rules narrowing one name with row filters of constant fields', () => {
    deepStrictEqual(chainsOf(CHAIN), [['start', 5]]);
  });

  it('give what the rules one by one give, failures included (generated code against the fast path and json-logic-js)', () => {
    const definition = definitionOf(CHAIN);
    const generated = compileRuleSet(definition);
    const fastPath = compileRuleSet(definition, { generateCode: false });
    const interpreted = compileRuleSet(definition, { mode: 'interpreted' });
    equal(generated.generatedCode, true);
    const quiet = { explain: false };
    fc.assert(fc.property(inputs, (given) => {
      const expected = outcomeOf(fastPath, given, quiet, true);
      deepStrictEqual(outcomeOf(generated, given, quiet, true), expected);
      deepStrictEqual(outcomeOf(interpreted, given, quiet), outcomeOf(fastPath, given, quiet));
    }), { numRuns: 400 });
  });

  it('record a failing warn rule in the middle and apply the others', () => {
    const table = [{ tags: [], size: 5, group: 'A' }, { tags: ['X'], size: 5, group: 'A' }, { tags: ['Q'], size: 500, group: 'B' }];
    const result = evaluateBoth(definitionOf(CHAIN), { rows: table, bySize: true, min: 'lots', sel: 'c' }, {}, { explain: false }).result!;
    deepStrictEqual(result.derived, { kept: [table[0]], count: 1 });
    deepStrictEqual(result.problems.map((p) => [p.ruleId, p.path]), [['size', '/stages/0/rules/2/then/0/value']]);
  });

  it('raise for rows that are no objects, naming the rule that filters them', () => {
    const failure = evaluateBoth(definitionOf(CHAIN), { rows: [{ tags: [] }, 'row'] }, {}, { explain: false }).error!;
    deepStrictEqual([failure.ruleId, failure.path], ['start', '/stages/0/rules/1/then/0/value']);
  });

  it('read the fields of every filter of a branch, not only the last one\'s', () => {
    const rules: RuleDefinition[] = [
      { id: 'a', kind: 'conditional', then: [{ set: 'x', value: { whereEquals: [{ var: 'rows' }, 'g', 1] } }] },
      { id: 'b', kind: 'conditional', then: [{ set: 'x', value: { whereEquals: [{ var: 'x' }, 'bad', 1] } }, { set: 'x', value: { whereEquals: [{ var: 'x' }, 'g', 1] } }] },
    ];
    deepStrictEqual(chainsOf(rules), [['a', 2]]);
    const row = { g: 1, get bad(): never { throw new Error('unreadable'); } };
    const failure = evaluateBoth(definitionOf(rules), { rows: [row] }, {}, { explain: false }).error!;
    deepStrictEqual([failure.ruleId, failure.path], ['b', '/stages/0/rules/1/then/0/value']);
  });

  it('start from the value before the chain when its first rule does not fire', () => {
    const table = [{ tags: ['X'], size: 1, group: 'B' }, { tags: ['Q'], size: 200, group: 'B' }];
    const result = evaluateBoth(definitionOf(CHAIN), { seedFirst: true, seedRows: table, skipStart: true }, {}, { explain: false }).result!;
    deepStrictEqual(result.derived, { kept: [table[0]], count: 1 });
  });

  it('end where a rule reads the chained name, sets another, filters other rows or by a computed field', () => {
    const [seed, start, size, group] = CHAIN as [RuleDefinition, RuleDefinition, RuleDefinition, RuleDefinition, RuleDefinition];
    const filter = (value: unknown): RuleDefinition => ({ id: 'breaks', kind: 'conditional', then: [{ set: 'kept', value: value as never }] });
    const breaking: RuleDefinition[] = [
      { id: 'breaks', kind: 'conditional', when: [{ '>': [{ count: [{ var: 'kept' }] }, 1] }], then: [{ set: 'kept', value: { whereEquals: [{ var: 'kept' }, 'group', 'B'] } }] },
      { id: 'breaks', kind: 'conditional', then: [{ set: 'kept', value: { whereEquals: [{ var: 'kept' }, 'group', 'B'] } }, { set: 'other', value: 1 }] },
      filter({ whereEquals: [{ var: 'seedRows' }, 'group', 'B'] }),
      filter({ whereEquals: [{ var: 'kept' }, { var: 'sel' }, 'B'] }),
      filter({ whereAbove: [{ var: 'kept' }, 'size', { count: [{ var: 'kept' }] }] }),
    ];
    const table = [{ tags: [], size: 1, group: 'B' }, { tags: [], size: 2, group: 'A' }, { tags: [], size: 3, group: 'B' }];
    for (const rule of breaking) {
      const rules = [seed, start, size, rule, group];
      const found = chainsOf(rules);
      // The chain ends before the rule; the rule starts one of its own where it may (a first rule may read anything).
      deepStrictEqual(found[0], ['start', 2]);
      ok(found.length === 1 || (found.length === 2 && found[1]![0] === 'breaks'), JSON.stringify(found));
      evaluateBoth(definitionOf(rules), { rows: table, bySize: true, min: 2, sel: 'a', seedRows: table }, {}, { explain: false });
    }
  });
});
