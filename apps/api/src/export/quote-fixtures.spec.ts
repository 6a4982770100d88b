/// <reference types="node" />
// Shared test data for the export specs (no tests of its own): quote sources built from the
// golden fixtures of the lift-shaft rule set and the seed data, as the endpoint would build them.
import { readdirSync, readFileSync } from 'node:fs';
import type { CalculationAnswer, CalculationRequest, Currency, EnergySettings, Language } from '@lsp/contracts';
import type { QuoteSource } from './quote-document.js';

/** The repository root, from src/ or dist/ of apps/api/…/export. */
export const repoRoot = new URL('../../../../', import.meta.url);

function readRepoJson<T>(path: string): T {
  return JSON.parse(readFileSync(new URL(path, repoRoot), 'utf8')) as T;
}

export interface GoldenFixture {
  name: string;
  description: string;
  request: CalculationRequest;
  answer: CalculationAnswer;
}

const goldenFolder = 'rules/lift-shaft/golden/';
export const goldenFixtures: GoldenFixture[] = readdirSync(new URL(goldenFolder, repoRoot))
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({ name: name.replace(/\.json$/, ''), ...readRepoJson<Omit<GoldenFixture, 'name'>>(goldenFolder + name) }));

export function golden(name: string): GoldenFixture {
  const fixture = goldenFixtures.find((f) => f.name.startsWith(name));
  if (!fixture) throw new Error(`No golden fixture ${name}`);
  return fixture;
}

const catalogue = readRepoJson<{ products: QuoteSource['products'] }>('seed/catalogue.json');
export const seedProducts: QuoteSource['products'] = catalogue.products.map(({ productKey, description, dhNo }) => ({
  productKey,
  description,
  dhNo,
}));
const settings = readRepoJson<{
  generalRemarks: { de: string; en: string };
  exchangeRates: Record<'CHF' | 'GBP' | 'USD', number>;
  energy: EnergySettings;
}>('seed/settings.json');
const terms =
  readRepoJson<{ company: string; country: string; urls: { type: string; language: string; url: string }[] }[]>('seed/terms.json');

export const PUBLIC_BASE_URL = 'https://planner.example.com';

/** The German company's terms with absolute URLs, as the endpoint should pass them. */
export const germanTerms: NonNullable<QuoteSource['terms']> = (() => {
  const entry = terms.find((t) => t.country === 'de')!;
  return { company: entry.company, urls: entry.urls.map((u) => ({ ...u, url: PUBLIC_BASE_URL + u.url })) };
})();

/** Project data of a saved project whose last calculation is the fixture's. */
const ruleSetDefaults = readRepoJson<{ defaults: { adjustableQuantities?: { field: string; product: string }[] } }>(
  'rules/lift-shaft/lift-shaft.rule-set.json',
).defaults;

export function quoteSource(fixture: GoldenFixture, lang: Language, overrides: Partial<QuoteSource> = {}): QuoteSource {
  const currency: Currency = fixture.answer.costs?.currency ?? fixture.request.currency ?? 'EUR';
  const nonStandardDescriptions = Object.fromEntries(
    (fixture.request.nonStandardComponents ?? []).map((c, index) => [c.productId ?? `NONSTANDARD-${index + 1}`, c.description]),
  );
  return {
    project: {
      id: 'C20261120-3',
      name: 'Wohnanlage Isarauen, Haus B',
      state: 'SUBMITTED',
      offerNumber: 'A-2026-0815',
      orderNumber: null,
      createdAt: new Date('2026-11-20T09:30:00Z'),
      createdByName: 'Erika Mustermann',
      companyName: 'Aufzugbau Süd GmbH',
      formValues: fixture.request.formValues,
    },
    answer: fixture.answer,
    adjustableQuantities: ruleSetDefaults.adjustableQuantities ?? [],
    products: seedProducts,
    nonStandardDescriptions,
    generalRemarks: lang === 'de' ? settings.generalRemarks.de : settings.generalRemarks.en,
    terms: germanTerms,
    lang,
    currency,
    exchangeRates: settings.exchangeRates,
    energySettings: settings.energy,
    generatedAt: new Date('2026-11-21T14:05:00Z'),
    ...overrides,
  };
}

/** Whitespace as a reader sees it: no-break spaces and runs of spaces as one space. */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ');
}
