import { Checkbox, FormControlLabel } from '@mui/material';
import { useField } from '../state/calculator-context';
import { useCalculatorTexts } from './texts';

/** A yes/no form value. */
export function CheckboxField({ field, label }: { field: string; label?: string }) {
  const { value, set, disabled } = useField<boolean>(field);
  const { fieldLabel } = useCalculatorTexts();
  return (
    <FormControlLabel
      control={<Checkbox checked={value === true} disabled={disabled} onChange={(event) => set(event.target.checked)} name={field} />}
      label={label ?? fieldLabel(field)}
    />
  );
}
