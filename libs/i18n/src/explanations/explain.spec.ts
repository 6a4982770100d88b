/// <reference types="node" />
// "Why?" in plain words: every explanation of every item of the lift-shaft rule set's golden
// fixtures and test cases, in German, English and Polish, and the exact sentences of issue 21.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { CalculationAnswer, CalculationRequest, FormValueData } from '@lsp/contracts';
import { calculationCatalogue, costContext, LiftShaftCalculator, type CatalogueTables, type CostSettings } from '@lsp/domain';
import type { MessageTree } from '../catalogue.js';
import { catalogues } from '../translate.js';
import type { TranslatedLanguage } from '../languages.js';
import { explainItem, type ExplainedItem, type ExplanationSources } from './index.js';

const repoRoot = new URL('../../../../', import.meta.url);
const readJson = <T>(path: string): T => JSON.parse(readFileSync(new URL(path, repoRoot), 'utf8')) as T;

interface RuleSet {
  constants: Record<string, unknown>;
  stages: { rules: { id: string; description?: string }[] }[];
  tests: { name: string; inputs: Record<string, unknown> }[];
}
const ruleSet = readJson<RuleSet>('rules/lift-shaft/lift-shaft.rule-set.json');
const tables = readJson<CatalogueTables>('seed/catalogue.json');
const seedProducts = readJson<{ products: { productKey: string; listPriceCents: number; description: { de: string; en: string } }[] }>(
  'seed/catalogue.json',
).products;
const catalogue = calculationCatalogue(tables);
const calculator = new LiftShaftCalculator(ruleSet, catalogue);
const prices = Object.fromEntries(seedProducts.map((p) => [p.productKey, p.listPriceCents]));
const settings = readJson<CostSettings>('seed/settings.json');
const descriptions = new Map(ruleSet.stages.flatMap((stage) => stage.rules.map((rule) => [rule.id, rule.description] as const)));
const languages: readonly TranslatedLanguage[] = ['de', 'en', 'pl'];

function lookup(tree: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) node = node === undefined || typeof node === 'string' ? undefined : node[part];
  return typeof node === 'string' ? node : undefined;
}

/** The sources the app hands over, with the catalogue of one language only (no fallback hides a gap). */
function sourcesOf(answer: CalculationAnswer, language: TranslatedLanguage): ExplanationSources {
  return {
    language,
    text: (key, params = {}) =>
      lookup(catalogues[language], key)?.replace(/\{\{(\w+)\}\}/g, (match, name: string) => params[name] ?? match),
    values: Object.fromEntries(answer.formValues.map(({ key, value }) => [key, value])),
    derived: answer.derived,
    components: catalogue.components,
    constants: ruleSet.constants,
    description: (ruleId) => descriptions.get(ruleId),
    productName: (key) => seedProducts.find((p) => p.productKey === key)?.description[language === 'de' ? 'de' : 'en'] ?? key,
  };
}

function calculate(formValues: readonly FormValueData[], request: Partial<CalculationRequest> = {}): CalculationAnswer {
  return calculator.calculate(formValues, {
    changedFields: request.changedFields ?? [],
    costs: costContext(request, prices, settings),
    onFailure: (error) => {
      throw error;
    },
  });
}

const asFormValues = (inputs: Record<string, unknown>): FormValueData[] =>
  Object.entries(inputs)
    .filter(([key]) => key !== 'changedFields')
    .map(([key, value]) => ({ key, value }));

const golden = readdirSync(new URL('rules/lift-shaft/golden/', repoRoot))
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => [name, readJson<{ request: CalculationRequest }>(`rules/lift-shaft/golden/${name}`).request] as const);
const base = golden[0][1].formValues;
const withValues = (changes: Record<string, unknown>): FormValueData[] => [
  ...base.filter(({ key }) => !(key in changes)),
  ...Object.entries(changes).map(([key, value]) => ({ key, value })),
];

