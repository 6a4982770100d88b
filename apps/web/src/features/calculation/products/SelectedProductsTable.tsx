import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { SelectedProductData } from '@lsp/contracts';
import { WhyButton } from '../explain/WhyButton';
import { useCalculatorTexts } from '../fields/texts';
import { useCalculator } from '../state/calculator-context';

/** The products the rules selected, with quantity, estimate and "Why?". */
export function SelectedProductsTable({ products, testId = 'selected-products' }: { products: readonly SelectedProductData[]; testId?: string }) {
  const { productsByKey } = useCalculator();
  const { t, productName } = useCalculatorTexts();
  if (products.length === 0) return <Typography color="text.secondary">{t('calculator.products.none')}</Typography>;
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          <TableCell>{t('calculator.products.product')}</TableCell>
          <TableCell>{t('calculator.products.key')}</TableCell>
          <TableCell align="right">{t('calculator.products.quantity')}</TableCell>
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
              <TableCell align="right"><WhyButton item={product} subject={name} /></TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
