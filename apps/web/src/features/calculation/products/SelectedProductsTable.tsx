import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SelectedProductData } from '@lsp/contracts';
import { stackedOnPhone } from '../../../components/layout/phone';
import { VisuallyHidden } from '../../../components/layout/VisuallyHidden';
import { formatMoney } from '../cost-calculation/money';
import { WhyButton } from '../explain/WhyButton';
import { useCalculatorTexts } from '../fields/texts';
import { useCalculator } from '../state/calculator-context';
import type { NonStandardComponent } from '../state/form-state';
import { quoteParts } from '../quote/quote-parts';

/** The article number gives way on a phone, where the name, quantity and prices must fit. */
const NARROW_HIDDEN = { display: { xs: 'none !important', sm: 'table-cell' } } as const;

interface SelectedProductsTableProps {
  products: readonly SelectedProductData[];
  testId?: string;
  /** Non-standard components, listed by their description (their key is generated), with quantity and price. */
  nonStandard?: readonly NonStandardComponent[];
}

/**
 * The products the rules selected, with quantity, "Why?" and, once the server has priced the
 * entries, unit price and line total (docs/live-quote.md).
 */
export function SelectedProductsTable({ products, testId = 'selected-products', nonStandard = [] }: SelectedProductsTableProps) {
  const { quote: costs, productsByKey } = useCalculator();
  const { t, productName, number } = useCalculatorTexts();
  const { i18n } = useTranslation();
  const parts = quoteParts(products, nonStandard, costs);
  if (parts.length === 0) return <Typography color="text.secondary">{t('calculator.products.none')}</Typography>;
  const money = (cents: number | null) => (cents === null || !costs ? '–' : formatMoney(cents, costs.currency, i18n.language));
  return (
    // A card per product on a phone (stackedOnPhone); between phone and desk it scrolls inside its card, never the page.
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={testId} sx={stackedOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell>{t('calculator.products.product')}</TableCell>
            <TableCell sx={NARROW_HIDDEN}>{t('calculator.products.key')}</TableCell>
            <TableCell align="right">{t('calculator.products.quantity')}</TableCell>
            <TableCell align="right">{t('calculator.products.unitPrice')}</TableCell>
            <TableCell align="right">{t('calculator.products.lineTotal')}</TableCell>
            <TableCell>
              <VisuallyHidden>{t('why.column')}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {parts.map((part) => {
            const selected = part.description === null ? products.find((p) => p.productKey === part.productKey) : undefined;
            const name = part.description ?? productName(productsByKey.get(part.productKey), part.productKey);
            return (
              <TableRow
                key={part.productKey}
                {...(part.description === null ? { 'data-product-key': part.productKey } : { 'data-non-standard': 'true' })}
              >
                <TableCell sx={{ fontWeight: { xs: 600, sm: 'inherit' } }}>{name}</TableCell>
                <TableCell sx={NARROW_HIDDEN}>
                  {part.description === null ? part.productKey : t('calculator.products.nonStandard')}
                </TableCell>
                <TableCell align="right" data-testid="quantity" data-label={t('calculator.products.quantity')}>
                  {/* A quantity in metres (RAS-PIPE 32,5) in the screen's language, as every number. */}
                  {number(part.quantity, { decimals: 2 })}
                </TableCell>
                <TableCell align="right" data-testid="unit-price" data-label={t('calculator.products.unitPrice')}>
                  {money(part.unitPrice)}
                </TableCell>
                <TableCell align="right" data-testid="line-total" data-label={t('calculator.products.lineTotal')}>
                  {money(part.total)}
                </TableCell>
                <TableCell align="right">{selected && <WhyButton item={selected} subject={name} />}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
