/**
 * Compiles a checked JsonLogic expression to closures, with json-logic-js semantics and no
 * `eval` or `new Function` (a strict Content-Security-Policy holds). Top-level variables read
 * numbered slots of an array; logic inside map/filter/reduce/all/some/none reads the element
 * as json-logic-js does. Constant sub-expressions are computed once.
 */
// JsonLogic operators work on any JSON value, hence `any` in this file.
import type { ResolvedBuiltin } from './builtins.js';
import { RuleFailure, messageOf } from './errors.js';
import { argumentPath, argumentsOf, isOperation, operatorOf } from './expression-analysis.js';
import {
  deepFreeze, equalsAny, isEmpty, jsonLogicIn, jsonLogicMerge, jsonLogicSubstr, toNumber as num, truthy,
} from './operations.js';

/** A compiled expression: top level it takes the slot array, in a scope it takes the element. */
export type Evaluator = (data: any) => any;

/** Where a top-level variable lives: a slot, then property steps below it. */
export interface SlotPath {
  slot: number;
  rest: readonly string[];
}

export interface ExpressionCompilerContext {
  builtins: ReadonlyMap<string, ResolvedBuiltin>;
  /** Resolves a checked top-level variable path to its slot. */
  resolve(variablePath: string): SlotPath;
}

interface Compiled {
  fn: Evaluator;
  constant: boolean;
  value?: unknown;
  /** Set for a plain top-level variable: parents read the slot directly instead of calling fn. */
  slot?: number;
  /** The value is always a boolean, so a condition needs no truthiness test of its own. */
  boolean?: boolean;
}

const constant = (value: unknown): Compiled => {
  const frozen = deepFreeze(value);
  return { fn: () => frozen, constant: true, value: frozen };
};
const dynamic = (fn: Evaluator): Compiled => ({ fn, constant: false });

/** Runs a builtin, naming it and the expression on failure. */
function callFailure(name: string, path: string, error: unknown): RuleFailure {
  if (error instanceof RuleFailure) return error;
  return new RuleFailure('BUILTIN_FAILED', `builtin '${name}' failed: ${messageOf(error)}`, path, { cause: error });
}

/** json-logic-js `var` over any data (used inside scoped logic). */
function scopedVar(path: string, fallback: Compiled | undefined): Evaluator {
  const segments = path === '' ? [] : path.split('.');
  const fb = fallback?.fn;
  return (data) => {
    const given = fb ? fb(data) : undefined;
    const notFound = given === undefined ? null : given;
    if (segments.length === 0) return data;
    let value = data;
    for (let i = 0; i < segments.length; i++) {
      if (value === null || value === undefined) return notFound;
      value = value[segments[i] as string];
      if (value === undefined) return notFound;
    }
    return value;
  };
}

/** json-logic-js `var` at top level: a slot, then the remaining steps. */
function slotVar({ slot, rest }: SlotPath, fallback: Compiled | undefined): Evaluator {
  if (!fallback) {
    if (rest.length === 0) return (s) => { const v = s[slot]; return v === undefined ? null : v; };
    if (rest.length === 1) {
      const k = rest[0] as string;
      return (s) => {
        const v = s[slot];
        if (v === undefined || v === null) return null;
        const w = v[k];
        return w === undefined ? null : w;
      };
    }
  }
  const fb = fallback?.fn;
  return (s) => {
    const given = fb ? fb(s) : undefined;
    const notFound = given === undefined ? null : given;
    let value = s[slot];
    if (value === undefined) return notFound;
    for (let i = 0; i < rest.length; i++) {
      if (value === null) return notFound;
      value = value[rest[i] as string];
      if (value === undefined) return notFound;
    }
    return value;
  };
}

function compileIf(a: Evaluator[], condition: Compiled): Evaluator {
  if (a.length === 3 && condition.slot !== undefined) {
    // truthy(undefined) equals truthy(null): the slot is tested as it is.
    const [, t, e] = a as [Evaluator, Evaluator, Evaluator];
    const k = condition.slot;
    return (s) => (truthy(s[k]) ? t(s) : e(s));
  }
  if (a.length === 3) { const [c, t, e] = a as [Evaluator, Evaluator, Evaluator]; return (d) => (truthy(c(d)) ? t(d) : e(d)); }
  if (a.length === 2) { const [c, t] = a as [Evaluator, Evaluator]; return (d) => (truthy(c(d)) ? t(d) : null); }
  return (d) => {
    let i = 0;
    for (; i < a.length - 1; i += 2) if (truthy(a[i]!(d))) return a[i + 1]!(d);
    return a.length === i + 1 ? a[i]!(d) : null;
  };
}

