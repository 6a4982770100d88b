import { MenuItem, TextField } from '@mui/material';
import { useCalculator, useField } from '../state/calculator-context';
import { useCalculatorTexts } from './texts';

interface SelectFieldProps {
  field: string;
  /** Values offered, in display order. */
  options: readonly string[];
  /** Show the field's problem (basic inputs). */
  withProblem?: boolean;
  label?: string;
  helperText?: string;
}

/** A choice among the values the rules offer, labelled in the user's language. */
export function SelectField({ field, options, withProblem = false, label, helperText }: SelectFieldProps) {
  const { value, set, disabled } = useField<string>(field);
  const { state, problems, act } = useCalculator();
  const { fieldLabel, optionLabel, problemText } = useCalculatorTexts();
  const shown = withProblem && (state.showAllProblems || state.touched[field]) ? problemText(problems[field]) : undefined;
  const offered = value !== null && !options.includes(value) ? [...options, value] : options;
  return (
    <TextField
      select
      fullWidth
      size="small"
      id={`field-${field}`}
      label={label ?? fieldLabel(field)}
      value={value ?? ''}
      disabled={disabled}
      error={shown !== undefined}
      helperText={shown ?? helperText}
      onChange={(event) => set(event.target.value === '' ? null : event.target.value)}
      onBlur={() => act({ type: 'touch', key: field })}
      slotProps={{ select: { MenuProps: { disableScrollLock: true } } }}
    >
      {offered.map((option) => (
        <MenuItem key={option} value={option}>{optionLabel(field, option)}</MenuItem>
      ))}
    </TextField>
  );
}
