import { useState } from 'react';
import { Description, PictureAsPdf, Send } from '@mui/icons-material';
import { Alert, Box, Button, CircularProgress, Grid, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import type { ExportFormat } from '@lsp/contracts';
import { montageLocation } from '../state/form-state';
import { OfflineReason } from '../../../components/feedback/OfflineReason';
import { ReportProblemLink } from '../../../components/feedback/ReportProblemLink';
import { useDescribeError } from '../../../core/api/use-describe-error';
import { useOnline } from '../../../core/offline/online';
import type { DocumentsApi } from '../api/documents-api';
import type { CostsState } from '../engine/use-costs';
import { CheckboxField } from '../fields/CheckboxField';
import { useCalculatorTexts } from '../fields/texts';
import { useFocusReturn } from '../fields/focus-field';
import { MessageList } from '../messages/MessageList';
import { SelectedProductsTable } from '../products/SelectedProductsTable';
import { useCalculator } from '../state/calculator-context';
import { FormSection } from '../steps/FormSection';
import { CableQuantities } from './CableQuantities';
import { CostTable } from './CostTable';
import { ProjectDocuments } from './ProjectDocuments';

interface CostCalculationTabProps {
  costs: CostsState;
  documents: DocumentsApi;
  onDownload(format: ExportFormat): Promise<void>;
  onFinish(): void;
}

function MontageFields() {
  const { state, act, editable, serverProblems, problems } = useCalculator();
  const { t, fieldLabel, serverProblemText, problemText } = useCalculatorTexts();
  const inGermany = state.values.country === 'de';
  const location = state.values.montageBuildingLocation;
  // Left empty, the montage is at the building: its postal code shows as the placeholder.
  const { typed, building, valid } = montageLocation(state.values);
  const empty = typed === '';
  const server = serverProblems.montageBuildingLocation;
  // The field's own check is the quote's and the save's (libs/domain costInputProblems); empty with no
  // building code to follow, the montage cannot be priced either.
  const locationProblem = problems.montageBuildingLocation
    ? problemText(problems.montageBuildingLocation)
    : state.values.montageIncluded === true && !valid
      ? t('calculator.montage.postalCode')
      : server && server.value === location
        ? serverProblemText(server)
        : undefined;
  return (
    <Grid container spacing={2} sx={{ alignItems: 'center' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        {inGermany ? (
          <CheckboxField field="montageIncluded" />
        ) : (
          <Typography color="text.secondary">{t('calculator.montage.onlyGermany')}</Typography>
        )}
      </Grid>
      {inGermany && state.values.montageIncluded === true && (
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            size="small"
            fullWidth
            id="field-montageBuildingLocation"
            label={fieldLabel('montageBuildingLocation')}
            value={typeof location === 'string' ? location : ''}
            disabled={!editable}
            error={locationProblem !== undefined}
            helperText={locationProblem}
            placeholder={empty && building ? building : undefined}
            slotProps={{ inputLabel: { shrink: empty && building ? true : undefined } }}
            onChange={(event) => act({ type: 'change', changes: { montageBuildingLocation: event.target.value.slice(0, 10) } })}
          />
        </Grid>
      )}
    </Grid>
  );
}

/** Tab 3: the quote in the chosen currency, delivery, validity, installation, montage, cables, downloads and documents. */
export function CostCalculationTab({ costs, documents, onDownload, onFinish }: CostCalculationTabProps) {
  // The context's quote: the live one, or the figures a submitted project keeps.
  const { state, editable, quote } = useCalculator();
  const { t, number } = useCalculatorTexts();
  const describe = useDescribeError();
  // PDF, Excel and submitting are the server's work: offline the buttons say so (docs/offline.md).
  const online = useOnline();
  const [downloading, setDownloading] = useState<ExportFormat | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  // Both buttons are disabled during a download: afterwards the focus is on the one pressed again.
  const returnFocus = useFocusReturn(downloading !== null);
  const download = async (format: ExportFormat) => {
    setDownloading(format);
    setDownloadError(null);
    try {
      await onDownload(format);
    } catch (error) {
      // Which download failed, why, and the way to support (the operation code names the step).
      setDownloadError(t('calculator.download.failed', { format: format === 'pdf' ? 'PDF' : 'Excel', reason: describe(error) }));
    } finally {
      setDownloading(null);
    }
  };
  const costMessages = (costs.answer?.messages ?? []).filter(
    (m) => m.key.startsWith('costs.') || m.key === 'hint.checkSmokeDetectionSpace',
  );
  return (
    <Stack spacing={3}>
      <FormSection title={t('calculator.section.costs')} testId="costs-section">
        {costs.error !== null && <Alert severity="error">{describe(costs.error)}</Alert>}
        {quote === null && costs.error === null && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} data-operation-code="BKCC-costs" role="status" aria-busy="true">
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('calculator.costs.loading')}</Typography>
          </Box>
        )}
        {quote && (
          <Box aria-busy={costs.loading}>
            {/* A bar, not faded figures: faded text fails WCAG AA contrast while the next answer is on its way. */}
            {costs.loading ? <LinearProgress sx={{ mb: 1 }} aria-hidden /> : <Box sx={{ height: 4, mb: 1 }} />}
            <CostTable costs={quote} />
            <Grid container spacing={2} sx={{ mt: 2 }}>
              <Grid size={{ xs: 12, md: 4 }} data-testid="delivery-time">
                <Typography variant="body2" color="text.secondary">
                  {t('calculator.costs.deliveryTime')}
                </Typography>
                <Typography>
                  {t(`calculator.costs.deliveryUnit.${quote.deliveryTime.unit}`, { value: String(quote.deliveryTime.value) })}
                </Typography>
              </Grid>
              <Grid size={{ xs: 12, md: 4 }} data-testid="offer-validity">
                <Typography variant="body2" color="text.secondary">
                  {t('calculator.costs.offerValidity')}
                </Typography>
                <Typography>
                  {quote.offerValidityWeeks === null
                    ? t('calculator.costs.never')
                    : t('calculator.costs.weeks', { weeks: String(quote.offerValidityWeeks) })}
                </Typography>
              </Grid>
              <Grid size={{ xs: 12, md: 4 }} data-testid="installation-time">
                <Typography variant="body2" color="text.secondary">
                  {t('calculator.costs.installationTime')}
                </Typography>
                <Typography>
                  {quote.estimatedInstallationHours === null
                    ? t('calculator.costs.noInstallation')
                    : t('calculator.costs.hours', { hours: number(quote.estimatedInstallationHours, { decimals: 1 }) })}
                </Typography>
              </Grid>
            </Grid>
          </Box>
        )}
        <Stack sx={{ mt: 2 }}>
          <MessageList messages={costMessages} testId="cost-messages" />
        </Stack>
      </FormSection>
      <FormSection title={t('calculator.section.montage')}>
        <MontageFields />
      </FormSection>
      <FormSection title={t('calculator.section.cables')}>
        <CableQuantities />
      </FormSection>
      <FormSection title={t('calculator.section.selectedProducts')}>
        <SelectedProductsTable products={state.answer.selectedProducts} nonStandard={state.nonStandardComponents} />
      </FormSection>
      <FormSection title={t('calculator.section.downloads')}>
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={downloading === 'pdf' ? <CircularProgress size={16} aria-hidden /> : <PictureAsPdf />}
            disabled={downloading !== null || quote === null || !online}
            aria-describedby={online ? undefined : 'downloads-offline'}
            onClick={(event) => {
              returnFocus(event.currentTarget);
              void download('pdf');
            }}
          >
            {t('calculator.download.pdf')}
          </Button>
          <Button
            variant="outlined"
            startIcon={downloading === 'xlsx' ? <CircularProgress size={16} aria-hidden /> : <Description />}
            disabled={downloading !== null || quote === null || !online}
            aria-describedby={online ? undefined : 'downloads-offline'}
            onClick={(event) => {
              returnFocus(event.currentTarget);
              void download('xlsx');
            }}
          >
            {t('calculator.download.xlsx')}
          </Button>
        </Stack>
        {!online && (
          <Box sx={{ mt: 1 }}>
            <OfflineReason id="downloads-offline">{t('calculator.offline.downloads')}</OfflineReason>
          </Box>
        )}
        {downloadError && (
          <Alert
            severity="error"
            sx={{ mt: 2 }}
            onClose={() => setDownloadError(null)}
            data-testid="download-error"
            data-operation-code="BKCC-files"
          >
            {downloadError}
            <Typography variant="caption" component="p" sx={{ mt: 1 }}>
              {t('loading.operationCode', { code: 'BKCC-files' })}
            </Typography>
            <ReportProblemLink code="BKCC-files" />
          </Alert>
        )}
      </FormSection>
      <FormSection title={t('calculator.section.documents')}>
        <ProjectDocuments documents={documents} />
      </FormSection>
      {editable && (
        <Stack spacing={1} sx={{ alignSelf: 'flex-end', alignItems: 'flex-end' }}>
          <Button
            variant="contained"
            size="large"
            startIcon={<Send />}
            onClick={onFinish}
            disabled={quote === null || !online}
            aria-describedby={online ? undefined : 'submit-offline'}
          >
            {t('calculator.submit.finish')}
          </Button>
          {!online && <OfflineReason id="submit-offline">{t('calculator.offline.submit')}</OfflineReason>}
        </Stack>
      )}
    </Stack>
  );
}
