import { memo } from 'react';
import { TextField } from '@mui/material';
import { useCalculator, type CalculatorContextValue } from '../state/calculator-context';
import { useCalculatorTexts } from './texts';

/** A free text form value (project name, postal code, remarks). */
export function TextInputField({ field, label, multiline = false, withProblem = false, maxLength }: { field: string; label?: string; multiline?: boolean; withProblem?: boolean; maxLength?: number }) {
  const { state, problems, act, editable } = useCalculator();
  const { fieldLabel, problemText } = useCalculatorTexts();
  const problem = withProblem && (state.showAllProblems || state.touched[field]) ? problemText(problems[field]) : undefined;
  return (
    <TextInput
      field={field} label={label ?? fieldLabel(field)} text={(state.values[field] ?? '') as string} disabled={!editable}
      multiline={multiline} problem={problem} maxLength={maxLength} act={act}
    />
  );
}

interface TextInputProps {
  field: string;
  label: string;
  text: string;
  disabled: boolean;
  multiline: boolean;
  problem: string | undefined;
  maxLength: number | undefined;
  act: CalculatorContextValue['act'];
}

// Memoised: rendered again only when what it shows changes, not at every keystroke elsewhere.
const TextInput = memo(function TextInput({ field, label, text, disabled, multiline, problem, maxLength, act }: TextInputProps) {
  return (
    <TextField
      fullWidth
      size="small"
      id={`field-${field}`}
      label={label}
      value={text}
      disabled={disabled}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      error={problem !== undefined}
      helperText={problem}
      onChange={(event) => act({ type: 'change', changes: { [field]: event.target.value } })}
      onBlur={() => act({ type: 'touch', key: field })}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
});
