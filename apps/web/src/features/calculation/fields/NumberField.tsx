import { InputAdornment, TextField } from '@mui/material';
import { MARKS } from '../engine/browser-calculator';
import { useCalculator } from '../state/calculator-context';
import { useCalculatorTexts } from './texts';

interface NumberFieldProps {
  field: string;
  unit?: string;
  /** Shown but not typed into (a figure the rules compute). */
  readOnly?: boolean;
  helperText?: string;
}

/**
 * A number typed the German way (dot thousands, comma decimals, optional mm or mm²); 'is required'
 * and 'is not a number' as spec section 5 says, and the field's range.
 */
export function NumberField({ field, unit, readOnly = false, helperText }: NumberFieldProps) {
  const { state, act, editable, problems } = useCalculator();
  const { fieldLabel, problemText } = useCalculatorTexts();
  const shown = state.showAllProblems || state.touched[field] ? problemText(problems[field]) : undefined;
  return (
    <TextField
      fullWidth
      size="small"
      id={`field-${field}`}
      label={fieldLabel(field)}
      value={state.texts[field] ?? ''}
      disabled={!editable}
      error={shown !== undefined}
      helperText={shown ?? helperText}
      onChange={(event) => {
        // From the moment the browser took the key, not when React got to it.
        performance.mark(MARKS.keystroke, { startTime: event.timeStamp });
        act({ type: 'type-number', key: field, text: event.target.value });
      }}
      onBlur={() => act({ type: 'touch', key: field })}
      slotProps={{
        htmlInput: { inputMode: 'decimal', readOnly, 'data-field': field },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : {},
      }}
    />
  );
}
