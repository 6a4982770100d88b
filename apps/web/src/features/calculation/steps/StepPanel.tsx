import type { Ref } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '@lsp/contracts';
import { CALCULATOR_TABS, type CalculatorTab } from '@lsp/domain';
import type { DocumentsApi } from '../api/documents-api';
import { BasicInputTab } from '../basic-input/BasicInputTab';
import { ConfigurationTab } from '../configuration/ConfigurationTab';
import { CostCalculationTab } from '../cost-calculation/CostCalculationTab';
import { useCalculator } from '../state/calculator-context';
import { VentilationTab } from '../ventilation/VentilationTab';

interface StepPanelProps {
  tab: CalculatorTab;
  /** The panel and its heading, where a new step puts the focus (useStepFocus). */
  panelRef: Ref<HTMLDivElement>;
  headingRef: Ref<HTMLHeadingElement>;
  documents: DocumentsApi;
  onDownload(format: ExportFormat): Promise<void>;
  /** The costs' "Abschließen und absenden": opens the submit dialog. */
  onFinish(): void;
}

/** The open step under its heading ("1. Basisdaten"), which names the panel for screen readers. */
export function StepPanel({ tab, panelRef, headingRef, documents, onDownload, onFinish }: StepPanelProps) {
  const { t } = useTranslation();
  const { costs } = useCalculator();
  return (
    <Box role="tabpanel" aria-labelledby="step-heading" ref={panelRef}>
      <Typography
        id="step-heading"
        ref={headingRef}
        variant="h5"
        component="h2"
        tabIndex={-1}
        fontSize={{ xs: '1.2rem', sm: '1.5rem' }}
        sx={{ mb: 2, '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 4 } }}
      >
        {t('calculator.stepHeading', { number: String(CALCULATOR_TABS.indexOf(tab) + 1), step: t(`calculation.steps.${tab}`) })}
      </Typography>
      {tab === 'basic-input' && <BasicInputTab />}
      {tab === 'configuration' && <ConfigurationTab />}
      {tab === 'ventilation-components' && <VentilationTab />}
      {tab === 'cost-calculation' && <CostCalculationTab costs={costs} documents={documents} onDownload={onDownload} onFinish={onFinish} />}
    </Box>
  );
}
