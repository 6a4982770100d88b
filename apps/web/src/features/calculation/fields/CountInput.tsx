import { memo, useEffect, useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';

interface CountInputProps {
  value: number;
  max: number;
  onChange(count: number): void;
  label?: string;
  /** The accessible name when it differs from the visible label (e.g. in a table row). */
  ariaLabel?: string;
  id?: string;
  disabled?: boolean;
  size?: TextFieldProps['size'];
  sx?: TextFieldProps['sx'];
  onBlur?: () => void;
}

/** The digits of a whole count as a person types them: no leading zeros, at most `max`. */
export function countText(typed: string, max: number): string | null {
  if (!/^\d*$/.test(typed)) return null;
  return typed === '' ? '' : String(Math.min(max, Number(typed)));
}

/**
 * A whole count from 0 to `max`, typed as text: a number input would keep "03" on screen after a
 * 3 typed behind the 0, and lets "e" and "-" through. The field may be empty while typing (read
 * as 0); letters are not taken. Focusing selects the count, so typing replaces it.
 */
export const CountInput = memo(function CountInput({ value, max, onChange, label, ariaLabel, id, disabled, size = 'small', sx, onBlur }: CountInputProps) {
  const [text, setText] = useState(String(value));
  // A count changed elsewhere (a reset, a rule) shows; an empty field the user is typing into stays empty.
  useEffect(() => {
    if (Number(text || 0) !== value) setText(String(value));
  }, [value]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <TextField
      fullWidth size={size} sx={sx} id={id} label={label} value={text} disabled={disabled}
      onChange={(event) => {
        const next = countText(event.target.value, max);
        if (next === null) return;
        setText(next);
        onChange(Number(next || 0));
      }}
      onFocus={(event) => event.target.select()}
      onBlur={() => {
        if (text === '') setText(String(value));
        onBlur?.();
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', ...(ariaLabel ? { 'aria-label': ariaLabel } : {}) } }}
    />
  );
});
