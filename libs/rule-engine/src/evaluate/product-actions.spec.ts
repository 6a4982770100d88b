/// <reference types="node" />
// The addProducts and setQuantity actions: effects, failures, explanations, "why not", load-time
// checks and the quantity invariants, in both evaluation modes.
import fc from 'fast-check';
import { deepStrictEqual, equal, ok, throws } from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type ActionDefinition,
  type AddProductsAction,
  type CompileOptions,
  compileRuleSet,
  type EvaluateOptions,
  type Evaluation,
  type InitialProduct,
  type RuleDefinition,
  RuleExecutionError,
  RuleSetError,
  type RuleSetProblem,
  type SetQuantityAction,
  validateRuleSet,
} from '../index.js';
import { bothModes, evaluateBoth, ruleSet } from '../spec-support.spec.js';

const at = '/stages/2/rules/0/then/0';

const rule = (id: string, ...then: ActionDefinition[]): RuleDefinition => ({ id, kind: 'conditional', then });

/** A rule set whose products stage has `rules` and reads `inputs`. */
function definitionOf(rules: RuleDefinition[], inputs: Record<string, unknown> = {}, extra = {}) {
  const names = Object.keys(inputs);
  return ruleSet({ products: { ...(names.length ? { inputs: names } : {}), rules } }, extra);
}

/** Evaluates in both modes (identical results demanded) and answers the result. */
function evaluate(
  rules: RuleDefinition[],
  inputs: Record<string, unknown> = {},
  options: EvaluateOptions = {},
  compileOptions: CompileOptions = {},
): Evaluation {
  const outcome = evaluateBoth(definitionOf(rules, inputs), inputs, compileOptions, options);
  if (!outcome.result) throw new Error(`evaluation failed: ${JSON.stringify(outcome.error)}`);
  return outcome.result;
}

/** Products as [key, quantity, estimatedQuantity, category]. */
function lines(
  rules: RuleDefinition[],
  inputs: Record<string, unknown> = {},
  options: EvaluateOptions = {},
  compileOptions: CompileOptions = {},
) {
  return evaluate(rules, inputs, { explain: false, ...options }, compileOptions).products.map((p) => [
    p.productKey,
    p.quantity,
    p.estimatedQuantity,
    p.category,
  ]);
}

/** The failure (identical in both modes), with its message. */
function failure(rules: RuleDefinition[], inputs: Record<string, unknown> = {}, compileOptions: CompileOptions = {}) {
  const outcome = evaluateBoth(definitionOf(rules, inputs), inputs, compileOptions);
  ok(outcome.error, 'expected the evaluation to fail');
  let message = '';
  try {
    compileRuleSet(definitionOf(rules, inputs), compileOptions).evaluate(inputs);
  } catch (error) {
    ok(error instanceof RuleExecutionError);
    message = error.reason;
  }
  return { code: outcome.error.code, ruleId: outcome.error.ruleId, path: outcome.error.path, message };
}

