/**
 * The two ways expressions run: compiled to closures over a slot array (the fast path), or
 * interpreted by json-logic-js over a plain data object (the reference). Everything else in an
 * evaluation is shared.
 */
import type { ResolvedBuiltin } from '../model/builtin.types.js';
import type { JsonValue } from '../model/rule-set.types.js';
import { compileCondition, compileExpression } from '../expressions/expression-compiler.js';
import type { Condition, Evaluator, ExpressionCompilerContext, SlotPath } from '../expressions/expression.types.js';
import { installOperations, interpretExpression } from '../expressions/interpreter.js';
import { deepFreeze, truthy } from '../expressions/operations.js';
import { rootOf, type RuleSetPlan } from '../check/static-check.js';
import type { Frame } from './compiled.types.js';
import { InputCopier } from './input-copier.js';

export type EvaluationMode = 'compiled' | 'interpreted';

export interface ExpressionMode {
  readonly name: EvaluationMode;
  /** An evaluator of a checked top-level expression over `frame.data`. */
  expression(node: unknown, path: string): Evaluator;
  /** The same as a condition: true if the value is truthy. */
  condition(node: unknown, path: string): Condition;
  /** The slot a plain variable (a root name, nothing below it) lives in; undefined if not compiled to slots. */
  plainSlot(variablePath: string): number | undefined;
  /** Reads a variable path over `frame.data` (for explanations). */
  reader(variablePath: string): Evaluator;
  /**
   * Where a derived value or an option list (`options.<list>`) goes in the data so expressions
   * read it: a slot index (compiled), a property name (interpreted), or null if the data shares
   * it already (interpreted option lists live in frame.options).
   */
  writeTarget(root: string): number | string | null;
  /** The inputs, and where each lives in the data (a slot index, or its name). */
  readonly inputNames: readonly string[];
  readonly inputTargets: readonly (number | string)[];
  /** Every derived name, in the order rules first set them; a set action records its index. */
  readonly derivedNames: readonly string[];
  /** Where each derived value lives in the data (see writeTarget). */
  readonly derivedTargets: readonly (number | string)[];
  /** Puts the option lists in `frame.options` once the rules have run (see option-lists.ts). */
  collectOptions(frame: Frame): void;
  /** The data expressions read, with constants and inputs in place. */
  createData(frame: Frame, inputs: Readonly<Record<string, unknown>>): unknown;
  beforeEvaluate(): void;
}

class CompiledMode implements ExpressionMode, ExpressionCompilerContext {
  readonly name = 'compiled';
  readonly derivedNames: readonly string[];
  readonly derivedTargets: readonly number[];
  private readonly slots = new Map<string, number>();
  private readonly template: unknown[] = [];
  private readonly inputs: InputCopier;
  readonly inputNames: readonly string[];
  readonly inputTargets: readonly number[];
  private readonly productsSlot: number;
  /** The list name of each option-list slot. */
  private readonly listNames: string[] = [];

  constructor(
    plan: RuleSetPlan,
    readonly builtins: ReadonlyMap<string, ResolvedBuiltin>,
  ) {
    const constants = plan.definition.constants ?? {};
    for (const name of plan.constants) this.template[this.slot(name)] = deepFreeze(structuredCopy(constants[name]!));
    this.inputNames = plan.inputs;
    this.inputTargets = plan.inputs.map((name) => this.slot(name));
    this.inputs = new InputCopier(this.inputNames, this.inputTargets);
    for (const name of [...plan.derived, ...plan.optionLists]) this.slot(name);
    this.productsSlot = this.slot('products');
    for (const root of plan.optionLists) this.listNames[this.slot(root)] = root.slice('options.'.length);
    this.derivedNames = plan.derived;
    this.derivedTargets = plan.derived.map((name) => this.slot(name));
  }

  private slot(root: string): number {
    let slot = this.slots.get(root);
    if (slot === undefined) {
      slot = this.slots.size;
      this.slots.set(root, slot);
      this.template.push(undefined);
    }
    return slot;
  }

  resolve(variablePath: string): SlotPath {
    const root = rootOf(variablePath);
    const slot = this.slots.get(root);
    if (slot === undefined) throw new Error(`unchecked variable '${variablePath}'`);
    return { slot, rest: variablePath.split('.').slice(root.split('.').length) };
  }

  expression(node: unknown, path: string): Evaluator {
    return compileExpression(node, path, this);
  }

  condition(node: unknown, path: string): Condition {
    return compileCondition(node, path, this);
  }

  reader(variablePath: string): Evaluator {
    return compileExpression({ var: variablePath }, '', this);
  }

  plainSlot(variablePath: string): number | undefined {
    const { slot, rest } = this.resolve(variablePath);
    return rest.length === 0 ? slot : undefined;
  }

  writeTarget(root: string): number {
    return this.resolve(root).slot;
  }

  createData(frame: Frame, inputs: Readonly<Record<string, unknown>>): unknown[] {
    const data = this.template.slice();
    this.inputs.copy(inputs, data);
    data[this.productsSlot] = frame.productMap;
    return data;
  }

  collectOptions(frame: Frame): void {
    const { data, optionSlots, options } = frame;
    for (let i = 0; i < optionSlots.length; i++) options[this.listNames[optionSlots[i]]] = data[optionSlots[i]];
  }

  beforeEvaluate(): void {}
}

/** A deep copy of JSON data, so the compiled rule set owns (and may freeze) its constants. */
function structuredCopy<T extends JsonValue>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

class InterpretedMode implements ExpressionMode {
  readonly name = 'interpreted';
  readonly inputNames: readonly string[];
  readonly inputTargets: readonly string[];
  readonly derivedNames: readonly string[];
  readonly derivedTargets: readonly string[];
  private readonly constants: [string, JsonValue][];

  constructor(
    private readonly plan: RuleSetPlan,
    private readonly builtins: ReadonlyMap<string, ResolvedBuiltin>,
  ) {
    this.derivedNames = plan.derived;
    this.derivedTargets = plan.derived;
    this.inputNames = plan.inputs;
    this.inputTargets = plan.inputs;
    const constants = plan.definition.constants ?? {};
    this.constants = plan.constants.map((name) => [name, deepFreeze(structuredCopy(constants[name]!))]);
  }

  expression(node: unknown): Evaluator {
    return interpretExpression(node);
  }

  condition(node: unknown): Condition {
    const evaluate = interpretExpression(node);
    return (data) => truthy(evaluate(data));
  }

  reader(variablePath: string): Evaluator {
    return interpretExpression({ var: variablePath });
  }

  plainSlot(): undefined {
    return undefined;
  }

  writeTarget(root: string): string | null {
    return root.startsWith('options.') ? null : root;
  }

  createData(frame: Frame, inputs: Readonly<Record<string, unknown>>): Record<string, unknown> {
    const data: Record<string, unknown> = {};
    for (const [name, value] of this.constants) data[name] = value;
    for (const name of this.plan.inputs) data[name] = inputs[name];
    data.options = frame.options;
    data.products = frame.productMap;
    return data;
  }

  collectOptions(): void {}

  beforeEvaluate(): void {
    installOperations(this.builtins);
  }
}

export function createMode(mode: EvaluationMode, plan: RuleSetPlan, builtins: ReadonlyMap<string, ResolvedBuiltin>): ExpressionMode {
  return mode === 'interpreted' ? new InterpretedMode(plan, builtins) : new CompiledMode(plan, builtins);
}
