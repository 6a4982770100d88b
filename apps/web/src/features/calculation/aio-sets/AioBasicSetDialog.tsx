import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { tabAfterAioBasicSet } from '@lsp/domain';
import { formatMoney } from '../cost-calculation/money';
import { useCalculatorTexts } from '../fields/texts';
import { useCalculator } from '../state/calculator-context';

interface AioBasicSetDialogProps {
  onChoose(setKey: string): void;
  onWithoutSet(): void;
  onClose(): void;
}

/**
 * The ready-made AIO Basic packages on offer (spec section 2): each skips the configuration, and
 * the ventilation components too unless weather protection is needed on a non-vertical installation.
 */
export function AioBasicSetDialog({ onChoose, onWithoutSet, onClose }: AioBasicSetDialogProps) {
  const { state, productsByKey, editable, costs } = useCalculator();
  const { t, productName } = useCalculatorTexts();
  const { i18n } = useTranslation();
  const sets = state.answer.options.aioBasicSets;
  const quote = state.answer.ready ? costs.answer?.costs ?? null : null;
  /** The set priced as the quote it makes, beside its equivalent by hand (docs/live-quote.md#aio-basic-sets). */
  const priceOf = (key: string) => {
    const compared = quote?.aioBasicSets.find((set) => set.setKey === key);
    if (!quote || !compared) return t('aioBasicSet.loadingPrice');
    const money = (cents: number) => formatMoney(cents, quote.currency, i18n.language);
    return compared.manualTotal === null
      ? t('aioBasicSet.setPriceOnly', { set: money(compared.total) })
      : t('aioBasicSet.setPrice', { set: money(compared.total), manual: money(compared.manualTotal) });
  };
  const contentsOf = (key: string) => {
    const lines = quote?.aioBasicSets.find((set) => set.setKey === key)?.lines ?? [];
    return lines.length === 0 ? null : t('aioBasicSet.contents', { items: lines.map((line) => `${line.quantity} × ${productName(productsByKey.get(line.productKey), line.productKey)}`).join(', ') });
  };
  const skips = tabAfterAioBasicSet(state.values) === 'cost-calculation' ? t('aioBasicSet.skipsTwoSteps') : t('aioBasicSet.skipsOneStep');
  return (
    <Dialog open={state.isAioBasicSetModalOpen} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="aio-basic-set-title" disableScrollLock>
      <DialogTitle id="aio-basic-set-title">{t('aioBasicSet.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('aioBasicSet.intro')}</Typography>
        <List data-testid="aio-basic-sets">
          {sets.map((key) => (
            <ListItemButton key={key} disabled={!editable} selected={state.values.aioBasicSet === key} onClick={() => onChoose(key)} data-set-key={key}>
              <ListItemText
                primary={productName(productsByKey.get(key), key)}
                secondary={
                  <>
                    <span>{`${key} · ${skips}`}</span>
                    <Typography component="span" variant="body2" color="text.primary" sx={{ display: 'block', fontWeight: 600 }} data-testid="set-price">{priceOf(key)}</Typography>
                    {contentsOf(key) && <span style={{ display: 'block' }} data-testid="set-contents">{contentsOf(key)}</span>}
                  </>
                }
              />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('aioBasicSet.back')}</Button>
        <Button variant="contained" onClick={onWithoutSet}>{t('aioBasicSet.withoutSet')}</Button>
      </DialogActions>
    </Dialog>
  );
}