describe('addProducts', () => {
  it('adds [productKey, quantity] pairs and {productKey, quantity} rows, with the category', () => {
    const added = lines([rule('lines', { addProducts: { var: 'lines' }, category: 'VENTCOMP' })], {
      lines: [['JK190-360', 2], { productKey: 'EBW-360', quantity: 1, group: 'JK190' }, ['AS-LF', 0.5]],
    });
    deepStrictEqual(added, [
      ['JK190-360', 2, 2, 'VENTCOMP'],
      ['EBW-360', 1, 1, 'VENTCOMP'],
      ['AS-LF', 0.5, 0.5, 'VENTCOMP'],
    ]);
  });

  it('adds nothing for a quantity <= 0, and sums repeated keys', () => {
    const added = lines([rule('lines', { addProducts: { var: 'lines' } })], {
      lines: [
        ['A', 0],
        ['B', -1],
        ['C', 1],
        ['A', 2],
        ['C', 0.1],
        ['C', 0.2],
      ],
    });
    deepStrictEqual(added, [
      ['C', 1.3, 1.3, null],
      ['A', 2, 2, null],
    ]);
  });

  it('raises both quantities of a product already there, keeping its category unless it has none', () => {
    const products: InitialProduct[] = [
      { productKey: 'A', quantity: 1, estimatedQuantity: 3 },
      { productKey: 'B', quantity: 2, category: 'CABLE' },
    ];
    const added = lines(
      [
        rule('first', { addProduct: 'B', quantity: 1 }),
        rule('lines', {
          addProducts: [
            ['A', 2],
            ['B', 0.5],
          ],
          category: 'SET',
        }),
      ],
      {},
      { products },
    );
    deepStrictEqual(added, [
      ['A', 3, 5, 'SET'],
      ['B', 3.5, 3.5, 'CABLE'],
    ]);
  });

  it('adds nothing for null, a missing value or an empty list', () => {
    for (const value of [null, undefined, []]) {
      deepStrictEqual(lines([rule('lines', { addProducts: { var: 'lines' } })], { lines: value }), [], JSON.stringify(value));
    }
    deepStrictEqual(lines([rule('lines', { addProducts: null })]), []);
  });

  it('takes lines computed from a table, e.g. with map and the table builtins', () => {
    const definition = ruleSet(
      {
        products: {
          inputs: ['groups'],
          rules: [
            rule('brackets', {
              addProducts: {
                map: [
                  { whereIn: [{ var: 'closures' }, 'group', { var: 'groups' }] },
                  [{ cat: ['EBW-', { var: 'size' }] }, { var: 'quantity' }],
                ],
              },
              category: 'ASSEMBLY',
            }),
          ],
        },
      },
      {
        constants: {
          closures: [
            { group: 'JK190', size: '360x360', quantity: 2 },
            { group: 'TAIRMO', size: '400x400', quantity: 1 },
            { group: 'JK190DB', size: '470x360', quantity: 1 },
          ],
        },
      },
    );
    const result = evaluateBoth(definition, { groups: ['JK190', 'JK190DB'] }, {}, { explain: false }).result!;
    deepStrictEqual(
      result.products.map((p) => [p.productKey, p.quantity, p.category]),
      [
        ['EBW-360x360', 2, 'ASSEMBLY'],
        ['EBW-470x360', 1, 'ASSEMBLY'],
      ],
    );
  });

  it('lets later rules read the quantities', () => {
    const definition = ruleSet({
      products: {
        rules: [
          rule('lines', {
            addProducts: [
              ['A', 2],
              ['A', 1],
            ],
          }),
        ],
      },
      post: {
        rules: [
          rule(
            'read',
            { set: 'a', value: { var: 'products.A.quantity' } },
            { set: 'aEstimated', value: { var: 'products.A.estimatedQuantity' } },
          ),
        ],
      },
    });
    deepStrictEqual(evaluateBoth(definition, {}).result!.derived, { a: 3, aEstimated: 3 });
  });

  it('records the rule and what it read on every product it added', () => {
    for (const ruleSet of bothModes(definitionOf([rule('lines', { addProducts: { var: 'lines' } })], { lines: null }))) {
      const result = ruleSet.evaluate({
        lines: [
          ['A', 1],
          ['B', 2],
          ['A', 1],
        ],
      });
      const because = {
        ruleId: 'lines',
        stage: 'products',
        reads: {
          lines: [
            ['A', 1],
            ['B', 2],
            ['A', 1],
          ],
        },
      };
      deepStrictEqual(
        result.products.map((p) => [p.productKey, p.because]),
        [
          ['A', [because, because]],
          ['B', [because]],
        ],
      );
    }
  });

  it('refuses a value that is not a list', () => {
    for (const value of ['A', 3, true, { productKey: 'A', quantity: 1 }]) {
      const failed = failure([rule('lines', { addProducts: { var: 'lines' } })], { lines: value });
      deepStrictEqual(
        [failed.code, failed.ruleId, failed.path],
        ['INVALID_ACTION_VALUE', 'lines', `${at}/addProducts`],
        JSON.stringify(value),
      );
      ok(failed.message.startsWith('addProducts needs a list of [productKey, quantity] pairs, got '), failed.message);
    }
  });

  it('refuses a bad entry, naming it', () => {
    const cases: [unknown, RegExp][] = [
      [['A'], /a quantity must be a finite number, got undefined/],
      [['A', '2'], /a quantity must be a finite number, got "2"/],
      [['A', null], /a quantity must be a finite number, got null/],
      [['A', Number.POSITIVE_INFINITY], /a quantity must be a finite number/],
      [{ productKey: 'A' }, /a quantity must be a finite number, got undefined/],
      [{ key: 'A', quantity: 1 }, /a product key must be a non-empty string, got undefined/],
      [['', 1], /a product key must be a non-empty string, got ""/],
      [[1, 1], /a product key must be a non-empty string, got 1/],
      [null, /a product key must be a non-empty string/],
      ['A', /a product key must be a non-empty string/],
      [[], /a product key must be a non-empty string/],
    ];
    for (const [entry, message] of cases) {
      const failed = failure([rule('lines', { addProducts: { var: 'lines' } })], { lines: [['OK', 1], entry] });
      deepStrictEqual([failed.code, failed.path], ['INVALID_ACTION_VALUE', `${at}/addProducts/1`], JSON.stringify(entry));
      ok(message.test(failed.message), `${failed.message} for ${JSON.stringify(entry)}`);
    }
  });

  it("fails as a whole: a bad entry adds none of the others, nor do the rule's other actions apply", () => {
    const rules: RuleDefinition[] = [
      {
        id: 'lines',
        kind: 'conditional',
        errorLevel: 'warn',
        then: [{ set: 'before', value: 1 }, { addProducts: { var: 'lines' } }, { addProduct: 'X' }],
      },
      rule('after', { addProduct: 'Y' }),
    ];
    const result = evaluate(
      rules,
      {
        lines: [
          ['A', 1],
          ['B', 'x'],
        ],
      },
      { explain: false },
    );
    deepStrictEqual(
      result.products.map((p) => p.productKey),
      ['Y'],
    );
    deepStrictEqual(result.derived, {});
    deepStrictEqual(result.problems, [
      {
        level: 'warn',
        code: 'INVALID_ACTION_VALUE',
        ruleId: 'lines',
        stage: 'products',
        path: '/stages/2/rules/0/then/1/addProducts/1',
        message: 'a quantity must be a finite number, got "x"',
      },
    ]);
  });

  it('refuses products outside the catalogue when product keys are given, naming the entry', () => {
    const rules = [rule('lines', { addProducts: { var: 'lines' } })];
    const failed = failure(
      rules,
      {
        lines: [
          ['A', 1],
          ['B', 1],
          ['NOPE', 2],
        ],
      },
      { productKeys: ['A', 'B'] },
    );
    deepStrictEqual([failed.code, failed.path, failed.message], ['UNKNOWN_PRODUCT', `${at}/addProducts/2`, "no product with key 'NOPE'"]);
    deepStrictEqual(lines(rules, { lines: [['A', 1], { productKey: 'B', quantity: 2 }] }, {}, { productKeys: ['A', 'B'] }), [
      ['A', 1, 1, null],
      ['B', 2, 2, null],
    ]);
    deepStrictEqual(
      lines(rules, { lines: [['NOPE', 1]] }, { productKeys: new Set(['NOPE']) }, { productKeys: ['A'] }),
      [['NOPE', 1, 1, null]],
      "the evaluation's keys win",
    );
  });
});

