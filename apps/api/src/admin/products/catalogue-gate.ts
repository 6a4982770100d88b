import { Injectable } from '@nestjs/common';
import type { CalculationRequest, CatalogueChangeRequest, CatalogueCheckAnswer, KeyedFieldProblem } from '@lsp/contracts';
import { LIFT_SHAFT_EXTRA_INPUTS, liftShaftBuiltins, type CalculationCatalogue } from '@lsp/domain';
import { validateRuleSet } from '@lsp/rule-engine';
import { ApiError, reason } from '../../common/api-error.js';
import type { AnswerChange } from '../../calculation/bulk/answer-comparison.js';
import type { SnapshotData } from '../../calculation/bulk/bulk-tasks.js';
import { LIFT_SHAFT_RULE_SET } from '../../calculation/calculation.service.js';
import { CatalogueCache, type CatalogueSnapshot, type PricedCatalogueTables } from '../../products/catalogue-cache.js';
import { RuleSetsService, type LoadedRuleSet } from '../../rules/rule-sets.service.js';
import { ImpactAnalysis } from '../rule-sets/impact-analysis.js';
import { generator, randomRequest } from '../rule-sets/rule-set-fuzzer.js';
import { RuleSetWorkbench } from '../rule-sets/rule-set-workbench.js';
import {
  changedField,
  changedTables,
  changeHash,
  gapProblem,
  newGaps,
  priceCents,
  proposedRow,
  proposedSnapshot,
  type CatalogueRow,
} from './catalogue-change.js';

/** Random valid inputs a product save runs, and inputs aimed at each ventilation area it touches. */
export const GATE_RANDOM_RUNS = 300;
export const GATE_DIRECTED_RUNS = 150;

/** A change as two catalogues: the one of now and the one it would make. */
export interface CatalogueProposal {
  current: CatalogueSnapshot;
  before: SnapshotData;
  after: SnapshotData;
  /** The tables as the change would leave them. */
  tables: PricedCatalogueTables;
  row: { before: CatalogueRow | undefined; after: CatalogueRow | null };
  field: string;
  /** Fixed per change: the same change gets the same verdict. */
  seed: number;
}

const snapshotData = ({ id, catalogue, listPriceCents, settings }: CatalogueSnapshot): SnapshotData => ({
  id,
  catalogue,
  listPriceCents,
  settings,
});

/**
 * Form values that make the rules size the closures for `area` exactly (a manual lift area):
 * the component of that area is the one they choose, in whatever else the random inputs vary.
 */
function aimedAt(request: CalculationRequest, area: number): CalculationRequest {
  const formValues = request.formValues.filter(
    ({ key }) => key !== 'liftAreaPercentage' && key !== 'calculatedVentilationArea' && !key.startsWith('quantity-'),
  );
  formValues.push({ key: 'liftAreaPercentage', value: 'MANUAL' }, { key: 'calculatedVentilationArea', value: area });
  return { ...request, formValues, changedFields: [] };
}

/** The inputs a change is checked with: random ones, and ones aimed at the ventilation areas it touches. */
export function gateRequests(catalogue: CalculationCatalogue, proposal: Pick<CatalogueProposal, 'row' | 'seed'>): CalculationRequest[] {
  const random = generator(proposal.seed);
  const requests = Array.from({ length: GATE_RANDOM_RUNS }, () => randomRequest(random, catalogue));
  const areas = new Set(
    [proposal.row.before, proposal.row.after].flatMap((row) =>
      row?.ventilationArea && row.ventilationArea > 0 ? [row.ventilationArea] : [],
    ),
  );
  for (const area of areas)
    for (let run = 0; run < GATE_DIRECTED_RUNS; run++) requests.push(aimedAt(randomRequest(random, catalogue), area));
  return requests;
}

/** What the changed catalogue does to calculations the current one answers: failures and error messages they did not have. */
function calculationProblems(changes: AnswerChange[], field: string): KeyedFieldProblem[] {
  const runs = changes.length;
  const found = new Map<string, KeyedFieldProblem & { params: Record<string, string | number> }>();
  const count = (id: string, make: () => KeyedFieldProblem & { params: Record<string, string | number> }) => {
    const known = found.get(id) ?? make();
    known.params.count = Number(known.params.count ?? 0) + 1;
    known.message = known.message.replace(/^\d+ of/, `${known.params.count} of`);
    found.set(id, known);
  };
  for (const change of changes) {
    if (change.error && !change.failedBefore)
      count(`fails:${change.error}`, () => ({
        path: field,
        key: 'calculationFails',
        params: { error: change.error!, runs },
        message: `0 of ${runs} calculations fail with the changed catalogue and not with the current one: ${change.error}`,
      }));
    for (const error of change.newErrors ?? [])
      count(`error:${error.key}`, () => ({
        path: field,
        key: 'newCalculationError',
        params: { ...error.params, error: error.key, runs },
        message: `0 of ${runs} calculations get the error message ${error.key} ${JSON.stringify(error.params)}, which the current catalogue does not give them`,
      }));
  }
  return [...found.values()];
}

