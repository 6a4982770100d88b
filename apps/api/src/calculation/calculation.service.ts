import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import type { CalculationAnswer, CalculationRequest, Currency, DevicePrices, ProjectState } from '@lsp/contracts';
import {
  CUSTOMER_EDITABLE_STATES,
  checkFormValues,
  exchangeRateFor,
  fieldDefinition,
  nonStandardComponentProblems,
  type CalculationCatalogue,
  type LiftShaftCalculator,
} from '@lsp/domain';
import type { RuleSetDefinition } from '@lsp/rule-engine';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError } from '../common/api-error.js';
import { Company } from '../companies/company.entity.js';
import { CatalogueCache, type PricedCatalogueTables } from '../products/catalogue-cache.js';
import { RuleSetsService, type LoadedRuleSet } from '../rules/rule-sets.service.js';
import { CalculatorCache } from './calculator-cache.js';
import { calculationEvaluation, calculations } from '../metrics/instance-metrics.js';
import { evaluateRequest, type PricingInputs } from './evaluate-request.js';

export const LIFT_SHAFT_RULE_SET = 'lift-shaft';

/** A rule set to evaluate instead of the published one: a pinned version, or a draft in the backoffice. */
export type RuleSetChoice = Pick<LoadedRuleSet, 'definition' | 'cacheId'>;

/** The answer to a request, the tables it was computed with, and whether the rules failed (with the error). */
export interface EvaluatedRequest {
  answer: CalculationAnswer;
  tables: PricedCatalogueTables;
  failed: boolean;
  error?: unknown;
  /** The catalogue snapshot it was computed with (`CatalogueSnapshot.checksum`). */
  catalogueChecksum: string;
}

/** One rule set compiled for the catalogue and settings of now. */
export interface CalculationBench {
  calculator: LiftShaftCalculator;
  catalogue: CalculationCatalogue;
  tables: PricedCatalogueTables;
  /** The list prices and settings its requests are priced with, and so its rule set's tests (docs/rules.md#tests-with-prices). */
  pricing: PricingInputs;
  evaluate(request: CalculationRequest, options?: { explain?: boolean }): EvaluatedRequest;
}

/** What the browser needs to evaluate the rules itself: the published rule set and the catalogue. */
export interface BrowserRuleSet {
  ruleSet: RuleSetDefinition;
  catalogue: CalculationCatalogue;
  /** The snapshot the catalogue and the product data come from: an answer naming another one is newer. */
  catalogueChecksum: string;
}