describe('setQuantity', () => {
  const seeded: InitialProduct[] = [{ productKey: 'CABLE-4M', quantity: 2, estimatedQuantity: 3, category: 'CABLE' }];

  it('sets the ordered quantity and leaves the estimated one', () => {
    const set = [rule('custom', { setQuantity: 'CABLE-4M', quantity: { var: 'length' } })];
    deepStrictEqual(lines(set, { length: 7 }, { products: seeded }), [['CABLE-4M', 7, 3, 'CABLE']]);
    deepStrictEqual(
      lines(set, { length: 0 }, { products: seeded }),
      [['CABLE-4M', 0, 3, 'CABLE']],
      'a product there stays, with quantity 0',
    );
    const added = [rule('estimate', { addProduct: 'CABLE-4M', quantity: 4 }), ...set];
    deepStrictEqual(lines(added, { length: 1.5 }), [['CABLE-4M', 1.5, 4, null]]);
  });

  it('leaves the product alone for a null or missing quantity', () => {
    const set = [rule('custom', { setQuantity: 'CABLE-4M', quantity: { var: 'length' }, category: 'OTHER' })];
    for (const length of [null, undefined]) {
      const result = evaluate(set, { length }, { products: seeded });
      deepStrictEqual(
        result.products,
        [{ productKey: 'CABLE-4M', quantity: 2, estimatedQuantity: 3, category: 'CABLE', because: [] }],
        'not even a because',
      );
      deepStrictEqual(lines(set, { length }), [], 'nor is a product added');
    }
  });

  it('adds a product not there with estimated quantity 0, unless the quantity is 0; a negative quantity fails', () => {
    const set = [rule('custom', { setQuantity: 'FM-2M', quantity: { var: 'n' }, category: 'CABLE' })];
    deepStrictEqual(lines(set, { n: 2 }), [['FM-2M', 2, 0, 'CABLE']]);
    deepStrictEqual(lines(set, { n: 0 }), []);
    throws(() => lines(set, { n: -1 }), /INVALID_ACTION_VALUE/);
  });

  it('gives a product without category the category, and keeps one it has', () => {
    const products: InitialProduct[] = [
      { productKey: 'A', quantity: 1 },
      { productKey: 'B', quantity: 1, category: 'CABLE' },
    ];
    deepStrictEqual(
      lines(
        [rule('a', { setQuantity: 'A', quantity: 2, category: 'SET' }), rule('b', { setQuantity: 'B', quantity: 3, category: 'SET' })],
        {},
        { products },
      ),
      [
        ['A', 2, 1, 'SET'],
        ['B', 3, 1, 'CABLE'],
      ],
    );
  });

  it('works with later actions: adding raises both, a top-up raises to the minimum, the last set wins', () => {
    const result = lines([
      rule('set', { setQuantity: 'A', quantity: 5 }),
      rule('add', { addProduct: 'A', quantity: 2 }),
      rule('top-up', { topUp: 'A', minimum: 3 }),
      rule('set-b', { setQuantity: 'B', quantity: 1 }),
      rule('set-b-again', { setQuantity: 'B', quantity: 4 }),
    ]);
    deepStrictEqual(result, [
      ['A', 7, 3, null],
      ['B', 4, 0, null],
    ]);
  });

  it('takes a computed key, and later rules read the quantities', () => {
    const definition = ruleSet({
      products: {
        inputs: ['length', 'cable'],
        rules: [rule('custom', { setQuantity: { cat: ['CABLE-', { var: 'cable' }] }, quantity: { var: 'length' } })],
      },
      post: {
        rules: [
          rule(
            'read',
            { set: 'ordered', value: { var: 'products.CABLE-6M.quantity' } },
            { set: 'estimated', value: { var: 'products.CABLE-6M.estimatedQuantity' } },
          ),
        ],
      },
    });
    deepStrictEqual(evaluateBoth(definition, { length: 12, cable: '6M' }).result!.derived, { ordered: 12, estimated: 0 });
  });

  it('records the rule and what it read', () => {
    for (const ruleSet of bothModes(
      definitionOf([rule('custom', { setQuantity: 'CABLE-4M', quantity: { var: 'length' } })], { length: 1 }),
    )) {
      deepStrictEqual(ruleSet.evaluate({ length: 9 }, { products: seeded }).products[0].because, [
        { ruleId: 'custom', stage: 'products', reads: { length: 9 } },
      ]);
    }
  });

  it("prepares with the rule's other actions before any applies", () => {
    const result = lines([
      rule(
        'both',
        {
          addProducts: [
            ['A', 2],
            ['B', 1],
          ],
        },
        { setQuantity: 'A', quantity: 5 },
        { setQuantity: 'B', quantity: null },
      ),
    ]);
    deepStrictEqual(result, [
      ['A', 5, 2, null],
      ['B', 1, 1, null],
    ]);
  });

  it('refuses bad keys and quantities, naming the expression', () => {
    const keyed = [rule('custom', { setQuantity: { var: 'key' }, quantity: { var: 'n' } })];
    for (const key of [null, '', 3, ['A']]) {
      const failed = failure(keyed, { key, n: 1 });
      deepStrictEqual([failed.code, failed.path], ['INVALID_ACTION_VALUE', `${at}/setQuantity`], JSON.stringify(key));
      ok(failed.message.startsWith('a product key must be a non-empty string'), failed.message);
    }
    for (const n of ['2', true, [1], { n: 1 }, Number.NaN]) {
      const failed = failure(keyed, { key: 'A', n });
      deepStrictEqual([failed.code, failed.path], ['INVALID_ACTION_VALUE', `${at}/quantity`], String(n));
      ok(failed.message.startsWith('a quantity must be a finite number'), failed.message);
    }
  });

  it('refuses products outside the catalogue', () => {
    const keyed = [rule('custom', { setQuantity: { var: 'key' }, quantity: 1 })];
    const failed = failure(keyed, { key: 'NOPE' }, { productKeys: ['A'] });
    deepStrictEqual([failed.code, failed.path, failed.message], ['UNKNOWN_PRODUCT', `${at}/setQuantity`, "no product with key 'NOPE'"]);
    deepStrictEqual(lines(keyed, { key: 'A' }, {}, { productKeys: ['A'] }), [['A', 1, 0, null]]);
  });

  it('records a failure of a warn rule and has no effect', () => {
    const rules: RuleDefinition[] = [
      {
        id: 'custom',
        kind: 'conditional',
        errorLevel: 'log',
        then: [
          { setQuantity: 'A', quantity: 3 },
          { setQuantity: 'B', quantity: 'x' },
        ],
      },
    ];
    const result = evaluate(rules, {}, { products: [{ productKey: 'A', quantity: 1 }], explain: false });
    deepStrictEqual(
      result.products.map((p) => [p.productKey, p.quantity]),
      [['A', 1]],
    );
    deepStrictEqual(
      result.problems.map((p) => [p.level, p.code, p.path]),
      [['log', 'INVALID_ACTION_VALUE', '/stages/2/rules/0/then/1/quantity']],
    );
  });
});