function compileAnd(a: Evaluator[]): Evaluator {
  if (a.length === 1) return a[0]!;
  if (a.length === 2) { const [x, y] = a as [Evaluator, Evaluator]; return (d) => { const v = x(d); return truthy(v) ? y(d) : v; }; }
  return (d) => {
    let current;
    for (let i = 0; i < a.length; i++) { current = a[i]!(d); if (!truthy(current)) return current; }
    return current;
  };
}

function compileOr(a: Evaluator[]): Evaluator {
  if (a.length === 1) return a[0]!;
  if (a.length === 2) { const [x, y] = a as [Evaluator, Evaluator]; return (d) => { const v = x(d); return truthy(v) ? v : y(d); }; }
  return (d) => {
    let current;
    for (let i = 0; i < a.length; i++) { current = a[i]!(d); if (truthy(current)) return current; }
    return current;
  };
}

/** Binary comparisons, specialised when the right side is a constant (the usual case). */
function compileSlotComparison(op: string, k: number, c: any): Evaluator {
  // A missing variable reads as null (json-logic-js), which compares differently from undefined.
  switch (op) {
    case '==': return (s) => { const v = s[k]; return (v === undefined ? null : v) == c; };
    case '===': return (s) => { const v = s[k]; return (v === undefined ? null : v) === c; };
    case '!=': return (s) => { const v = s[k]; return (v === undefined ? null : v) != c; };
    case '!==': return (s) => { const v = s[k]; return (v === undefined ? null : v) !== c; };
    case '>': return (s) => { const v = s[k]; return (v === undefined ? null : v) > c; };
    case '>=': return (s) => { const v = s[k]; return (v === undefined ? null : v) >= c; };
    case '<': return (s) => { const v = s[k]; return (v === undefined ? null : v) < c; };
    default: return (s) => { const v = s[k]; return (v === undefined ? null : v) <= c; };
  }
}

function compileComparison(op: string, x: Compiled, y: Compiled): Evaluator {
  const a = x.fn;
  if (x.slot !== undefined && y.constant) return compileSlotComparison(op, x.slot, y.value);
  if (y.constant) {
    const c: any = y.value;
    switch (op) {
      case '==': return (d) => a(d) == c;
      case '===': return (d) => a(d) === c;
      case '!=': return (d) => a(d) != c;
      case '!==': return (d) => a(d) !== c;
      case '>': return (d) => a(d) > c;
      case '>=': return (d) => a(d) >= c;
      case '<': return (d) => a(d) < c;
      case '<=': return (d) => a(d) <= c;
    }
  }
  const b = y.fn;
  switch (op) {
    case '==': return (d) => a(d) == b(d);
    case '===': return (d) => a(d) === b(d);
    case '!=': return (d) => a(d) != b(d);
    case '!==': return (d) => a(d) !== b(d);
    case '>': return (d) => a(d) > b(d);
    case '>=': return (d) => a(d) >= b(d);
    case '<': return (d) => a(d) < b(d);
    default: return (d) => a(d) <= b(d);
  }
}

function compileBetween(op: '<' | '<=', [a, b, c]: Evaluator[]): Evaluator {
  return op === '<'
    ? (d) => { const x = a!(d), y = b!(d), z = c!(d); return z === undefined ? x < y : x < y && y < z; }
    : (d) => { const x = a!(d), y = b!(d), z = c!(d); return z === undefined ? x <= y : x <= y && y <= z; };
}

function compilePlus(a: Evaluator[]): Evaluator {
  if (a.length === 1) { const [x] = a as [Evaluator]; return (d) => 0 + num(x(d)); }
  if (a.length === 2) { const [x, y] = a as [Evaluator, Evaluator]; return (d) => 0 + num(x(d)) + num(y(d)); }
  return (d) => { let s = 0; for (let i = 0; i < a.length; i++) s = num(s) + num(a[i]!(d)); return s; };
}

function compileTimes(a: Evaluator[]): Evaluator {
  if (a.length === 1) return a[0]!;
  if (a.length === 2) { const [x, y] = a as [Evaluator, Evaluator]; return (d) => num(x(d)) * num(y(d)); }
  return (d) => { let p = a[0]!(d); for (let i = 1; i < a.length; i++) p = num(p) * num(a[i]!(d)); return p; };
}

function compileScoped(op: string, data: Evaluator, logic: Evaluator, initial: Evaluator | undefined): Evaluator {
  switch (op) {
    case 'map': return (d) => { const list = data(d); return Array.isArray(list) ? list.map((x) => logic(x)) : []; };
    case 'filter': return (d) => { const list = data(d); return Array.isArray(list) ? list.filter((x) => truthy(logic(x))) : []; };
    case 'all': return (d) => {
      const list = data(d);
      if (!Array.isArray(list) || !list.length) return false;
      for (const x of list) if (!truthy(logic(x))) return false;
      return true;
    };
    case 'some': return (d) => {
      const list = data(d);
      if (!Array.isArray(list) || !list.length) return false;
      for (const x of list) if (truthy(logic(x))) return true;
      return false;
    };
    case 'none': return (d) => {
      const list = data(d);
      if (!Array.isArray(list) || !list.length) return true;
      for (const x of list) if (truthy(logic(x))) return false;
      return true;
    };
    default: return (d) => {
      const list = data(d);
      const start = initial ? initial(d) : null;
      if (!Array.isArray(list)) return start;
      return list.reduce((accumulator, current) => logic({ current, accumulator }), start);
    };
  }
}

