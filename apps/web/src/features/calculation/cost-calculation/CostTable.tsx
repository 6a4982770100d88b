import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CalculationCostsData } from '@lsp/contracts';
import { COST_CATEGORIES } from '@lsp/domain';
import { formatMoney } from './money';

const EMPHASISED = new Set(['sumOfComponents', 'total']);

/** The category table of the quote (spec section 3, cost categories), in the chosen currency. */
export function CostTable({ costs }: { costs: CalculationCostsData }) {
  const { t, i18n } = useTranslation();
  const mode = (category: string) => {
    if (category === 'installationCosts' && costs.installationCostsMode) return ` (${t(`calculator.costs.mode.${costs.installationCostsMode}`)})`;
    if (category === 'travelCosts' && costs.travelCostsMode) return ` (${t(`calculator.costs.mode.${costs.travelCostsMode}`)})`;
    return '';
  };
  return (
    <Table size="small" data-testid="cost-table">
      <TableBody>
        {COST_CATEGORIES.map((category) => (
          <TableRow key={category} data-category={category}>
            <TableCell sx={{ fontWeight: EMPHASISED.has(category) ? 700 : 400 }}>{t(`calculator.costs.category.${category}`)}{mode(category)}</TableCell>
            <TableCell align="right" sx={{ fontWeight: EMPHASISED.has(category) ? 700 : 400 }} data-testid={`cost-${category}`}>
              {formatMoney(costs.categories[category], costs.currency, i18n.language)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
