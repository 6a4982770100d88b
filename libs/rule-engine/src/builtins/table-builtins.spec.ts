/// <reference types="node" />
// The table builtins (whereEquals ... sumOf): results, edge cases, failures and properties, in
// both evaluation modes.
import fc from 'fast-check';
import { deepStrictEqual, equal, ok } from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Expression, type JsonValue, RuleExecutionError, standardBuiltins, validateRuleSet } from '../index.js';
import { bothModes, evaluateBoth, evaluateExpression as run, ruleSet } from '../spec-support.spec.js';

type Row = { [field: string]: JsonValue };

const closures: Row[] = [
  { key: 'JK190-360', group: 'JK190', area: 104000, width: 360, tags: ['indoor', 'motor'], quantity: 2 },
  { key: 'JK190DB-470', group: 'JK190DB', area: 130000, width: 470, tags: ['outdoor', 'motor'], quantity: 1 },
  { key: 'TAIRMO-400', group: 'TAIRMO', area: 120000, width: null, tags: ['outdoor'], quantity: 0.5 },
  { key: 'S9-300', group: 'S9', area: 90000, width: '300', tags: 'outdoor', quantity: 1.1 },
  { key: 'MISC', group: 'MISC' },
];
const rows = { var: 'rows' };
const keysOf = (value: unknown) => (value as { key: string }[]).map((row) => row.key);
const on = (expression: Expression, table: JsonValue = closures) => run(expression, { rows: table });

/** The failure of `expression` over `inputs` (identical in both modes), with its message. */
function failure(expression: Expression, inputs: Record<string, JsonValue> = { rows: closures }) {
  const definition = ruleSet({
    options: { inputs: Object.keys(inputs), rules: [{ id: 'expr', kind: 'conditional', then: [{ set: 'out', value: expression }] }] },
  });
  const outcome = evaluateBoth(definition, inputs);
  ok(outcome.error, `expected ${JSON.stringify(expression)} to fail`);
  const messages = bothModes(definition).map((ruleSet) => {
    try {
      ruleSet.evaluate(inputs);
      return '';
    } catch (error) {
      ok(error instanceof RuleExecutionError);
      return error.reason;
    }
  });
  equal(messages[1], messages[0]);
  return { code: outcome.error.code, path: outcome.error.path, message: messages[0] };
}

const valuePath = '/stages/0/rules/0/then/0/value';

/** An expression over `rows` compiled once in both modes; answers its value, demanding both agree, with and without explanations. */
function overRows(expression: Expression): (table: unknown) => unknown {
  const [compiled, interpreted] = bothModes(
    ruleSet({ options: { inputs: ['rows'], rules: [{ id: 'expr', kind: 'conditional', then: [{ set: 'out', value: expression }] }] } }),
  );
  return (table) => {
    const value = compiled.evaluate({ rows: table }).derived.out;
    deepStrictEqual(interpreted.evaluate({ rows: table }).derived.out, value);
    deepStrictEqual(compiled.evaluate({ rows: table }, { explain: false }).derived.out, value, 'without explanations differs');
    return value;
  };
}

