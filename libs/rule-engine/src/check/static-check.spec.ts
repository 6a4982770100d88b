/// <reference types="node" />
import { deepStrictEqual, equal, ok, throws } from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Expression, RuleDefinition } from '../model/rule-set.types.js';
import { compileRuleSet, RuleSetError, type RuleSetProblem, validateRuleSet } from '../index.js';
import { ruleSet } from '../spec-support.spec.js';

function problems(definition: unknown, options = {}): RuleSetProblem[] {
  const result = validateRuleSet(definition, options);
  equal(result.ok, false, 'expected the rule set to be refused');
  return result.problems;
}

function has(list: RuleSetProblem[], code: RuleSetProblem['code'], path: string, message: string | RegExp): void {
  ok(
    list.some(
      (p) => p.code === code && p.path === path && (typeof message === 'string' ? p.message.includes(message) : message.test(p.message)),
    ),
    `no ${code} at ${path} matching ${String(message)} in ${JSON.stringify(list, null, 1)}`,
  );
}

const inputs = ['shaftHeight', 'country'];

function withCondition(condition: Expression) {
  return ruleSet({ options: { inputs, rules: [{ id: 'r', kind: 'conditional', when: [condition], then: [{ set: 'x', value: 1 }] }] } });
}

function withValue(value: Expression) {
  return ruleSet({ options: { inputs, rules: [{ id: 'r', kind: 'conditional', then: [{ set: 'x', value }] }] } });
}

const at = '/stages/0/rules/0/when/0';

