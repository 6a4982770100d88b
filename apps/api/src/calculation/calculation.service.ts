import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import type { CalculationAnswer, CalculationRequest } from '@lsp/contracts';
import { calculationCatalogue, checkFormValues, costContext, fieldDefinition, type CalculationCatalogue } from '@lsp/domain';
import type { RuleSetDefinition } from '@lsp/rule-engine';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError } from '../common/api-error.js';
import { Company } from '../companies/company.entity.js';
import { ProductsService, type PricedCatalogueTables } from '../products/products.service.js';
import { RuleSetsService } from '../rules/rule-sets.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { CalculatorCache } from './calculator-cache.js';

export const LIFT_SHAFT_RULE_SET = 'lift-shaft';

/** What the browser needs to evaluate the rules itself: the published rule set and the catalogue. */
export interface BrowserRuleSet {
  ruleSet: RuleSetDefinition;
  catalogue: CalculationCatalogue;
}

@Injectable()
export class CalculationService {
  private readonly logger = new Logger('Calculation');
  private readonly calculators = new CalculatorCache();

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    private readonly products: ProductsService,
    private readonly ruleSets: RuleSetsService,
    private readonly settings: SettingsService,
  ) {}

  /** POST /api/calculation-v1: checks every form value, then evaluates the published rule set. */
  async calculate(user: AuthUser, request: CalculationRequest): Promise<CalculationAnswer> {
    const problems = checkFormValues(request.formValues);
    (request.changedFields ?? []).forEach((key, index) => {
      if (!fieldDefinition(key)) problems.push({ path: `/changedFields/${index}`, message: `'${key}' is not a known form field` });
    });
    if (problems.length) throw ApiError.badRequest(`The calculation has invalid fields: ${problems.map((p) => p.path).join(', ')}`, problems);
    await this.checkCompany(user, request.companyId);
    return (await this.evaluate(request)).answer;
  }

  /**
   * Evaluates the published rule set for a request that is already checked, with the catalogue,
   * prices and settings as they are now. Projects call this on every save.
   */
  async evaluate(request: CalculationRequest): Promise<{ answer: CalculationAnswer; tables: PricedCatalogueTables; failed: boolean }> {
    // Catalogue, prices and settings are read per request, so backoffice changes apply to the next answer.
    const [ruleSet, tables, settings] = await Promise.all([
      this.ruleSets.publishedVersion(LIFT_SHAFT_RULE_SET), this.products.catalogueTables(), this.settings.record(),
    ]);
    const calculator = this.calculators.get(ruleSet, calculationCatalogue(tables));
    const listPriceCents = Object.fromEntries(tables.products.flatMap((p) => (p.productKey ? [[p.productKey, p.listPriceCents]] : [])));
    const { exchangeRates, offerValidityWeeks, deliveryWorkdays } = settings;
    let failed = false;
    const answer = calculator.calculate(request.formValues, {
      changedFields: request.changedFields ?? [],
      costs: costContext(request, listPriceCents, { exchangeRates, offerValidityWeeks: offerValidityWeeks ?? null, deliveryWorkdays }),
      onFailure: (error) => {
        failed = true;
        this.logger.error(`The ${ruleSet.key} rules v${ruleSet.version} failed: ${error instanceof Error ? error.message : String(error)}`);
      },
    });
    return { answer, tables, failed };
  }

  /** GET /api/calculation-v1/rule-set. */
  async browserRuleSet(user: AuthUser, companyId?: number): Promise<BrowserRuleSet> {
    await this.checkCompany(user, companyId);
    const [ruleSet, tables] = await Promise.all([this.ruleSets.publishedVersion(LIFT_SHAFT_RULE_SET), this.products.catalogueTables()]);
    return { ruleSet, catalogue: calculationCatalogue(tables) };
  }

  /** Customers calculate for their own company; admins for any that exists. Others: 404. */
  private async checkCompany(user: AuthUser, companyId: number | undefined): Promise<void> {
    if (companyId === undefined) return;
    const isAdmin = user.groups.includes('Admin');
    if (!isAdmin && companyId !== user.companyId) throw ApiError.notFound(`No company ${companyId}`);
    if (isAdmin && !(await this.em.count(Company, { id: companyId }))) throw ApiError.notFound(`No company ${companyId}`);
  }
}
