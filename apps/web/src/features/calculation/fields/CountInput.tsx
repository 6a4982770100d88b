import { memo, useEffect, useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber, numberLocaleOf } from '@lsp/domain';
import { countEntry, type CountProblem } from './count-entry';

interface CountInputProps {
  /** Null only with `allowEmpty`: no count of the user's (the field shows empty, with its placeholder). */
  value: number | null;
  max: number;
  /** The count typed; an emptied field gives 0, or null with `allowEmpty`. */
  onChange(count: number | null): void;
  /** An empty field means "none of mine" (null) rather than 0, e.g. a quantity the rules choose. */
  allowEmpty?: boolean;
  /** Shown in an empty field: what applies without an entry. */
  placeholder?: string;
  /** Said under an empty field (what its placeholder means), unless a problem is. */
  hint?: string;
  label?: string;
  /** The accessible name when it differs from the visible label (e.g. in a table row). */
  ariaLabel?: string;
  id?: string;
  disabled?: boolean;
  size?: TextFieldProps['size'];
  sx?: TextFieldProps['sx'];
  onBlur?: () => void;
  /**
   * Told of every entry that is no count ("2,5", "1000") and of its end (null): the form then holds
   * the entry as a problem and refuses to save or go on, and the text stays as typed when the field
   * is left. Without it, leaving the field shows the count it holds again.
   */
  onProblem?: (problem: CountProblem | null, text: string) => void;
  /** The text to show first instead of the count: a wrong entry typed before (another tab, a reload of the view). */
  initialText?: string;
}

export type { CountEntry, CountProblem } from './count-entry';

/**
 * A whole count from 0 to `max`, typed as text: a number input would keep "03" on screen after a
 * 3 typed behind the 0, and lets "e" and "-" through. What is no count shows why under the field
 * and changes nothing; with `onProblem` the form refuses to save it, else leaving the field shows
 * the count it holds again. An empty field reads as 0. Focusing selects the count, so typing replaces it.
 */
export const CountInput = memo(function CountInput({
  value,
  max,
  onChange,
  label,
  ariaLabel,
  id,
  disabled,
  size = 'small',
  sx,
  onBlur,
  onProblem,
  initialText,
  allowEmpty = false,
  placeholder,
  hint,
}: CountInputProps) {
  const { t, i18n } = useTranslation();
  const locale = numberLocaleOf(i18n.language);
  const shownValue = value === null ? '' : String(value);
  const emptyValue = allowEmpty ? null : 0;
  const [text, setText] = useState(initialText ?? shownValue);
  const entry = countEntry(text, max, locale);
  // A count changed elsewhere (a reset, a rule) shows; text the user is typing stays.
  useEffect(() => {
    const shown = countEntry(text, max, locale);
    if ('count' in shown && shown.count !== value) setText(shownValue);
    if ('empty' in shown && value !== emptyValue) setText(shownValue);
  }, [value]); // eslint-disable-line react-hooks/exhaustive-deps
  const problem =
    'problem' in entry
      ? entry.problem === 'outOfRange'
        ? t('calculator.problem.outOfRange', { min: formatNumber(0, locale), max: formatNumber(max, locale) })
        : t('calculator.problem.wholeNumber')
      : undefined;
  return (
    <TextField
      fullWidth
      size={size}
      sx={sx}
      id={id}
      label={label}
      value={text}
      placeholder={placeholder}
      disabled={disabled}
      error={problem !== undefined}
      helperText={problem ?? (text === '' ? hint : undefined)}
      onChange={(event) => {
        const typed = event.target.value;
        const next = countEntry(typed, max, locale);
        // A count shows without leading zeros ("04" is 4); anything else stays as typed, with its reason.
        setText('count' in next ? String(next.count) : typed);
        if ('problem' in next) onProblem?.(next.problem, typed);
        else if ('problem' in entry) onProblem?.(null, typed);
        if ('count' in next) onChange(next.count);
        else if ('empty' in next) onChange(emptyValue);
      }}
      onFocus={(event) => event.target.select()}
      onBlur={() => {
        // A wrong entry stays for the user to correct when the form holds it as a problem; otherwise
        // what was no count goes back to the count the field holds (its reason was shown while typing).
        const kept = onProblem !== undefined && 'problem' in entry;
        if (!kept && (!('count' in entry) || String(entry.count) !== text)) setText(shownValue);
        onBlur?.();
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric', ...(ariaLabel ? { 'aria-label': ariaLabel } : {}) } }}
    />
  );
});
