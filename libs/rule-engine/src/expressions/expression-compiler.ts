/**
 * Compiles a checked JsonLogic expression to closures, with json-logic-js semantics and no
 * `eval` or `new Function` (a strict Content-Security-Policy holds). Top-level variables read
 * numbered slots of an array; logic inside map/filter/reduce/all/some/none reads the element
 * as json-logic-js does. Constant sub-expressions are computed once. The operations themselves
 * are in expression-operations.ts.
 */
// JsonLogic operators work on any JSON value, hence `any` in this file.
import { argumentPath, argumentsOf, isOperation, operatorOf } from './expression-analysis.js';
import { compileOperation, compileScoped } from './expression-operations.js';
import type { Compiled, Condition, Evaluator, ExpressionCompilerContext, SlotPath } from './expression.types.js';
import { CLOSURE, CONSTANT, Operand, SLOT } from './operands.js';
import { deepFreeze, truthy } from './operations.js';

const constant = (value: unknown): Compiled => {
  const frozen = deepFreeze(value);
  return { fn: () => frozen, constant: true, value: frozen };
};
const dynamic = (fn: Evaluator): Compiled => ({ fn, constant: false });

/** How a parent reads a compiled argument. */
function operandOf(c: Compiled): Operand {
  if (c.constant) return new Operand(CONSTANT, -1, c.value, null);
  if (c.slot !== undefined) return new Operand(SLOT, c.slot, null, null);
  return new Operand(CLOSURE, -1, null, c.fn);
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
      value = value[segments[i]];
      if (value === undefined) return notFound;
    }
    return value;
  };
}

/** json-logic-js `var` at top level: a slot, then the remaining steps; a constant default is read inline. */
function slotVar({ slot, rest }: SlotPath, fallback: Compiled | undefined): Evaluator {
  if (!fallback || fallback.constant) {
    const notFound = fallback?.value === undefined ? null : fallback.value;
    if (rest.length === 0)
      return (s) => {
        const v = s[slot];
        return v === undefined ? notFound : v;
      };
    if (rest.length === 1) {
      const k = rest[0];
      return (s) => {
        const v = s[slot];
        if (v === undefined || v === null) return notFound;
        const w = v[k];
        return w === undefined ? notFound : w;
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
      value = value[rest[i]];
      if (value === undefined) return notFound;
    }
    return value;
  };
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

/** Operations whose value is always true or false. */
const BOOLEAN_OPERATIONS: ReadonlySet<string> = new Set([
  '!',
  '!!',
  '==',
  '===',
  '!=',
  '!==',
  '>',
  '>=',
  '<',
  '<=',
  'in',
  'equalsAny',
  'isEmpty',
]);

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
  const compiled = dynamic(compileOperation(op, compiledArgs.map(operandOf), path, ctx.builtins));
  if (compiledArgs.every((arg) => arg.constant) && isFoldable(op, ctx)) return fold(compiled);
  compiled.boolean = BOOLEAN_OPERATIONS.has(op) || ((op === 'and' || op === 'or') && compiledArgs.every((arg) => arg.boolean));
  return compiled;
}

/**
 * Compiles a checked expression (see `analyzeExpression`) to a closure over the slot array.
 * @example
 * const height = compileExpression({ '>': [{ var: 'shaftHeight' }, 8000] }, '/when/0', ctx);
 * height(slots) // true or false
 */
export function compileExpression(node: unknown, path: string, ctx: ExpressionCompilerContext): Evaluator {
  return compileNode(node, path, false, ctx).fn;
}

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
