import { memo } from 'react';
import { setValue, useFieldState, type Act } from './field-state';
import { FormTextField } from './FormTextField';

/** A free text form value (project name, postal code, remarks). */
export function TextInputField({
  field,
  label,
  multiline = false,
  withProblem = false,
  maxLength,
}: {
  field: string;
  label?: string;
  multiline?: boolean;
  withProblem?: boolean;
  maxLength?: number;
}) {
  const shown = useFieldState(field, withProblem);
  return (
    <TextInput
      field={field}
      label={label ?? shown.label}
      text={(shown.value ?? '') as string}
      required={shown.required}
      disabled={shown.disabled}
      multiline={multiline}
      problem={shown.problem}
      maxLength={maxLength}
      act={shown.act}
    />
  );
}

interface TextInputProps {
  field: string;
  label: string;
  text: string;
  required: boolean;
  disabled: boolean;
  multiline: boolean;
  problem: string | undefined;
  maxLength: number | undefined;
  act: Act;
}

// Memoised: rendered again only when what it shows changes, not at every keystroke elsewhere.
const TextInput = memo(function TextInput({ field, label, text, required, disabled, multiline, problem, maxLength, act }: TextInputProps) {
  return (
    <FormTextField
      field={field}
      label={label}
      value={text}
      required={required}
      disabled={disabled}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      problem={problem}
      act={act}
      onChange={(event) => setValue(act, field, event.target.value)}
      htmlInput={{ maxLength }}
    />
  );
});
