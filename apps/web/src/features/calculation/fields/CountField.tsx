import { TextField } from '@mui/material';
import { useCalculator, useField } from '../state/calculator-context';
import { useCalculatorTexts } from './texts';

/** A whole count from 0 to 999 (accessory counts). */
export function CountField({ field, label }: { field: string; label?: string }) {
  const { value, set, disabled } = useField<number>(field);
  const { act } = useCalculator();
  const { fieldLabel } = useCalculatorTexts();
  return (
    <TextField
      fullWidth
      size="small"
      type="number"
      id={`field-${field}`}
      label={label ?? fieldLabel(field)}
      value={value ?? 0}
      disabled={disabled}
      onChange={(event) => {
        const count = Math.trunc(Number(event.target.value));
        set(Number.isFinite(count) ? Math.min(999, Math.max(0, count)) : 0);
      }}
      onBlur={() => act({ type: 'touch', key: field })}
      slotProps={{ htmlInput: { min: 0, max: 999, step: 1 } }}
    />
  );
}
