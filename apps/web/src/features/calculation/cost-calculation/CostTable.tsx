import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CalculationCostsData } from '@lsp/contracts';
import { COST_CATEGORIES } from '@lsp/domain';
import { formatMoney } from './money';

const EMPHASISED = new Set(['sumOfComponents', 'total']);

/** The category table of the quote (docs/domain.md#costs), in the chosen currency; `testId` names the table and prefixes its amounts. */
export function CostTable({ costs, testId = 'cost-table' }: { costs: CalculationCostsData; testId?: string }) {
  const amountId = testId === 'cost-table' ? 'cost' : testId;
  const { t, i18n } = useTranslation();
  const mode = (category: string) => {
    if (category === 'installationCosts' && costs.installationCostsMode)
      return ` (${t(`calculator.costs.mode.${costs.installationCostsMode}`)})`;
    if (category === 'travelCosts' && costs.travelCostsMode) return ` (${t(`calculator.costs.mode.${costs.travelCostsMode}`)})`;
    return '';
  };
  return (
    // Narrower cell padding on a phone: "Steuerungskomponenten" and "1.795,00 €" fit beside each other in 300 px.
    <Table size="small" data-testid={testId} sx={{ '& td': { px: { xs: 1, sm: 2 } }, '& td:last-of-type': { whiteSpace: 'nowrap' } }}>
      <TableBody>
        {COST_CATEGORIES.map((category) => (
          <TableRow key={category} data-category={category}>
            <TableCell sx={{ fontWeight: EMPHASISED.has(category) ? 700 : 400 }}>
              {t(`calculator.costs.category.${category}`)}
              {mode(category)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: EMPHASISED.has(category) ? 700 : 400 }} data-testid={`${amountId}-${category}`}>
              {formatMoney(costs.categories[category], costs.currency, i18n.language)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
