/**
 * Static checks of one JsonLogic expression: known operations and builtins, argument counts,
 * literal variable paths without prototype access. Collects the variable paths it reads at top
 * level so the rule compiler can check them against the stage's known names.
 */
import type { ResolvedBuiltin } from '../model/builtin.types.js';
import type { RuleSetProblem } from '../model/errors.js';
import { pointer } from '../model/json-pointer.js';
import { CORE_OPERATIONS, FORBIDDEN_NAMES, SCOPED_OPERATIONS, UNSUPPORTED_OPERATIONS } from './operations.js';

/** What variables of a scoped operation's logic may read: anything of the element, or reduce's two names. */
type Scope = 'top' | 'element' | 'reduce';

export interface VariableRead {
  /** Full path, e.g. `shaftHeight` or `options.system`. */
  path: string;
  /** JSON Pointer of the `var` in the rule set. */
  at: string;
  /** The `var` gives a default for a missing value: the author expects it may be absent. */
  withDefault?: boolean;
}

interface Walk {
  builtins: ReadonlyMap<string, ResolvedBuiltin>;
  problems: RuleSetProblem[];
  reads: VariableRead[];
}

/** Normalises a JsonLogic argument list: `{"!": x}` is `{"!": [x]}`. */
export function argumentsOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

/** JSON Pointer of argument `i` of operation `op` at `path`. */
export function argumentPath(path: string, op: string, value: unknown, i: number): string {
  return Array.isArray(value) ? pointer(path, op, i) : pointer(path, op);
}

export function isOperation(node: unknown): node is Record<string, unknown> {
  return node !== null && typeof node === 'object' && !Array.isArray(node);
}

/** The single operator of an operation node. */
export function operatorOf(node: Record<string, unknown>): string {
  return Object.keys(node)[0];
}

/** Checks a variable path literal; answers its segments or undefined after recording a problem. */
function checkVariablePath(raw: unknown, at: string, scope: Scope, walk: Walk): string | undefined {
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 0) raw = String(raw);
  if (typeof raw !== 'string') {
    walk.problems.push({
      path: at,
      code: 'INVALID_VARIABLE',
      message: 'a variable path must be a literal string (computed paths cannot be checked)',
    });
    return undefined;
  }
  if (raw === '') {
    if (scope === 'element') return raw;
    walk.problems.push({
      path: at,
      code: 'INVALID_VARIABLE',
      message:
        scope === 'top'
          ? 'an empty variable path would read the whole context; name a variable'
          : 'reduce logic reads current or accumulator',
    });
    return undefined;
  }
  const segments = raw.split('.');
  for (const segment of segments) {
    if (segment === '') {
      walk.problems.push({ path: at, code: 'INVALID_VARIABLE', message: `variable path '${raw}' has an empty segment` });
      return undefined;
    }
    if (FORBIDDEN_NAMES.has(segment)) {
      walk.problems.push({
        path: at,
        code: 'INVALID_VARIABLE',
        message: `variable path '${raw}' reaches '${segment}', which is not allowed`,
      });
      return undefined;
    }
  }
  if (scope === 'reduce' && segments[0] !== 'current' && segments[0] !== 'accumulator') {
    walk.problems.push({ path: at, code: 'INVALID_VARIABLE', message: `reduce logic reads only current and accumulator, not '${raw}'` });
    return undefined;
  }
  return raw;
}

function checkArity(op: string, count: number, min: number, max: number, at: string, walk: Walk): void {
  if (count >= min && count <= max) return;
  const wanted = min === max ? `${min}` : max === Number.POSITIVE_INFINITY ? `at least ${min}` : `${min} to ${max}`;
  walk.problems.push({
    path: at,
    code: 'ARITY',
    message: `'${op}' takes ${wanted} argument${wanted === '1' ? '' : 's'}, got ${count}`,
    params: { name: op, count },
  });
}

function visit(node: unknown, path: string, scope: Scope, walk: Walk): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => visit(item, pointer(path, i), scope, walk));
    return;
  }
  if (!isOperation(node)) return;
  const keys = Object.keys(node);
  if (keys.length !== 1) {
    walk.problems.push({ path, code: 'SCHEMA', message: 'an operation is an object with exactly one operator' });
    return;
  }
  const op = keys[0];
  const raw = node[op];
  const args = argumentsOf(raw);
  const argAt = (i: number) => argumentPath(path, op, raw, i);
  if (Object.hasOwn(UNSUPPORTED_OPERATIONS, op)) {
    walk.problems.push({
      path,
      code: 'UNKNOWN_OPERATION',
      message: `operation '${op}' is not supported: ${UNSUPPORTED_OPERATIONS[op]}`,
      params: { name: op },
    });
    return;
  }
  const core = Object.hasOwn(CORE_OPERATIONS, op) ? CORE_OPERATIONS[op] : undefined;
  const builtin = core ? undefined : walk.builtins.get(op);
  if (!core && !builtin) {
    walk.problems.push({ path, code: 'UNKNOWN_BUILTIN', message: `unknown builtin '${op}'`, params: { name: op } });
    args.forEach((arg, i) => visit(arg, argAt(i), scope, walk));
    return;
  }
  const arity = core ?? { min: builtin!.minArgs, max: builtin!.maxArgs };
  checkArity(op, args.length, arity.min, arity.max, path, walk);
  if (op === 'var') {
    const variable = checkVariablePath(args[0], argAt(0), scope, walk);
    if (variable !== undefined && scope === 'top')
      walk.reads.push({ path: variable, at: path, ...(args.length > 1 ? { withDefault: true } : {}) });
    if (args.length > 1) visit(args[1], argAt(1), scope, walk);
    return;
  }
  if (SCOPED_OPERATIONS.has(op)) {
    visit(args[0], argAt(0), scope, walk);
    visit(args[1], argAt(1), op === 'reduce' ? 'reduce' : 'element', walk);
    if (args.length > 2) visit(args[2], argAt(2), scope, walk);
    return;
  }
  args.forEach((arg, i) => visit(arg, argAt(i), scope, walk));
}

/**
 * Checks an expression; records problems and answers the variables it reads at top level.
 * @example analyzeExpression({ '>': [{ var: 'shaftHeight' }, 8000] }, '/stages/0/rules/0/when/0', builtins, problems)
 * // [{ path: 'shaftHeight', at: '/stages/0/rules/0/when/0/>/0' }]
 */
export function analyzeExpression(
  node: unknown,
  path: string,
  builtins: ReadonlyMap<string, ResolvedBuiltin>,
  problems: RuleSetProblem[],
): VariableRead[] {
  const walk: Walk = { builtins, problems, reads: [] };
  visit(node, path, 'top', walk);
  return walk.reads;
}
