import { useEffect, useRef, useState } from 'react';
import { Add, Delete } from '@mui/icons-material';
import { Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import { formatNumber, fromCents, isWholeCents, numberLocaleOf, parseNumber, toCents } from '@lsp/domain';
import { CountInput } from '../fields/CountInput';
import { useCalculatorTexts } from '../fields/texts';
import { useCalculator } from '../state/calculator-context';
import { NON_STANDARD_LIMITS, newNonStandardId, type NonStandardComponent } from '../state/form-state';

const MAX_PRICE = NON_STANDARD_LIMITS.price;
export const MAX_QUANTITY = NON_STANDARD_LIMITS.quantity;

function ComponentRow({
  component,
  onChange,
  onRemove,
  disabled,
  index,
  justAdded,
  onFocused,
}: {
  component: NonStandardComponent;
  onChange(next: NonStandardComponent): void;
  onRemove(): void;
  disabled: boolean;
  index: number;
  /** Added by the user a moment ago: its description takes the focus, as that is what they type next. */
  justAdded: boolean;
  onFocused(): void;
}) {
  const descriptionRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!justAdded) return;
    descriptionRef.current?.focus();
    onFocused();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const { t, i18n, number } = useCalculatorTexts();
  const locale = numberLocaleOf(i18n.language);
  const priceTextOf = (price: number) => formatNumber(price, locale, { decimals: 2, minimumDecimals: 2 });
  // A new row's price starts empty, not "0" that the first digit would be typed behind.
  const [priceText, setPriceText] = useState(component.price === 0 && component.description === '' ? '' : priceTextOf(component.price));
  // Problems show once the user has left a field, not the moment a row is added.
  const [touched, setTouched] = useState<{ description?: true; price?: true }>({});
  /** The row with a typed price read in the screen's language: a refused text keeps the last price, marked invalid. */
  const withPrice = (text: string, reading: typeof locale): NonStandardComponent => {
    const next = parseNumber(text, reading);
    const invalid: NonStandardComponent['priceInvalid'] = !next.ok
      ? next.error === 'isRequired'
        ? 'isRequired'
        : 'isNotANumber'
      : next.value < 0 || next.value > MAX_PRICE
        ? 'invalid'
        : !isWholeCents(next.value)
          ? 'cents'
          : undefined;
    return { ...component, price: invalid || !next.ok ? component.price : fromCents(toCents(next.value)), priceInvalid: invalid };
  };
  // A language switch shows a valid price in the new language's way; a wrong entry stays as typed and
  // is read again the new way ("1.6" is no German number, but 1.60 in English).
  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    if (parseNumber(priceText, shownLocale.current).ok && priceText !== '') setPriceText(priceTextOf(component.price));
    else if (priceText !== '') onChange(withPrice(priceText, locale));
    shownLocale.current = locale;
  }, [locale, priceText, component.price]); // eslint-disable-line react-hooks/exhaustive-deps
  const parsed = parseNumber(priceText, locale);
  const priceProblem = !parsed.ok
    ? t(parsed.error === 'isRequired' ? 'calculator.problem.isRequired' : 'calculator.problem.isNotANumber')
    : parsed.value < 0 || parsed.value > MAX_PRICE
      ? t('calculator.problem.outOfRange', { min: number(0), max: number(MAX_PRICE) })
      : !isWholeCents(parsed.value)
        ? t('calculator.problem.cents')
        : undefined;
  const descriptionProblem = component.description.trim() === '' ? t('calculator.problem.isRequired') : undefined;
  // Each field keeps a line for its message (' '), so a message appearing as the field is left does
  // not move what is below: a click on "Speichern" would otherwise land beside the button.
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'flex-start' } }}
      data-testid="non-standard-row"
      data-row-id={component.productId}
    >
      <TextField
        size="small"
        sx={{ flex: 3 }}
        id={`field-nonStandard.${index + 1}.description`}
        label={t('calculator.nonStandard.description')}
        value={component.description}
        disabled={disabled}
        required
        error={touched.description && descriptionProblem !== undefined}
        helperText={(touched.description ? descriptionProblem : undefined) ?? ' '}
        onChange={(event) => onChange({ ...component, description: event.target.value })}
        onBlur={() => setTouched((was) => ({ ...was, description: true }))}
        inputRef={descriptionRef}
        slotProps={{ htmlInput: { maxLength: 500, 'aria-label': `${t('calculator.nonStandard.description')} ${index + 1}` } }}
      />
      <TextField
        size="small"
        sx={{ flex: 1 }}
        id={`field-nonStandard.${index + 1}.price`}
        label={t('calculator.nonStandard.price')}
        value={priceText}
        disabled={disabled}
        required
        error={touched.price && priceProblem !== undefined}
        helperText={(touched.price ? priceProblem : undefined) ?? ' '}
        onChange={(event) => {
          setPriceText(event.target.value);
          onChange(withPrice(event.target.value, locale));
        }}
        onFocus={(event) => event.target.select()}
        onBlur={() => {
          setTouched((was) => ({ ...was, price: true }));
          // Shows what was understood, in cents: "12,5" becomes "12,50".
          if (parsed.ok && priceProblem === undefined) setPriceText(priceTextOf(component.price));
        }}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${t('calculator.nonStandard.price')} ${index + 1}` } }}
      />
      <CountInput
        id={`field-nonStandard.${index + 1}.quantity`}
        label={t('calculator.nonStandard.quantity')}
        ariaLabel={`${t('calculator.nonStandard.quantity')} ${index + 1}`}
        value={component.quantity}
        max={MAX_QUANTITY}
        disabled={disabled}
        sx={{ flex: 1 }}
        onChange={(quantity) => onChange({ ...component, quantity: quantity ?? 0, quantityInvalid: undefined })}
        onProblem={(problem) => onChange({ ...component, quantityInvalid: problem ?? undefined })}
      />
      {!disabled && (
        <IconButton aria-label={t('calculator.nonStandard.remove')} onClick={onRemove}>
          <Delete />
        </IconButton>
      )}
    </Stack>
  );
}

/** Non-standard components (docs/design.md#form-values): add, edit and remove, each with description, price and quantity. */
export function NonStandardComponents() {
  const { state, act, editable } = useCalculator();
  const { t } = useCalculatorTexts();
  const components = state.nonStandardComponents;
  const update = (next: readonly NonStandardComponent[]) => act({ type: 'non-standard', components: next });
  // The row added by the last click, until it has taken the focus; a row shown again later keeps its place in the tab order.
  // Not forgotten after any render: a render committed just before the click would forget it before the row shows.
  const added = useRef<string | null>(null);
  // After a removal the focus goes to the next row's description, else the previous row's, else
  // "Sonderkomponente hinzufügen", not to <body> with the button that had it (docs/customer-app.md).
  const focusAfterRemove = useRef<string | null | undefined>(undefined);
  const list = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = focusAfterRemove.current;
    if (target === undefined) return;
    focusAfterRemove.current = undefined;
    const description = target === null ? null : list.current?.querySelector<HTMLElement>(`[data-row-id="${target}"] input`);
    (description ?? addButton.current)?.focus();
  }, [components]);
  return (
    <Stack spacing={2} ref={list}>
      {components.length === 0 && <Typography color="text.secondary">{t('calculator.nonStandard.none')}</Typography>}
      {components.map((component, index) => (
        <ComponentRow
          key={component.productId}
          index={index}
          justAdded={added.current === component.productId}
          onFocused={() => {
            added.current = null;
          }}
          component={component}
          disabled={!editable}
          onChange={(next) => update(components.map((c) => (c.productId === component.productId ? next : c)))}
          onRemove={() => {
            focusAfterRemove.current = (components[index + 1] ?? components[index - 1])?.productId ?? null;
            update(components.filter((c) => c.productId !== component.productId));
          }}
        />
      ))}
      {editable && (
        <Button
          ref={addButton}
          startIcon={<Add />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => {
            const productId = newNonStandardId();
            added.current = productId;
            update([...components, { productId, description: '', price: 0, quantity: 1, priceInvalid: 'isRequired' }]);
          }}
        >
          {t('calculator.nonStandard.add')}
        </Button>
      )}
    </Stack>
  );
}
