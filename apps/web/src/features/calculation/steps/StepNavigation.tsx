import { ArrowBack, ArrowForward, Save } from '@mui/icons-material';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { CalculatorTab } from '@lsp/domain';
import { useFocusReturn } from '../fields/focus-field';

interface StepNavigationProps {
  tab: CalculatorTab;
  saving: boolean;
  onPrevious(): void;
  /** Holding Ctrl skips the AIO Basic set dialog (docs/design.md#calculator-steps). */
  onNext(ctrlKey: boolean): void;
  onSave?: () => void;
  /** Shown beside the save button: when last saved, or that changes are unsaved. */
  saveState?: ReactNode;
}

/** Previous, save and next: one tab at a time. */
export function StepNavigation({ tab, saving, onPrevious, onNext, onSave, saveState }: StepNavigationProps) {
  const { t } = useTranslation();
  // "Speichern" is disabled while it saves: afterwards the focus is on it again, not on the page.
  const returnFocus = useFocusReturn(saving);
  return (
    // Wraps on a narrow screen rather than pushing "Weiter" off it.
    <Stack direction="row" useFlexGap sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
      <Button startIcon={<ArrowBack />} onClick={onPrevious} disabled={tab === 'basic-input' || saving}>
        {t('calculator.previous')}
      </Button>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 2, ml: 'auto' }}>
        {saveState}
        {onSave && (
          <Button
            startIcon={<Save />}
            onClick={(event) => {
              returnFocus(event.currentTarget);
              onSave();
            }}
            disabled={saving}
          >
            {t('calculator.save.button')}
          </Button>
        )}
        {tab !== 'cost-calculation' && (
          <Button variant="contained" endIcon={<ArrowForward />} onClick={(event) => onNext(event.ctrlKey)} disabled={saving}>
            {t('calculator.next')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
