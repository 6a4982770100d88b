/// <reference types="node" />
// The quote adds up: for every golden case, calculated again in every currency, each printed line
// is its quantity × unit price (half up to whole cents), each component category is the sum of its
// printed lines, and the total is those sums plus the printed cost rows (docs/design.md#money).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { COST_CATEGORY_NAMES, CURRENCIES, type Currency } from '@lsp/contracts';
import { calculationCatalogue, costContext, LiftShaftCalculator, type CatalogueTables, type CostSettings } from '@lsp/domain';
import { quoteDocument } from './quote-document.js';
import { goldenFixtures, quoteSource, repoRoot } from './quote-fixtures.spec.js';

const readRepoJson = <T>(path: string): T => JSON.parse(readFileSync(new URL(path, repoRoot), 'utf8')) as T;
const tables = readRepoJson<CatalogueTables>('seed/catalogue.json');
const seedPrices = readRepoJson<{ products: { productKey: string; listPriceCents: number }[] }>('seed/catalogue.json').products;
const listPriceCents = Object.fromEntries(seedPrices.map((p) => [p.productKey, p.listPriceCents]));
const settings = readRepoJson<CostSettings>('seed/settings.json');
const calculator = new LiftShaftCalculator(readRepoJson('rules/lift-shaft/lift-shaft.rule-set.json'), calculationCatalogue(tables));

/** quantity × unit price in cents, half up, in exact decimal arithmetic (quantities have at most 4 decimals here). */
function expectedLineTotal(unitPriceCents: number, quantity: number): number {
  const [whole, fraction = ''] = String(quantity).split('.');
  assert.ok(fraction.length <= 4, `quantity ${quantity}`);
  const scale = 10n ** BigInt(fraction.length);
  const product = BigInt(unitPriceCents) * BigInt(`${whole}${fraction}`);
  return Number((product * 2n + scale) / (2n * scale));
}

const COMPONENTS = [
  'ventilationComponents',
  'controlSystemComponents',
  'smokeDetection',
  'cabling',
  'assemblyComponents',
  'nonStandard',
] as const;
const COSTS = ['logisticCosts', 'assemblyCosts', 'installationCosts', 'travelCosts'] as const;

describe('the quote adds up: golden cases in every currency', () => {
  let priced = 0;
  for (const fixture of goldenFixtures) {
    for (const currency of CURRENCIES as readonly Currency[]) {
      it(`${fixture.name} in ${currency}`, () => {
        const request = { ...fixture.request, currency };
        const answer = calculator.calculate(request.formValues, {
          changedFields: request.changedFields ?? [],
          compareAioBasicSets: request.compareAioBasicSets === true,
          costs: costContext(request, listPriceCents, settings),
        });
        if (!fixture.answer.costs) {
          assert.equal(answer.costs, null, 'a golden case without a quote has none in any currency');
          return;
        }
        priced++;
        const doc = quoteDocument(quoteSource(fixture, 'de', { answer, currency }));
        assert.equal(doc.currency, currency);
        const printed = doc.groups.flatMap((group) => group.lines);
        assert.equal(printed.length, answer.costs!.lines.length, 'every priced line is printed');
        for (const line of printed) {
          assert.equal(
            line.totalCents,
            expectedLineTotal(line.unitPriceCents, line.quantity),
            `${line.productKey}: ${line.quantity} × ${line.unitPriceCents}`,
          );
        }
        assert.ok(!doc.groups.some((group) => group.category === 'other'), 'every line belongs to a component category');
        const totals = Object.fromEntries(doc.totals.map((t) => [t.category, t.cents]));
        assert.deepEqual(Object.keys(totals), [...COST_CATEGORY_NAMES]);
        for (const category of COMPONENTS) {
          const group = doc.groups.find((g) => g.category === category);
          assert.equal(totals[category], group ? group.lines.reduce((sum, line) => sum + line.totalCents, 0) : 0, category);
          if (group) assert.equal(group.subtotalCents, totals[category], `${category} subtotal`);
        }
        const sumOfLines = printed.reduce((sum, line) => sum + line.totalCents, 0);
        assert.equal(totals.sumOfComponents, sumOfLines, 'sum of components = sum of the printed lines');
        assert.equal(totals.total, sumOfLines + COSTS.reduce((sum, category) => sum + totals[category], 0), 'total = lines + cost rows');
        assert.equal(doc.totalCents, totals.total);
      });
    }
  }
  it('priced at least ten golden cases in each currency', () => assert.ok(priced >= 10 * CURRENCIES.length, String(priced)));
});