describe('why not, for addProducts and setQuantity', () => {
  function answers(rules: RuleDefinition[], inputs: Record<string, unknown>, product: string, options: EvaluateOptions = {}) {
    const [compiled, interpreted] = bothModes(definitionOf(rules, inputs));
    const answer = compiled.whyNot(inputs, { product }, options);
    deepStrictEqual(interpreted.whyNot(inputs, { product }, options), answer);
    return answer;
  }

  const listRule = [rule('lines', { addProducts: { var: 'lines' } })];

  it('lists the keys addProducts gave when the product is not among them', () => {
    const answer = answers(listRule, { lines: [['A', 1], { productKey: 'B', quantity: 2 }] }, 'C');
    deepStrictEqual(answer, {
      query: { product: 'C' },
      present: false,
      because: [],
      reasons: [
        {
          kind: 'otherValue',
          ruleId: 'lines',
          stage: 'products',
          path: `${at}/addProducts`,
          actual: ['A', 'B'],
          expected: { operator: 'contains', value: 'C' },
          because: { ruleId: 'lines', stage: 'products', reads: { lines: [['A', 1], { productKey: 'B', quantity: 2 }] } },
        },
      ],
    });
    deepStrictEqual(
      answers(listRule, { lines: null }, 'C').reasons.map((r) => r.kind === 'otherValue' && r.actual),
      [[]],
    );
  });

  it('names a quantity <= 0 that addProducts gave', () => {
    const [reason] = answers(
      listRule,
      {
        lines: [
          ['A', 1],
          ['C', -2],
        ],
      },
      'C',
    ).reasons;
    deepStrictEqual(reason, {
      kind: 'quantityNotPositive',
      ruleId: 'lines',
      stage: 'products',
      path: `${at}/addProducts`,
      actual: -2,
      expected: { operator: '>', value: 0 },
      because: {
        ruleId: 'lines',
        stage: 'products',
        reads: {
          lines: [
            ['A', 1],
            ['C', -2],
          ],
        },
      },
    });
  });

  it('says a product addProducts added is there, and names a failed addProducts', () => {
    const present = answers(listRule, { lines: [['C', 1]] }, 'C');
    deepStrictEqual([present.present, present.because.map((b) => b.ruleId)], [true, ['lines']]);
    const failing = [{ id: 'lines', kind: 'conditional', errorLevel: 'warn', then: [{ addProducts: { var: 'lines' } }] } as RuleDefinition];
    deepStrictEqual(answers(failing, { lines: [['C', 'many']] }, 'C').reasons, [
      {
        kind: 'ruleFailed',
        ruleId: 'lines',
        stage: 'products',
        path: `${at}/addProducts/0`,
        message: 'a quantity must be a finite number, got "many"',
      },
    ]);
  });

  it('counts addProducts only when no rule names the product literally', () => {
    const rules = [...listRule, rule('literal', { addProduct: 'C', quantity: { var: 'n' } })];
    deepStrictEqual(
      answers(rules, { lines: [], n: 0 }, 'C').reasons.map((r) => r.kind !== 'noRule' && r.ruleId),
      ['literal'],
    );
  });

  it('names a quantity <= 0, a computed key that came out different, or a failing condition of setQuantity', () => {
    const literal = [rule('custom', { setQuantity: 'C', quantity: { var: 'n' } })];
    deepStrictEqual(answers(literal, { n: 0 }, 'C').reasons, [
      {
        kind: 'quantityNotPositive',
        ruleId: 'custom',
        stage: 'products',
        path: `${at}/quantity`,
        actual: 0,
        expected: { operator: '>', value: 0 },
        because: { ruleId: 'custom', stage: 'products', reads: { n: 0 } },
      },
    ]);
    const computed = [rule('custom', { setQuantity: { var: 'key' }, quantity: 1 })];
    deepStrictEqual(answers(computed, { key: 'B' }, 'C').reasons, [
      {
        kind: 'otherValue',
        ruleId: 'custom',
        stage: 'products',
        path: `${at}/setQuantity`,
        actual: 'B',
        expected: { operator: '===', value: 'C' },
        because: { ruleId: 'custom', stage: 'products', reads: { key: 'B' } },
      },
    ]);
    const conditional: RuleDefinition[] = [
      { id: 'custom', kind: 'conditional', when: [{ '>': [{ var: 'n' }, 0] }], then: [{ setQuantity: 'C', quantity: { var: 'n' } }] },
    ];
    deepStrictEqual(
      answers(conditional, { n: 0 }, 'C').reasons.map((r) => [r.kind, 'path' in r && r.path]),
      [['conditionFailed', '/stages/2/rules/0/when/0']],
    );
    deepStrictEqual(answers(literal, { n: 2 }, 'C').present, true);
  });

  it('names a setQuantity whose quantity was null instead of saying no rule makes the product', () => {
    const literal = [rule('custom', { setQuantity: 'C', quantity: { var: 'n' } })];
    deepStrictEqual(answers(literal, { n: null }, 'C').reasons, [
      {
        kind: 'otherValue',
        ruleId: 'custom',
        stage: 'products',
        path: `${at}/quantity`,
        actual: null,
        expected: { operator: '>', value: 0 },
        because: { ruleId: 'custom', stage: 'products', reads: { n: null } },
      },
    ]);
  });
});

