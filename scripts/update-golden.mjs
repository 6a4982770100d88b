// Recomputes the expected answers of the lift-shaft golden fixtures (rules/lift-shaft/golden/*.json)
// from their requests, with the seed catalogue. Run after a build, then review the diff: every
// changed figure must be explained by a rule change. `node scripts/update-golden.mjs`
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const { LiftShaftCalculator, calculationCatalogue, costContext } = await import(new URL('libs/domain/dist/index.js', root));
const read = (path) => JSON.parse(readFileSync(new URL(path, root), 'utf8'));
const catalogueJson = read('seed/catalogue.json');
const calculator = new LiftShaftCalculator(read('rules/lift-shaft/lift-shaft.rule-set.json'), calculationCatalogue(catalogueJson));
const settings = read('seed/settings.json');
const listPriceCents = Object.fromEntries(catalogueJson.products.map((p) => [p.productKey, p.listPriceCents]));
/** The cost context the API builds from the seeded database. */
const costsFor = (request) => costContext(request, listPriceCents, settings);

const folder = 'rules/lift-shaft/golden/';
for (const name of readdirSync(new URL(folder, root))
  .filter((file) => file.endsWith('.json'))
  .sort()) {
  const fixture = read(folder + name);
  const { formValues, changedFields = [], compareAioBasicSets = false } = fixture.request;
  const answer = calculator.calculate(formValues, {
    changedFields,
    compareAioBasicSets,
    costs: costsFor(fixture.request),
    onFailure: (error) => {
      throw error;
    },
  });
  writeFileSync(new URL(folder + name, root), `${JSON.stringify({ ...fixture, answer }, null, 2)}\n`);
  console.log(`${name}: ${answer.selectedProducts.length} products, ${answer.messages.length} messages, ready ${answer.ready}`);
}