@Injectable()
export class CalculationService {
  private readonly logger = new Logger('Calculation');
  private readonly calculators = new CalculatorCache();

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    private readonly catalogueCache: CatalogueCache,
    private readonly ruleSets: RuleSetsService,
  ) {}

  /** POST /api/calculation-v1: checks every form value, then evaluates the published rule set. */
  async calculate(user: AuthUser, request: CalculationRequest): Promise<CalculationAnswer> {
    const problems = [...checkFormValues(request.formValues), ...nonStandardComponentProblems(request.nonStandardComponents ?? [])];
    (request.changedFields ?? []).forEach((key, index) => {
      if (!fieldDefinition(key))
        problems.push({
          path: `/changedFields/${index}`,
          key: 'unknownFormField',
          params: { field: key },
          message: `'${key}' is not a known form field`,
        });
    });
    if (problems.length)
      throw ApiError.badRequest(`The calculation has invalid fields: ${problems.map((p) => p.path).join(', ')}`, problems);
    await this.checkCompany(user, request.companyId);
    const { answer, catalogueChecksum } = await this.evaluate(request);
    // An open calculator compares it with its own and loads a newer catalogue (docs/catalogue-cache.md#open-calculators).
    return { ...answer, catalogueChecksum };
  }

  /**
   * Evaluates the published rule set (or the one chosen) for a request that is already checked,
   * with the catalogue, prices and settings as they are now. Projects call this on every save.
   */
  async evaluate(request: CalculationRequest, options: { ruleSet?: RuleSetChoice; explain?: boolean } = {}): Promise<EvaluatedRequest> {
    return (await this.bench(options.ruleSet)).evaluate(request, options);
  }

  /**
   * A rule set compiled for the catalogue, prices and settings of now, to evaluate many requests
   * (the backoffice's test runs, impact analysis and fuzzing). Rule failures are logged only for
   * published versions: a failing draft is reported to the engineer, not to the operators.
   */
  async bench(choice?: RuleSetChoice): Promise<CalculationBench> {
    // Catalogue, prices and settings come from memory, forgotten at every change (CatalogueCache), so
    // a backoffice change applies to the next answer without a read per request.
    const [chosen, snapshot] = await Promise.all([choice ?? this.ruleSets.published(LIFT_SHAFT_RULE_SET), this.catalogueCache.snapshot()]);
    const ruleSet = chosen.definition;
    const { catalogue, tables } = snapshot;
    const calculator = this.calculators.get(ruleSet, catalogue, chosen.cacheId, snapshot.id);
    const logFailures = choice === undefined || !choice.cacheId.includes('draft');
    const log = (error: unknown) => {
      if (logFailures)
        this.logger.error(`The ${ruleSet.key} rules v${ruleSet.version} failed: ${error instanceof Error ? error.message : String(error)}`);
    };
    return {
      calculator,
      catalogue,
      tables,
      pricing: { listPriceCents: snapshot.listPriceCents, settings: snapshot.settings },
      evaluate: (request, options = {}) => {
        const started = performance.now();
        try {
          const evaluated = {
            ...evaluateRequest(calculator, snapshot, request, options.explain ?? true, log),
            tables,
            catalogueChecksum: snapshot.checksum,
          };
          calculations.inc({ outcome: 'answered' });
          return evaluated;
        } catch (error) {
          calculations.inc({ outcome: 'failed' });
          throw error;
        } finally {
          calculationEvaluation.observe((performance.now() - started) / 1000);
        }
      },
    };
  }

  /**
   * The rule set a project is calculated with (docs/design.md#submitted-projects): an open project (NEW, DRAFT,
   * MESSAGE_FROM_DH) with the published version; a submitted one with the version it was
   * submitted with, so its figures stay. Undefined means the published version.
   */
  async pinnedRuleSet(project: {
    state: ProjectState;
    ruleSetKey?: string | null;
    ruleSetVersion?: number | null;
  }): Promise<RuleSetChoice | undefined> {
    if (CUSTOMER_EDITABLE_STATES.includes(project.state) || !project.ruleSetKey || !project.ruleSetVersion) return undefined;
    return this.ruleSets.version(project.ruleSetKey, project.ruleSetVersion);
  }

  /** GET /api/calculation-v1/rule-set. */
  async browserRuleSet(user: AuthUser, companyId?: number): Promise<BrowserRuleSet> {
    await this.checkCompany(user, companyId);
    const [ruleSet, snapshot] = await Promise.all([this.ruleSets.publishedVersion(LIFT_SHAFT_RULE_SET), this.catalogueCache.snapshot()]);
    return { ruleSet, catalogue: snapshot.catalogue, catalogueChecksum: snapshot.checksum };
  }

  /**
   * GET /api/calculation-v1/prices: the list prices and settings a quote of the company in the
   * currency is priced with, for the device to price while offline (docs/offline.md).
   */
  async devicePrices(user: AuthUser, companyId: number, currency: Currency): Promise<DevicePrices> {
    await this.checkCompany(user, companyId);
    const snapshot = await this.catalogueCache.snapshot();
    const { exchangeRates, offerValidityWeeks, deliveryWorkdays } = snapshot.settings;
    return {
      // Every company is quoted the list prices today (docs/live-quote.md#what-the-answer-carries-for-it).
      priceList: { kind: 'list' },
      currency,
      exchangeRate: exchangeRateFor(currency, exchangeRates),
      listPriceCents: { ...snapshot.listPriceCents },
      offerValidityWeeks,
      deliveryWorkdays,
      asOf: new Date().toISOString(),
    };
  }

  /** Customers calculate for their own company; admins for any that exists. Others: 404. */
  private async checkCompany(user: AuthUser, companyId: number | undefined): Promise<void> {
    if (companyId === undefined) return;
    const isAdmin = user.groups.includes('Admin');
    if (!isAdmin && companyId !== user.companyId) throw ApiError.notFound(`No company ${companyId}`, 'company', companyId);
    if (isAdmin && !(await this.em.count(Company, { id: companyId })))
      throw ApiError.notFound(`No company ${companyId}`, 'company', companyId);
  }
}