describe('loading addProducts and setQuantity', () => {
  function problems(definition: unknown, options: Omit<CompileOptions, 'mode'> = {}): RuleSetProblem[] {
    const result = validateRuleSet(definition, options);
    equal(result.ok, false, 'expected the rule set to be refused');
    return result.problems;
  }

  it('accepts them with and without category', () => {
    const addProducts: AddProductsAction = { addProducts: [['A', 1]], category: 'VENTCOMP' };
    const setQuantity: SetQuantityAction = { setQuantity: 'A', quantity: { var: 'n' } };
    deepStrictEqual(
      validateRuleSet(definitionOf([rule('r', addProducts, setQuantity, { addProducts: { var: 'n' } })], { n: 1 }), { productKeys: ['A'] }),
      { ok: true, problems: [] },
    );
  });

  it('refuses a literal setQuantity key outside the catalogue, but leaves computed keys to the evaluation', () => {
    const definition = definitionOf(
      [rule('r', { setQuantity: 'CABLE-5M', quantity: 1 }, { setQuantity: { var: 'k' }, quantity: 1 }, { addProducts: { var: 'k' } })],
      { k: 1 },
    );
    deepStrictEqual(problems(definition, { productKeys: ['CABLE-4M'] }), [
      { path: `${at}/setQuantity`, code: 'UNKNOWN_PRODUCT', message: "no product with key 'CABLE-5M'", params: { key: 'CABLE-5M' } },
    ]);
    throws(
      () => compileRuleSet(definition, { productKeys: ['CABLE-4M'], mode: 'interpreted' }),
      (error: unknown) => error instanceof RuleSetError && error.problems[0].code === 'UNKNOWN_PRODUCT',
    );
    equal(validateRuleSet(definition).ok, true, 'no catalogue, no check');
  });

  it('checks the variables and builtins of their expressions', () => {
    const definition = definitionOf(
      [rule('r', { addProducts: { var: 'lnes' } }, { setQuantity: { var: 'kee' }, quantity: { ceilDiv: [{ var: 'lines' }] } })],
      { lines: [] },
    );
    const found = problems(definition).map((p) => [p.code, p.path]);
    deepStrictEqual(found, [
      ['UNKNOWN_VARIABLE', `${at}/addProducts`],
      ['UNKNOWN_VARIABLE', '/stages/2/rules/0/then/1/setQuantity'],
      ['ARITY', '/stages/2/rules/0/then/1/quantity'],
    ]);
  });
});

