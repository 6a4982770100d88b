import type { PricedQuoteData } from '@lsp/contracts';
import { CUSTOMER_EDITABLE_STATES } from '@lsp/domain';
import type { PricedQuotes } from '../priced-quotes.js';
import type { CalculatedSave } from './calculated-save.js';
import type { SaveTarget } from './save-target.js';
import type { PlannedMove } from './state-move.js';

/**
 * The figures the project keeps after the save (docs/offered-figures.md): none while it is open; a
 * submitted project keeps those it was submitted with; priced when it is submitted, and one
 * submitted before its figures existed is priced now, marked backfilled.
 */
export async function offeredFigures(
  pricedQuotes: PricedQuotes,
  target: SaveTarget,
  move: PlannedMove,
  calculated: CalculatedSave,
): Promise<PricedQuoteData | null> {
  if (CUSTOMER_EDITABLE_STATES.includes(move.to)) return null;
  const wasSubmitted = target.existing !== null && !CUSTOMER_EDITABLE_STATES.includes(target.from);
  if (wasSubmitted && target.existing?.pricedQuote) return target.existing.pricedQuote;
  const { answer, products, pinned } = calculated;
  return pricedQuotes.price(
    {
      formValues: answer.formValues,
      nonStandard: products.filter((p) => p.productCategoryId === 'NONSTANDARDCOMPONENTS'),
      companyId: target.owningCompanyId,
    },
    pinned,
    answer,
    wasSubmitted,
  );
}
