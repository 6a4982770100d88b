import { TextField } from '@mui/material';
import { useCalculator, useField } from '../state/calculator-context';
import { useCalculatorTexts } from './texts';

/** A free text form value (project name, postal code, remarks). */
export function TextInputField({ field, label, multiline = false, withProblem = false, maxLength }: { field: string; label?: string; multiline?: boolean; withProblem?: boolean; maxLength?: number }) {
  const { value, set, disabled } = useField<string>(field);
  const { state, problems, act } = useCalculator();
  const { fieldLabel, problemText } = useCalculatorTexts();
  const shown = withProblem && (state.showAllProblems || state.touched[field]) ? problemText(problems[field]) : undefined;
  return (
    <TextField
      fullWidth
      size="small"
      id={`field-${field}`}
      label={label ?? fieldLabel(field)}
      value={value ?? ''}
      disabled={disabled}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      error={shown !== undefined}
      helperText={shown}
      onChange={(event) => set(event.target.value)}
      onBlur={() => act({ type: 'touch', key: field })}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}
