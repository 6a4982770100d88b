import { memo } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { setValue, useFieldState, type Act } from './field-state';
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
  const shown = useFieldState(field, withProblem);
  const { optionLabel } = useCalculatorTexts();
  return (
    <Select
      field={field}
      label={label ?? shown.label}
      value={shown.value as string | null}
      options={options}
      required={shown.required}
      disabled={shown.disabled}
      problem={shown.problem}
      helperText={helperText}
      optionLabel={optionLabel}
      act={shown.act}
    />
  );
}

interface SelectProps {
  field: string;
  label: string;
  value: string | null;
  options: readonly string[];
  required: boolean;
  disabled: boolean;
  problem: string | undefined;
  helperText: string | undefined;
  optionLabel(field: string, value: unknown): string;
  act: Act;
}

// Memoised: rendered again only when what it shows changes, not at every keystroke elsewhere.
const Select = memo(function Select({
  field,
  label,
  value,
  options,
  required,
  disabled,
  problem,
  helperText,
  optionLabel,
  act,
}: SelectProps) {
  const offered = value !== null && !options.includes(value) ? [...options, value] : options;
  return (
    <TextField
      select
      fullWidth
      size="small"
      id={`field-${field}`}
      label={label}
      value={value ?? ''}
      required={required}
      disabled={disabled}
      error={problem !== undefined}
      helperText={problem ?? helperText}
      onChange={(event) => setValue(act, field, event.target.value === '' ? null : event.target.value)}
      onBlur={() => act({ type: 'touch', key: field })}
      slotProps={{
        select: {
          MenuProps: { disableScrollLock: true },
          // The combobox is a div: MUI puts `required` on a hidden input only.
          SelectDisplayProps: { 'aria-required': required, 'aria-invalid': problem !== undefined },
        },
      }}
    >
      {offered.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(field, option)}
        </MenuItem>
      ))}
    </TextField>
  );
});
