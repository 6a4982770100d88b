/**
 * Loading a rule set: schema check (ajv), static checks, then compilation of every rule, once
 * per version. The result evaluates, explains and runs the rule set's own test cases.
 */
import type { BuiltinRegistry } from '../model/builtin.types.js';
import { RuleSetError, type RuleSetProblem } from '../model/errors.js';
import type { EvaluateOptions, Evaluation, WhyNotAnswer, WhyNotQuery } from '../model/evaluation.types.js';
import { PRODUCT_MAP_PROTOTYPE } from '../model/product-map.js';
import type { RuleSetDefinition } from '../model/rule-set.types.js';
import { deepFreeze } from '../expressions/operations.js';
import { resolveBuiltins, standardBuiltins } from '../builtins/builtins.js';
import { schemaProblems } from '../check/schema-validation.js';
import { planRuleSet, type RuleSetPlan } from '../check/static-check.js';
import type { CompiledRule } from '../evaluate/compiled.types.js';
import { type CompiledStage, evaluateProgram, type RuleProgram } from '../evaluate/evaluate.js';
import { createMode, type EvaluationMode } from '../evaluate/expression-mode.js';
import { fastRule } from '../evaluate/fast-rules.js';
import { roomyObjects } from '../evaluate/roomy-objects.js';
import { compileRule } from '../evaluate/rules.js';
import { whyNot } from '../explain/explain.js';
import { type RuleSetTestReport, runTestCases } from '../tests/rule-set-tests.js';

export interface CompileOptions {
  /** Builtins of the domain, added to `standardBuiltins` (same name: the domain's wins). */
  builtins?: BuiltinRegistry;
  /** 'compiled' (closures, the default) or 'interpreted' (json-logic-js, the reference). */
  mode?: EvaluationMode;
  /** More inputs per stage name that the domain passes, e.g. `{ post: ['prices'] }`. */
  inputs?: Readonly<Record<string, readonly string[]>>;
  /** Known product keys: literal keys are checked at load time, computed ones when added. */
  productKeys?: Iterable<string>;
  /** Check against the JSON Schema first (default true). Ajv needs `new Function`: under a strict CSP, pass false for rule sets validated on save. */
  validateSchema?: boolean;
}

/** A rule set ready to evaluate; compile once per version and reuse. */
export interface CompiledRuleSet {
  readonly key: string;
  readonly version: number;
  readonly mode: EvaluationMode;
  readonly definition: RuleSetDefinition;
  readonly stageNames: readonly string[];
  /**
   * Evaluates the rule set.
   * @example
   * const result = ruleSet.evaluate({ country: 'de', shaftWidth: 1600, shaftDepth: 2600 });
   * result.derived.totalLiftArea // 104000
   * result.products[0].because // [{ ruleId: 'flap-product', stage: 'products', reads: { flapSize: '360x360' } }]
   */
  evaluate(inputs: Readonly<Record<string, unknown>>, options?: EvaluateOptions): Evaluation;
  /**
   * Why is something missing? Answers, for each rule that could have produced it, the first
   * condition that failed with its actual and expected values (or the case picked instead, the
   * quantity computed, the rule that withdrew it).
   * @example
   * ruleSet.whyNot({ shaftHeight: 5000 }, { option: 'smokeDetection', value: 'SDLF1' }).reasons[0]
   * // { kind: 'withdrawn', ruleId: 'sdlf1-needs-height', ... } or
   * // { kind: 'conditionFailed', ruleId: ..., actual: 5000, expected: { operator: '>', value: 8000 }, ... }
   */
  whyNot(inputs: Readonly<Record<string, unknown>>, query: WhyNotQuery, options?: Omit<EvaluateOptions, 'explain'>): WhyNotAnswer;
  /**
   * Runs the rule set's own test cases. `prepare` turns a case's inputs into the evaluation's
   * (e.g. form values into engine inputs with the catalogue added). Nothing is priced here: a case
   * expecting `costs` or `lines` fails unless a domain runs it with prices (`runTestCases`).
   */
  runTests(prepare?: (inputs: Readonly<Record<string, unknown>>) => Record<string, unknown>): RuleSetTestReport;
}

class RuleSet implements CompiledRuleSet {
  readonly key: string;
  readonly version: number;
  readonly stageNames: readonly string[];
  private readonly program: RuleProgram;
  private readonly rules: CompiledRule[];

  constructor(
    readonly definition: RuleSetDefinition,
    plan: RuleSetPlan,
    readonly mode: EvaluationMode,
    builtins: Parameters<typeof createMode>[2],
    productKeys: ReadonlySet<string> | undefined,
  ) {
    this.key = definition.key;
    this.version = definition.version;
    const expressionMode = createMode(mode, plan, builtins);
    const stages: CompiledStage[] = plan.stages.map((stage) => {
      const rules = stage.rules.filter((rule) => rule.rule.kind !== 'empty').map((rule) => compileRule(rule, expressionMode));
      return { name: stage.name, rules, fast: mode === 'compiled' ? rules.map((rule) => fastRule(rule, expressionMode)) : null };
    });
    this.stageNames = stages.map((stage) => stage.name);
    this.rules = stages.flatMap((stage) => stage.rules);
    this.program = {
      key: this.key,
      version: this.version,
      mode: expressionMode,
      stages,
      productKeys,
      newDerivedRecord: roomyObjects(Object.prototype),
      newProductMap: roomyObjects(PRODUCT_MAP_PROTOTYPE),
    };
  }

