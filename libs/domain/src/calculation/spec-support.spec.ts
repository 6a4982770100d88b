/// <reference types="node" />
// Shared helpers for the lift-shaft specs (no tests of its own).
import { readdirSync, readFileSync } from 'node:fs';
import type { CalculationAnswer, CalculationRequest } from '@lsp/contracts';
import { costContext, type CostContext, type CostSettings } from './cost-context.js';
import { calculationCatalogue, type CatalogueTables } from './catalogue.js';
import { LiftShaftCalculator } from './lift-shaft-calculator.js';
import type { TestPricing } from './rule-set-test-cases.js';

/** The repository root, from dist/ or src/ of libs/domain/…/calculation. */
export const repoRoot = new URL('../../../../', import.meta.url);

export function readRepoJson<T = unknown>(path: string): T {
  return JSON.parse(readFileSync(new URL(path, repoRoot), 'utf8')) as T;
}

export interface GoldenFixture {
  description: string;
  request: CalculationRequest;
  answer: CalculationAnswer;
}

/** The golden fixtures (rules/lift-shaft/golden), by file name, in order. */
export function goldenFixtures(): [string, GoldenFixture][] {
  const folder = 'rules/lift-shaft/golden/';
  return readdirSync(new URL(folder, repoRoot))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => [name, readRepoJson<GoldenFixture>(folder + name)]);
}

export const liftShaftRuleSet = readRepoJson<Record<string, unknown>>('rules/lift-shaft/lift-shaft.rule-set.json');
const catalogueTables = readRepoJson<CatalogueTables>('seed/catalogue.json');
const seedPrices = readRepoJson<{ products: { productKey: string; listPriceCents: number }[] }>('seed/catalogue.json').products;
export const seedCatalogue = calculationCatalogue(catalogueTables);
const seedSettings = readRepoJson<CostSettings>('seed/settings.json');

/** The cost context the API builds from the seeded database. */
export function seedCosts(request: Partial<Pick<CalculationRequest, 'currency' | 'nonStandardComponents'>> = {}): CostContext {
  return costContext(request, Object.fromEntries(seedPrices.map((p) => [p.productKey, p.listPriceCents])), seedSettings);
}
export const calculator = new LiftShaftCalculator(liftShaftRuleSet, seedCatalogue);

/** The prices and settings the API runs the rule set's tests with on a freshly seeded database. */
export const seedPricing: TestPricing = {
  listPriceCents: Object.fromEntries(seedPrices.map((p) => [p.productKey, p.listPriceCents])),
  settings: seedSettings,
};

/** A complete, valid German new-building shaft of 18 m, 1600 x 2600 mm (2.5 % = 104000 mm²). */
export const BASE_FORM: Readonly<Record<string, unknown>> = {
  country: 'de',
  projectType: 'NEWBUILDING',
  buildingType: 'RESIDENTAL',
  buildingLocation: '80331',
  installationPosition: 'V',
  nrwgDelivered: false,
  weathershelter: false,
  lowEnergyStandard: false,
  quiet: false,
  en121012Required: false,
  systemIntegration: false,
  additionalSmokeDetector: false,
  mainLevelSmokeDetector: false,
  machineRoom: 'no',
  noOfElevators: 1,
  shaftHeight: 18000,
  shaftWidth: 1600,
  shaftDepth: 2600,
  liftAreaPercentage: '2_5_PERCENT',
  system: 'L-AIO',
  smokeDetection: 'POINTDETECTOR',
  liftStatusDetection: 'LST-CO2-V3',
  'rt-45-rj': 1,
  montageIncluded: true,
};

export function formValues(overrides: Readonly<Record<string, unknown>> = {}): { key: string; value: unknown }[] {
  return Object.entries({ ...BASE_FORM, ...overrides }).map(([key, value]) => ({ key, value }));
}

export function calculate(
  overrides: Readonly<Record<string, unknown>> = {},
  changedFields: string[] = [],
  costs: CostContext = seedCosts(),
): CalculationAnswer {
  return calculator.calculate(formValues(overrides), {
    changedFields,
    costs,
    onFailure: (error) => {
      throw error;
    },
  });
}

/** Product key to quantity. */
export function productsOf(answer: CalculationAnswer): Record<string, number> {
  return Object.fromEntries(answer.selectedProducts.map((p) => [p.productKey, p.quantity]));
}

export function messageKeys(answer: CalculationAnswer): string[] {
  return answer.messages.map((m) => m.key);
}

export function formValue(answer: CalculationAnswer, key: string): unknown {
  return answer.formValues.find((v) => v.key === key)?.value;
}

/** The id of a ventilation component, for its `quantity-{id}` field. */
export function componentId(productKey: string): number {
  const row = seedCatalogue.components.find((c) => c.productKey === productKey);
  if (!row) throw new Error(`no component ${productKey}`);
  return row.id;
}
