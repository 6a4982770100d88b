import { Alert, AlertTitle, List, ListItem, Typography } from '@mui/material';
import { useCalculatorTexts } from '../fields/texts';
import { changedValues, type FormValues } from '../state/form-state';
import type { CalculatorState } from '../state/calculator-reducer';
import type { LoadedProject } from '../state/loaded-project';
import type { CalculatorData } from '../state/use-calculator-load';

export interface Recalculation {
  fromVersion: number;
  toVersion: number;
  changes: { key: string; from: unknown; to: unknown }[];
  /** Ventilation products stored with the project against those the current rules select. */
  products: { productKey: string; from: number; to: number }[];
}

/**
 * A draft last calculated with an older rule-set version is recalculated on opening; the user is
 * told what changed (design.md section 7). Submitted projects keep their figures: no notice.
 */
export function recalculationChanges(data: CalculatorData, loaded: LoadedProject, state: CalculatorState): Recalculation | null {
  const project = data.project;
  if (!project?.ruleSet || project.ruleSet.version === data.ruleSet.ruleSet.version) return null;
  if (!['NEW', 'DRAFT', 'MESSAGE_FROM_DH'].includes(project.state)) return null;
  const keyById = new Map(data.ruleSet.catalogue.components.map((c) => [String(c.id), c.productKey]));
  const before = new Map(project.products.filter((p) => p.productCategoryId === 'VENTCOMP').map((p) => [keyById.get(p.productId) ?? p.productId, p.quantity]));
  const after = new Map(state.answer.selectedProducts.filter((p) => p.category === 'VENTCOMP').map((p) => [p.productKey, p.quantity]));
  const products = [...new Set([...before.keys(), ...after.keys()])]
    .map((productKey) => ({ productKey, from: before.get(productKey) ?? 0, to: after.get(productKey) ?? 0 }))
    .filter((p) => p.from !== p.to);
  return {
    fromVersion: project.ruleSet.version, toVersion: data.ruleSet.ruleSet.version,
    changes: changedValues(loaded.values as FormValues, state.values), products,
  };
}

export function RecalculationNotice({ changes }: { changes: Recalculation }) {
  const { t, fieldLabel, optionLabel } = useCalculatorTexts();
  const nothing = changes.changes.length === 0 && changes.products.length === 0;
  return (
    <Alert severity="info" data-testid="recalculated">
      <AlertTitle>{t('calculator.recalculated.title', { from: String(changes.fromVersion), to: String(changes.toVersion) })}</AlertTitle>
      {nothing ? <Typography variant="body2">{t('calculator.recalculated.nothing')}</Typography> : (
        <List dense disablePadding>
          {changes.changes.map((c) => <ListItem key={c.key} disableGutters>{t('calculator.recalculated.value', { field: fieldLabel(c.key), from: optionLabel(c.key, c.from), to: optionLabel(c.key, c.to) })}</ListItem>)}
          {changes.products.map((p) => <ListItem key={p.productKey} disableGutters>{t('calculator.recalculated.product', { product: p.productKey, from: String(p.from), to: String(p.to) })}</ListItem>)}
        </List>
      )}
    </Alert>
  );
}