function compileBuiltin(builtin: ResolvedBuiltin, a: Evaluator[], path: string): Evaluator {
  const { fn, name } = builtin;
  switch (a.length) {
    case 0: return () => { try { return fn(); } catch (e) { throw callFailure(name, path, e); } };
    case 1: { const [x] = a as [Evaluator]; return (d) => { const p = x(d); try { return fn(p); } catch (e) { throw callFailure(name, path, e); } }; }
    case 2: { const [x, y] = a as [Evaluator, Evaluator]; return (d) => { const p = x(d), q = y(d); try { return fn(p, q); } catch (e) { throw callFailure(name, path, e); } }; }
    case 3: {
      const [x, y, z] = a as [Evaluator, Evaluator, Evaluator];
      return (d) => { const p = x(d), q = y(d), r = z(d); try { return fn(p, q, r); } catch (e) { throw callFailure(name, path, e); } };
    }
    default: return (d) => { const values = a.map((f) => f(d)); try { return fn(...values); } catch (e) { throw callFailure(name, path, e); } };
  }
}

/** Operations on evaluated arguments, json-logic-js style. */
function compileApplied(op: string, c: Compiled[], path: string, ctx: ExpressionCompilerContext): Evaluator {
  const a = c.map((x) => x.fn);
  switch (op) {
    case 'if': case '?:': return compileIf(a, c[0]!);
    case 'and': return compileAnd(a);
    case 'or': return compileOr(a);
    case '!': {
      const k = c[0]!.slot;
      if (k !== undefined) return (s) => !truthy(s[k]);
      const [x] = a as [Evaluator];
      return (d) => !truthy(x(d));
    }
    case '!!': {
      const k = c[0]!.slot;
      if (k !== undefined) return (s) => truthy(s[k]);
      const [x] = a as [Evaluator];
      return (d) => truthy(x(d));
    }
    case '==': case '===': case '!=': case '!==': case '>': case '>=':
      return compileComparison(op, c[0]!, c[1]!);
    case '<': case '<=':
      return a.length === 3 ? compileBetween(op, a) : compileComparison(op, c[0]!, c[1]!);
    case '+': return compilePlus(a);
    case '*': return compileTimes(a);
    case '-': {
      const [x, y] = a as [Evaluator, Evaluator | undefined];
      if (!y) return (d) => -x(d);
      return (d) => { const p = x(d), q = y(d); return q === undefined ? -p : p - q; };
    }
    case '/': { const [x, y] = a as [Evaluator, Evaluator]; return (d) => x(d) / y(d); }
    case '%': { const [x, y] = a as [Evaluator, Evaluator]; return (d) => x(d) % y(d); }
    case 'min':
      if (a.length === 2) { const [x, y] = a as [Evaluator, Evaluator]; return (d) => Math.min(x(d), y(d)); }
      return (d) => Math.min(...a.map((f) => f(d)));
    case 'max':
      if (a.length === 2) { const [x, y] = a as [Evaluator, Evaluator]; return (d) => Math.max(x(d), y(d)); }
      return (d) => Math.max(...a.map((f) => f(d)));
    case 'in': { const [x, y] = a as [Evaluator, Evaluator]; return (d) => jsonLogicIn(x(d), y(d)); }
    case 'cat': return (d) => a.map((f) => f(d)).join('');
    case 'substr': {
      const [x, y, z] = a as [Evaluator, Evaluator, Evaluator | undefined];
      return (d) => jsonLogicSubstr(x(d), y(d), z ? z(d) : undefined);
    }
    case 'merge': return (d) => jsonLogicMerge(...a.map((f) => f(d)));
    case 'equalsAny': {
      const [x, ...rest] = c as [Compiled, ...Compiled[]];
      if (rest.every((r) => r.constant)) {
        const values = rest.map((r) => r.value);
        const list = values.length === 1 && Array.isArray(values[0]) ? (values[0] as unknown[]) : values;
        const k = x.slot;
        if (k !== undefined) return (s) => { const v = s[k]; return list.indexOf(v === undefined ? null : v) !== -1; };
        const f = x.fn;
        return (d) => list.indexOf(f(d)) !== -1;
      }
      return (d) => equalsAny(x.fn(d), ...rest.map((r) => r.fn(d)));
    }
    case 'isEmpty': {
      // isEmpty(undefined) equals isEmpty(null): the slot is tested as it is.
      const k = c[0]!.slot;
      if (k !== undefined) return (s) => isEmpty(s[k]);
      const [x] = a as [Evaluator];
      return (d) => isEmpty(x(d));
    }
  }
  const builtin = ctx.builtins.get(op);
  if (!builtin) throw new Error(`unchecked operation '${op}' at ${path}`);
  return compileBuiltin(builtin, a, path);
}

