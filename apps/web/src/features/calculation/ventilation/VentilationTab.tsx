import { Box, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { quantityField } from '@lsp/domain';
import { stackedOnPhone, usePhone } from '../../../components/layout/phone';
import { formatMoney } from '../cost-calculation/money';
import { WhyButton } from '../explain/WhyButton';
import { CheckboxField } from '../fields/CheckboxField';
import { reportCountProblem } from '../fields/CountField';
import { CountInput } from '../fields/CountInput';
import { useCalculatorTexts } from '../fields/texts';
import { MessageList, messagesFor } from '../messages/MessageList';
import { useCalculator } from '../state/calculator-context';
import { FormSection } from '../steps/FormSection';

/** The most of one component a project takes (the quantity field's range). */
const MAX_COMPONENT_QUANTITY = 999;

/** Groups whose flaps may be mounted with an Einbauwinkel (docs/domain.md#ventilation-components). */
const EINBAUWINKEL_GROUPS = new Set(['JK190', 'JK190DB']);
const MESSAGE_FIELDS = ['ventilationComponents', 'weathershelter', 'calculatedVentilationArea', 'projectType'];

/**
 * Six columns beside the quote panel: with the table's usual 16 px either side of each cell the
 * quantity inputs ran past the card at 1280 and 1440 px, so the cells keep 8 px (the phone's cards
 * set their own).
 */
const narrowCells = { '& th, & td': { px: 1 } } as const;

/**
 * The components on offer, the recommended one first; with the server's prices, each one's unit
 * price and its difference to the recommended one.
 */
function ComponentTable({
  productKeys,
  recommended,
  testId,
}: {
  productKeys: readonly string[];
  recommended: string | null;
  testId: string;
}) {
  const { state, act, editable, componentsByKey, productsByKey, quote } = useCalculator();
  const { t, productName, number } = useCalculatorTexts();
  const { i18n } = useTranslation();
  const phone = usePhone();
  if (productKeys.length === 0) return <Typography color="text.secondary">{t('calculator.ventilation.noCandidates')}</Typography>;
  const priceOf = (key: string | null) => (key === null ? undefined : quote?.offeredUnitPrices[key]);
  const money = (cents: number, signed = false) => formatMoney(cents, quote!.currency, i18n.language, signed);
  const ordered =
    recommended !== null && productKeys.includes(recommended)
      ? [recommended, ...productKeys.filter((key) => key !== recommended)]
      : productKeys;
  return (
    // On a phone each component is a card with its quantity input in view (stackedOnPhone).
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={testId} sx={[narrowCells, ...(Array.isArray(stackedOnPhone) ? stackedOnPhone : [stackedOnPhone])]}>
        <TableHead>
          <TableRow>
            <TableCell>{t('calculator.products.product')}</TableCell>
            <TableCell>{t('calculator.ventilation.size')}</TableCell>
            <TableCell align="right">{t('calculator.ventilation.area')}</TableCell>
            <TableCell align="right">{t('calculator.ventilation.price')}</TableCell>
            <TableCell align="right">{t('calculator.ventilation.selected')}</TableCell>
            <TableCell sx={{ width: 96 }}>{t('calculator.ventilation.changeQuantity')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ordered.map((key) => {
            const row = componentsByKey.get(key);
            if (!row) return null;
            const field = quantityField(row.id);
            const value = state.values[field];
            const selected = state.answer.selectedProducts.find((p) => p.productKey === key);
            const name = productName(productsByKey.get(key), key);
            const price = priceOf(key);
            const recommendedPrice = priceOf(recommended);
            return (
              <TableRow key={key} data-product-key={key} selected={key === recommended}>
                <TableCell sx={{ fontWeight: { xs: 600, sm: 'inherit' } }}>
                  {name}{' '}
                  {key === recommended && (
                    <Chip size="small" color="success" label={t('calculator.ventilation.recommended')} data-testid="recommended" />
                  )}
                  {/* Under the name, not a column of its own: the quantity input keeps its room beside the quote panel. */}
                  {selected && (
                    <Box sx={{ mt: 0.5 }}>
                      <WhyButton item={selected} subject={name} />
                    </Box>
                  )}
                </TableCell>
                <TableCell data-label={t('calculator.ventilation.size')}>{row.bxH ?? '–'}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-label={t('calculator.ventilation.area')}>
                  {row.ventilationArea === null ? '–' : number(row.ventilationArea, { unit: 'mm²' })}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ whiteSpace: 'nowrap' }}
                  data-testid="unit-price"
                  data-label={t('calculator.ventilation.price')}
                >
                  {price === undefined ? '–' : money(price)}
                  {price !== undefined && recommendedPrice !== undefined && key !== recommended && (
                    <Typography
                      variant="caption"
                      component="span"
                      color="text.secondary"
                      sx={{ display: 'block' }}
                      data-testid="price-difference"
                    >
                      {money(price - recommendedPrice, true)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" data-testid="selected-quantity" data-label={t('calculator.ventilation.selected')}>
                  {number(selected?.quantity ?? 0, { decimals: 2 })}
                </TableCell>
                <TableCell data-label={t('calculator.ventilation.changeQuantity')}>
                  <CountInput
                    id={`field-${field}`}
                    value={typeof value === 'number' ? value : null}
                    allowEmpty
                    max={MAX_COMPONENT_QUANTITY}
                    placeholder={String(selected?.quantity ?? 0)}
                    // On a phone's card the empty field with its grey count says what it means: the rules choose that many.
                    hint={phone ? t('calculator.ventilation.automaticQuantity', { quantity: number(selected?.quantity ?? 0) }) : undefined}
                    disabled={!editable}
                    sx={{ minWidth: 80, maxWidth: { xs: 120, sm: 'none' } }}
                    ariaLabel={t('calculator.ventilation.quantityOf', { product: name })}
                    initialText={state.textProblems[field] ? state.texts[field] : undefined}
                    onChange={(count) => act({ type: 'change', changes: { [field]: count } })}
                    // What is no count ("1,5", "5000") stays with its reason, and the form refuses to go on until it is corrected.
                    onProblem={reportCountProblem(act, field, MAX_COMPONENT_QUANTITY)}
                    onBlur={() => act({ type: 'touch', key: field })}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Tab 2: the filtered components with the recommended one marked, weather protection and the messages of docs/domain.md#ventilation-components. */
export function VentilationTab() {
  const { state, componentsByKey } = useCalculator();
  const { t } = useCalculatorTexts();
  const { ventilation, messages } = state.answer;
  // Offered only when a flap that takes one is quoted, not because such a flap is among the candidates.
  const einbauwinkel = state.answer.selectedProducts.some((p) => EINBAUWINKEL_GROUPS.has(componentsByKey.get(p.productKey)?.group ?? ''));
  return (
    <Stack spacing={3}>
      <FormSection title={t('calculator.section.ventilationComponents')}>
        <ComponentTable productKeys={ventilation.candidates} recommended={ventilation.recommended} testId="ventilation-candidates" />
        {einbauwinkel && <CheckboxField field="includeEinbauwinkel" />}
      </FormSection>
      {(state.values.weathershelter === true || ventilation.weatherProtection.length > 0) && (
        <FormSection title={t('calculator.section.weatherProtection')}>
          <ComponentTable productKeys={ventilation.weatherProtection} recommended={null} testId="weather-protection" />
        </FormSection>
      )}
      <MessageList messages={messagesFor(messages, MESSAGE_FIELDS)} testId="ventilation-messages" />
    </Stack>
  );
}
