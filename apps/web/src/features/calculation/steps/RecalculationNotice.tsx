import { Alert, AlertTitle, List, ListItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../cost-calculation/money';
import { useCalculatorTexts } from '../fields/texts';
import { changedValues } from '../state/form-state';
import type { CalculatorState } from '../state/calculator-state';
import type { LoadedProject } from '../state/loaded-project';
import type { CalculatorData } from '../state/use-calculator-load';

export interface Recalculation {
  fromVersion: number;
  toVersion: number;
  changes: { key: string; from: unknown; to: unknown }[];
  /** Ventilation products stored with the project against those the current rules select. */
  products: { productKey: string; from: number; to: number }[];
  /** The total (euro cents) when the project was last saved: today's prices may differ. */
  totalBefore: number | null;
}

/**
 * An open project is recalculated on opening with today's rules and prices; the user is told what
 * changed (docs/offered-figures.md): values and products a newer rule-set version changes, and the
 * total when prices changed. Submitted projects keep their figures: no notice.
 */
export function recalculationChanges(data: CalculatorData, loaded: LoadedProject, state: CalculatorState): Recalculation | null {
  const project = data.project;
  if (!project?.ruleSet) return null;
  if (!['NEW', 'DRAFT', 'MESSAGE_FROM_DH'].includes(project.state)) return null;
  const keyById = new Map(data.ruleSet.catalogue.components.map((c) => [String(c.id), c.productKey]));
  const before = new Map(
    project.products.filter((p) => p.productCategoryId === 'VENTCOMP').map((p) => [keyById.get(p.productId) ?? p.productId, p.quantity]),
  );
  const after = new Map(state.answer.selectedProducts.filter((p) => p.category === 'VENTCOMP').map((p) => [p.productKey, p.quantity]));
  const products = [...new Set([...before.keys(), ...after.keys()])]
    .map((productKey) => ({ productKey, from: before.get(productKey) ?? 0, to: after.get(productKey) ?? 0 }))
    .filter((p) => p.from !== p.to);
  return {
    fromVersion: project.ruleSet.version,
    toVersion: data.ruleSet.ruleSet.version,
    changes: changedValues(loaded.values, state.values),
    products,
    totalBefore: project.totalCents,
  };
}

/**
 * @param totalNow the euro total of today's first quote for the project as loaded (before the user
 * changed anything); undefined until it has come
 */
export function RecalculationNotice({ changes, totalNow }: { changes: Recalculation; totalNow: number | undefined }) {
  const { t, fieldLabel, optionLabel } = useCalculatorTexts();
  const { i18n } = useTranslation();
  const newRules = changes.fromVersion !== changes.toVersion;
  const priced = totalNow !== undefined && changes.totalBefore !== null && totalNow !== changes.totalBefore;
  if (!newRules && !priced) return null;
  const nothing = changes.changes.length === 0 && changes.products.length === 0 && !priced;
  const money = (cents: number) => formatMoney(cents, 'EUR', i18n.language);
  return (
    <Alert severity="info" data-testid="recalculated">
      <AlertTitle>
        {newRules
          ? t('calculator.recalculated.title', { from: String(changes.fromVersion), to: String(changes.toVersion) })
          : t('calculator.recalculated.pricesTitle')}
      </AlertTitle>
      {/* Until today's quote has come, the total is not known: "nothing changed" waits for it. */}
      {nothing ? (
        totalNow !== undefined && <Typography variant="body2">{t('calculator.recalculated.nothing')}</Typography>
      ) : (
        <List dense disablePadding>
          {priced && (
            <ListItem disableGutters data-testid="recalculated-total">
              {t('calculator.recalculated.total', { from: money(changes.totalBefore!), to: money(totalNow) })}
            </ListItem>
          )}
          {changes.changes.map((c) => (
            <ListItem key={c.key} disableGutters>
              {t('calculator.recalculated.value', {
                field: fieldLabel(c.key),
                from: optionLabel(c.key, c.from),
                to: optionLabel(c.key, c.to),
              })}
            </ListItem>
          ))}
          {changes.products.map((p) => (
            <ListItem key={p.productKey} disableGutters>
              {t('calculator.recalculated.product', { product: p.productKey, from: String(p.from), to: String(p.to) })}
            </ListItem>
          ))}
        </List>
      )}
    </Alert>
  );
}