/** Every golden request, every test case, and shafts that reach the remaining rules (RAS, repeaters, more lifts, accessories). */
const scenarios: [string, CalculationAnswer][] = [
  ...golden.map(([name, request]) => [name, calculate(request.formValues, request)] as [string, CalculationAnswer]),
  ...ruleSet.tests.map(
    (test) =>
      [
        `test ${test.name}`,
        calculate(asFormValues(test.inputs), { changedFields: (test.inputs.changedFields as string[] | undefined) ?? [] }),
      ] as [string, CalculationAnswer],
  ),
  [
    'RAS, 3 lifts, 80 m, machine room',
    calculate(
      withValues({
        smokeDetection: 'RAS',
        noOfElevators: 3,
        shaftHeight: 80000,
        machineRoom: 'up',
        additionalThermostat: true,
        additionalSmokeDetector: true,
      }),
    ),
  ],
  [
    'SD-L-F1, 2 lifts, accessories',
    calculate(
      withValues({
        smokeDetection: 'SDLF1',
        noOfElevators: 2,
        shaftHeight: 60000,
        'rt-45l-rj': 2,
        keySwitchLED: 1,
        'rj-45-splitter': 1,
        mainLevelSmokeDetector: true,
      }),
    ),
  ],
  ['Vienna at 1 %', calculate(withValues({ country: 'at', liftAreaPercentage: '1_0_PERCENT', shaftHeight: 18500 }))],
];

function items(answer: CalculationAnswer): [string, ExplainedItem][] {
  return [
    ...answer.selectedProducts.map((product) => [product.productKey, product] as [string, ExplainedItem]),
    ...answer.messages.map((message) => [message.key, message] as [string, ExplainedItem]),
  ];
}

function sentences(answer: CalculationAnswer, productKey: string, language: TranslatedLanguage): string[] {
  const product = answer.selectedProducts.find((p) => p.productKey === productKey);
  assert.ok(product, `${productKey} is selected`);
  return explainItem(product, sourcesOf(answer, language)).map((e) => e.sentence);
}

