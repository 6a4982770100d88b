import type { AdminProject, AdminProjectSummary, CalculationAnswer, Company as CompanyData } from '@lsp/contracts';
import { fromCents, transitionsFrom } from '@lsp/domain';
import type { Project, ProjectAuditEvent } from '../../projects/project.entity.js';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const euros = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : fromCents(Number(cents)));

export function presentAdminProjectSummary(project: Project, company: CompanyData | undefined): AdminProjectSummary {
  return {
    id: project.id,
    name: project.name,
    state: project.state,
    owningCompanyId: project.owningCompanyId,
    owningCompanyName: company?.name ?? '',
    createdAt: project.createdAt.toISOString(),
    createdBy: project.createdBy,
    createdByName: project.createdByName,
    updatedAt: project.updatedAt.toISOString(),
    offerNumber: project.offerNumber ?? null,
    orderNumber: project.orderNumber ?? null,
    total: euros(project.totalCents),
    lastReportingAt: iso(project.lastReportingAt),
    deletedAt: iso(project.deletedAt),
    version: project.version,
  };
}

/** The moves staff may make from a state (docs/design.md#project-states), with the number each needs. */
export function staffMovesFrom(state: Project['state']): AdminProject['allowedStates'] {
  return transitionsFrom(state, 'admin').map((t) => ({
    to: t.to,
    needs: t.needs === 'offerNumber' || t.needs === 'orderNumber' ? t.needs : null,
  }));
}

export function presentHistory(events: readonly ProjectAuditEvent[]): AdminProject['history'] {
  return events.map((e) => ({
    field: e.field,
    from: e.fromValue ?? null,
    to: e.toValue ?? null,
    userName: e.userName,
    at: e.at.toISOString(),
    message: e.message ?? null,
  }));
}

/** The quote of a calculation in euros, for the backoffice to show. */
export function presentCosts(costs: CalculationAnswer['costs']): AdminProject['costs'] {
  if (!costs) return null;
  return {
    currency: costs.currency,
    total: fromCents(costs.categories.total),
    categories: Object.fromEntries(Object.entries(costs.categories).map(([key, cents]) => [key, euros(cents as number | null)])),
    lines: costs.lines.map((l) => ({
      productKey: l.productKey,
      quantity: l.quantity,
      unitPrice: fromCents(l.unitPrice),
      total: fromCents(l.total),
      category: l.category,
    })),
  };
}
