/**
 * Row sites of generated code (code-generator.ts): a function of its own for each call site of a
 * standard row filter, `pluck` or `sortBy` with constant fields, and the tests the filters make,
 * written out. Why: a builtin's one loop reads every field of every table at one place, which V8
 * cannot learn; a site reads one field of one table, with an inline cache of its own, as
 * hand-written code does. Any failure throws, and the rule runs again on the fast path, which
 * names it. Like the rest of the generated source, these are templates and integers only.
 */
import { ABOVE, AT_LEAST, BELOW, EQUALS, HAS_ALL, HAS_ANY, HAS_NONE, IN, NOT_IN, type RowFilter } from './builtins.js';
import type { Compiled } from './expression-compiler.js';

/** What the sites need of the generator: constants by index, literals, and the stage's site functions. */
export interface SiteWriter {
  /** `K[i]` for a value. */
  k(value: unknown): string;
  /** The code of a constant. */
  literal(value: unknown): { text: string };
  readonly sites: string[];
}

/** What a row filter keeps (builtins.ts whereField): code testing the field's value `v` against the operand `o`. */
const FILTER_TESTS: Readonly<Record<number, (v: string, o: string) => string>> = {
  [EQUALS]: (v, o) => `${v} === ${o}`,
  [IN]: (v, o) => `${o}.includes(${v})`,
  [NOT_IN]: (v, o) => `!${o}.includes(${v})`,
  [AT_LEAST]: (v, o) => `NUM(${v}) && ${v} >= ${o}`,
  [ABOVE]: (v, o) => `NUM(${v}) && ${v} > ${o}`,
  [BELOW]: (v, o) => `NUM(${v}) && ${v} < ${o}`,
  [HAS_ALL]: (v, o) => `HC(${v}, ${o}) === ${o}.length`,
  [HAS_ANY]: (v, o) => `HC(${v}, ${o}) > 0`,
  [HAS_NONE]: (v, o) => `HC(${v}, ${o}) === 0`,
};

/** A row filter's operand: its code, and its value if it is a constant (as the filter takes it). */
export interface FilterOperand {
  text: string;
  value?: unknown;
}

/** The field a row site reads: a constant name or index, else undefined (then the builtin serves). */
export function constantField(compiled: Compiled): string | number | undefined {
  return compiled.constant && (typeof compiled.value === 'string' || typeof compiled.value === 'number') ? compiled.value : undefined;
}

/** Declares the fields a site reads: `F<i>` the field, `P<i>` whether it is read as `row[F<i>]` (builtins.ts plainField). */
export function fieldConstants(w: SiteWriter, fields: readonly (string | number)[]): string {
  return fields.map((field, f) => `const F${f} = ${w.k(field)}, P${f} = PF(F${f});`).join('\n');
}

/** Field `f` of `row`, as the table builtins read it (own properties only for Object.prototype's names). */
export const fieldRead = (f: number): string => `P${f} ? row[F${f}] : OWN(row, F${f})`;

/**
 * The rows a builtin takes (`list`: none for null, else checked to be a list), then a loop over
 * them, each checked to be a row (`row`, its number `r`), running `body`.
 */
export function rowLoop(w: SiteWriter, builtin: string, rows: string, body: string, before = ''): string {
  return `const list = UC(${w.k(builtin)}, ${rows});
${before}for (let r = 0; r < list.length; r++) {
const row = list[r];
if (!IR(row)) throw 0;
${body}
}`;
}

/**
 * A function for one call site of a standard row filter or pluck with a constant field: the
 * builtin (builtins.ts whereField, pluck) written out, so the site reads the field with an inline
 * cache of its own, as hand-written code would; the builtin's one loop reads every field of every
 * table at one place. `each` handles a row (`row`, its field's value `v`) and fills `out`. Any
 * failure throws, and the rule runs again on the fast path, which names it.
 */
export function rowSite(w: SiteWriter, builtin: string, field: string | number, parameters: string, each: string): string {
  const name = `w${w.sites.length}`;
  w.sites.push(`const ${name} = function (${parameters}) {
const out = [];
${fieldConstants(w, [field])}
${rowLoop(w, builtin, 'rows', `const v = ${fieldRead(0)};\n${each}`)}
return out;
};`);
  return name;
}

/**
 * Code testing a row's field value `v` as the filter does. A constant list of a has-filter is
 * written out (heldCount's `includes` per value), so no call is left in the row loop.
 */
export function filterTest(w: SiteWriter, filter: RowFilter, v: string, operand: FilterOperand): string {
  const { test } = filter;
  const list = operand.value;
  if ((test === HAS_ALL || test === HAS_ANY || test === HAS_NONE) && Array.isArray(list)) {
    // heldCount of an empty list is 0: all of it held, none of it held.
    if (list.length === 0) return test === HAS_ANY ? 'false' : 'true';
    const held = list.map((value) => `${v}.includes(${w.literal(value).text})`).join(test === HAS_ALL ? ' && ' : ' || ');
    const some = `Array.isArray(${v}) && (${held})`;
    return test === HAS_NONE ? `!(${some})` : some;
  }
  return FILTER_TESTS[test]!(v, operand.text);
}

/**
 * A function for one call site of sortBy with constant fields (builtins.ts sortBy written out):
 * the keys read with inline caches of its own and compared field by field without a loop.
 * The same sort (Array.prototype.sort of row numbers, ties by row number) gives the same order.
 */
export function sortSite(w: SiteWriter, fields: (string | number)[]): string {
  const name = `w${w.sites.length}`;
  const width = fields.length;
  const reads = fields.map((_, f) => `keys[r * ${width} + ${f}] = ${fieldRead(f)};`);
  const compares = fields.map((_, f) => `x = keys[a * ${width} + ${f}];\ny = keys[b * ${width} + ${f}];\nc = NUM(x) && NUM(y) ? x - y : CV(x, y);\nif (c !== 0) return c;`);
  w.sites.push(`const ${name} = function (rows) {
${fieldConstants(w, fields)}
${rowLoop(w, 'sortBy', 'rows', reads.join('\n'), `const n = list.length;\nconst keys = new Array(n * ${width});\n`)}
const order = new Array(n);
for (let r = 0; r < n; r++) order[r] = r;
order.sort(function (a, b) {
let x, y, c;
${compares.join('\n')}
return a - b;
});
const out = new Array(n);
for (let r = 0; r < n; r++) out[r] = list[order[r]];
return out;
};`);
  return name;
}
