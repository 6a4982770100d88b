import type { CalculationAnswer, RuleSetImpactItem } from '@lsp/contracts';

/** How one request's answer changes between two rule sets: the part of an impact item that is not the subject. */
export type AnswerChange = Pick<
  RuleSetImpactItem,
  'currency' | 'totalBefore' | 'totalAfter' | 'difference' | 'percent' | 'products' | 'error' | 'newErrors'
> & { failedBefore?: true };

const productQuantities = (answer: CalculationAnswer) => new Map(answer.selectedProducts.map((p) => [p.productKey, p.quantity]));

/** The product quantities that differ between two answers, by product key. */
export function productChanges(before: CalculationAnswer, after: CalculationAnswer): RuleSetImpactItem['products'] {
  const a = productQuantities(before);
  const b = productQuantities(after);
  return [...new Set([...a.keys(), ...b.keys()])]
    .sort()
    .filter((key) => a.get(key) !== b.get(key))
    .map((productKey) => ({ productKey, before: a.get(productKey) ?? 0, after: b.get(productKey) ?? 0 }));
}

const messageId = (m: { key: string; params: Record<string, unknown> }) => `${m.key}${JSON.stringify(m.params)}`;
const plainParams = (params: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(params).flatMap(([name, value]) =>
      typeof value === 'string' || typeof value === 'number' ? [[name, value] as [string, string | number]] : [],
    ),
  );

/** Error messages of `after` that `before` does not have (same key and figures). */
export function newErrors(before: CalculationAnswer, after: CalculationAnswer): NonNullable<AnswerChange['newErrors']> {
  const known = new Set(before.messages.filter((m) => m.level === 'error').map(messageId));
  return after.messages
    .filter((m) => m.level === 'error' && !known.has(messageId(m)))
    .map((m) => ({ key: m.key, params: plainParams(m.params) }));
}

/**
 * The published answer against the draft's: totals, their difference, changed products, the
 * draft's error, error messages it has anew, and whether the published one failed too.
 */
export function answerChange(before: CalculationAnswer, after: CalculationAnswer, error?: string, failedBefore = false): AnswerChange {
  const added = newErrors(before, after);
  const totalBefore = before.costs?.categories.total ?? null;
  const totalAfter = after.costs?.categories.total ?? null;
  const difference = totalBefore !== null && totalAfter !== null ? totalAfter - totalBefore : null;
  const percent = difference !== null && totalBefore ? Math.round((difference / totalBefore) * 1000) / 10 : null;
  return {
    currency: after.costs?.currency ?? before.costs?.currency ?? 'EUR',
    totalBefore,
    totalAfter,
    difference,
    percent,
    products: productChanges(before, after),
    ...(error ? { error } : {}),
    ...(added.length ? { newErrors: added } : {}),
    ...(failedBefore ? { failedBefore: true as const } : {}),
  };
}