describe('static checks', () => {
  it('knows the shape of constants: a path into one that does not exist is named at its var, an unread field beside read ones at its key', () => {
    const rules: RuleDefinition[] = [
      {
        id: 'logistics',
        kind: 'conditional',
        then: [
          { set: 'share', value: { var: 'costModel.logisticsPercent' } },
          { set: 'minimum', value: { var: 'costModel.minimumCents' } },
          { set: 'zone', value: { var: 'costModel.zones' } },
          { set: 'optional', value: { var: ['costModel.surcharge', 0] } },
        ],
      },
    ];
    const definition = {
      ...ruleSet({ options: { inputs, rules } }),
      constants: { costModel: { logisticsPercnt: 4.5, minimumCents: 3500, zones: { 0: 'far', 1: 'near' } }, unread: { a: 1 } },
    };
    const found = problems(definition);
    has(
      found,
      'UNKNOWN_CONSTANT',
      '/stages/0/rules/0/then/0/value',
      "'costModel' has no 'logisticsPercent'; did you mean 'costModel.logisticsPercnt'?",
    );
    equal(found.find((p) => p.code === 'UNKNOWN_CONSTANT')?.params?.constant, 'costModel.logisticsPercent');
    has(found, 'UNUSED_CONSTANT', '/constants/costModel/logisticsPercnt', "no rule reads constant 'costModel.logisticsPercnt'");
    // A field read with a default may be absent; a record read as a whole (zones) or one no rule names (unread) is looked up by key.
    equal(found.length, 2, JSON.stringify(found));
    const fixed = structuredClone(definition);
    fixed.constants.costModel = { logisticsPercent: 4.5, minimumCents: 3500, zones: { 0: 'far', 1: 'near' } } as never;
    deepStrictEqual(validateRuleSet(fixed, {}), { ok: true, problems: [] });
    // Deeper than the data goes: a number has no fields.
    const deeper = structuredClone(fixed);
    (deeper.stages[0].rules[0] as { then: { value: unknown }[] }).then[1].value = { var: 'costModel.minimumCents.value' };
    has(problems(deeper), 'UNKNOWN_CONSTANT', '/stages/0/rules/0/then/1/value', "'costModel.minimumCents' has no 'value'");
  });

  it('checks the defaults: fields are inputs, values derived values, products in the catalogue, triggers a constant list of inputs', () => {
    const definition = {
      ...withValue(1),
      constants: { triggers: ['country', 'colour'] },
      defaults: {
        fields: [
          { field: 'country', value: 'x', setDecides: true },
          { field: 'colour', value: 'y', remembered: 'previousColour' },
        ],
        set: 'chosenSet',
        adjustableQuantities: [{ field: 'shaftHeight', product: 'NO-SUCH' }],
        quantityResetTriggers: 'triggers',
        setStandsIn: ['shaftHeight', 'keySwitch'],
      },
    };
    const found = problems(definition, { productKeys: ['CABLE-4M'] });
    has(found, 'UNKNOWN_VARIABLE', '/defaults/fields/1/field', "unknown input 'colour'");
    has(found, 'UNKNOWN_VARIABLE', '/defaults/fields/1/value', "unknown derived value 'y'");
    has(found, 'UNKNOWN_VARIABLE', '/defaults/fields/1/remembered', "unknown input 'previousColour'");
    has(found, 'UNKNOWN_VARIABLE', '/defaults/set', "unknown derived value 'chosenSet'");
    has(found, 'UNKNOWN_PRODUCT', '/defaults/adjustableQuantities/0/product', "'NO-SUCH'");
    has(found, 'UNKNOWN_VARIABLE', '/constants/triggers/1', "unknown input 'colour'");
    has(found, 'UNKNOWN_VARIABLE', '/defaults/setStandsIn/1', "unknown input 'keySwitch'");
    equal(found.length, 7, JSON.stringify(found));
    has(problems({ ...definition, defaults: { fields: [{ field: 'country' }] } }), 'SCHEMA', '/defaults/fields/0/value', 'is required');
  });

  it('refuses an unknown builtin, naming it', () => {
    has(problems(withCondition({ ceill: [{ var: 'shaftHeight' }] })), 'UNKNOWN_BUILTIN', at, "unknown builtin 'ceill'");
    has(
      problems(withValue({ if: [true, { roundUp: [1] }, 0] })),
      'UNKNOWN_BUILTIN',
      '/stages/0/rules/0/then/0/value/if/1',
      "unknown builtin 'roundUp'",
    );
  });

  it('refuses json-logic-js operations that cannot be checked or have side effects', () => {
    has(problems(withValue({ log: 1 })), 'UNKNOWN_OPERATION', '/stages/0/rules/0/then/0/value', "'log' is not supported");
    has(problems(withValue({ missing: ['a'] })), 'UNKNOWN_OPERATION', '/stages/0/rules/0/then/0/value', "'missing' is not supported");
    has(problems(withValue({ missing_some: [1, ['a']] })), 'UNKNOWN_OPERATION', '/stages/0/rules/0/then/0/value', "'missing_some'");
  });

  it('checks the number of arguments', () => {
    has(problems(withValue({ '==': [1] })), 'ARITY', '/stages/0/rules/0/then/0/value', "'==' takes 2 arguments, got 1");
    has(problems(withValue({ '!': [1, 2] })), 'ARITY', '/stages/0/rules/0/then/0/value', "'!' takes 1 argument, got 2");
    has(problems(withValue({ clamp: [1, 2] })), 'ARITY', '/stages/0/rules/0/then/0/value', "'clamp' takes 3 arguments");
    has(problems(withValue({ '<': [1, 2, 3, 4] })), 'ARITY', '/stages/0/rules/0/then/0/value', '2 to 3');
    has(problems(withValue({ '*': [] })), 'ARITY', '/stages/0/rules/0/then/0/value', 'at least 1');
  });

  it('refuses computed, empty and prototype-reaching variable paths', () => {
    has(
      problems(withValue({ var: [{ cat: ['shaft', 'Height'] }] })),
      'INVALID_VARIABLE',
      '/stages/0/rules/0/then/0/value/var/0',
      'literal string',
    );
    has(problems(withValue({ var: '' })), 'INVALID_VARIABLE', '/stages/0/rules/0/then/0/value/var', 'whole context');
    has(problems(withValue({ var: 'country.__proto__' })), 'INVALID_VARIABLE', '/stages/0/rules/0/then/0/value/var', "reaches '__proto__'");
    has(
      problems(withValue({ var: 'country.constructor.prototype' })),
      'INVALID_VARIABLE',
      '/stages/0/rules/0/then/0/value/var',
      "reaches 'constructor'",
    );
    has(problems(withValue({ var: 'country..length' })), 'INVALID_VARIABLE', '/stages/0/rules/0/then/0/value/var', 'empty segment');
    has(
      problems(withValue({ map: [[1], { var: 'toString' }] })),
      'INVALID_VARIABLE',
      '/stages/0/rules/0/then/0/value/map/1/var',
      "reaches 'toString'",
    );
  });

  it('lets scoped logic read its element, and reduce logic only current and accumulator', () => {
    const rows = ruleSet(
      { options: { rules: [{ id: 'r', kind: 'conditional', then: [{ set: 'x', value: { map: [{ var: 'rows' }, { var: 'area' }] } }] }] } },
      { constants: { rows: [{ area: 1 }] } },
    );
    deepStrictEqual(validateRuleSet(rows).ok, true);
    deepStrictEqual(validateRuleSet(withValue({ map: [[1, 2], { '*': [{ var: '' }, 2] }] })).ok, true);
    deepStrictEqual(validateRuleSet(withValue({ reduce: [[1, 2], { '+': [{ var: 'current' }, { var: 'accumulator' }] }, 0] })).ok, true);
    has(
      problems(withValue({ reduce: [[1, 2], { var: 'shaftHeight' }, 0] })),
      'INVALID_VARIABLE',
      '/stages/0/rules/0/then/0/value/reduce/1/var',
      'current and accumulator',
    );
  });

  it('refuses unknown variables at load time, with a hint', () => {
    has(
      problems(withCondition({ '>': [{ var: 'shaftHieght' }, 1] })),
      'UNKNOWN_VARIABLE',
      `${at}/>/0`,
      "unknown variable 'shaftHieght'; did you mean 'shaftHeight'?",
    );
    has(problems(withCondition({ var: 'liftNumber' })), 'UNKNOWN_VARIABLE', at, "rule 'r' reads unknown variable 'liftNumber'");
  });

  it('refuses reading what only a later stage or rule provides', () => {
    const laterInput = ruleSet({
      options: { rules: [{ id: 'early', kind: 'conditional', when: [{ var: 'prices' }], then: [{ set: 'x', value: 1 }] }] },
      post: { inputs: ['prices'], rules: [] },
    });
    has(problems(laterInput), 'UNKNOWN_VARIABLE', '/stages/0/rules/0/when/0', 'an input only from stage post on');
    const laterRule = ruleSet({
      options: { rules: [{ id: 'reader', kind: 'conditional', then: [{ set: 'y', value: { var: 'x' } }] }] },
      ventilation: { rules: [{ id: 'writer', kind: 'conditional', then: [{ set: 'x', value: 1 }] }] },
    });
    has(problems(laterRule), 'UNKNOWN_VARIABLE', '/stages/0/rules/0/then/0/value', "produced later, by rule 'writer' in stage ventilation");
    const sameRule = ruleSet({
      options: {
        rules: [
          {
            id: 'both',
            kind: 'conditional',
            then: [
              { set: 'x', value: 1 },
              { set: 'y', value: { var: 'x' } },
            ],
          },
        ],
      },
    });
    has(problems(sameRule), 'UNKNOWN_VARIABLE', '/stages/0/rules/0/then/1/value', "unknown variable 'x'");
  });

  it('accepts names produced earlier, inputs of earlier stages and constants', () => {
    const definition = ruleSet(
      {
        options: {
          inputs: ['country'],
          rules: [
            {
              id: 'a',
              kind: 'conditional',
              then: [
                { set: 'x', value: { var: 'country' } },
                { offer: 'system', values: ['L-AIO'] },
              ],
            },
          ],
        },
        post: {
          rules: [
            {
              id: 'b',
              kind: 'conditional',
              when: [{ var: 'x' }, { var: 'options.system.0' }, { var: 'limit' }, { var: 'products.BK-AIO.quantity' }],
              then: [{ set: 'y', value: 1 }],
            },
          ],
        },
      },
      { constants: { limit: 3 } },
    );
    deepStrictEqual(validateRuleSet(definition), { ok: true, problems: [] });
  });

  it('checks option lists and product fields', () => {
    has(problems(withValue({ var: 'options.system' })), 'UNKNOWN_VARIABLE', '/stages/0/rules/0/then/0/value', "'options.system'");
    has(problems(withValue({ var: 'options' })), 'INVALID_VARIABLE', '/stages/0/rules/0/then/0/value', 'needs a list name');
    has(problems(withValue({ var: 'products.BK-AIO.price' })), 'INVALID_VARIABLE', '/stages/0/rules/0/then/0/value', 'a product offers');
    const withdraw = ruleSet({ options: { rules: [{ id: 'w', kind: 'conditional', then: [{ withdraw: 'system', values: ['L-AIO'] }] }] } });
    has(problems(withdraw), 'UNKNOWN_VARIABLE', '/stages/0/rules/0/then/0/withdraw', 'which no earlier rule offers');
  });

  it('refuses rules that overwrite inputs or constants', () => {
    has(
      problems(ruleSet({ options: { inputs, rules: [{ id: 'r', kind: 'conditional', then: [{ set: 'country', value: 'de' }] }] } })),
      'NAME_CONFLICT',
      '/stages/0/rules/0/then/0/set',
      "'country' is an input",
    );
    has(
      problems(
        ruleSet({ post: { rules: [{ id: 'r', kind: 'conditional', then: [{ set: 'limit', value: 1 }] }] } }, { constants: { limit: 3 } }),
      ),
      'NAME_CONFLICT',
      '/stages/3/rules/0/then/0/set',
      "'limit' is a constant",
    );
    has(
      problems(ruleSet({ options: { inputs: ['limit'], rules: [] } }, { constants: { limit: 3 } })),
      'NAME_CONFLICT',
      '/stages/0/inputs',
      "input 'limit' is also a constant",
    );
  });

  it('refuses duplicate ids and stages, and stages out of order', () => {
    const rule: RuleDefinition = { id: 'twice', kind: 'empty' };
    has(
      problems(ruleSet({ options: { rules: [rule] }, post: { rules: [rule] } })),
      'DUPLICATE',
      '/stages/3/rules/0/id',
      "rule id 'twice' is already used at /stages/0/rules/0/id",
    );
    const base = ruleSet({});
    has(
      problems({ ...base, stages: [...base.stages, { name: 'post', rules: [] }] }),
      'DUPLICATE',
      '/stages/4/name',
      "stage 'post' appears twice",
    );
    has(
      problems({ ...base, stages: [base.stages[1], base.stages[0], base.stages[2], base.stages[3]] }),
      'STAGE_ORDER',
      '/stages',
      'in the order options, ventilation, products, post',
    );
    const extraStage = { ...base, stages: [base.stages[0], base.stages[1], base.stages[2], { name: 'costs', rules: [] }, base.stages[3]] };
    deepStrictEqual(validateRuleSet(extraStage).ok, true);
  });

  it('accepts extra inputs the domain passes per stage, and refuses them for unknown stages', () => {
    const definition = ruleSet({
      products: { rules: [{ id: 'r', kind: 'conditional', when: [{ var: 'catalogue.BK-AIO' }], then: [{ set: 'x', value: 1 }] }] },
    });
    has(problems(definition), 'UNKNOWN_VARIABLE', '/stages/2/rules/0/when/0', "'catalogue'");
    deepStrictEqual(validateRuleSet(definition, { inputs: { products: ['catalogue'] } }).ok, true);
    has(
      problems(definition, { inputs: { products: ['catalogue'], costs: ['x'] } }),
      'UNKNOWN_VARIABLE',
      'inputs:costs',
      "unknown stage 'costs'",
    );
  });

  it('checks literal product keys against the catalogue when given', () => {
    const definition = ruleSet({
      products: { rules: [{ id: 'r', kind: 'conditional', then: [{ addProduct: 'BK-AOI' }, { topUp: 'BATTERY-PACK', minimum: 2 }] }] },
    });
    has(
      problems(definition, { productKeys: ['BK-AIO', 'BATTERY-PACK'] }),
      'UNKNOWN_PRODUCT',
      '/stages/2/rules/0/then/0/addProduct',
      "no product with key 'BK-AOI'",
    );
  });

  it('checks literal setQuantity keys against the catalogue, and the expressions of setQuantity and addProducts', () => {
    const definition = ruleSet({
      products: {
        inputs: ['length'],
        rules: [
          {
            id: 'r',
            kind: 'conditional',
            then: [
              { setQuantity: 'CABLE-5M', quantity: { var: 'length' } },
              { setQuantity: 'CABLE-4M', quantity: { var: 'length' } },
              { addProducts: [['CABLE-5M', 1]] },
            ],
          },
        ],
      },
    });
    deepStrictEqual(problems(definition, { productKeys: ['CABLE-4M'] }), [
      {
        path: '/stages/2/rules/0/then/0/setQuantity',
        code: 'UNKNOWN_PRODUCT',
        message: "no product with key 'CABLE-5M'",
        params: { key: 'CABLE-5M' },
      },
    ]);
    deepStrictEqual(validateRuleSet(definition, { productKeys: ['CABLE-4M', 'CABLE-5M'] }).ok, true);
    const unknown = ruleSet({
      products: {
        rules: [
          {
            id: 'r',
            kind: 'conditional',
            then: [
              { addProducts: { whereIn: [{ var: 'closureLines' }, 'group', ['JK190']] } },
              { setQuantity: 'A', quantity: { var: 'lenght' } },
            ],
          },
        ],
      },
    });
    const found = problems(unknown);
    has(found, 'UNKNOWN_VARIABLE', '/stages/2/rules/0/then/0/addProducts/whereIn/0', "unknown variable 'closureLines'");
    has(found, 'UNKNOWN_VARIABLE', '/stages/2/rules/0/then/1/quantity', "unknown variable 'lenght'");
    has(
      problems(ruleSet({ products: { rules: [{ id: 'r', kind: 'conditional', then: [{ addProducts: { wherIn: [[], 'a', 1] } }] }] } })),
      'UNKNOWN_BUILTIN',
      '/stages/2/rules/0/then/0/addProducts',
      "unknown builtin 'wherIn'",
    );
  });

  it('refuses builtins that would hide operations or reach the prototype', () => {
    has(problems(ruleSet({}), { builtins: { min: () => 0 } }), 'UNKNOWN_BUILTIN', 'builtin:min', 'would hide the JsonLogic operation');
    has(problems(ruleSet({}), { builtins: { log: () => 0 } }), 'UNKNOWN_BUILTIN', 'builtin:log', 'would hide');
    has(problems(ruleSet({}), { builtins: { constructor: () => 0 } }), 'UNKNOWN_BUILTIN', 'builtin:constructor', 'not allowed');
    has(problems(ruleSet({}), { builtins: { broken: {} as never } }), 'UNKNOWN_BUILTIN', 'builtin:broken', 'has no function');
  });

  it('throws RuleSetError from compileRuleSet with every problem', () => {
    const definition = withCondition({ and: [{ ceill: [1] }, { var: 'nope' }] });
    throws(
      () => compileRuleSet(definition),
      (error: unknown) => {
        ok(error instanceof RuleSetError);
        equal(error.code, 'INVALID_RULE_SET');
        deepStrictEqual(error.problems.map((p) => p.code).sort(), ['UNKNOWN_BUILTIN', 'UNKNOWN_VARIABLE']);
        ok(error.message.includes(`${at}/and/0: unknown builtin 'ceill'`));
        return true;
      },
    );
  });
});
