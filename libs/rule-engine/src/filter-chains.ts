/**
 * Filter chains: consecutive rules that narrow one table with the standard row filters, e.g. the
 * lift-shaft rules vc-closures … vc-weathershelter, which each set `ventilationRows` to
 * `whereHasAll(ventilationRows, "characteristics", [...])` under a condition of their own.
 *
 * Why: rule by rule, each filter is a loop over the rows and a new list; code-generator.ts
 * writes a chain as one loop that applies every filter whose rule fires, as a developer would by
 * hand. That is only the same when nothing but the chained value changes between its rules,
 * which is what this file checks:
 * - every rule sets only the one name, each action with a standard row filter whose field is a
 *   constant (`set name = whereX(rows, field, operand)`);
 * - the first rule may filter any rows (if a branch of it has several filters, they all filter
 *   the chained value: rows the loop never visits would go unchecked); every later action filters
 *   the chained value itself (`{"var": name}`, or with a default of null or []), so its rows are
 *   among the first's and were checked there;
 * - no condition, selected value or operand of a later rule reads the chained name (they are all
 *   computed before the loop, from what the rules before the chain left).
 * Within a rule every action reads the values from before the rule (actions.ts), so of several
 * filters of one branch the last decides; the others still run their checks and read their fields.
 * Conditions and operands of later rules are computed before the loop, also when an earlier rule
 * of the chain then fails (and all run again on the fast path): like every rerun of generated code,
 * this takes builtins to have no side effects.
 */
import { ROW_FILTERS, type RowFilter } from './builtins.js';
import { compileTopLevel, type ExpressionCompilerContext } from './expression-compiler.js';
import { analyzeExpression, argumentPath, argumentsOf, isOperation, operatorOf } from './expression-analysis.js';
import type { ExpressionMode } from './expression-mode.js';
import { constantField } from './row-sites.js';
import type { CompiledRule } from './rules.js';

type Context = ExpressionMode & ExpressionCompilerContext;

/** One filtering action: `set name = filter(source, field, operand)`. */
export interface ChainFilter {
  filter: RowFilter;
  field: string | number;
  /** The rows filtered, null for the chained value itself. */
  source: { node: unknown; path: string } | null;
  operand: { node: unknown; path: string };
}

/** A rule of a chain, with the filters of each of its branches (a conditional rule has one). */
export interface ChainLink {
  rule: CompiledRule;
  branches: ChainFilter[][];
}

export interface FilterChain {
  /** Index of the first rule in its stage; the chain's rules follow it. */
  start: number;
  /** The derived name's index and slot. */
  index: number;
  slot: number;
  links: ChainLink[];
}

/** A row filter with a constant field, or null. */
function chainFilter(node: unknown, path: string, slot: number, mode: Context): ChainFilter | null {
  if (!isOperation(node)) return null;
  const op = operatorOf(node);
  const builtin = mode.builtins.get(op);
  const filter = builtin && ROW_FILTERS.get(builtin.fn);
  const raw = node[op];
  const args = argumentsOf(raw);
  if (!filter || args.length !== 3) return null;
  const at = (i: number) => argumentPath(path, op, raw, i);
  const field = constantField(compileTopLevel(args[1], at(1), mode));
  if (field === undefined) return null;
  const chained = isChained(args[0], at(0), slot, mode);
  return { filter, field, source: chained ? null : { node: args[0], path: at(0) }, operand: { node: args[2], path: at(2) } };
}

/**
 * Whether rows are the chained value: `{"var": name}`, or with a default of null or an empty list
 * (a filter takes either as no rows, as it takes a missing value).
 */
function isChained(node: unknown, path: string, slot: number, mode: Context): boolean {
  if (compileTopLevel(node, path, mode).slot === slot) return true;
  if (!isOperation(node) || operatorOf(node) !== 'var') return false;
  const raw = node.var;
  const args = argumentsOf(raw);
  if (args.length !== 2 || compileTopLevel({ var: args[0] }, path, mode).slot !== slot) return false;
  const fallback = compileTopLevel(args[1], argumentPath(path, 'var', raw, 1), mode);
  return fallback.constant && (fallback.value === null || (Array.isArray(fallback.value) && fallback.value.length === 0));
}

/** Whether an expression reads the slot. */
function reads(node: unknown, path: string, slot: number, mode: Context): boolean {
  return analyzeExpression(node, path, mode.builtins, []).some((read) => mode.resolve(read.path).slot === slot);
}

/** The rule as a link of a chain of the derived name `index` (any, if undefined), or null. */
function link(rule: CompiledRule, first: boolean, index: number | undefined, mode: Context): { link: ChainLink; index: number } | null {
  const definition = rule.definition;
  if (definition.kind !== 'conditional' && definition.kind !== 'selector') return null;
  let name: number | undefined = index;
  const branches: ChainFilter[][] = [];
  for (const branch of rule.branches) {
    const filters: ChainFilter[] = [];
    for (const step of branch.actions) {
      const action = step.definition;
      if (!('set' in action)) return null;
      const target = mode.derivedNames.indexOf(action.set);
      if (name !== undefined && target !== name) return null;
      name = target;
      const slot = mode.derivedTargets[target] as number;
      const filter = chainFilter(action.value, step.expressions[0]![1], slot, mode);
      if (!filter) return null;
      if (!first && (filter.source || reads(filter.operand.node, filter.operand.path, slot, mode))) return null;
      filters.push(filter);
    }
    // A first rule filtering other rows does so once: its other filters would read rows the chain never checks.
    if (first && filters.length > 1 && filters.some((filter) => filter.source)) return null;
    branches.push(filters);
  }
  if (name === undefined) return null;
  // Conditions and selected values of later rules are computed before the loop.
  if (!first && rule.tests.some(([, path, node]) => reads(node, path, mode.derivedTargets[name!] as number, mode))) return null;
  return { link: { rule, branches }, index: name };
}

/** The filter chains among a stage's rules: runs of at least two rules, in order. */
export function filterChains(rules: readonly CompiledRule[], mode: ExpressionMode): FilterChain[] {
  const context = mode as Context;
  if (mode.name !== 'compiled') return [];
  const chains: FilterChain[] = [];
  let i = 0;
  while (i < rules.length) {
    const head = link(rules[i]!, true, undefined, context);
    if (!head) {
      i++;
      continue;
    }
    const links = [head.link];
    for (let next = i + 1; next < rules.length; next++) {
      const later = link(rules[next]!, false, head.index, context);
      if (!later) break;
      links.push(later.link);
    }
    if (links.length > 1) chains.push({ start: i, index: head.index, slot: mode.derivedTargets[head.index] as number, links });
    i += links.length;
  }
  return chains;
}
