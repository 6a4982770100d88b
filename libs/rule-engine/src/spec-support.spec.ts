/// <reference types="node" />
// Shared helpers for the specs (no tests of its own).
import { deepStrictEqual } from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import type { Expression, JsonValue, RuleDefinition, RuleSetDefinition } from './model/rule-set.types.js';
import { resolveBuiltins, standardBuiltins } from './builtins/builtins.js';
import { planRuleSet } from './check/static-check.js';
import type { CompiledRule } from './evaluate/compiled.types.js';
import { createMode, type ExpressionMode } from './evaluate/expression-mode.js';
import { fastRule, type FastRule } from './evaluate/fast-rules.js';
import { compileRule } from './evaluate/rules.js';
import { type CompiledRuleSet, type CompileOptions, compileRuleSet, type EvaluateOptions, type Evaluation } from './index.js';

/** The repository root, from dist/ or src/ of libs/rule-engine. */
export const repoRoot = new URL('../../../', import.meta.url);

export function readRepoJson<T = unknown>(path: string): T {
  return JSON.parse(readFileSync(new URL(path, repoRoot), 'utf8')) as T;
}

/** Every rule-set file: the examples and the real rule sets in rules/. */
export function ruleSetFiles(): string[] {
  const inRules = readdirSync(new URL('rules/', repoRoot))
    .filter((name) => name.endsWith('.rule-set.json'))
    .map((name) => `rules/${name}`);
  const examples = readdirSync(new URL('rules/examples/', repoRoot))
    .filter((name) => name.endsWith('.json'))
    .map((name) => `rules/examples/${name}`);
  return [...inRules, ...examples];
}

type StageName = 'options' | 'ventilation' | 'products' | 'post';

/** A rule set with the four standard stages; give the rules (and inputs) of those you need. */
export function ruleSet(
  stages: Partial<Record<StageName, { inputs?: string[]; rules: RuleDefinition[] }>>,
  extra: Partial<RuleSetDefinition> = {},
): RuleSetDefinition {
  const names: StageName[] = ['options', 'ventilation', 'products', 'post'];
  return {
    key: 'spec',
    version: 1,
    ...extra,
    stages: names.map((name) => ({
      name,
      ...(stages[name]?.inputs ? { inputs: stages[name].inputs } : {}),
      rules: stages[name]?.rules ?? [],
    })),
  };
}

/** Compiles in both modes. */
export function bothModes(definition: unknown, options: CompileOptions = {}): [CompiledRuleSet, CompiledRuleSet] {
  return [compileRuleSet(definition, { ...options, mode: 'compiled' }), compileRuleSet(definition, { ...options, mode: 'interpreted' })];
}

/**
 * Evaluates one expression (as `set out = expression`) in both modes, with and without explanations,
 * demands identical results and answers the value.
 */
export function evaluateExpression(expression: Expression, inputs: Record<string, JsonValue> = {}, options: CompileOptions = {}): unknown {
  const definition = ruleSet({
    options: { inputs: Object.keys(inputs), rules: [{ id: 'expr', kind: 'conditional', then: [{ set: 'out', value: expression }] }] },
  });
  const [compiled, interpreted] = bothModes(definition, options);
  const a = compiled.evaluate(inputs).derived.out;
  const b = interpreted.evaluate(inputs).derived.out;
  deepStrictEqual(a, b, `compiled and json-logic-js differ on ${JSON.stringify(expression)}`);
  deepStrictEqual(
    compiled.evaluate(inputs, { explain: false }).derived.out,
    a,
    `without explanations differs on ${JSON.stringify(expression)}`,
  );
  return a;
}

/** An evaluation as it would be without explanations (`explain: false`). */
export function withoutExplanations(result: Evaluation): Evaluation {
  return {
    ...result,
    products: result.products.map((product) => ({ ...product, because: [] })),
    messages: result.messages.map((message) => ({ ...message, because: [] })),
    because: { derived: {}, options: {} },
  };
}

type Outcome =
  | { result: Evaluation; error?: undefined }
  | { result?: undefined; error: { name: string; code?: string; ruleId?: string; stage?: string; path?: string; message?: string } };

/** The result or the failure; `withMessage` keeps the failure's message (json-logic-js words some differently). */
export function outcomeOf(
  ruleSet: CompiledRuleSet,
  inputs: Record<string, unknown>,
  evaluateOptions: EvaluateOptions,
  withMessage = false,
): Outcome {
  try {
    return { result: ruleSet.evaluate(inputs, evaluateOptions) };
  } catch (error) {
    const e = error as { name: string; code?: string; ruleId?: string; stage?: string; path?: string; message: string };
    return {
      error: { name: e.name, code: e.code, ruleId: e.ruleId, stage: e.stage, path: e.path, ...(withMessage ? { message: e.message } : {}) },
    };
  }
}

/**
 * Evaluates in both modes, demands identical results (or identical failures) and answers the
 * compiled result. It also evaluates with explanations the other way round (on or off) and
 * demands the same results but for explanations: with them off, compiled rule sets take their
 * fast path (evaluate/fast-rules.ts), so every spec checks that path against the explained one as well.
 */
export function evaluateBoth(
  definition: unknown,
  inputs: Record<string, unknown>,
  options: CompileOptions = {},
  evaluateOptions: EvaluateOptions = {},
): Outcome {
  const [compiled, interpreted] = bothModes(definition, options);
  const a = outcomeOf(compiled, inputs, evaluateOptions);
  deepStrictEqual(outcomeOf(interpreted, inputs, evaluateOptions), a);
  const explain = evaluateOptions.explain ?? true;
  const other = { ...evaluateOptions, explain: !explain };
  const b = outcomeOf(compiled, inputs, other);
  deepStrictEqual(outcomeOf(interpreted, inputs, other), b);
  const [explained, quiet] = explain ? [a, b] : [b, a];
  deepStrictEqual(
    quiet,
    explained.result ? { result: withoutExplanations(explained.result) } : explained,
    'with and without explanations differ',
  );
  return a;
}

/** A rule set's compiled stages (rules and their fast forms) and mode, as compileRuleSet builds them with the standard builtins. */
export function compiledStages(definition: RuleSetDefinition): {
  stages: { rules: CompiledRule[]; fast: FastRule[] }[];
  mode: ExpressionMode;
} {
  const { builtins } = resolveBuiltins(standardBuiltins);
  const plan = planRuleSet(definition, builtins, {}, undefined, []);
  const mode = createMode('compiled', plan, builtins);
  const stages = plan.stages.map((stage) => {
    const rules = stage.rules.filter((rule) => rule.rule.kind !== 'empty').map((rule) => compileRule(rule, mode));
    return { rules, fast: rules.map((rule) => fastRule(rule, mode)) };
  });
  return { stages, mode };
}
