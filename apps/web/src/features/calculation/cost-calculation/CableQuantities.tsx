import { useState } from 'react';
import { WarningAmber } from '@mui/icons-material';
import { Button, Grid, Stack, Typography } from '@mui/material';
import { MAX_COUNT, reportCountProblem } from '../fields/CountField';
import { CountInput } from '../fields/CountInput';
import { useCalculatorTexts } from '../fields/texts';
import { useCalculator } from '../state/calculator-context';
import { quantityOf } from '../state/form-state';

type Adjustable = readonly { field: string; product: string }[];

/** Whether the person set a cable quantity by hand; the cables and their fields are the rule set's (docs/domain.md#cables). */
export const cablesAdjusted = (values: Readonly<Record<string, unknown>>, cables: Adjustable): boolean =>
  cables.some(({ field }) => typeof values[field] === 'number');

/**
 * The cable quantity button (docs/design.md#calculator-steps): toggles between the default quantities and adjusted
 * ones. The warning mark shows once a quantity differs from the standard one: not the moment the
 * fields open with the standard quantities in them. A project loaded with adjusted quantities shows it,
 * as their standard is not known then.
 */
export function CableQuantities() {
  const { state, act, editable, productsByKey, adjustableQuantities: cables } = useCalculator();
  const { t, productName } = useCalculatorTexts();
  const adjusted = cablesAdjusted(state.values, cables);
  /** The standard quantities the fields opened with, by field. */
  const [standard, setStandard] = useState<Record<string, number> | null>(null);
  const differs = adjusted && (standard === null || cables.some(({ field }) => (state.values[field] ?? 0) !== (standard[field] ?? 0)));
  const toggle = () => {
    const standards = Object.fromEntries(cables.map(({ product, field }) => [field, quantityOf(state.answer, product)]));
    const changes = adjusted ? Object.fromEntries(cables.map(({ field }) => [field, null])) : standards;
    setStandard(adjusted ? null : standards);
    act({ type: 'change', changes });
  };
  return (
    <Stack spacing={2}>
      {/* On a phone the warning goes below the button, and the button's text wraps inside its outline, icon and all. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
        <Button
          variant="outlined"
          onClick={toggle}
          disabled={!editable}
          data-testid="cable-toggle"
          startIcon={differs ? <WarningAmber color="warning" /> : undefined}
          sx={{ textAlign: 'left', maxWidth: '100%', flexShrink: 0 }}
        >
          {adjusted ? t('calculator.cables.adjusted') : t('calculator.cables.default')}
        </Button>
        {differs && (
          <Typography variant="body2" color="warning.main" data-testid="cables-adjusted-warning">
            {t('calculator.cables.warning')}
          </Typography>
        )}
      </Stack>
      <Grid container spacing={2}>
        {cables.map(({ product: key, field }) => {
          const value = state.values[field];
          const label = t('calculator.cables.quantityOf', { cable: productName(productsByKey.get(key), key) });
          return (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
              {adjusted ? (
                <CountInput
                  id={`field-${field}`}
                  label={label}
                  value={typeof value === 'number' ? value : 0}
                  max={MAX_COUNT}
                  disabled={!editable}
                  initialText={state.textProblems[field] ? state.texts[field] : undefined}
                  onChange={(count) => act({ type: 'change', changes: { [field]: count } })}
                  onProblem={reportCountProblem(act, field, MAX_COUNT)}
                  onBlur={() => act({ type: 'touch', key: field })}
                />
              ) : (
                <Typography data-testid={`cable-${key}`}>
                  {label}: {quantityOf(state.answer, key)}
                </Typography>
              )}
            </Grid>
          );
        })}
      </Grid>
    </Stack>
  );
}
