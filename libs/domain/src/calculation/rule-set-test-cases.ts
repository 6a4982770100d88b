import { CURRENCIES, type CalculationAnswer, type Currency, type NonStandardComponentData } from '@lsp/contracts';
import type { RuleSetTestCase, TestQuote } from '@lsp/rule-engine';
import type { CalculationCatalogue } from './catalogue.js';
import { costContext, type CostContext, type CostSettings } from './cost-context.js';
import { nonStandardComponentProblems } from './non-standard.js';

/**
 * What a rule set's test cases are priced with: the list prices and settings a calculation of now
 * reads (docs/rules.md#tests-with-prices). The API passes those of its catalogue snapshot, the
 * specs the seed's.
 */
export interface TestPricing {
  /** List prices in euro cents by product key. */
  listPriceCents: Readonly<Record<string, number>>;
  settings: CostSettings;
}

/** A test case's currency: EUR unless its inputs name another. */
function testCaseCurrency(value: unknown): Currency {
  if (value === undefined || value === null) return 'EUR';
  if (typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value)) return value as Currency;
  throw new Error(`inputs.currency must be one of ${CURRENCIES.join(', ')}, got ${JSON.stringify(value)}`);
}

const isNonStandardComponent = (value: unknown): value is NonStandardComponentData => {
  const row = value as Record<string, unknown> | null;
  return (
    typeof row === 'object' &&
    row !== null &&
    typeof row.description === 'string' &&
    typeof row.price === 'number' &&
    typeof row.quantity === 'number' &&
    (row.productId === undefined || typeof row.productId === 'string')
  );
};

/** A test case's non-standard components, checked as the API checks a request's (prices in the currency's units). */
function testCaseNonStandard(value: unknown): NonStandardComponentData[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every(isNonStandardComponent))
    throw new Error('inputs.nonStandardComponents must be a list of { productId?, description, quantity, price } (price in the currency)');
  const problems = nonStandardComponentProblems(value, 'inputs.nonStandardComponents');
  if (problems.length) throw new Error(problems.map((p) => `${p.path} ${p.message}`).join('; '));
  return value;
}

/**
 * The cost context of a test case, as a request in its currency with its non-standard components
 * would get it: the prices and settings given, the case's own `prices` over them.
 * @example testCaseCosts({ name, inputs: { ...form, currency: 'CHF' }, expect }, pricing, catalogue).exchangeRate // 0.94 (seed)
 */
export function testCaseCosts(testCase: RuleSetTestCase, pricing: TestPricing, catalogue: CalculationCatalogue): CostContext {
  const own = testCase.prices ?? {};
  const unknown = Object.keys(own).filter((key) => !catalogue.productKeys.includes(key));
  if (unknown.length) throw new Error(`prices names no product of the catalogue: ${unknown.join(', ')}`);
  return costContext(
    {
      currency: testCaseCurrency(testCase.inputs.currency),
      nonStandardComponents: testCaseNonStandard(testCase.inputs.nonStandardComponents),
    },
    // The same list object when the case gives none, so its conversion to the currency is cached.
    Object.keys(own).length === 0 ? pricing.listPriceCents : { ...pricing.listPriceCents, ...own },
    pricing.settings,
  );
}

/**
 * What a test case's `costs` and `lines` are compared with: the answer's quote (category totals in
 * cents, its currency and whether it is complete, and its priced lines), or null when it has none.
 */
export function testQuote(answer: CalculationAnswer): TestQuote | null {
  if (!answer.costs) return null;
  const { categories, currency, complete, lines } = answer.costs;
  return { costs: { ...categories, currency, complete }, lines };
}
