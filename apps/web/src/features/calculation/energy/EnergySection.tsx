import { useState } from 'react';
import { Calculate } from '@mui/icons-material';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { ENERGY_CARRIER_KEYS } from '@lsp/contracts';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';
import { useCalculatorTexts } from '../fields/texts';
import { useCalculator } from '../state/calculator-context';
import { FormSection } from '../steps/FormSection';
import { ShaftDrawing } from './ShaftDrawing';
import { useEnergy, useShaftDrawing } from './use-energy';

/**
 * What closing the shaft head saves (docs/energy.md): the inputs a planner has (stops, doors,
 * heating), the shaft drawing, the heat lost with the head open, the saving in energy, money and
 * CO₂, the payback of the quote, and how it is calculated with the planner's own figures.
 */
export function EnergySection() {
  const { state } = useCalculator();
  const { t, number, optionLabel } = useCalculatorTexts();
  const { report, figures } = useEnergy();
  const drawing = useShaftDrawing();
  const [explaining, setExplaining] = useState(false);
  const assumed = (entered: boolean | undefined, shown: string) => (report && entered === false ? t('energy.defaultValue', { value: shown }) : undefined);
  return (
    <FormSection title={t('energy.section')} testId="energy-section">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <NumberField field="stops" helperText={assumed(report?.shaft.stops.entered, number(report?.shaft.stops.value ?? 0))} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <NumberField field="doorsPerStop" helperText={assumed(report?.shaft.doorsPerStop.entered, number(report?.shaft.doorsPerStop.value ?? 0))} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <NumberField field="doorWidth" unit="mm" helperText={assumed(report?.shaft.doorWidth.entered, `${number(report?.shaft.doorWidth.value ?? 0)} mm`)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <NumberField field="doorHeight" unit="mm" helperText={assumed(report?.shaft.doorHeight.entered, `${number(report?.shaft.doorHeight.value ?? 0)} mm`)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <SelectField
            field="energyCarrier" options={ENERGY_CARRIER_KEYS}
            helperText={state.values.energyCarrier == null && report ? t('energy.defaultValue', { value: optionLabel('energyCarrier', report.carrier.key) }) : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <NumberField
            field="energyPrice" unit="€/kWh"
            helperText={assumed(report?.carrier.pricePerKWh.entered, number(report?.carrier.pricePerKWh.value ?? 0, { decimals: 4, minimumDecimals: 2 }))}
          />
        </Grid>
      </Grid>
      <Box sx={{ mt: 2 }} aria-live="polite">
        {figures === null ? (
          <Typography color="text.secondary" data-testid="energy-not-yet">{t('energy.notYet')}</Typography>
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>{t('energy.intro')}</Typography>
            <Table size="small" data-testid="energy-figures" sx={{ '& th': { fontWeight: 400, pl: 0 }, '& td': { pr: 0 } }}>
              <TableBody>
                <Figure label={t('energy.loss')} value={figures.loss} testId="energy-loss" />
                <Figure label={t('energy.saving')} value={figures.saving} testId="energy-saving" strong />
                <Figure label={t('energy.co2')} value={figures.co2} testId="energy-co2" />
                <Figure label={figures.payback.label} value={figures.payback.value} testId="energy-payback" />
                {figures.paybackFunded && <Figure label={figures.paybackFunded.label} value={figures.paybackFunded.value} testId="energy-payback-funded" />}
              </TableBody>
            </Table>
            <Button size="small" startIcon={<Calculate fontSize="small" />} onClick={() => setExplaining(true)} sx={{ mt: 1 }} data-testid="energy-how">
              {t('energy.howCalculated')}
            </Button>
            <Dialog open={explaining} onClose={() => setExplaining(false)} aria-labelledby="energy-explain-title" maxWidth="sm" fullWidth>
              <DialogTitle id="energy-explain-title">{t('energy.explainTitle')}</DialogTitle>
              <DialogContent>
                <Box component="ol" sx={{ pl: 2.5, m: 0 }} data-testid="energy-explanation">
                  {figures.explanation.map((sentence) => <Typography component="li" variant="body2" key={sentence} sx={{ mb: 1 }}>{sentence}</Typography>)}
                </Box>
              </DialogContent>
              <DialogActions><Button onClick={() => setExplaining(false)}>{t('energy.close')}</Button></DialogActions>
            </Dialog>
          </>
        )}
      </Box>
      <Box sx={{ mt: 2, maxWidth: 760 }}>
        <ShaftDrawing svg={drawing} />
      </Box>
    </FormSection>
  );
}

function Figure({ label, value, testId, strong = false }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row">{label}</TableCell>
      <TableCell align="right" data-testid={testId} sx={{ fontWeight: strong ? 600 : undefined }}>{value}</TableCell>
    </TableRow>
  );
}
