import { useEffect, useRef, useState } from 'react';
import { TextField, type SxProps, type Theme } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useLocaleState, type Validator } from 'react-admin';
import { formatNumber, numberLocaleOf, parseNumber, type NumberLocale } from '@lsp/domain';

interface LocaleNumberInputProps {
  source: string;
  validate?: Validator | Validator[];
  helperText?: string;
  /** Decimals shown at most (the value keeps what was typed), and at least (2 for money: 690,00). */
  decimals?: number;
  minimumDecimals?: number;
  /** Written without thousands separators: a record's number (1001, not 1.001). */
  ungrouped?: boolean;
  /** The unit after the number, e.g. "€/kWh" or "%". */
  unit?: string;
  /**
   * Stored value = shown value × scale, e.g. 0.01 for a share kept as 0.15 and shown as 15 %.
   * The unit beside the field says what is shown, so nothing is scaled unseen.
   */
  scale?: number;
  /** Whole numbers only (weeks, days, ids). */
  integer?: boolean;
  /** Styles of the field, e.g. a minimum width so a long label is not cut. */
  sx?: SxProps<Theme>;
  /** At most this many decimals (2 for money). */
  maxDecimals?: number;
  /**
   * Shown but not edited (a record's id). Not `disabled`: react-hook-form leaves a disabled field
   * out of what it submits, and a record saved without its id is refused.
   */
  readOnly?: boolean;
}

/** Text that is no number in the screen's language: kept as typed, so the form can say so. */
class UnreadNumber {
  constructor(readonly text: string) {}
}

const readable: Validator = (value: unknown) => (value instanceof UnreadNumber ? 'lsp.number.notANumber' : undefined);
const whole: Validator = (value: unknown) => (typeof value === 'number' && !Number.isInteger(value) ? 'lsp.number.whole' : undefined);
const atMostDecimals =
  (decimals: number): Validator =>
  (value: unknown) =>
    typeof value === 'number' && Math.abs(Math.round(value * 10 ** decimals) - value * 10 ** decimals) > 1e-6
      ? { message: 'lsp.number.decimals', args: { decimals } }
      : undefined;

interface Shown {
  scale: number;
  decimals: number;
  minimumDecimals: number;
  ungrouped: boolean;
}

function shownText(value: unknown, locale: NumberLocale, { scale, decimals, minimumDecimals, ungrouped }: Shown): string {
  if (value instanceof UnreadNumber) return value.text;
  if (typeof value !== 'number') return '';
  if (ungrouped && Number.isInteger(value)) return String(value);
  return formatNumber(Number((value / scale).toPrecision(12)), locale, { decimals, minimumDecimals });
}

/**
 * A number typed the way the screen's language writes it (de 12,5 and 1.234,5; en 12.5; pl
 * 1 234,5). react-admin's NumberInput reads only the browser's `12.5`, so a German `12,5` became
 * 125. The text stays as typed while the user types (`0,` on the way to `0,12`); what cannot be
 * read is refused with a message instead of being dropped.
 */
export function LocaleNumberInput({
  source,
  validate = [],
  helperText,
  decimals = 4,
  minimumDecimals = 0,
  ungrouped = false,
  unit,
  scale = 1,
  integer = false,
  maxDecimals,
  readOnly = false,
  sx,
}: LocaleNumberInputProps) {
  const [language] = useLocaleState();
  const locale = numberLocaleOf(language);
  const { field, fieldState, formState, isRequired } = useInput({
    source,
    validate: [
      readable,
      ...(integer ? [whole] : []),
      ...(maxDecimals === undefined ? [] : [atMostDecimals(maxDecimals)]),
      ...(Array.isArray(validate) ? validate : [validate]),
    ],
  });
  const format = { scale, decimals, minimumDecimals, ungrouped };
  const show = (value: unknown) => shownText(value, locale, format);
  const [text, setText] = useState(() => show(field.value));
  const emitted = useRef<unknown>(field.value);
  const shownIn = useRef(locale);
  // A value set from outside (the record loaded, a reset) or another language is shown anew; the user's own typing is not rewritten.
  useEffect(() => {
    if (field.value !== emitted.current || shownIn.current !== locale) {
      emitted.current = field.value;
      shownIn.current = locale;
      setText(shownText(field.value, locale, { scale, decimals, minimumDecimals, ungrouped }));
    }
  }, [field.value, locale, scale, decimals, minimumDecimals, ungrouped]);
  const change = (typed: string) => {
    setText(typed);
    const parsed = parseNumber(typed, locale);
    const value = parsed.ok ? Number((parsed.value * scale).toPrecision(12)) : typed.trim() === '' ? null : new UnreadNumber(typed);
    emitted.current = value;
    field.onChange(value);
  };
  // Also after a save was tried: an untouched required field then says what is missing.
  const error =
    fieldState.invalid && (fieldState.isTouched || fieldState.isDirty || formState.isSubmitted) ? fieldState.error?.message : undefined;
  return (
    <TextField
      id={source}
      name={field.name}
      value={text}
      onChange={(event) => change(event.target.value)}
      onBlur={() => {
        field.onBlur();
        // Shown as understood, unless showing would round it: "12,345" for a price stays as typed, with its message.
        if (typeof field.value !== 'number') return;
        const shown = show(field.value);
        const reread = parseNumber(shown, locale);
        if (reread.ok && Number((reread.value * scale).toPrecision(12)) === field.value) setText(shown);
      }}
      label={<FieldTitle source={source} />}
      required={isRequired}
      error={error !== undefined}
      helperText={<InputHelperText error={error} helperText={helperText ?? ' '} />}
      inputMode="decimal"
      size="small"
      margin="dense"
      sx={sx}
      slotProps={{
        input: { readOnly, ...(unit ? { endAdornment: <span style={{ marginLeft: 4, whiteSpace: 'nowrap' }}>{unit}</span> } : {}) },
        // The form says "required" in the screen's language; the browser's own bubble would speak its language.
        htmlInput: { inputMode: 'decimal', required: false, 'aria-required': isRequired },
      }}
    />
  );
}
