/// <reference types="node" />
import { deepStrictEqual, equal, ok, throws } from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ActionDefinition, RuleDefinition } from '../model/rule-set.types.js';
import { compileRuleSet, type Evaluation, RuleExecutionError } from '../index.js';
import { bothModes, evaluateBoth, ruleSet } from '../spec-support.spec.js';

const set = (name: string, value: unknown): ActionDefinition => ({ set: name, value }) as ActionDefinition;

function evaluate(rules: RuleDefinition[], inputs: Record<string, unknown> = {}, options = {}): Evaluation {
  const outcome = evaluateBoth(ruleSet({ options: { inputs: Object.keys(inputs), rules } }), inputs, {}, options);
  if (!outcome.result) throw new Error(`evaluation failed: ${JSON.stringify(outcome.error)}`);
  return outcome.result;
}

function failure(rules: RuleDefinition[], inputs: Record<string, unknown> = {}) {
  const outcome = evaluateBoth(ruleSet({ options: { inputs: Object.keys(inputs), rules } }), inputs);
  ok(outcome.error, 'expected the evaluation to fail');
  return outcome.error;
}

describe('evaluate', () => {
  describe('rule kinds', () => {
    it('skips empty rules', () => {
      const result = evaluate([
        { id: 'placeholder', kind: 'empty', description: 'later' },
        { id: 'r', kind: 'conditional', then: [set('x', 1)] },
      ]);
      deepStrictEqual(result.derived, { x: 1 });
    });

    it('runs a conditional rule only if all conditions hold; no conditions means always', () => {
      const rules: RuleDefinition[] = [
        { id: 'all-hold', kind: 'conditional', when: [{ '>': [{ var: 'h' }, 1] }, { var: 'flag' }], then: [set('a', 1)] },
        { id: 'one-fails', kind: 'conditional', when: [{ '>': [{ var: 'h' }, 1] }, { '!': { var: 'flag' } }], then: [set('b', 1)] },
        { id: 'always', kind: 'conditional', then: [set('c', 1)] },
        { id: 'empty-list-is-falsy', kind: 'conditional', when: [[]], then: [set('d', 1)] },
      ];
      deepStrictEqual(evaluate(rules, { h: 5, flag: true }).derived, { a: 1, c: 1 });
    });

    it('runs the first matching case of a selector, a list matching any of its values', () => {
      const rule: RuleDefinition = {
        id: 'by-country',
        kind: 'selector',
        select: { var: 'country' },
        cases: [
          { match: 'de', then: [set('pct', 25)] },
          { match: ['at', 'de'], then: [set('pct', 10)] },
          { match: 1, then: [set('pct', 1)] },
        ],
        default: [set('pct', null)],
      };
      equal(evaluate([rule], { country: 'de' }).derived.pct, 25);
      equal(evaluate([rule], { country: 'at' }).derived.pct, 10);
      equal(evaluate([rule], { country: 'ch' }).derived.pct, null);
      equal(evaluate([rule], { country: '1' }).derived.pct, null, 'cases match with ===');
    });

    it('does nothing when no case of an open selector matches', () => {
      const rule: RuleDefinition = { id: 's', kind: 'selector', select: { var: 'country' }, cases: [{ match: 'de', then: [set('x', 1)] }] };
      deepStrictEqual(evaluate([rule], { country: 'fr' }).derived, {});
    });

    it('raises when no case of a sealed selector matches', () => {
      const rule: RuleDefinition = {
        id: 'sealed',
        kind: 'selector',
        select: { var: 'country' },
        sealed: true,
        cases: [{ match: ['de', 'at'], then: [set('x', 1)] }],
      };
      deepStrictEqual(failure([rule], { country: 'fr' }), {
        name: 'RuleExecutionError',
        code: 'SEALED_SELECTOR_NO_MATCH',
        ruleId: 'sealed',
        stage: 'options',
        path: '/stages/0/rules/0/select',
      });
      const [compiled] = bothModes(ruleSet({ options: { inputs: ['country'], rules: [rule] } }));
      throws(
        () => compiled.evaluate({ country: 'fr' }),
        /Rule 'sealed' \(stage options\) failed at \/stages\/0\/rules\/0\/select: no case of the sealed selector matches "fr" \(cases: \["de","at"\]\)/,
      );
    });
  });

  describe('stages', () => {
    it('runs the stages in order, later ones seeing what earlier ones produced', () => {
      const definition = ruleSet({
        options: {
          inputs: ['h'],
          rules: [{ id: 'o', kind: 'conditional', then: [set('a', { '+': [{ var: 'h' }, 1] }), { offer: 'list', values: ['x'] }] }],
        },
        ventilation: { rules: [{ id: 'v', kind: 'conditional', then: [set('b', { '*': [{ var: 'a' }, 2] })] }] },
        products: {
          rules: [
            {
              id: 'p',
              kind: 'conditional',
              when: [{ in: ['x', { var: 'options.list' }] }],
              then: [{ addProduct: 'P', quantity: { var: 'b' } }],
            },
          ],
        },
        post: { rules: [{ id: 'z', kind: 'conditional', then: [set('c', { var: 'products.P.quantity' })] }] },
      });
      const result = evaluateBoth(definition, { h: 1 }).result!;
      deepStrictEqual(result.derived, { a: 2, b: 4, c: 4 });
    });

    it('stops after the stage named by until', () => {
      const definition = ruleSet({
        options: { rules: [{ id: 'o', kind: 'conditional', then: [set('a', 1)] }] },
        post: { rules: [{ id: 'z', kind: 'conditional', then: [set('b', 2)] }] },
      });
      deepStrictEqual(evaluateBoth(definition, {}, {}, { until: 'options' }).result!.derived, { a: 1 });
      throws(() => compileRuleSet(definition).evaluate({}, { until: 'costs' }), /unknown stage 'costs'/);
    });

    it('reads only declared inputs, ignores the others, and refuses a non-object', () => {
      const definition = ruleSet({ options: { inputs: ['h'], rules: [{ id: 'o', kind: 'conditional', then: [set('a', { var: 'h' })] }] } });
      deepStrictEqual(evaluateBoth(definition, { h: 3, other: 1 }).result!.derived, { a: 3 });
      deepStrictEqual(evaluateBoth(definition, {}).result!.derived, { a: null });
      throws(() => compileRuleSet(definition).evaluate(null as never), /inputs must be an object/);
    });

    it('passes constants to every stage and does not let callers change them', () => {
      const definition = ruleSet(
        { post: { rules: [{ id: 'z', kind: 'conditional', then: [set('area', { var: 'flaps.0.area' })] }] } },
        { constants: { flaps: [{ area: 104000 }] } },
      );
      const compiled = compileRuleSet(definition);
      (definition.constants!.flaps as { area: number }[])[0].area = 1;
      equal(compiled.evaluate({}).derived.area, 104000);
    });
  });

  describe('actions', () => {
    it('sets derived values, the last set winning', () => {
      deepStrictEqual(
        evaluate([
          { id: 'r', kind: 'conditional', then: [set('x', 1)] },
          { id: 's', kind: 'conditional', then: [set('x', 2)] },
        ]).derived,
        { x: 2 },
      );
    });

    it('offers option lists in order, skipping repeats, from a list or one value', () => {
      const result = evaluate([
        { id: 'a', kind: 'conditional', then: [{ offer: 'system', values: ['L-AIO', 'L-AIO'] }] },
        {
          id: 'b',
          kind: 'conditional',
          then: [
            { offer: 'system', values: 'AIO-Basic' },
            { offer: 'empty', values: [] },
          ],
        },
        { id: 'c', kind: 'conditional', then: [{ offer: 'system', values: ['L-AIO'] }] },
      ]);
      deepStrictEqual(result.options, { system: ['L-AIO', 'AIO-Basic'], empty: [] });
    });

    it('withdraws option values', () => {
      const result = evaluate([
        { id: 'a', kind: 'conditional', then: [{ offer: 'smoke', values: ['NONE', 'RAS', 'SDLF1'] }] },
        { id: 'b', kind: 'conditional', then: [{ withdraw: 'smoke', values: ['NONE', 'POINTDETECTOR'] }] },
        { id: 'c', kind: 'conditional', then: [{ withdraw: 'smoke', values: 'RAS' }] },
      ]);
      deepStrictEqual(result.options, { smoke: ['SDLF1'] });
    });

    it('refuses option values that are not scalars', () => {
      deepStrictEqual(
        failure([{ id: 'a', kind: 'conditional', then: [{ offer: 'x', values: { var: 'v' } }] }], { v: null }).code,
        'INVALID_ACTION_VALUE',
      );
      deepStrictEqual(
        failure([{ id: 'a', kind: 'conditional', then: [{ offer: 'x', values: [[1]] }] }]).path,
        '/stages/0/rules/0/then/0/values',
      );
    });

    it('adds products: default quantity 1, nothing for a quantity <= 0, raising both quantities when present', () => {
      const result = evaluate(
        [
          { id: 'a', kind: 'conditional', then: [{ addProduct: 'BK-AIO', category: 'CONTROL' }] },
          {
            id: 'b',
            kind: 'conditional',
            then: [
              { addProduct: 'NOTHING', quantity: 0 },
              { addProduct: 'NEGATIVE', quantity: -2 },
            ],
          },
          { id: 'c', kind: 'conditional', then: [{ addProduct: { cat: ['BK-', 'AIO'] }, quantity: 2 }] },
          {
            id: 'd',
            kind: 'conditional',
            then: [
              { addProduct: 'RAS-PIPE', quantity: 0.1 },
              { addProduct: 'RAS-PIPE', quantity: 0.2 },
            ],
          },
        ],
        {},
        { explain: false },
      );
      deepStrictEqual(result.products, [
        { productKey: 'BK-AIO', quantity: 3, estimatedQuantity: 3, category: 'CONTROL', because: [] },
        { productKey: 'RAS-PIPE', quantity: 0.3, estimatedQuantity: 0.3, category: null, because: [] },
      ]);
    });

    it('tops products up to a minimum, both quantities becoming the larger of current and minimum', () => {
      const definition = ruleSet({
        products: {
          rules: [
            { id: 'battery', kind: 'conditional', then: [{ topUp: 'BATTERY-PACK', minimum: 2 }] },
            { id: 'spray', kind: 'conditional', then: [{ topUp: 'SMOKE-TEST-SPRAY', minimum: 1, category: 'SMOKE' }] },
            { id: 'none', kind: 'conditional', then: [{ topUp: 'NOTHING', minimum: 0 }] },
          ],
        },
      });
      const products = [
        { productKey: 'BATTERY-PACK', quantity: 1, estimatedQuantity: 3 },
        { productKey: 'SMOKE-TEST-SPRAY', quantity: 4, estimatedQuantity: 4 },
      ];
      const result = evaluateBoth(definition, {}, {}, { products, explain: false }).result!;
      deepStrictEqual(result.products, [
        { productKey: 'BATTERY-PACK', quantity: 2, estimatedQuantity: 3, category: null, because: [] },
        { productKey: 'SMOKE-TEST-SPRAY', quantity: 4, estimatedQuantity: 4, category: null, because: [] },
      ]);
    });

    it('refuses bad product keys and quantities', () => {
      deepStrictEqual(failure([{ id: 'k', kind: 'conditional', then: [{ addProduct: { var: 'key' } }] }], { key: null }), {
        name: 'RuleExecutionError',
        code: 'INVALID_ACTION_VALUE',
        ruleId: 'k',
        stage: 'options',
        path: '/stages/0/rules/0/then/0/addProduct',
      });
      deepStrictEqual(
        failure([{ id: 'q', kind: 'conditional', then: [{ addProduct: 'A', quantity: { var: 'q' } }] }], { q: '2' }).path,
        '/stages/0/rules/0/then/0/quantity',
      );
      deepStrictEqual(
        failure([{ id: 'm', kind: 'conditional', then: [{ topUp: 'A', minimum: { '/': [1, 0] } }] }]).path,
        '/stages/0/rules/0/then/0/minimum',
      );
    });

    it('refuses products outside the catalogue when product keys are given', () => {
      const definition = ruleSet({
        products: { rules: [{ id: 'p', kind: 'conditional', then: [{ addProduct: { cat: ['BK-', 'AOI'] } }] }] },
      });
      deepStrictEqual(evaluateBoth(definition, {}, { productKeys: ['BK-AIO'] }).error!.code, 'UNKNOWN_PRODUCT');
      equal(compileRuleSet(definition).evaluate({}, { productKeys: new Set(['BK-AOI']) }).products.length, 1);
    });

    it('emits messages with level, key, evaluated params and field', () => {
      const result = evaluate(
        [
          {
            id: 'm',
            kind: 'conditional',
            then: [
              { message: 'component.sdlf1HeightRange', level: 'error', field: 'smokeDetection', params: { shaftHeight: { var: 'h' } } },
              { message: 'hint.plain', level: 'hint' },
            ],
          },
        ],
        { h: 5000 },
        { explain: false },
      );
      deepStrictEqual(result.messages, [
        { level: 'error', key: 'component.sdlf1HeightRange', params: { shaftHeight: 5000 }, field: 'smokeDetection', because: [] },
        { level: 'hint', key: 'hint.plain', params: {}, field: null, because: [] },
      ]);
    });

    it('seeds initial products and refuses bad ones', () => {
      const compiled = compileRuleSet(ruleSet({}));
      deepStrictEqual(compiled.evaluate({}, { products: [{ productKey: 'A', quantity: 2, category: 'CABLE' }] }).products, [
        { productKey: 'A', quantity: 2, estimatedQuantity: 2, category: 'CABLE', because: [] },
      ]);
      throws(
        () =>
          compiled.evaluate(
            {},
            {
              products: [
                { productKey: 'A', quantity: 1 },
                { productKey: 'A', quantity: 1 },
              ],
            },
          ),
        /listed twice/,
      );
      throws(() => compiled.evaluate({}, { products: [{ productKey: 'A', quantity: Number.NaN }] }), /finite quantities/);
    });
  });

  describe('error levels', () => {
    const failing = (errorLevel?: 'error' | 'warn' | 'log'): RuleDefinition => ({
      id: 'repeaters',
      kind: 'conditional',
      ...(errorLevel ? { errorLevel } : {}),
      then: [set('before', 1), set('repeaterCount', { ceilDiv: [{ var: 'remaining' }, 36000] })],
    });

    it('raises by default, naming the rule, its stage and the expression', () => {
      const [compiled, interpreted] = bothModes(ruleSet({ options: { inputs: ['remaining'], rules: [failing()] } }));
      for (const ruleSet of [compiled, interpreted]) {
        throws(
          () => ruleSet.evaluate({ remaining: 1.5 }),
          (error: unknown) => {
            ok(error instanceof RuleExecutionError);
            deepStrictEqual(
              [error.code, error.ruleId, error.stage, error.path],
              ['BUILTIN_FAILED', 'repeaters', 'options', '/stages/0/rules/0/then/1/value'],
            );
            ok(error.message.includes("builtin 'ceilDiv' failed: ceilDiv needs safe integers, got 1.5"), error.message);
            return true;
          },
        );
      }
    });

    it('records warn and log failures, and the failed rule has no effect', () => {
      for (const level of ['warn', 'log'] as const) {
        const result = evaluate([failing(level), { id: 'next', kind: 'conditional', then: [set('after', 1)] }], { remaining: 'x' });
        deepStrictEqual(result.derived, { after: 1 }, 'the first action of the failed rule is not applied');
        deepStrictEqual(result.problems, [
          {
            level,
            code: 'BUILTIN_FAILED',
            ruleId: 'repeaters',
            stage: 'options',
            path: '/stages/0/rules/0/then/1/value',
            message: 'builtin \'ceilDiv\' failed: ceilDiv needs safe integers, got "x"',
          },
        ]);
      }
    });

    it('locates failures in conditions and selects', () => {
      deepStrictEqual(
        failure([{ id: 'c', kind: 'conditional', when: [true, { ceilDiv: [{ var: 'x' }, 0] }], then: [set('y', 1)] }], { x: 1 }).path,
        '/stages/0/rules/0/when/1',
      );
      deepStrictEqual(
        failure([{ id: 's', kind: 'selector', select: { ceilDiv: [{ var: 'x' }, 0] }, cases: [{ match: 1, then: [set('y', 1)] }] }], {
          x: 1,
        }).path,
        '/stages/0/rules/0/select',
      );
    });

    it('reports failures of domain builtins the same way', () => {
      const builtins = {
        flapFor: {
          fn: (area: number) => {
            if (area > 10) throw new Error('no flap that large');
            return '360x360';
          },
          minArgs: 1,
          maxArgs: 1,
        },
      };
      const definition = ruleSet({
        ventilation: {
          inputs: ['area'],
          rules: [{ id: 'flap', kind: 'conditional', errorLevel: 'warn', then: [set('flapSize', { flapFor: [{ var: 'area' }] })] }],
        },
      });
      const outcome = evaluateBoth(definition, { area: 20 }, { builtins });
      deepStrictEqual(outcome.result!.problems[0].message, "builtin 'flapFor' failed: no flap that large");
      deepStrictEqual(evaluateBoth(definition, { area: 5 }, { builtins }).result!.derived, { flapSize: '360x360' });
    });
  });
});
