import { memo } from 'react';
import { Checkbox, FormControlLabel } from '@mui/material';
import { useCalculator, type CalculatorContextValue } from '../state/calculator-context';
import { useCalculatorTexts } from './texts';

/** A yes/no form value. */
export function CheckboxField({ field, label }: { field: string; label?: string }) {
  const { state, act, editable } = useCalculator();
  const { fieldLabel } = useCalculatorTexts();
  return <Check field={field} label={label ?? fieldLabel(field)} checked={state.values[field] === true} disabled={!editable} act={act} />;
}

// Memoised: rendered again only when what it shows changes, not at every keystroke elsewhere.
const Check = memo(function Check({ field, label, checked, disabled, act }: { field: string; label: string; checked: boolean; disabled: boolean; act: CalculatorContextValue['act'] }) {
  return (
    <FormControlLabel
      control={<Checkbox checked={checked} disabled={disabled} onChange={(event) => act({ type: 'change', changes: { [field]: event.target.checked } })} name={field} />}
      label={label}
    />
  );
});
