import { Paper, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CALCULATOR_TABS, type CalculatorTab } from '@lsp/domain';
import { usePhone } from '../../../components/layout/phone';

interface StepTabsProps {
  tab: CalculatorTab;
  /** Which steps may be opened now (docs/design.md#calculator-steps). */
  access: Record<CalculatorTab, boolean>;
  /** While a save or a move to another step is under way, no tab takes a click. */
  busy: boolean;
  onOpen(step: CalculatorTab): void;
}

/** The four steps as tabs, numbered; the open one is marked and a click on another opens it. */
export function StepTabs({ tab, access, busy, onOpen }: StepTabsProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  return (
    <Paper variant="outlined">
      {/* On a phone the four steps share the width as numbers (named for screen readers); the heading below names the step. */}
      <Tabs value={CALCULATOR_TABS.indexOf(tab)} variant={phone ? 'fullWidth' : 'scrollable'} aria-label={t('calculator.tabs')}>
        {CALCULATOR_TABS.map((step, index) => (
          <Tab
            key={step}
            value={index}
            label={phone ? String(index + 1) : `${index + 1}. ${t(`calculation.steps.${step}`)}`}
            aria-label={`${index + 1}. ${t(`calculation.steps.${step}`)}`}
            sx={{ minWidth: 0 }}
            disabled={!access[step] || busy}
            onClick={() => step !== tab && onOpen(step)}
          />
        ))}
      </Tabs>
    </Paper>
  );
}
