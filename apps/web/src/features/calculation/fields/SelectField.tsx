import { memo } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useCalculator, type CalculatorContextValue } from '../state/calculator-context';
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
  const { state, problems, act, editable } = useCalculator();
  const { fieldLabel, optionLabel, problemText } = useCalculatorTexts();
  const problem = withProblem && (state.showAllProblems || state.touched[field]) ? problemText(problems[field]) : undefined;
  return (
    <Select
      field={field} label={label ?? fieldLabel(field)} value={(state.values[field] ?? null) as string | null} options={options}
      disabled={!editable} problem={problem} helperText={helperText} optionLabel={optionLabel} act={act}
    />
  );
}

interface SelectProps {
  field: string;
  label: string;
  value: string | null;
  options: readonly string[];
  disabled: boolean;
  problem: string | undefined;
  helperText: string | undefined;
  optionLabel(field: string, value: unknown): string;
  act: CalculatorContextValue['act'];
}

// Memoised: rendered again only when what it shows changes, not at every keystroke elsewhere.
const Select = memo(function Select({ field, label, value, options, disabled, problem, helperText, optionLabel, act }: SelectProps) {
  const offered = value !== null && !options.includes(value) ? [...options, value] : options;
  return (
    <TextField
      select
      fullWidth
      size="small"
      id={`field-${field}`}
      label={label}
      value={value ?? ''}
      disabled={disabled}
      error={problem !== undefined}
      helperText={problem ?? helperText}
      onChange={(event) => act({ type: 'change', changes: { [field]: event.target.value === '' ? null : event.target.value } })}
      onBlur={() => act({ type: 'touch', key: field })}
      slotProps={{ select: { MenuProps: { disableScrollLock: true } } }}
    >
      {offered.map((option) => (
        <MenuItem key={option} value={option}>{optionLabel(field, option)}</MenuItem>
      ))}
    </TextField>
  );
});
