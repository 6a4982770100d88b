import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { ChevronRight } from '@mui/icons-material';
import { tabAfterAioBasicSet } from '@lsp/domain';
import { useSetComparison } from './set-comparison';
import { useCalculatorTexts } from '../fields/texts';
import { useCalculator } from '../state/calculator-context';
import { usePhone } from '../../../components/layout/phone';

/** A set is a card to choose (docs/customer-app.md): not plain text in a list. */
const SET_CARD: SxProps<Theme> = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  alignItems: 'center',
  boxShadow: 1,
  '&:hover': { borderColor: 'primary.main', boxShadow: 3 },
  '&.Mui-selected': { borderColor: 'primary.main', borderWidth: 2 },
  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
};

interface AioBasicSetDialogProps {
  onChoose(setKey: string): void;
  onWithoutSet(): void;
  onClose(): void;
}

/**
 * The ready-made AIO Basic packages on offer (docs/design.md#calculator-steps): each skips the configuration, and
 * the ventilation components too unless weather protection is needed on a non-vertical installation.
 */
export function AioBasicSetDialog({ onChoose, onWithoutSet, onClose }: AioBasicSetDialogProps) {
  const { state, productsByKey, editable, quote } = useCalculator();
  const { t, productName } = useCalculatorTexts();
  // A phone shows a dialog on the whole screen; nothing of it runs past the edge.
  const phone = usePhone();
  const comparison = useSetComparison();
  const sets = state.answer.options.aioBasicSets;
  const armed = useArmedAfterOpening(state.isAioBasicSetModalOpen);
  const skips = tabAfterAioBasicSet(state.values) === 'cost-calculation' ? t('aioBasicSet.skipsTwoSteps') : t('aioBasicSet.skipsOneStep');
  return (
    <Dialog
      fullScreen={phone}
      open={state.isAioBasicSetModalOpen}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="aio-basic-set-title"
      disableScrollLock
      slotProps={{ transition: { onEntered: armed.arm } }}
    >
      <DialogTitle id="aio-basic-set-title">{t('aioBasicSet.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('aioBasicSet.intro')}</Typography>
        {/* A double tap on "Weiter" opens the dialog with the first tap; the second must not choose the set under it. */}
        <List data-testid="aio-basic-sets" sx={{ pointerEvents: armed.ready ? undefined : 'none' }}>
          {sets.map((key) => {
            // The set priced as the quote it makes, beside its equivalent by hand (docs/live-quote.md#aio-basic-sets).
            const compared = quote?.aioBasicSets.find((set) => set.setKey === key);
            return (
              <ListItem key={key} disablePadding sx={{ mb: 1.5 }}>
                {/* A card to choose: outlined, raised on hover, ringed when focused by keyboard, with an arrow to go on. */}
                <ListItemButton
                  disabled={!editable}
                  selected={state.values.aioBasicSet === key}
                  onClick={() => onChoose(key)}
                  data-set-key={key}
                  sx={SET_CARD}
                >
                  <ListItemText
                    primary={
                      <>
                        {productName(productsByKey.get(key), key)}
                        {state.values.aioBasicSet === key && (
                          <Chip size="small" color="primary" label={t('aioBasicSet.chosen')} sx={{ ml: 1 }} data-testid="set-chosen" />
                        )}
                      </>
                    }
                    secondary={
                      <>
                        <span>{`${key} · ${skips}`}</span>
                        <Typography
                          component="span"
                          variant="body2"
                          color="text.primary"
                          sx={{ display: 'block', fontWeight: 600 }}
                          data-testid="set-price"
                        >
                          {quote && compared ? comparison.price(compared, quote.currency) : t('aioBasicSet.loadingPrice')}
                        </Typography>
                        {compared && (
                          <>
                            <span style={{ display: 'block' }} data-testid="set-contents">
                              {t('aioBasicSet.contents', { items: comparison.parts(compared.lines, productsByKey) })}
                            </span>
                            {compared.manualLines.length > 0 && (
                              <span style={{ display: 'block' }} data-testid="set-manual-contents">
                                {t('aioBasicSet.manualContents', { items: comparison.parts(compared.manualLines, productsByKey) })}
                              </span>
                            )}
                          </>
                        )}
                      </>
                    }
                  />
                  <ChevronRight aria-hidden sx={{ color: 'primary.main', ml: 1, flexShrink: 0 }} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      {/* On a phone "Ohne Set weiter" sits where "Weiter" was: the same guard. */}
      <DialogActions sx={{ pointerEvents: armed.ready ? undefined : 'none' }}>
        <Button onClick={onClose}>{t('aioBasicSet.back')}</Button>
        <Button variant="contained" onClick={onWithoutSet}>
          {t('aioBasicSet.withoutSet')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** How long after the dialog has entered a tap may choose: longer than the gap between the two taps of a double tap. */
const DOUBLE_TAP_MS = 350;

/** Taps on the cards count only once the dialog has entered and a double tap's second tap has passed. */
function useArmedAfterOpening(open: boolean) {
  const [ready, setReady] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!open) setReady(false);
    return () => clearTimeout(timer.current);
  }, [open]);
  const arm = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setReady(true), DOUBLE_TAP_MS);
  };
  return { ready, arm };
}