function isFoldable(op: string, ctx: ExpressionCompilerContext): boolean {
  const builtin = ctx.builtins.get(op);
  return builtin ? builtin.pure : true;
}

/** Computes a constant sub-expression once; on failure it is left to fail at run time, as json-logic-js would. */
function fold(compiled: Compiled): Compiled {
  try {
    return constant(compiled.fn(undefined));
  } catch {
    return compiled;
  }
}

function compileNode(node: unknown, path: string, scoped: boolean, ctx: ExpressionCompilerContext): Compiled {
  if (Array.isArray(node)) {
    const items = node.map((item, i) => compileNode(item, `${path}/${i}`, scoped, ctx));
    if (items.every((item) => item.constant)) return constant(items.map((item) => item.value));
    const fns = items.map((item) => item.fn);
    return dynamic((d) => fns.map((f) => f(d)));
  }
  if (!isOperation(node)) return constant(node);
  const op = operatorOf(node);
  const raw = node[op];
  const args = argumentsOf(raw);
  const at = (i: number) => argumentPath(path, op, raw, i);
  if (op === 'var') {
    const fallback = args.length > 1 ? compileNode(args[1], at(1), scoped, ctx) : undefined;
    const variable = String(args[0]);
    if (scoped) return dynamic(scopedVar(variable, fallback));
    const slotPath = ctx.resolve(variable);
    const compiled = dynamic(slotVar(slotPath, fallback));
    if (!fallback && slotPath.rest.length === 0) compiled.slot = slotPath.slot;
    return compiled;
  }
  if (op === 'map' || op === 'filter' || op === 'all' || op === 'some' || op === 'none' || op === 'reduce') {
    const data = compileNode(args[0], at(0), scoped, ctx);
    const logic = compileNode(args[1], at(1), true, ctx);
    const initial = args.length > 2 ? compileNode(args[2], at(2), scoped, ctx) : undefined;
    const compiled = dynamic(compileScoped(op, data.fn, logic.fn, initial?.fn));
    return data.constant && (initial?.constant ?? true) ? fold(compiled) : compiled;
  }
  const compiledArgs = args.map((arg, i) => compileNode(arg, at(i), scoped, ctx));
  const compiled = dynamic(compileApplied(op, compiledArgs, path, ctx));
  if (compiledArgs.every((arg) => arg.constant) && isFoldable(op, ctx)) return fold(compiled);
  compiled.boolean = BOOLEAN_OPERATIONS.has(op) || ((op === 'and' || op === 'or') && compiledArgs.every((arg) => arg.boolean));
  return compiled;
}

/** Operations whose value is always true or false. */
const BOOLEAN_OPERATIONS: ReadonlySet<string> = new Set(['!', '!!', '==', '===', '!=', '!==', '>', '>=', '<', '<=', 'in', 'equalsAny', 'isEmpty']);

/**
 * Compiles a checked expression (see `analyzeExpression`) to a closure over the slot array.
 * @example
 * const height = compileExpression({ '>': [{ var: 'shaftHeight' }, 8000] }, '/when/0', ctx);
 * height(slots) // true or false
 */
export function compileExpression(node: unknown, path: string, ctx: ExpressionCompilerContext): Evaluator {
  return compileNode(node, path, false, ctx).fn;
}

/** A compiled condition: true if the expression's value is truthy in JsonLogic's sense. */
export type Condition = (slots: any) => boolean;

/**
 * Compiles a checked expression used as a condition (a rule's `when`): the truthiness test is
 * folded in, and a plain variable is tested in its slot without a call.
 * @example compileCondition({ var: 'ready' }, '/when/0', ctx)(slots) // truthy(slots[k])
 */
export function compileCondition(node: unknown, path: string, ctx: ExpressionCompilerContext): Condition {
  const compiled = compileNode(node, path, false, ctx);
  if (compiled.constant) {
    const holds = truthy(compiled.value);
    return () => holds;
  }
  const k = compiled.slot;
  // truthy(undefined) equals truthy(null): the slot is tested as it is.
  if (k !== undefined) return (s) => truthy(s[k]);
  const fn = compiled.fn;
  return compiled.boolean ? fn : (s) => truthy(fn(s));
}
