/**
 * Runs the golden cases a rule set carries (`tests`): inputs and the outputs they must give.
 * Used by `npm test` and by the backoffice before publishing.
 */
import type { Evaluation } from '../model/evaluation.types.js';
import type { RuleSetTestCase } from '../model/rule-set.types.js';

/**
 * The quote a domain priced from an evaluation, which a case's `costs` and `lines` are compared
 * with: the engine prices nothing itself (its `linesTotal` builtin sums what the rules ask).
 */
export interface TestQuote {
  /** Figures by name: category totals in cents, and what else the domain says of the whole quote. */
  costs: Readonly<Record<string, unknown>>;
  /** Priced lines: quantity, unit price and total in cents. */
  lines: readonly { productKey: string; quantity: number; unitPrice: number; total: number }[];
}

/** What one case gave: the evaluation and, where whoever runs the tests prices it, the quote (null: not priced). */
export interface TestOutcome {
  evaluation: Evaluation;
  quote?: TestQuote | null;
}

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

/** Compares what a case gave with its expectations. */
export function compareWithExpectation(outcome: TestOutcome, expect: RuleSetTestCase['expect']): TestMismatch[] {
  const result = outcome.evaluation;
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
  mismatches.push(...quoteMismatches(outcome.quote ?? null, expect));
  return mismatches;
}

/**
 * The case's expected quote figures and lines against the priced quote. Without a quote (not
 * priced, or not ready) every expected figure is missing: `costs.total` expected 123, actual undefined.
 */
function quoteMismatches(quote: TestQuote | null, expect: RuleSetTestCase['expect']): TestMismatch[] {
  const mismatches: TestMismatch[] = [];
  for (const [name, expected] of Object.entries(expect.costs ?? {})) {
    const actual = quote && Object.hasOwn(quote.costs, name) ? quote.costs[name] : undefined;
    if (!same(actual, expected)) mismatches.push({ path: `costs.${name}`, expected, actual });
  }
  for (const [key, expected] of Object.entries(expect.lines ?? {})) {
    const line = quote?.lines.find((l) => l.productKey === key);
    if (!line) {
      mismatches.push({ path: `lines.${key}`, expected, actual: undefined });
      continue;
    }
    for (const [field, value] of Object.entries(expected) as [keyof typeof expected, number][]) {
      if (!same(line[field], value)) mismatches.push({ path: `lines.${key}.${field}`, expected: value, actual: line[field] });
    }
  }
  return mismatches;
}

/**
 * Runs every case through `run`, which evaluates it and, in a domain that prices, prices it.
 * @example runTestCases(definition.tests ?? [], (c) => ({ evaluation: ruleSet.evaluate(c.inputs, { products: c.products }) }))
 */
export function runTestCases(cases: readonly RuleSetTestCase[], run: (testCase: RuleSetTestCase) => TestOutcome): RuleSetTestReport {
  const results = cases.map((testCase): TestCaseResult => {
    try {
      const mismatches = compareWithExpectation(run(testCase), testCase.expect);
      return { name: testCase.name, passed: mismatches.length === 0, mismatches };
    } catch (error) {
      return { name: testCase.name, passed: false, mismatches: [], error: error instanceof Error ? error.message : String(error) };
    }
  });
  const passed = results.filter((r) => r.passed).length;
  return { passed, failed: results.length - passed, cases: results };
}