describe('product quantities with addProducts and setQuantity', () => {
  type Operation =
    | { kind: 'add'; key: string; amount: number }
    | { kind: 'topUp'; key: string; amount: number }
    | { kind: 'set'; key: string; amount: number | null }
    | { kind: 'addMany'; lines: [string, number][] };

  const keys = fc.constantFrom('A', 'B', 'C');
  const amount = fc.integer({ min: -6, max: 10 }).map((n) => n / 2);
  const setAmount = fc.option(
    fc.integer({ min: 0, max: 10 }).map((n) => n / 2),
    { nil: null },
  );
  const operation: fc.Arbitrary<Operation> = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), key: keys, amount }),
    fc.record({ kind: fc.constant('topUp' as const), key: keys, amount }),
    fc.record({ kind: fc.constant('set' as const), key: keys, amount: setAmount }),
    fc.record({ kind: fc.constant('addMany' as const), lines: fc.array(fc.tuple(keys, amount), { maxLength: 4 }) }),
  );
  const initial: fc.Arbitrary<InitialProduct[]> = fc.uniqueArray(
    fc.record({ productKey: keys, quantity: fc.integer({ min: 0, max: 8 }), estimatedQuantity: fc.integer({ min: 0, max: 8 }) }),
    { selector: (p) => p.productKey, maxLength: 3 },
  );

  function rulesFor(operations: Operation[]): RuleDefinition[] {
    return operations.map((op, i) =>
      rule(
        `op-${i}`,
        op.kind === 'add'
          ? { addProduct: op.key, quantity: op.amount }
          : op.kind === 'topUp'
            ? { topUp: op.key, minimum: op.amount }
            : op.kind === 'set'
              ? { setQuantity: op.key, quantity: op.amount }
              : { addProducts: op.lines },
      ),
    );
  }

  /** What the README says, as plainly as possible: key to [quantity, estimatedQuantity]. */
  function model(start: InitialProduct[], operations: Operation[]): [string, number, number][] {
    const state = new Map<string, [number, number]>(start.map((p) => [p.productKey, [p.quantity, p.estimatedQuantity ?? p.quantity]]));
    const add = (key: string, n: number) => {
      const current = state.get(key);
      if (n > 0) state.set(key, current ? [current[0] + n, current[1] + n] : [n, n]);
    };
    for (const op of operations) {
      if (op.kind === 'addMany') {
        for (const [key, n] of op.lines) add(key, n);
        continue;
      }
      const current = state.get(op.key);
      const n = op.amount;
      if (op.kind === 'add') add(op.key, n!);
      else if (op.kind === 'topUp') {
        if (current) state.set(op.key, [Math.max(current[0], n!), Math.max(current[1], n!)]);
        else if (n! > 0) state.set(op.key, [n!, n!]);
      } else if (n !== null) {
        if (current) state.set(op.key, [n, current[1]]);
        else if (n > 0) state.set(op.key, [n, 0]);
      }
    }
    return [...state].map(([key, [quantity, estimated]]) => [key, quantity, estimated]);
  }

  function run(start: InitialProduct[], operations: Operation[]): [string, number, number][] {
    const [compiled, interpreted] = bothModes(ruleSet({ products: { rules: rulesFor(operations) } }), { validateSchema: false });
    const result = compiled.evaluate({}, { products: start });
    deepStrictEqual(interpreted.evaluate({}, { products: start }), result);
    return result.products.map((p) => [p.productKey, p.quantity, p.estimatedQuantity]);
  }

  it('follow the README for any sequence of add, addProducts, top-up and setQuantity actions', () => {
    fc.assert(
      fc.property(initial, fc.array(operation, { maxLength: 8 }), (start, operations) => {
        deepStrictEqual(run(start, operations), model(start, operations));
      }),
      { numRuns: 150 },
    );
  });

  it('are never changed in their estimate by setQuantity, which sets the ordered quantity', () => {
    fc.assert(
      fc.property(initial, fc.array(operation, { maxLength: 5 }), keys, setAmount, (start, operations, key, n) => {
        const before = run(start, operations);
        const after = run(start, [...operations, { kind: 'set', key, amount: n }]);
        for (const [k, , estimated] of before) equal(after.find(([other]) => other === k)![2], estimated, `estimate of ${k}`);
        const set = after.find(([k]) => k === key);
        const was = before.find(([k]) => k === key);
        if (n === null) deepStrictEqual(set, was);
        else if (was) equal(set![1], n);
        else deepStrictEqual(set, n > 0 ? [key, n, 0] : undefined);
      }),
      { numRuns: 100 },
    );
  });

  it('after addProducts are those after the same addProduct actions one by one', () => {
    fc.assert(
      fc.property(initial, fc.array(fc.tuple(keys, amount), { maxLength: 6 }), (start, pairs) => {
        deepStrictEqual(
          run(start, [{ kind: 'addMany', lines: pairs }]),
          run(
            start,
            pairs.map(([key, n]) => ({ kind: 'add', key, amount: n })),
          ),
        );
      }),
      { numRuns: 100 },
    );
  });
});
