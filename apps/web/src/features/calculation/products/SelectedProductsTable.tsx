import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CalculationCostsData, SelectedProductData } from '@lsp/contracts';
import { formatMoney } from '../cost-calculation/money';
import { WhyButton } from '../explain/WhyButton';
import { useCalculatorTexts } from '../fields/texts';
import { useCalculator } from '../state/calculator-context';
import type { NonStandardComponent } from '../state/form-state';

interface SelectedProductsTableProps {
  products: readonly SelectedProductData[];
  testId?: string;
  /** The priced quote: each product shows its line total, and the non-standard components are listed as priced. */
  costs?: CalculationCostsData | null;
  /** Non-standard components, listed by their description (their key is generated), with quantity and price. */
  nonStandard?: readonly NonStandardComponent[];
}

/** The products the rules selected, with quantity, estimate and "Why?"; with the quote, also each line's price. */
export function SelectedProductsTable({ products, testId = 'selected-products', costs = null, nonStandard = [] }: SelectedProductsTableProps) {
  const { productsByKey } = useCalculator();
  const { t, productName } = useCalculatorTexts();
  const { i18n } = useTranslation();
  const special = nonStandard.filter((c) => c.description.trim() !== '');
  if (products.length === 0 && special.length === 0) return <Typography color="text.secondary">{t('calculator.products.none')}</Typography>;
  const lineTotal = (productKey: string) => {
    const line = costs?.lines.find((l) => l.productKey === productKey);
    return line && costs ? formatMoney(line.total, costs.currency, i18n.language) : '–';
  };
  return (
    // Scrolls inside its card on a narrow screen, never the page.
    <TableContainer sx={{ overflowX: 'auto' }}>
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          <TableCell>{t('calculator.products.product')}</TableCell>
          <TableCell>{t('calculator.products.key')}</TableCell>
          <TableCell align="right">{t('calculator.products.quantity')}</TableCell>
          {costs && <TableCell align="right">{t('calculator.products.lineTotal')}</TableCell>}
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {products.map((product) => {
          const name = productName(productsByKey.get(product.productKey), product.productKey);
          return (
            <TableRow key={product.productKey} data-product-key={product.productKey}>
              <TableCell>{name}</TableCell>
              <TableCell>{product.productKey}</TableCell>
              <TableCell align="right" data-testid="quantity">{product.quantity}</TableCell>
              {costs && <TableCell align="right" data-testid="line-total">{lineTotal(product.productKey)}</TableCell>}
              <TableCell align="right"><WhyButton item={product} subject={name} /></TableCell>
            </TableRow>
          );
        })}
        {special.map((component) => (
          <TableRow key={component.productId} data-non-standard="true">
            <TableCell>{component.description.trim()}</TableCell>
            <TableCell>{t('calculator.products.nonStandard')}</TableCell>
            <TableCell align="right" data-testid="quantity">{component.quantity}</TableCell>
            {costs && <TableCell align="right" data-testid="line-total">{component.productId ? lineTotal(component.productId) : '–'}</TableCell>}
            <TableCell />
          </TableRow>
        ))}
      </TableBody>
    </Table>
    </TableContainer>
  );
}
