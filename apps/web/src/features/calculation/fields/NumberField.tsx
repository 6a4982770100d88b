import { memo } from 'react';
import { InputAdornment } from '@mui/material';
import { MARKS } from '../engine/browser-calculator';
import { useFieldState, type Act } from './field-state';
import { FormTextField } from './FormTextField';

interface NumberFieldProps {
  field: string;
  unit?: string;
  /** Shown but not typed into (a figure the rules compute). */
  readOnly?: boolean;
  helperText?: string;
  /** Values set with every entry (the currency a price is typed in). */
  also?: Readonly<Record<string, unknown>>;
}

/**
 * A number typed in the screen's language (de 1.234,5, en 1,234.5, pl 1 234,5), with an optional
 * unit of the field's dimension that is converted (1,6 m is 1600 mm); 'is required' and 'is not a
 * number' as docs/domain.md#units-and-limits says, the field's range, whole millimetres, and a warning for
 * implausible values.
 */
export function NumberField({ field, unit, readOnly = false, helperText, also }: NumberFieldProps) {
  const { typed, label, required, disabled, problem, warning, act } = useFieldState(field, true);
  return (
    <NumberInput
      field={field}
      label={label}
      text={typed}
      required={required}
      disabled={disabled}
      problem={problem}
      warning={warning}
      helperText={helperText}
      unit={unit}
      readOnly={readOnly}
      act={act}
      also={also}
    />
  );
}

interface NumberInputProps {
  field: string;
  label: string;
  text: string;
  required: boolean;
  disabled: boolean;
  problem: string | undefined;
  warning: string | undefined;
  helperText: string | undefined;
  unit: string | undefined;
  readOnly: boolean;
  act: Act;
  also: Readonly<Record<string, unknown>> | undefined;
}

// Memoised: a keystroke in one field renders the calculator again, but not the other fields' inputs.
const NumberInput = memo(function NumberInput({
  field,
  label,
  text,
  required,
  disabled,
  problem,
  warning,
  helperText,
  unit,
  readOnly,
  act,
  also,
}: NumberInputProps) {
  return (
    <FormTextField
      field={field}
      label={label}
      value={text}
      required={required && !readOnly}
      disabled={disabled}
      problem={problem}
      helperText={warning ?? helperText}
      act={act}
      onChange={(event) => {
        // From the moment the browser took the key, not when React got to it.
        performance.mark(MARKS.keystroke, { startTime: event.timeStamp });
        act({ type: 'type-number', key: field, text: event.target.value, also });
      }}
      htmlInput={{ inputMode: 'decimal', readOnly, 'data-field': field }}
      slotProps={{
        formHelperText: problem === undefined && warning !== undefined ? { sx: { color: 'warning.dark' }, role: 'status' } : {},
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : {},
        // With a unit the label sits on the border from the start: inside an empty field it would run into the unit.
        inputLabel: unit ? { shrink: true } : {},
      }}
    />
  );
});