describe('table builtins', () => {
  describe('filters', () => {
    it('whereEquals keeps the rows whose field is === the value', () => {
      deepStrictEqual(keysOf(on({ whereEquals: [rows, 'group', 'TAIRMO'] })), ['TAIRMO-400']);
      deepStrictEqual(keysOf(on({ whereEquals: [rows, 'width', 360] })), ['JK190-360']);
      deepStrictEqual(keysOf(on({ whereEquals: [rows, 'width', 300] })), [], 'no coercion: "300" is not 300');
      deepStrictEqual(keysOf(on({ whereEquals: [rows, 'width', null] })), ['TAIRMO-400'], 'null matches null, not a missing field');
      deepStrictEqual(keysOf(on({ whereEquals: [rows, 'group', { var: 'rows.9.group' }] })), [], 'a missing value matches nothing');
    });

    it('whereIn and whereNotIn take a list or one value; null means none', () => {
      deepStrictEqual(keysOf(on({ whereIn: [rows, 'group', ['JK190', 'JK190DB', 'NONE']] })), ['JK190-360', 'JK190DB-470']);
      deepStrictEqual(keysOf(on({ whereIn: [rows, 'group', 'S9'] })), ['S9-300']);
      deepStrictEqual(keysOf(on({ whereIn: [rows, 'group', null] })), []);
      deepStrictEqual(keysOf(on({ whereIn: [rows, 'group', []] })), []);
      deepStrictEqual(keysOf(on({ whereNotIn: [rows, 'group', ['JK190', 'JK190DB']] })), ['TAIRMO-400', 'S9-300', 'MISC']);
      deepStrictEqual(keysOf(on({ whereNotIn: [rows, 'group', 'MISC'] })), ['JK190-360', 'JK190DB-470', 'TAIRMO-400', 'S9-300']);
      deepStrictEqual(keysOf(on({ whereNotIn: [rows, 'group', null] })), keysOf(closures));
      deepStrictEqual(keysOf(on({ whereIn: [rows, 'width', [null]] })), ['TAIRMO-400'], 'null in the list matches null only');
    });

    it('whereAtLeast, whereAbove and whereBelow compare numeric fields, skipping the others', () => {
      deepStrictEqual(keysOf(on({ whereAtLeast: [rows, 'area', 120000] })), ['JK190DB-470', 'TAIRMO-400']);
      deepStrictEqual(keysOf(on({ whereAbove: [rows, 'area', 120000] })), ['JK190DB-470']);
      deepStrictEqual(keysOf(on({ whereBelow: [rows, 'area', 104000] })), ['S9-300']);
      deepStrictEqual(
        keysOf(on({ whereBelow: [rows, 'width', 1000] })),
        ['JK190-360', 'JK190DB-470'],
        'null, "300" and a missing field are not numbers',
      );
      deepStrictEqual(keysOf(on({ whereAtLeast: [rows, 'quantity', 1.1] })), ['JK190-360', 'S9-300']);
      deepStrictEqual(keysOf(on({ whereAbove: [rows, 'quantity', 0] })), ['JK190-360', 'JK190DB-470', 'TAIRMO-400', 'S9-300']);
    });

    it('whereHasAll, whereHasAny and whereHasNone look into list fields; a non-list field counts as empty', () => {
      deepStrictEqual(keysOf(on({ whereHasAll: [rows, 'tags', ['outdoor', 'motor']] })), ['JK190DB-470']);
      deepStrictEqual(keysOf(on({ whereHasAll: [rows, 'tags', 'motor'] })), ['JK190-360', 'JK190DB-470']);
      deepStrictEqual(keysOf(on({ whereHasAll: [rows, 'tags', []] })), keysOf(closures), 'every row has all of no values');
      deepStrictEqual(keysOf(on({ whereHasAny: [rows, 'tags', ['indoor', 'outdoor']] })), ['JK190-360', 'JK190DB-470', 'TAIRMO-400']);
      deepStrictEqual(keysOf(on({ whereHasAny: [rows, 'tags', null] })), []);
      deepStrictEqual(keysOf(on({ whereHasNone: [rows, 'tags', 'motor'] })), ['TAIRMO-400', 'S9-300', 'MISC']);
      deepStrictEqual(
        keysOf(on({ whereHasNone: [rows, 'tags', ['outdoor']] })),
        ['JK190-360', 'S9-300', 'MISC'],
        "'outdoor' as a string is no list",
      );
    });

    it('read only own fields', () => {
      deepStrictEqual(on({ whereEquals: [rows, 'constructor', null] }), []);
      deepStrictEqual(on({ pluck: [rows, 'toString'] }), [null, null, null, null, null]);
      deepStrictEqual(on({ whereHasAny: [rows, 'hasOwnProperty', ['x']] }), []);
    });

    it('take no rows as an empty table, and leave the table unchanged', () => {
      const expressions: Expression[] = [
        { whereEquals: [rows, 'a', 1] },
        { whereIn: [rows, 'a', [1]] },
        { whereNotIn: [rows, 'a', [1]] },
        { whereAtLeast: [rows, 'a', 1] },
        { whereAbove: [rows, 'a', 1] },
        { whereBelow: [rows, 'a', 1] },
        { whereHasAll: [rows, 'a', [1]] },
        { whereHasAny: [rows, 'a', [1]] },
        { whereHasNone: [rows, 'a', [1]] },
        { sortBy: [rows, 'a'] },
        { pluck: [rows, 'a'] },
        { withField: [rows, 'a', 1] },
      ];
      for (const expression of expressions) {
        deepStrictEqual(on(expression, null), [], JSON.stringify(expression));
        deepStrictEqual(on(expression, []), [], JSON.stringify(expression));
      }
      const table = closures.map((row) => Object.freeze({ ...row }));
      Object.freeze(table);
      standardBuiltins.sortBy.fn(table, 'area');
      standardBuiltins.withField.fn(table, 'quantity', 0);
      deepStrictEqual(table, closures);
    });
  });

  describe('sortBy', () => {
    const mixed: Row[] = [
      { i: 1, v: 'b' },
      { i: 2, v: 2 },
      { i: 3 },
      { i: 4, v: 'a' },
      { i: 5, v: 10 },
      { i: 6, v: null },
      { i: 7, v: 2 },
      { i: 8, v: -1.5 },
      { i: 9, v: 'B' },
    ];

    it('sorts ascending: numbers (by value) before strings (by code unit), null and missing last, stable', () => {
      deepStrictEqual(
        (on({ sortBy: [rows, 'v'] }, mixed) as { i: number }[]).map((row) => row.i),
        [8, 2, 7, 5, 9, 4, 1, 3, 6],
      );
    });

    it('sorts by several fields, each breaking the ties of the one before', () => {
      const table: Row[] = [
        { key: 'c', group: 'B', area: 2 },
        { key: 'a', group: 'A', area: 3 },
        { key: 'b', group: 'B', area: 1 },
        { key: 'd', group: 'A', area: 3 },
        { key: 'e', area: 0 },
        { key: 'f', group: 'A', area: 1 },
      ];
      deepStrictEqual(keysOf(on({ sortBy: [rows, 'group', 'area'] }, table)), ['f', 'a', 'd', 'b', 'c', 'e']);
      deepStrictEqual(keysOf(on({ sortBy: [rows, 'area', 'group'] }, table)), ['e', 'f', 'b', 'c', 'a', 'd']);
      deepStrictEqual(keysOf(on({ sortBy: [rows, 'area', 'group', 'key'] }, [...table].reverse())), ['e', 'f', 'b', 'c', 'a', 'd']);
      deepStrictEqual(keysOf(on({ sortBy: [rows, 'nothing'] }, table)), keysOf(table), 'a field no row has keeps the order');
    });

    it('is a stable permutation in ascending order, for any table', () => {
      const sorted = overRows({ sortBy: [rows, 'v'] });
      const value = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom('a', 'b', 'B', '1'), fc.constant(null));
      const table = fc
        .array(fc.option(value, { nil: undefined }), { maxLength: 12 })
        .map((values) => values.map((v, i) => (v === undefined ? { i } : { i, v })));
      const rank = (v: unknown) => (typeof v === 'number' ? 0 : typeof v === 'string' ? 1 : 2);
      fc.assert(
        fc.property(table, (given) => {
          const result = sorted(given) as { i: number; v?: number | string | null }[];
          deepStrictEqual(
            result.map((row) => row.i).sort((a, b) => a - b),
            given.map((row) => row.i),
            'a permutation',
          );
          for (let j = 1; j < result.length; j++) {
            const [a, b] = [result[j - 1], result[j]];
            const order = rank(a.v ?? null) - rank(b.v ?? null) || (rank(a.v ?? null) === 2 ? 0 : a.v! < b.v! ? -1 : a.v! > b.v! ? 1 : 0);
            ok(order < 0 || (order === 0 && a.i < b.i), `${JSON.stringify(a)} before ${JSON.stringify(b)}`);
          }
        }),
        { numRuns: 150 },
      );
    });
  });

  describe('pluck, withField and last', () => {
    it("pluck gives each row's field, null where missing", () => {
      deepStrictEqual(on({ pluck: [rows, 'width'] }), [360, 470, null, '300', null]);
      deepStrictEqual(on({ pluck: [{ whereIn: [rows, 'group', ['JK190', 'S9']] }, 'key'] }), ['JK190-360', 'S9-300']);
    });

    it('withField copies the rows with the field set, dropping null rows', () => {
      deepStrictEqual(on({ withField: [rows, 'category', 'VENTCOMP'] }, [{ key: 'a', category: 'X' }, null, { key: 'b' }]), [
        { key: 'a', category: 'VENTCOMP' },
        { key: 'b', category: 'VENTCOMP' },
      ]);
      deepStrictEqual(on({ withField: [rows, 'sizes', { var: 'rows.0.sizes' }] }, [{ sizes: [1, 2] }]), [{ sizes: [1, 2] }]);
      deepStrictEqual(on({ withField: [rows, 'x', null] }, [null, null]), []);
    });

    it('withField leaves constants alone', () => {
      const definition = ruleSet(
        {
          options: {
            rules: [
              { id: 'copy', kind: 'conditional', then: [{ set: 'copies', value: { withField: [{ var: 'table' }, 'area', 0] } }] },
              { id: 'read', kind: 'conditional', then: [{ set: 'original', value: { pluck: [{ var: 'table' }, 'area'] } }] },
            ],
          },
        },
        { constants: { table: [{ area: 1 }, { area: 2 }] } },
      );
      deepStrictEqual(evaluateBoth(definition, {}).result!.derived, { copies: [{ area: 0 }, { area: 0 }], original: [1, 2] });
    });

    it('withField refuses field names that are not strings or reach the prototype', () => {
      for (const field of ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 1, null]) {
        const failed = failure({ withField: [rows, field, 1] }, { rows: [{ a: 1 }] });
        deepStrictEqual([failed.code, failed.path], ['BUILTIN_FAILED', valuePath], String(field));
        equal(failed.message, `builtin 'withField' failed: withField needs a field name, got ${JSON.stringify(field)}`);
      }
    });

    it('last gives the last element, or null', () => {
      deepStrictEqual(on({ last: [rows] }), closures[4]);
      deepStrictEqual(on({ last: rows }, [1, 2, 3]), 3);
      deepStrictEqual(on({ last: [{ sortBy: [rows, 'area'] }] }), closures[4], 'a missing field sorts last');
      deepStrictEqual(on({ last: [{ sortBy: [{ whereAtLeast: [rows, 'area', 0] }, 'area'] }] }), closures[1]);
      equal(on({ last: [rows] }, []), null);
      equal(on({ last: [rows] }, null), null);
      equal(on({ last: [{ whereEquals: [rows, 'group', 'NONE'] }] }), null);
    });
  });

  describe('aggregates', () => {
    it('minOf and maxOf take the numeric fields only, null if there are none', () => {
      equal(on({ minOf: [rows, 'width'] }), 360);
      equal(on({ maxOf: [rows, 'width'] }), 470);
      equal(on({ minOf: [rows, 'quantity'] }), 0.5);
      equal(on({ maxOf: [rows, 'area'] }), 130000);
      equal(on({ minOf: [rows, 'v'] }, [{ v: -2 }, { v: 'a' }, { v: -7.5 }]), -7.5);
      equal(on({ minOf: [rows, 'nothing'] }), null);
      equal(on({ maxOf: [rows, 'width'] }, [{ width: '300' }, { width: null }]), null);
      equal(on({ maxOf: [rows, 'width'] }, null), null);
      equal(on({ minOf: [rows, 'width'] }, []), null);
    });

    it('sumOf adds exactly, a missing or null field counting 0', () => {
      equal(on({ sumOf: [rows, 'quantity'] }), 4.6);
      equal(on({ sumOf: [rows, 'v'] }, [{ v: 0.1 }, { v: 0.2 }]), 0.3);
      equal(on({ sumOf: [rows, 'v'] }, [{ v: 1.1 }, { v: 1.1 }, { v: 1.1 }]), 3.3);
      equal(on({ sumOf: [rows, 'v'] }, [{ v: 1 }, {}, { v: null }, { v: -0.5 }]), 0.5);
      equal(on({ sumOf: [rows, 'v'] }, []), 0);
      equal(on({ sumOf: [rows, 'v'] }, null), 0);
    });

    it('sumOf of cents-like decimals is the exact decimal sum', () => {
      const sum = overRows({ sumOf: [rows, 'v'] });
      fc.assert(
        fc.property(fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { maxLength: 10 }), (cents) => {
          const exact = cents.reduce((a, b) => a + b, 0);
          equal(
            sum(cents.map((c) => ({ v: c / 100 }))),
            Number(`${exact < 0 ? '-' : ''}${Math.floor(Math.abs(exact) / 100)}.${String(Math.abs(exact) % 100).padStart(2, '0')}`),
          );
        }),
        { numRuns: 150 },
      );
    });

    it('minOf and maxOf agree with Math.min and Math.max over the numbers', () => {
      const [min, max] = [overRows({ minOf: [rows, 'v'] }), overRows({ maxOf: [rows, 'v'] })];
      const value = fc.oneof(
        fc.integer({ min: -50, max: 50 }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }),
        fc.constant('7'),
        fc.constant(null),
      );
      fc.assert(
        fc.property(fc.array(value, { maxLength: 8 }), (values) => {
          const numbers = values.filter((v): v is number => typeof v === 'number');
          const table = values.map((v) => ({ v }));
          deepStrictEqual([min(table), max(table)], numbers.length ? [Math.min(...numbers), Math.max(...numbers)] : [null, null]);
        }),
        { numRuns: 100 },
      );
    });
  });

  describe('properties of the filters', () => {
    const value = fc.oneof(
      fc.integer({ min: -3, max: 3 }),
      fc.constantFrom('a', 'b', '1'),
      fc.constant(null),
      fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 3 }),
    );
    const table = fc
      .array(fc.option(value, { nil: undefined }), { maxLength: 10 })
      .map((values) => values.map((v, i) => (v === undefined ? { i } : { i, v })));
    const indexes = (result: unknown) => (result as { i: number }[]).map((row) => row.i);
    const merged = (a: number[], b: number[]) => [...a, ...b].sort((x, y) => x - y);

    it('whereIn and whereNotIn split the rows, each in table order', () => {
      const [inside, outside] = [overRows({ whereIn: [rows, 'v', ['a', 1, null]] }), overRows({ whereNotIn: [rows, 'v', ['a', 1, null]] })];
      fc.assert(
        fc.property(table, (given) => {
          const [a, b] = [indexes(inside(given)), indexes(outside(given))];
          deepStrictEqual(
            merged(a, b),
            given.map((row) => row.i),
          );
          deepStrictEqual(
            a,
            given.filter((row) => ['a', 1, null].includes(row.v as never)).map((row) => row.i),
          );
        }),
        { numRuns: 100 },
      );
    });

    it('whereBelow and whereAtLeast split the numeric rows; whereAbove is whereAtLeast less the equal ones', () => {
      const [below, atLeast, above, equalTo] = [
        overRows({ whereBelow: [rows, 'v', 1] }),
        overRows({ whereAtLeast: [rows, 'v', 1] }),
        overRows({ whereAbove: [rows, 'v', 1] }),
        overRows({ whereEquals: [rows, 'v', 1] }),
      ];
      fc.assert(
        fc.property(table, (given) => {
          const numeric = given.filter((row) => typeof row.v === 'number').map((row) => row.i);
          deepStrictEqual(merged(indexes(below(given)), indexes(atLeast(given))), numeric);
          deepStrictEqual(merged(indexes(above(given)), indexes(equalTo(given))), indexes(atLeast(given)));
        }),
        { numRuns: 100 },
      );
    });

    it('whereHasAny and whereHasNone split the rows; whereHasAll of one value is whereHasAny of it', () => {
      const [any, none, all, one] = [
        overRows({ whereHasAny: [rows, 'v', ['a', 'b']] }),
        overRows({ whereHasNone: [rows, 'v', ['a', 'b']] }),
        overRows({ whereHasAll: [rows, 'v', ['a']] }),
        overRows({ whereHasAny: [rows, 'v', 'a'] }),
      ];
      fc.assert(
        fc.property(table, (given) => {
          deepStrictEqual(
            merged(indexes(any(given)), indexes(none(given))),
            given.map((row) => row.i),
          );
          deepStrictEqual(all(given), one(given));
        }),
        { numRuns: 100 },
      );
    });
  });

  describe('failures', () => {
    it('refuse a table that is not a list, or rows that are not objects', () => {
      for (const name of [
        'whereEquals',
        'whereIn',
        'whereNotIn',
        'whereHasAll',
        'whereHasAny',
        'whereHasNone',
        'pluck',
        'sortBy',
        'minOf',
        'maxOf',
        'sumOf',
        'withField',
      ]) {
        const args = name === 'pluck' || name === 'sortBy' || name.endsWith('Of') ? [rows, 'a'] : [rows, 'a', 1];
        const notList = failure({ [name]: args }, { rows: 'JK190' });
        deepStrictEqual(
          [notList.code, notList.path, notList.message],
          ['BUILTIN_FAILED', valuePath, `builtin '${name}' failed: ${name} needs a list, got "JK190"`],
        );
        for (const row of [1, 'a', [1], ...(name === 'withField' ? [] : [null])]) {
          const bad = failure({ [name]: args }, { rows: [{ a: 1 }, row] });
          deepStrictEqual(
            [bad.code, bad.message],
            ['BUILTIN_FAILED', `builtin '${name}' failed: ${name} needs a list of rows (objects), got ${JSON.stringify(row)}`],
          );
        }
      }
      deepStrictEqual(failure({ last: [rows] }, { rows: { a: 1 } }).message, 'builtin \'last\' failed: last needs a list, got {"a":1}');
    });

    it('refuse a bound that is not a finite number', () => {
      for (const name of ['whereAtLeast', 'whereAbove', 'whereBelow']) {
        for (const bound of ['1', null, true, [1]]) {
          const failed = failure({ [name]: [rows, 'area', { var: 'bound' }] }, { rows: closures, bound });
          deepStrictEqual(
            [failed.code, failed.message],
            ['BUILTIN_FAILED', `builtin '${name}' failed: ${name} needs a finite number, got ${JSON.stringify(bound)}`],
          );
        }
      }
    });

    it('sumOf refuses a field that is neither a number nor missing', () => {
      deepStrictEqual(failure({ sumOf: [rows, 'width'] }).message, 'builtin \'sumOf\' failed: sumOf needs a finite number, got "300"');
      deepStrictEqual(
        failure({ sumOf: [rows, 'tags'] }).message,
        'builtin \'sumOf\' failed: sumOf needs a finite number, got ["indoor","motor"]',
      );
    });

    it('are located at the innermost failing builtin', () => {
      deepStrictEqual(failure({ count: [{ whereAtLeast: [rows, 'area', 'big'] }] }).path, `${valuePath}/count/0`);
      deepStrictEqual(failure({ if: [true, { pluck: [{ var: 'missing' }, 'a'] }, null] }, { missing: 'x' }).path, `${valuePath}/if/1`);
    });

    it('are recorded by warn rules, which then have no effect', () => {
      const definition = ruleSet({
        options: {
          inputs: ['rows'],
          rules: [
            {
              id: 'pick',
              kind: 'conditional',
              errorLevel: 'warn',
              then: [{ set: 'picked', value: { last: [{ sortBy: [rows, 'area'] }] } }],
            },
          ],
        },
      });
      const result = evaluateBoth(definition, { rows: [{ area: 1 }, 2] }).result!;
      deepStrictEqual(result.derived, {});
      deepStrictEqual(
        result.problems.map((p) => [p.code, p.path]),
        [['BUILTIN_FAILED', `${valuePath}/last/0`]],
      );
    });

    it('check the number of arguments when the rule set is loaded', () => {
      const withValue = (value: Expression) =>
        ruleSet({ options: { inputs: ['rows'], rules: [{ id: 'r', kind: 'conditional', then: [{ set: 'x', value }] }] } });
      const arity = (value: Expression) =>
        validateRuleSet(withValue(value))
          .problems.filter((p) => p.code === 'ARITY')
          .map((p) => p.message);
      deepStrictEqual(arity({ whereEquals: [rows, 'a'] }), ["'whereEquals' takes 3 arguments, got 2"]);
      deepStrictEqual(arity({ whereHasNone: [rows, 'a', 1, 2] }), ["'whereHasNone' takes 3 arguments, got 4"]);
      deepStrictEqual(arity({ sortBy: [rows] }), ["'sortBy' takes at least 2 arguments, got 1"]);
      deepStrictEqual(arity({ pluck: [rows, 'a', 'b'] }), ["'pluck' takes 2 arguments, got 3"]);
      deepStrictEqual(arity({ last: [rows, 1] }), ["'last' takes 1 argument, got 2"]);
      deepStrictEqual(arity({ sumOf: [rows] }), ["'sumOf' takes 2 arguments, got 1"]);
      deepStrictEqual(arity({ sortBy: [rows, 'a', 'b', 'c', 'd'] }), []);
    });
  });

  it('are all documented standard builtins', () => {
    for (const name of [
      'whereEquals',
      'whereIn',
      'whereNotIn',
      'whereAtLeast',
      'whereAbove',
      'whereBelow',
      'whereHasAll',
      'whereHasAny',
      'whereHasNone',
      'sortBy',
      'pluck',
      'withField',
      'last',
      'minOf',
      'maxOf',
      'sumOf',
    ]) {
      const builtin = standardBuiltins[name];
      ok(builtin, name);
      ok(builtin.description?.startsWith(`${name}(`), name);
    }
  });
});
