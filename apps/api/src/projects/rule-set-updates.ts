import { Injectable } from '@nestjs/common';
import type { NonStandardComponentData, RuleSetUpdateData } from '@lsp/contracts';
import { CUSTOMER_EDITABLE_STATES } from '@lsp/domain';
import { fromCents } from '@lsp/rule-engine';
import { CalculationService } from '../calculation/calculation.service.js';
import { RuleSetsService } from '../rules/rule-sets.service.js';
import type { Project } from './project.entity.js';
import { ProjectsRepository } from './projects.repository.js';

/**
 * What a newer rule-set version changes for an open project (docs/design.md#submitted-projects): the project
 * is calculated with the version it was last calculated with and with the published one; the
 * customer app recalculates on opening and shows this. Submitted projects keep their version.
 */
@Injectable()
export class RuleSetUpdates {
  constructor(
    private readonly calculation: CalculationService,
    private readonly ruleSets: RuleSetsService,
    private readonly repository: ProjectsRepository,
  ) {}

  async of(project: Project): Promise<RuleSetUpdateData | undefined> {
    if (!CUSTOMER_EDITABLE_STATES.includes(project.state) || !project.ruleSetKey || !project.ruleSetVersion) return undefined;
    const current = await this.ruleSets.published(project.ruleSetKey);
    if (current.version === project.ruleSetVersion) return undefined;
    const pinned = await this.ruleSets.version(project.ruleSetKey, project.ruleSetVersion).catch(() => undefined);
    if (!pinned) return undefined;
    const nonStandardComponents: NonStandardComponentData[] = (await this.repository.products(project.id))
      .filter((p) => p.productCategoryId === 'NONSTANDARDCOMPONENTS')
      .map((p) => ({
        productId: p.productId,
        description: p.description ?? '',
        price: fromCents(Number(p.priceCents ?? 0)),
        quantity: Number(p.quantity),
      }));
    const request = { formValues: project.formValues, nonStandardComponents, companyId: project.owningCompanyId, currency: 'EUR' as const };
    const [before, after] = await Promise.all([
      this.calculation.evaluate(request, { ruleSet: pinned, explain: false }),
      this.calculation.evaluate(request, { ruleSet: current, explain: false }),
    ]);
    const quantities = (answer: typeof before.answer) => new Map(answer.selectedProducts.map((p) => [p.productKey, p.quantity]));
    const [a, b] = [quantities(before.answer), quantities(after.answer)];
    const products = [...new Set([...a.keys(), ...b.keys()])]
      .sort()
      .filter((key) => a.get(key) !== b.get(key))
      .map((productKey) => ({ productKey, before: a.get(productKey) ?? 0, after: b.get(productKey) ?? 0 }));
    return {
      from: { key: project.ruleSetKey, version: project.ruleSetVersion },
      to: { key: project.ruleSetKey, version: current.version },
      totalCentsBefore: before.answer.costs?.categories.total ?? null,
      totalCentsAfter: after.answer.costs?.categories.total ?? null,
      products,
    };
  }
}
