import { Alert, AlertTitle, List, ListItem } from '@mui/material';
import { useCalculator } from '../state/calculator-context';
import type { ChoiceReset, ResetReason } from '../state/choice-resets';
import { useCalculatorTexts } from '../fields/texts';

/** A number in the screen's language: de 104.000, en 104,000, pl 104 000. */
const formatNumber = (value: number, language: string) => new Intl.NumberFormat(language, { useGrouping: 'always' }).format(value);

/**
 * Says which of the user's choices the rules took back and why ("Ihre Auswahl 1 × … 470x360
 * wurde zurückgesetzt, weil …"), and, when a set leaves, what it had decided and what holds now
 * (the default, or the person's earlier choice again; docs/customer-app.md#sets-leave-cleanly). The region is always there, so screen readers announce it politely
 * when it fills.
 */
export function ChoiceResetNotice() {
  const { state, act, productsByKey, componentsByKey, setField } = useCalculator();
  const { t, i18n, fieldLabel, optionLabel, productName } = useCalculatorTexts();
  const because = (reason: ResetReason): string => {
    switch (reason.kind) {
      case 'changed':
        return t('calculator.reset.because.changed', { field: fieldLabel(reason.field) });
      case 'area':
        return t('calculator.reset.because.area', { area: formatNumber(reason.area, i18n.language) });
      case 'noArea':
        return t('calculator.reset.because.noArea');
      case 'unavailable':
        return t('calculator.reset.because.unavailable');
      case 'set':
        return t('calculator.reset.because.set', { set: productName(productsByKey.get(reason.set), reason.set) });
      default: {
        const unknown: never = reason;
        return String(unknown);
      }
    }
  };
  // A set is a product: named as the catalogue names it, not by its key.
  const valueName = (field: string, value: unknown): string =>
    field === setField && typeof value === 'string' ? productName(productsByKey.get(value), value) : optionLabel(field, value);
  const sentence = (reset: ChoiceReset): string => {
    if (reset.kind === 'quantity') {
      const name = productName(productsByKey.get(reset.productKey), reset.productKey);
      const size = componentsByKey.get(reset.productKey)?.bxH;
      const product = size && !name.includes(size) ? `${name} ${size}` : name;
      const key = reset.pending ? 'calculator.reset.quantityPending' : 'calculator.reset.quantity';
      return t(key, { quantity: formatNumber(reset.quantity, i18n.language), product, reason: because(reset.reason) });
    }
    if (reset.kind === 'setSupplies') {
      return t('calculator.reset.setSupplies', {
        set: productName(productsByKey.get(reset.set), reset.set),
        field: fieldLabel(reset.field),
        value: reset.value === true ? t('calculator.reset.on') : formatNumber(Number(reset.value), i18n.language),
      });
    }
    const to =
      reset.to === null || reset.to === undefined || reset.to === '' ? t('calculator.reset.nothing') : valueName(reset.field, reset.to);
    if (reset.kind === 'setDecides') {
      return t('calculator.reset.setDecides', {
        set: productName(productsByKey.get(reset.set), reset.set),
        field: fieldLabel(reset.field),
        from: valueName(reset.field, reset.from),
        to,
      });
    }
    if (reset.kind === 'setLeft') {
      return t('calculator.reset.setLeft', {
        set: productName(productsByKey.get(reset.set), reset.set),
        field: fieldLabel(reset.field),
        from: valueName(reset.field, reset.from),
        to: t(reset.restored ? 'calculator.reset.setLeftEarlier' : 'calculator.reset.setLeftDefault', { value: to }),
      });
    }
    return t(reset.pending ? 'calculator.reset.valuePending' : 'calculator.reset.value', {
      field: fieldLabel(reset.field),
      from: valueName(reset.field, reset.from),
      to,
      reason: because(reset.reason),
    });
  };
  return (
    <div aria-live="polite" data-testid="choice-resets">
      {state.resets.length > 0 && (
        <Alert severity="warning" onClose={() => act({ type: 'dismiss-resets' })} closeText={t('calculator.reset.dismiss')}>
          <AlertTitle>
            {t(
              state.resets.every((reset) => reset.kind === 'setLeft')
                ? 'calculator.reset.titleSetLeft'
                : state.resets.every(
                      (reset) =>
                        reset.kind === 'setSupplies' ||
                        reset.kind === 'setDecides' ||
                        (reset.kind === 'quantity' && reset.reason.kind === 'set'),
                    )
                  ? 'calculator.reset.titleSetChosen'
                  : state.resets.every((reset) => reset.pending)
                    ? 'calculator.reset.titlePending'
                    : 'calculator.reset.title',
            )}
          </AlertTitle>
          <List dense disablePadding>
            {state.resets.map((reset) => (
              <ListItem key={reset.kind === 'quantity' ? reset.productKey : reset.field} disableGutters>
                {sentence(reset)}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
    </div>
  );
}
