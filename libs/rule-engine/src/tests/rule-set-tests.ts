/**
 * Runs the golden cases a rule set carries (`tests`): inputs and the outputs they must give.
 * Used by `npm test` and by the backoffice before publishing.
 */
import type { Evaluation } from '../model/evaluation.types.js';
import type { RuleSetTestCase } from '../model/rule-set.types.js';

export interface TestMismatch {
  /** What differs, e.g. `derived.totalLiftArea`, `options.system`, `products.BK-AIO`, `messages`. */
  path: string;
  expected: unknown;
  actual: unknown;
}

export interface TestCaseResult {
  name: string;
  passed: boolean;
  mismatches: TestMismatch[];
  /** Set if the evaluation itself failed. */
  error?: string;
}

export interface RuleSetTestReport {
  passed: number;
  failed: number;
  cases: TestCaseResult[];
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return (
      ka.length === kb.length &&
      ka.every((k) => Object.hasOwn(b, k) && same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
    );
  }
  return false;
}

/** Compares an evaluation with a case's expectations. */
export function compareWithExpectation(result: Evaluation, expect: RuleSetTestCase['expect']): TestMismatch[] {
  const mismatches: TestMismatch[] = [];
  for (const [name, expected] of Object.entries(expect.derived ?? {})) {
    const actual = Object.hasOwn(result.derived, name) ? result.derived[name] : undefined;
    if (!same(actual, expected)) mismatches.push({ path: `derived.${name}`, expected, actual });
  }
  for (const [name, expected] of Object.entries(expect.options ?? {})) {
    const actual = Object.hasOwn(result.options, name) ? result.options[name] : undefined;
    if (!same(actual, expected)) mismatches.push({ path: `options.${name}`, expected, actual });
  }
  if (expect.products) {
    const actual = new Map(result.products.map((p) => [p.productKey, p.quantity]));
    for (const [key, quantity] of Object.entries(expect.products)) {
      if (actual.get(key) !== quantity) mismatches.push({ path: `products.${key}`, expected: quantity, actual: actual.get(key) });
    }
    for (const [key, quantity] of actual) {
      if (!Object.hasOwn(expect.products, key)) mismatches.push({ path: `products.${key}`, expected: undefined, actual: quantity });
    }
  }
  if (expect.messages) {
    const actual = result.messages.map((m) => m.key).sort();
    const expected = [...expect.messages].sort();
    if (!same(actual, expected)) mismatches.push({ path: 'messages', expected, actual });
  }
  return mismatches;
}

/**
 * Runs every case through `evaluate`.
 * @example runTestCases(definition.tests ?? [], (c) => ruleSet.evaluate(c.inputs, { products: c.products }))
 */
export function runTestCases(cases: readonly RuleSetTestCase[], evaluate: (testCase: RuleSetTestCase) => Evaluation): RuleSetTestReport {
  const results = cases.map((testCase): TestCaseResult => {
    try {
      const mismatches = compareWithExpectation(evaluate(testCase), testCase.expect);
      return { name: testCase.name, passed: mismatches.length === 0, mismatches };
    } catch (error) {
      return { name: testCase.name, passed: false, mismatches: [], error: error instanceof Error ? error.message : String(error) };
    }
  });
  const passed = results.filter((r) => r.passed).length;
  return { passed, failed: results.length - passed, cases: results };
}