  evaluate(inputs: Readonly<Record<string, unknown>>, options?: EvaluateOptions): Evaluation {
    return evaluateProgram(this.program, inputs, options);
  }

  whyNot(inputs: Readonly<Record<string, unknown>>, query: WhyNotQuery, options: Omit<EvaluateOptions, 'explain'> = {}): WhyNotAnswer {
    return whyNot(this.rules, this.program.mode, (tracer) => evaluateProgram(this.program, inputs, options, tracer), query);
  }

  runTests(prepare?: (inputs: Readonly<Record<string, unknown>>) => Record<string, unknown>): RuleSetTestReport {
    return runTestCases(this.definition.tests ?? [], (testCase) => ({
      evaluation: this.evaluate(
        prepare ? prepare(testCase.inputs) : testCase.inputs,
        testCase.products ? { products: testCase.products } : {},
      ),
    }));
  }
}

type Checked =
  | { problems: RuleSetProblem[]; plan?: undefined }
  | {
      problems: RuleSetProblem[];
      plan: RuleSetPlan;
      builtins: Parameters<typeof createMode>[2];
      productKeys: ReadonlySet<string> | undefined;
      definition: RuleSetDefinition;
    };

/** Checks a rule set; answers the plan or the problems. */
function checkRuleSet(given: unknown, options: Omit<CompileOptions, 'mode'> = {}): Checked {
  let json: unknown;
  try {
    // The compiled rule set owns a frozen copy: later changes to the caller's object cannot reach it.
    json = deepFreeze(JSON.parse(JSON.stringify(given)) as unknown);
  } catch (error) {
    return { problems: [{ path: '', code: 'SCHEMA', message: `not JSON: ${error instanceof Error ? error.message : String(error)}` }] };
  }
  const problems: RuleSetProblem[] = options.validateSchema === false ? [] : schemaProblems(json);
  if (problems.length) return { problems };
  const { builtins, problems: builtinProblems } = resolveBuiltins({ ...standardBuiltins, ...options.builtins });
  problems.push(...builtinProblems);
  const productKeys = options.productKeys ? new Set(options.productKeys) : undefined;
  const plan = planRuleSet(json as RuleSetDefinition, builtins, options.inputs ?? {}, productKeys, problems);
  return { problems, plan, builtins, productKeys, definition: json as RuleSetDefinition };
}

/**
 * Checks and compiles a rule set (JSON already parsed). Throws `RuleSetError` listing every
 * problem with its JSON Pointer.
 * @example
 * const ruleSet = compileRuleSet(json, { builtins: { flapFor: { fn: flapFor, minArgs: 1, maxArgs: 1 } } });
 * const reference = compileRuleSet(json, { mode: 'interpreted' }); // json-logic-js
 * ruleSet.evaluate(formValues).derived.repeaterCount
 */
export function compileRuleSet(json: unknown, options: CompileOptions = {}): CompiledRuleSet {
  const checked = checkRuleSet(json, options);
  if (checked.problems.length || !checked.plan) throw new RuleSetError(checked.problems);
  return new RuleSet(checked.definition, checked.plan, options.mode ?? 'compiled', checked.builtins, checked.productKeys);
}

/**
 * Validates a rule set without keeping it (for editors such as the backoffice).
 * @example validateRuleSet(json) // { ok: false, problems: [{ path: '/stages/0/rules/2/when/0', message: "unknown builtin 'ceill'", code: 'UNKNOWN_BUILTIN' }] }
 */
export function validateRuleSet(json: unknown, options: Omit<CompileOptions, 'mode'> = {}): { ok: boolean; problems: RuleSetProblem[] } {
  try {
    compileRuleSet(json, options);
    return { ok: true, problems: [] };
  } catch (error) {
    if (error instanceof RuleSetError) return { ok: false, problems: error.problems };
    throw error;
  }
}

/**
 * Compiled rule sets by key and version (a published version never changes).
 * @example
 * const cache = new RuleSetCache({ builtins });
 * cache.get(json).evaluate(inputs); // compiles on first use only
 */
export class RuleSetCache {
  private readonly entries = new Map<string, CompiledRuleSet>();

  constructor(
    private readonly options: CompileOptions = {},
    private readonly capacity = 20,
  ) {}

  get(json: RuleSetDefinition): CompiledRuleSet {
    const id = `${json.key}@${json.version}`;
    let ruleSet = this.entries.get(id);
    if (!ruleSet) {
      ruleSet = compileRuleSet(json, this.options);
      if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    } else {
      this.entries.delete(id);
    }
    this.entries.set(id, ruleSet);
    return ruleSet;
  }

  /** Forgets a version (or all of a key), e.g. after a draft was edited. */
  evict(key: string, version?: number): void {
    for (const id of [...this.entries.keys()])
      if (id === `${key}@${version}` || (version === undefined && id.startsWith(`${key}@`))) this.entries.delete(id);
  }
}
