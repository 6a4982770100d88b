import { useState } from 'react';
import { ExpandLess, ExpandMore } from '@mui/icons-material';
import {
  Box,
  Button,
  Divider,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StepBlocker } from '@lsp/domain';
import { CostTable } from '../cost-calculation/CostTable';
import { formatMoney } from '../cost-calculation/money';
import { useCalculatorTexts } from '../fields/texts';
import { useCalculator } from '../state/calculator-context';
import { useSetComparison } from '../aio-sets/set-comparison';
import { useEnergy } from '../energy/use-energy';
import { pricesAsOfDate } from './prices-as-of';
import { quoteParts } from './quote-parts';
import { QuoteGapList, useQuoteGaps } from './QuoteGapList';

interface QuotePanelProps {
  /** What keeps the steps up to this one from being valid (what "Next" would list): later steps' gaps show when the user gets there. */
  blockers: readonly StepBlocker[];
  /** Takes the user to a blocker's field, on its own step. */
  onOpen(blocker: StepBlocker): void;
}

/**
 * The quote beside every step (docs/live-quote.md): the total and the category subtotals from the
 * server's answer (what the PDF prints), the parts from the rules in this browser with the server's
 * prices, and what is still missing before the price is complete. Folds to its total.
 */
export function QuotePanel({ blockers, onOpen }: QuotePanelProps) {
  const { state, costs, quote, productsByKey, priceable } = useCalculator();
  const { t, productName, fieldLabel, number } = useCalculatorTexts();
  const { i18n } = useTranslation();
  const [open, setOpen] = useState(true);
  const comparison = useSetComparison();
  const energy = useEnergy();
  const money = (cents: number) => formatMoney(cents, quote!.currency, i18n.language);
  const parts = quoteParts(state.answer.selectedProducts, state.nonStandardComponents, quote);
  const toEnter = state.answer.ready
    ? []
    : blockers.filter((blocker) => blocker.tab === 'basic-input' && 'problem' in blocker && blocker.problem.code === 'isRequired');
  const chosenSet = quote?.aioBasicSets.find((set) => set.setKey === state.values.aioBasicSet);
  // Before the basic inputs are complete the panel says only that: the fields mark their own gaps once the user tries to go on.
  // Once ready, the one list of what keeps the price from being complete, of every step (docs/live-quote.md#one-validity).
  const gaps = useQuoteGaps();
  const missing = state.answer.ready ? gaps : [];
  return (
    <Paper variant="outlined" component="aside" aria-labelledby="quote-panel-title" data-testid="quote-panel" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="quote-panel-title" variant="h6" component="h2">
          {t('calculator.quote.title')}
        </Typography>
        {quote && (
          <Typography variant="h6" component="p" data-testid="quote-total" aria-live="polite">
            {money(quote.categories.total)}
          </Typography>
        )}
      </Stack>
      <Box aria-busy={costs.loading} sx={{ mt: 1 }}>
        {/* A bar, not faded figures: faded text fails WCAG AA contrast while the next answer is on its way. */}
        {costs.loading && quote ? <LinearProgress aria-label={t('calculator.quote.updating')} /> : <Box sx={{ height: 4 }} />}
      </Box>
      {quote && costs.pricedOnDeviceAsOf && (
        // Priced on this device from the last online visit's prices (docs/offline.md): the server confirms them once online.
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }} data-testid="quote-prices-as-of">
          {t('calculator.quote.pricesAsOf', { date: pricesAsOfDate(costs.pricedOnDeviceAsOf, i18n.language) })}
        </Typography>
      )}
      {chosenSet && quote && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="quote-set">
          {comparison.price(chosenSet, quote.currency)}
        </Typography>
      )}
      {!priceable && (
        <Box sx={{ mt: 1 }} data-testid="quote-not-yet">
          <Typography color="text.secondary">{t('calculator.quote.notYet')}</Typography>
          {/* Names only, no error: nobody has tried to go on yet (the fields mark their gaps then). */}
          {toEnter.length > 0 && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('calculator.quote.toEnter')}{' '}
              {toEnter.map((blocker, index) => (
                <span key={blocker.field} data-field={blocker.field}>
                  {index > 0 && ', '}
                  <Link component="button" type="button" onClick={() => onOpen(blocker)} sx={{ verticalAlign: 'baseline' }}>
                    {fieldLabel(blocker.field)}
                  </Link>
                </span>
              ))}
            </Typography>
          )}
        </Box>
      )}
      {state.answer.ready && costs.error !== null && (
        // It comes back by itself; the button asks at once (docs/live-quote.md#when-the-server-cannot-be-reached).
        <Box sx={{ mt: 1 }} data-testid="quote-failed" role="status">
          <Typography color="error">{t('calculator.quote.failed')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('calculator.quote.retrying')}
          </Typography>
          <Button size="small" variant="outlined" onClick={costs.retry} disabled={costs.loading} sx={{ mt: 1 }}>
            {t('calculator.quote.retry')}
          </Button>
        </Box>
      )}
      <Button
        size="small"
        onClick={() => setOpen((shown) => !shown)}
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
        aria-expanded={open}
        aria-controls="quote-panel-details"
        sx={{ mt: 1 }}
      >
        {open ? t('calculator.quote.hide') : t('calculator.quote.show')}
      </Button>
      <Box id="quote-panel-details" hidden={!open}>
        {quote && <CostTable costs={quote} testId="quote-categories" />}
        {quote && energy.figures && (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="quote-energy">
            {energy.figures.quoteLine}
            {energy.figures.quotePayback && `, ${energy.figures.quotePayback}`}
            {energy.figures.quotePaybackFunded && `; ${energy.figures.quotePaybackFunded}`}
          </Typography>
        )}
        {parts.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {t('calculator.quote.parts')}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              {/* Two columns fit beside the steps: the quantity and unit price go under the product's name. */}
              <Table size="small" data-testid="quote-parts" sx={{ tableLayout: 'fixed', '& th, & td': { px: 1 } }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('calculator.products.product')}</TableCell>
                    <TableCell align="right" sx={{ width: '8.5rem' }}>
                      {t('calculator.products.lineTotal')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {parts.map((part) => (
                    <TableRow key={part.productKey} data-product-key={part.productKey}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        {part.description ?? productName(productsByKey.get(part.productKey), part.productKey)}
                        <Typography variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                          <span data-testid="quantity">{number(part.quantity, { decimals: 2 })}</span>
                          {' × '}
                          <span data-testid="unit-price">{part.unitPrice === null ? '–' : money(part.unitPrice)}</span>
                        </Typography>
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="line-total">
                        {part.total === null ? '–' : money(part.total)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
        <Divider sx={{ my: 2 }} />
        {missing.length === 0 ? (
          quote &&
          costs.error === null && (
            <Typography variant="body2" color="text.secondary" data-testid="quote-complete">
              {t('calculator.quote.complete')}
            </Typography>
          )
        ) : (
          <Box data-testid="quote-missing">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('calculator.quote.missing')}
            </Typography>
            <QuoteGapList gaps={missing} onOpen={onOpen} />
          </Box>
        )}
      </Box>
    </Paper>
  );
}
