import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { tabAfterAioBasicSet } from '@lsp/domain';
import { useSetComparison } from './set-comparison';
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
  const comparison = useSetComparison();
  const sets = state.answer.options.aioBasicSets;
  const skips = tabAfterAioBasicSet(state.values) === 'cost-calculation' ? t('aioBasicSet.skipsTwoSteps') : t('aioBasicSet.skipsOneStep');
  const quote = state.answer.ready ? costs.answer?.costs ?? null : null;
  /** The set priced as the quote it makes, beside its equivalent by hand (docs/live-quote.md#aio-basic-sets). */
  const comparedOf = (key: string) => quote?.aioBasicSets.find((set) => set.setKey === key);
  return (
    <Dialog open={state.isAioBasicSetModalOpen} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="aio-basic-set-title" disableScrollLock>
      <DialogTitle id="aio-basic-set-title">{t('aioBasicSet.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('aioBasicSet.intro')}</Typography>
        <List data-testid="aio-basic-sets">
          {sets.map((key) => (
            <ListItemButton key={key} disabled={!editable} selected={state.values.aioBasicSet === key} onClick={() => onChoose(key)} data-set-key={key}>
              <ListItemText
                primary={
                  <>
                    {productName(productsByKey.get(key), key)}
                    {state.values.aioBasicSet === key && <Chip size="small" color="primary" label={t('aioBasicSet.chosen')} sx={{ ml: 1 }} data-testid="set-chosen" />}
                  </>
                }
                secondary={
                  <>
                    <span>{`${key} · ${skips}`}</span>
                    <Typography component="span" variant="body2" color="text.primary" sx={{ display: 'block', fontWeight: 600 }} data-testid="set-price">
                      {quote && comparedOf(key) ? comparison.price(comparedOf(key)!, quote.currency) : t('aioBasicSet.loadingPrice')}
                    </Typography>
                    {comparedOf(key) && (
                      <>
                        <span style={{ display: 'block' }} data-testid="set-contents">{t('aioBasicSet.contents', { items: comparison.parts(comparedOf(key)!.lines, productsByKey) })}</span>
                        {comparedOf(key)!.manualLines.length > 0 && (
                          <span style={{ display: 'block' }} data-testid="set-manual-contents">{t('aioBasicSet.manualContents', { items: comparison.parts(comparedOf(key)!.manualLines, productsByKey) })}</span>
                        )}
                      </>
                    )}
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
