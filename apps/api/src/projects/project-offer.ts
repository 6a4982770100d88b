import type { ProjectOfferData } from '@lsp/contracts';
import { validUntil } from '../export/locale-format.js';
import type { Project } from './project.entity.js';

/**
 * The offer as the customer reads it (docs/projects.md, "Offers"): its number, the day staff made
 * it, its last day (the validity weeks of the figures the project was submitted with, counted on
 * the provider's calendar like the quote documents) and what staff wrote with it.
 */
export function offerOf(project: Project, made: { at: Date; message: string | null }): ProjectOfferData {
  const weeks = project.pricedQuote?.costs.EUR?.offerValidityWeeks ?? null;
  return {
    number: project.offerNumber ?? '',
    at: made.at.toISOString(),
    validUntil: weeks === null ? null : validUntil(made.at, weeks).toISOString().slice(0, 10),
    message: made.message,
  };
}
