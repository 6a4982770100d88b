import type { CalculationAnswer, FormValueData, KeyedFieldProblem, NonStandardComponentData, SaveProjectRequest } from '@lsp/contracts';
import { toCents } from '@lsp/rule-engine';
import type { CalculationService, RuleSetChoice } from '../../calculation/calculation.service.js';
import type { PricedCatalogueTables } from '../../products/catalogue-cache.js';
import { ApiError, ErrorCode, reason } from '../../common/api-error.js';
import { nonStandardOf } from './save-request.js';
import type { SaveTarget } from './save-target.js';

/** A product row as a save stores it: the rules' ventilation components and the person's non-standard ones. */
export interface StoredProduct {
  productId: string;
  productCategoryId: 'VENTCOMP' | 'NONSTANDARDCOMPONENTS';
  quantity: number;
  priceCents: number | null;
  description: string | null;
}

/** The server's own calculation of what a save stores, with the rule set it used. */
export interface CalculatedSave {
  answer: CalculationAnswer;
  products: StoredProduct[];
  /** The rule-set version a submitted project keeps (docs/design.md#submitted-projects); none while it is open. */
  pinned: RuleSetChoice | undefined;
}

/**
 * Calculates the project again with the catalogue and prices of now, as the save will store it;
 * refuses ventilation components the catalogue does not have (400, at each).
 */
export async function calculateForSave(
  calculation: CalculationService,
  request: SaveProjectRequest,
  target: SaveTarget,
): Promise<CalculatedSave> {
  const nonStandard = nonStandardOf(request);
  const pinned = target.existing ? await calculation.pinnedRuleSet(target.existing) : undefined;
  const { answer, tables, failed } = await calculation.evaluate(
    { formValues: request.formValues, nonStandardComponents: nonStandard, companyId: target.owningCompanyId, currency: 'EUR' },
    pinned ? { ruleSet: pinned } : {},
  );
  // The rules failing is our fault, not the input's: keep what is stored rather than save an empty calculation.
  // The message is the calculator's text key; the field the failure names is pointed at, for the user to look at.
  if (failed)
    throw new ApiError(
      ErrorCode.Internal,
      'calculation.failed',
      failedField(request.formValues, answer.messages),
      reason('calculationFailed'),
    );
  checkVentilationProducts(request, tables);
  return { answer, products: storedProducts(answer, tables, nonStandard), pinned };
}

function checkVentilationProducts(request: SaveProjectRequest, tables: PricedCatalogueTables): void {
  const ventilationCategory = tables.categories.find((c) => c.key === 'VENTCOMP')?.id;
  const ventilationGroups = new Set(tables.groups.filter((g) => g.productCategoryId === ventilationCategory).map((g) => g.id));
  const ventilationIds = new Set(tables.products.filter((p) => ventilationGroups.has(p.productGroupId)).map((p) => String(p.id)));
  const unknown = request.products.flatMap((p, index): KeyedFieldProblem[] =>
    p.productCategoryId === 'VENTCOMP' && !ventilationIds.has(p.productId)
      ? [
          {
            path: `/products/${index}/productId`,
            key: 'unknownReference',
            params: { value: p.productId },
            message: `${p.productId} is not a ventilation component of the catalogue`,
          },
        ]
      : [],
  );
  if (unknown.length) throw ApiError.badRequest('The project has unknown products', unknown);
}

function storedProducts(
  answer: CalculationAnswer,
  tables: PricedCatalogueTables,
  nonStandard: readonly NonStandardComponentData[],
): StoredProduct[] {
  const catalogue = new Map(tables.products.flatMap((p) => (p.productKey ? [[p.productKey, p] as const] : [])));
  return [
    ...answer.selectedProducts
      .filter((p) => p.category === 'VENTCOMP')
      .map((p) => ({
        productId: String(catalogue.get(p.productKey)?.id ?? p.productKey),
        productCategoryId: 'VENTCOMP' as const,
        quantity: p.quantity,
        priceCents: catalogue.get(p.productKey)?.listPriceCents ?? null,
        description: null,
      })),
    ...nonStandard.map((n) => ({
      productId: n.productId!,
      productCategoryId: 'NONSTANDARDCOMPONENTS' as const,
      quantity: n.quantity,
      priceCents: toCents(n.price),
      description: n.description,
    })),
  ];
}

/** The form value a failed calculation names (`calculation.failed` with a field), as a problem at its place in the request. */
function failedField(
  formValues: readonly FormValueData[],
  messages: readonly { key: string; field?: string; params: Record<string, unknown> }[],
): KeyedFieldProblem[] | undefined {
  const failure = messages.find((m) => m.key === 'calculation.failed');
  const index = failure?.field === undefined ? -1 : formValues.findIndex((v) => v.key === failure.field);
  if (!failure || index < 0) return undefined;
  const rule = typeof failure.params.rule === 'string' ? ` (rule ${failure.params.rule})` : '';
  return [
    {
      path: `/formValues/${index}/value`,
      key: 'calculationFailed',
      params: { field: failure.field! },
      message: `the calculation rules failed on this ${failure.field} value${rule}`,
    },
  ];
}
