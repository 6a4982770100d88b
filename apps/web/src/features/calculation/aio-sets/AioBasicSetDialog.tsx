import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { tabAfterAioBasicSet } from '@lsp/domain';
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
  const { state, productsByKey, editable } = useCalculator();
  const { t, productName } = useCalculatorTexts();
  const sets = state.answer.options.aioBasicSets;
  const skips = tabAfterAioBasicSet(state.values) === 'cost-calculation' ? t('aioBasicSet.skipsTwoSteps') : t('aioBasicSet.skipsOneStep');
  return (
    <Dialog open={state.isAioBasicSetModalOpen} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="aio-basic-set-title" disableScrollLock>
      <DialogTitle id="aio-basic-set-title">{t('aioBasicSet.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('aioBasicSet.intro')}</Typography>
        <List data-testid="aio-basic-sets">
          {sets.map((key) => (
            <ListItemButton key={key} disabled={!editable} selected={state.values.aioBasicSet === key} onClick={() => onChoose(key)} data-set-key={key}>
              <ListItemText primary={productName(productsByKey.get(key), key)} secondary={`${key} · ${skips}`} />
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