describe('"Why?" explanations of the lift-shaft rule set', () => {
  it('reads as plain words for every item of every scenario: no JSON, braces, internal names, undefined or NaN', () => {
    const problems: string[] = [];
    let explained = 0;
    for (const [scenario, answer] of scenarios) {
      for (const [subject, item] of items(answer)) {
        for (const language of languages) {
          for (const { ruleId, sentence, entries } of explainItem(item, sourcesOf(answer, language))) {
            explained += 1;
            const text = `${sentence} ${entries ?? ''}`;
            const where = `${scenario} / ${subject} / ${ruleId} / ${language}: ${text}`;
            if (sentence.trim() === '') problems.push(`empty: ${where}`);
            if (/[{}[\]"]/.test(text)) problems.push(`JSON or braces: ${where}`);
            if (/\b[a-z]+[A-Z][A-Za-z]*\b/.test(text)) problems.push(`internal name: ${where}`);
            if (/\b(undefined|NaN|null)\b/.test(text)) problems.push(`undefined/NaN: ${where}`);
            // Flap sizes are the catalogue's names (1200 × 1200), not figures to group.
            if (/(?<![\w-])\d{4,}(?![\w-])/.test(text.replace(/\d+ × \d+(?! mm)/g, ''))) problems.push(`ungrouped figure: ${where}`);
          }
        }
      }
    }
    assert.deepEqual(problems, []);
    assert.ok(explained > 500, `only ${explained} explanations`);
  });

  it('says why the recommended flap, with the shaft and the required area, in de, en and pl', () => {
    const answer = calculate(withValues({ shaftHeight: 18500 }));
    assert.deepEqual(sentences(answer, 'JK-180-HV-360x360', 'de'), [
      '104.000 mm² nötig (2,5 % von 1.600 × 2.600 mm) → kleinste passende Klappe 360 × 360 (104.000 mm²).',
    ]);
    assert.deepEqual(sentences(answer, 'JK-180-HV-360x360', 'en'), [
      '104,000 mm² needed (2.5 % of 1,600 × 2,600 mm) → smallest fitting flap 360 × 360 (104,000 mm²).',
    ]);
    assert.deepEqual(sentences(answer, 'JK-180-HV-360x360', 'pl'), [
      'Wymagane 104 000 mm² (2,5 % z 1 600 × 2 600 mm) → najmniejsza pasująca klapa 360 × 360 (104 000 mm²).',
    ]);
  });

  it('explains the 100.000 mm² minimum where it applies (Vienna at 1 %)', () => {
    const answer = scenarios.find(([name]) => name === 'Vienna at 1 %')![1];
    assert.deepEqual(sentences(answer, 'JK-180-HV-360x360', 'de'), [
      '1 % von 1.600 × 2.600 mm = 41.600 mm², mindestens 100.000 mm² nach Bauordnung → 100.000 mm² nötig → kleinste passende Klappe 360 × 360 (104.000 mm²).',
    ]);
    assert.deepEqual(sentences(answer, 'JK-180-HV-360x360', 'en'), [
      '1 % of 1,600 × 2,600 mm = 41,600 mm², at least 100,000 mm² by building regulations → 100,000 mm² needed → smallest fitting flap 360 × 360 (104,000 mm²).',
    ]);
  });

  it('counts point detectors and their cables from the shaft height', () => {
    const answer = calculate(withValues({ shaftHeight: 18500 }));
    assert.deepEqual(sentences(answer, 'POINT-DETECTOR', 'de'), ['1 Punktmelder je angefangene 12.000 mm Schachthöhe: 18.500 mm → 2.']);
    assert.deepEqual(sentences(answer, 'POINT-DETECTOR', 'en'), ['1 point detector per started 12,000 mm of shaft height: 18,500 mm → 2.']);
    assert.deepEqual(sentences(answer, 'CABLE-4M', 'de'), [
      'Ein Kabel (4 m) je Punktmelder, 1 Punktmelder je angefangene 12.000 mm Schachthöhe: 18.500 mm → 2.',
    ]);
    assert.deepEqual(sentences(answer, 'CABLE-6M', 'de'), [
      'Ein Motorkabel (6 m) je Verschluss (Lüftungsklappe oder Jalousie): Verschlüsse 1 → 1.',
    ]);
  });

  it('explains several flaps and the flap the user chose with their figures', () => {
    const several = scenarios.find(([name]) => name.startsWith('09-'))![1];
    const flap = several.selectedProducts.find((p) => p.category === 'VENTCOMP')!;
    assert.match(
      explainItem(flap, sourcesOf(several, 'de'))[0].sentence,
      /nötig \(von Ihnen eingegeben\) → keine einzelne Klappe reicht: \d+ × größte Klappe/,
    );
    const chosen = scenarios.find(([name]) => name.startsWith('07-'))![1];
    const own = chosen.selectedProducts.find((p) => p.category === 'VENTCOMP')!;
    assert.match(explainItem(own, sourcesOf(chosen, 'en'))[0].sentence, /^Chosen by you: 1 × .*; [\d,]+ mm² needed/);
  });

  it('falls back to the general text, the rule description, then a plain notice; entries name fields, never internal values', () => {
    const answer = calculate(withValues({}));
    const sources = sourcesOf(answer, 'de');
    const panel = {
      productKey: 'BATTERY-PACK',
      quantity: 2,
      because: [
        { ruleId: 'battery-pack', stage: 'products', reads: { effectiveSystem: 'AIO-Basic', quiet: true, closureLines: [{ id: 1 }] } },
      ],
    };
    assert.deepEqual(explainItem(panel, sources), [
      {
        ruleId: 'battery-pack',
        sentence: String(lookup(catalogues.de, 'ruleExplanation.battery-pack')),
        entries: 'Ihre Angaben: System: AIO-Basic · Geräuscharmer Antrieb: ja.',
      },
    ]);
    const added = { because: [{ ruleId: 'new-rule', stage: 'post', reads: {} }] };
    assert.equal(
      explainItem(added, { ...sources, description: () => 'A rule added in the backoffice.' })[0].sentence,
      'A rule added in the backoffice.',
    );
    assert.equal(explainItem(added, sources)[0].sentence, 'Für diese Regel gibt es noch keine Erklärung.');
  });
});