/**
 * The gate of catalogue changes (docs/rules.md#catalogue-changes): a product added, changed or
 * removed is checked against the published rules before it takes effect, as a rule set is before
 * it is published. The static check finds the gaps the rules depend on that the change opens (a
 * product key the rules name, a flap size without weather protection, a recommended product in a
 * group without a recommendation order); then the reference cases and random and aimed inputs
 * run with the current and the changed catalogue on a worker thread, and a calculation that
 * fails, or gets an error message it did not have, refuses the change at the field it comes from.
 */
@Injectable()
export class CatalogueGate {
  constructor(
    private readonly cache: CatalogueCache,
    private readonly ruleSets: RuleSetsService,
    private readonly workbench: RuleSetWorkbench,
    private readonly impact: ImpactAnalysis,
  ) {}

  /** The change as catalogues; a product that does not exist cannot be changed or removed (404). */
  async proposal(change: CatalogueChangeRequest): Promise<CatalogueProposal> {
    const current = await this.cache.snapshot();
    const before = current.tables.products.find((p) => p.id === change.id);
    if (!before && change.action !== 'create') throw ApiError.notFound(`Product ${change.id} does not exist`, 'product', change.id);
    const product = change.product;
    if (change.action !== 'delete' && !product)
      throw ApiError.badRequest('A product to save is required', [{ path: '/product', key: 'required', message: 'is required' }]);
    const after = change.action === 'delete' ? null : proposedRow({ ...product!, id: change.id }, priceCents(product!.price) ?? 0);
    const tables = changedTables(current.tables, change.id, after);
    const seed = changeHash([change.action, change.id, after]);
    return {
      current,
      before: snapshotData(current),
      after: proposedSnapshot(current, tables, changeHash([seed, current.id])),
      tables,
      row: { before, after },
      field: changedField(change, before, after),
      seed,
    };
  }

  /** The verdict on a change, with each problem at its field; nothing is saved. */
  async check(change: CatalogueChangeRequest): Promise<CatalogueCheckAnswer> {
    const started = Date.now();
    const proposal = await this.proposal(change);
    const published = await this.ruleSets.published(LIFT_SHAFT_RULE_SET);
    const problems = this.staticProblems(change, proposal, published);
    // Rules that name a product the catalogue would not have do not even compile with it: nothing to calculate.
    if (problems.some((p) => p.key === 'namedByRuleSet')) return { ok: false, problems, runs: 0, durationMs: Date.now() - started };
    const requests = [
      ...(await this.impact.fixtures(LIFT_SHAFT_RULE_SET)).map((fixture) => fixture.request()),
      ...gateRequests(proposal.before.catalogue, proposal),
    ];
    const changes = await this.workbench.compare(proposal.before, published, published, requests, proposal.after);
    problems.push(...calculationProblems(changes, proposal.field));
    return { ok: problems.length === 0, problems, runs: requests.length, durationMs: Date.now() - started };
  }

  /** Refuses (400, nothing saved) a change the gate finds problems with, whatever the client asked before. */
  async enforce(change: CatalogueChangeRequest): Promise<void> {
    const { problems } = await this.check(change);
    if (problems.length)
      throw ApiError.badRequest(
        `The product change is refused: ${problems.length} problem${problems.length === 1 ? '' : 's'}, the first at ${problems[0].path}: ${problems[0].message}`,
        problems,
        reason('catalogueChangeRefused', { count: problems.length }),
      );
  }

  /**
   * Product keys the published rules name (in a rule, a default or a test case) that the change
   * would remove or rename: the rules would not compile against the changed catalogue, or their
   * test cases would name a product that is gone, so nothing is calculated (nor its impact analysed).
   */
  namedKeys(change: CatalogueChangeRequest, proposal: CatalogueProposal, published: LoadedRuleSet): KeyedFieldProblem[] {
    const check = validateRuleSet(published.definition, {
      builtins: liftShaftBuiltins,
      inputs: LIFT_SHAFT_EXTRA_INPUTS,
      productKeys: proposal.after.catalogue.productKeys,
    });
    const keys = new Set(check.problems.filter((p) => p.code === 'UNKNOWN_PRODUCT').map((p) => String(p.params?.key ?? p.message)));
    const gone = proposal.row.before?.productKey;
    if (gone && gone !== proposal.row.after?.productKey && JSON.stringify(published.definition).includes(JSON.stringify(gone)))
      keys.add(gone);
    return [...keys].map((key) => ({
      path: change.action === 'delete' ? '/id' : '/productKey',
      key: 'namedByRuleSet',
      params: { value: key },
      message: `${key} is named by the published rule set and would no longer exist`,
    }));
  }

  private staticProblems(change: CatalogueChangeRequest, proposal: CatalogueProposal, published: LoadedRuleSet): KeyedFieldProblem[] {
    const named = this.namedKeys(change, proposal, published);
    return [...named, ...newGaps(proposal.current.tables, proposal.tables).map((gap) => gapProblem(gap, change))];
  }
}
