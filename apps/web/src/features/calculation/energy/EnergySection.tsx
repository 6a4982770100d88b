import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Calculate, ZoomIn } from '@mui/icons-material';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { ENERGY_CARRIER_KEYS, type Currency } from '@lsp/contracts';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';
import { useCalculatorTexts } from '../fields/texts';
import { useCalculator } from '../state/calculator-context';
import { FormSection } from '../steps/FormSection';
import { ShaftDrawing } from './ShaftDrawing';
import { useEnergy, useShaftDrawing } from './use-energy';
import { usePhone } from '../../../components/layout/phone';

/**
 * What closing the shaft head saves (docs/energy.md): the inputs a planner has (stops, doors,
 * heating), the shaft drawing, the heat lost with the head open, the saving in energy, money and
 * CO₂, the payback of the quote, and how it is calculated with the planner's own figures.
 */
export function EnergySection() {
  const { state } = useCalculator();
  const { t, number, optionLabel, fieldLabel } = useCalculatorTexts();
  const phone = usePhone();
  const { report, figures, invalid, currency } = useEnergy();
  const { i18n } = useTranslation();
  // A price is typed in the currency on screen, and kept with it (docs/energy.md#inputs).
  const priceCurrency = typeof state.values.energyPriceCurrency === 'string' ? (state.values.energyPriceCurrency as Currency) : currency;
  const alsoPriceCurrency = useMemo(() => ({ energyPriceCurrency: currency }), [currency]);
  const drawing = useShaftDrawing();
  const [explaining, setExplaining] = useState(false);
  const [enlarged, setEnlarged] = useState(false);
  const assumed = (entered: boolean | undefined, shown: string) =>
    report && entered === false ? t('energy.defaultValue', { value: shown }) : undefined;
  return (
    <FormSection title={t('energy.section')} testId="energy-section">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <NumberField field="stops" helperText={assumed(report?.shaft.stops.entered, number(report?.shaft.stops.value ?? 0))} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <NumberField
            field="doorsPerStop"
            helperText={assumed(report?.shaft.doorsPerStop.entered, number(report?.shaft.doorsPerStop.value ?? 0))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <NumberField
            field="doorWidth"
            unit="mm"
            helperText={assumed(report?.shaft.doorWidth.entered, `${number(report?.shaft.doorWidth.value ?? 0)} mm`)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <NumberField
            field="doorHeight"
            unit="mm"
            helperText={assumed(report?.shaft.doorHeight.entered, `${number(report?.shaft.doorHeight.value ?? 0)} mm`)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <SelectField
            field="energyCarrier"
            options={ENERGY_CARRIER_KEYS}
            helperText={
              state.values.energyCarrier == null && report
                ? t('energy.defaultValue', { value: optionLabel('energyCarrier', report.carrier.key) })
                : undefined
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <NumberField
            field="energyPrice"
            unit={`${currencySymbol(priceCurrency, i18n.language)}/kWh`}
            also={alsoPriceCurrency}
            helperText={assumed(
              report?.carrier.pricePerKWh.entered,
              `${number(report?.carrier.pricePerKWh.value ?? 0, { decimals: 4, minimumDecimals: 2 })} ${currencySymbol(currency, i18n.language)}/kWh`,
            )}
          />
        </Grid>
      </Grid>
      <Box sx={{ mt: 2 }} aria-live="polite">
        {invalid.length > 0 ? (
          <Typography color="error" data-testid="energy-invalid">
            {t('energy.fixInputs', { fields: invalid.map((key) => fieldLabel(key)).join(', ') })}
          </Typography>
        ) : figures === null ? (
          <Typography color="text.secondary" data-testid="energy-not-yet">
            {t('energy.notYet')}
          </Typography>
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('energy.intro')}
            </Typography>
            {/* On a phone each figure goes under its label: side by side, both wrap into a narrow column. */}
            <Table
              size="small"
              data-testid="energy-figures"
              sx={(theme) => ({
                '& th': { fontWeight: 400, pl: 0 },
                '& td': { textAlign: 'right', pr: 0 },
                [theme.breakpoints.down('sm')]: {
                  '& th, & td': { display: 'block', pl: 0 },
                  '& th': { borderBottom: 'none', pb: 0 },
                  '& td': { textAlign: 'left' },
                },
              })}
            >
              <TableBody>
                <Figure label={t('energy.loss')} value={figures.loss} testId="energy-loss" />
                <Figure label={t('energy.saving')} value={figures.saving} testId="energy-saving" strong />
                <Figure label={t('energy.co2')} value={figures.co2} testId="energy-co2" />
                <Figure label={figures.payback.label} value={figures.payback.value} testId="energy-payback" />
                {figures.paybackFunded && (
                  <Figure label={figures.paybackFunded.label} value={figures.paybackFunded.value} testId="energy-payback-funded" />
                )}
              </TableBody>
            </Table>
            <Button
              size="small"
              startIcon={<Calculate fontSize="small" />}
              onClick={() => setExplaining(true)}
              sx={{ mt: 1 }}
              data-testid="energy-how"
            >
              {t('energy.howCalculated')}
            </Button>
            <Dialog
              fullScreen={phone}
              open={explaining}
              onClose={() => setExplaining(false)}
              aria-labelledby="energy-explain-title"
              maxWidth="sm"
              fullWidth
            >
              <DialogTitle id="energy-explain-title">{t('energy.explainTitle')}</DialogTitle>
              <DialogContent>
                <Box component="ol" sx={{ pl: 2.5, m: 0 }} data-testid="energy-explanation">
                  {figures.explanation.map((sentence) => (
                    <Typography component="li" variant="body2" key={sentence} sx={{ mb: 1 }}>
                      {sentence}
                    </Typography>
                  ))}
                </Box>
              </DialogContent>
              <DialogActions>
                <Button onClick={() => setExplaining(false)}>{t('energy.close')}</Button>
              </DialogActions>
            </Dialog>
          </>
        )}
      </Box>
      <Box sx={{ mt: 2, maxWidth: 760 }}>
        <ShaftDrawing svg={drawing} />
        {/* On a phone the whole drawing is small: it opens full screen, as wide as the screen (turned sideways, wider still). */}
        <Button
          size="small"
          startIcon={<ZoomIn fontSize="small" />}
          onClick={() => setEnlarged(true)}
          sx={{ display: { sm: 'none' }, mt: 1 }}
        >
          {t('energy.enlarge')}
        </Button>
      </Box>
      <Dialog fullScreen open={enlarged} onClose={() => setEnlarged(false)} aria-labelledby="energy-drawing-title">
        <DialogTitle id="energy-drawing-title">{t('energy.drawing.title')}</DialogTitle>
        {/* Plan and section both in view: the drawing scales to the screen's width, never wider (no sideways scroll). */}
        <DialogContent sx={{ px: 1 }}>
          <ShaftDrawing svg={drawing} testId="shaft-drawing-enlarged" />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEnlarged(false)}>{t('energy.close')}</Button>
        </DialogActions>
      </Dialog>
    </FormSection>
  );
}

/** The currency's sign as the screen's language writes it (€, CHF, £, $). */
function currencySymbol(currency: Currency, language: string): string {
  return (
    new Intl.NumberFormat(language, { style: 'currency', currency }).formatToParts(0).find((part) => part.type === 'currency')?.value ??
    currency
  );
}

function Figure({ label, value, testId, strong = false }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      <TableCell data-testid={testId} sx={{ fontWeight: strong ? 600 : undefined }}>
        {value}
      </TableCell>
    </TableRow>
  );
}
