import { useMemo } from 'react';
import type { CalculatorData } from './use-calculator-load';

/** What the tabs look up by key in the loaded data: products, groups, components, and the rules' texts and constants for "Why?". */
export function useCalculatorLookups(data: CalculatorData) {
  return useMemo(
    () => ({
      productsByKey: new Map(data.productData.products.flatMap((p) => (p.productKey ? [[p.productKey, p] as const] : []))),
      groupsById: new Map(data.productData.productGroups.map((g) => [g.id, g])),
      componentsByKey: new Map(data.ruleSet.catalogue.components.map((c) => [c.productKey, c])),
      ruleDescriptions: ruleDescriptionsOf(data.ruleSet.ruleSet),
      ruleConstants: ruleConstantsOf(data.ruleSet.ruleSet),
      adjustableQuantities: data.calculator.provenance.adjustableQuantities,
      setField: data.calculator.provenance.setField,
    }),
    [data],
  );
}

/** Rule descriptions by id, for "Why?". */
function ruleDescriptionsOf(ruleSet: Record<string, unknown>): Map<string, string> {
  const stages = Array.isArray(ruleSet.stages) ? (ruleSet.stages as { rules?: { id?: string; description?: string }[] }[]) : [];
  return new Map(
    stages.flatMap((stage) =>
      (stage.rules ?? []).flatMap((rule) => (rule.id && rule.description ? [[rule.id, rule.description] as const] : [])),
    ),
  );
}

/** The rule set's constants, for the figures "Why?" names (an empty set when it has none). */
function ruleConstantsOf(ruleSet: Record<string, unknown>): Record<string, unknown> {
  const constants = ruleSet.constants;
  return constants !== null && typeof constants === 'object' && !Array.isArray(constants) ? (constants as Record<string, unknown>) : {};
}
