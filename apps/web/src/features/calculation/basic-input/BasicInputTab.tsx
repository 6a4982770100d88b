import { Chip, Grid, Stack, Typography } from '@mui/material';
import { BUILDING_TYPES, fieldsIn, FORM_FIELDS, INSTALLATION_POSITIONS, MACHINE_ROOMS, PROJECT_TYPES } from '@lsp/domain';
import { CheckboxField } from '../fields/CheckboxField';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';
import { TextInputField } from '../fields/TextInputField';
import { EnergySection } from '../energy/EnergySection';
import { useCalculatorTexts } from '../fields/texts';
import { MessageList } from '../messages/MessageList';
import { useCalculator } from '../state/calculator-context';
import { FormSection } from '../steps/FormSection';

/** Countries offered: Germany and Austria have their own rules; others plan with a manual area. */
const COUNTRY_CHOICES = ['de', 'at', 'ch', 'lu', 'it', 'pl'] as const;
// The shaft's yes/no requirements as the field catalogue lists them (libs/domain form-values.ts).
const FLAGS = fieldsIn('requirements');

/** The quarters from now on, for the planned implementation date (Q3/2027). */
function quarters(from = new Date(), count = 16): string[] {
  const first = from.getFullYear() * 4 + Math.floor(from.getMonth() / 3);
  return Array.from({ length: count }, (_, i) => `Q${((first + i) % 4) + 1}/${Math.floor((first + i) / 4)}`);
}

/** Tab 0: project data and shaft data (docs/design.md#form-values). */
export function BasicInputTab() {
  const { state, act, editable } = useCalculator();
  const { t, fieldLabel, number } = useCalculatorTexts();
  const { answer, values } = state;
  const basicMessages = answer.messages.filter((m) => m.field !== undefined && FORM_FIELDS[m.field]?.form === 'basicInput');
  const totalLiftArea = answer.derived.totalLiftArea;
  return (
    <Stack spacing={3}>
      <FormSection title={t('calculator.section.project')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextInputField field="projectName" withProblem maxLength={200} />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <SelectField field="country" options={COUNTRY_CHOICES} withProblem />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <TextInputField field="buildingLocation" withProblem maxLength={10} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <SelectField field="buildingType" options={BUILDING_TYPES} withProblem />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <SelectField field="projectType" options={PROJECT_TYPES} withProblem />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <SelectField field="plannedImplementationDate" options={quarters()} />
          </Grid>
        </Grid>
      </FormSection>
      <FormSection title={t('calculator.section.shaft')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <SelectField field="installationPosition" options={INSTALLATION_POSITIONS} withProblem />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <SelectField field="machineRoom" options={MACHINE_ROOMS} withProblem />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <NumberField field="noOfElevators" />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <NumberField field="shaftHeight" unit="mm" helperText={t('calculator.hint.shaftHeight')} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <NumberField field="shaftWidth" unit="mm" />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <NumberField field="shaftDepth" unit="mm" />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <NumberField field="payload" unit="kg" />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextInputField field="liftNumber" maxLength={60} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <NumberField field="noOfInterfaceAdapters" />
          </Grid>
        </Grid>
        <Grid container spacing={1} sx={{ mt: 1 }}>
          {FLAGS.map((flag) => (
            <Grid key={flag} size={{ xs: 12, sm: 6, md: 4 }}>
              <CheckboxField field={flag} />
            </Grid>
          ))}
        </Grid>
      </FormSection>
      <FormSection title={t('calculator.section.liftArea')}>
        <Grid container spacing={2} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <SelectField field="liftAreaPercentage" options={answer.options.liftAreaPercentage} withProblem />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <NumberField field="calculatedVentilationArea" unit="mm²" readOnly={values.liftAreaPercentage !== 'MANUAL'} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography data-testid="total-lift-area">
              {totalLiftArea === null ? t('calculator.liftArea.none') : t('calculator.liftArea.total', { area: number(totalLiftArea) })}
            </Typography>
          </Grid>
        </Grid>
        {typeof values.aioBasicSet === 'string' && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
            <Typography variant="body2">{fieldLabel('aioBasicSet')}:</Typography>
            <Chip
              label={values.aioBasicSet}
              color="primary"
              data-testid="chosen-aio-set"
              onDelete={editable ? () => act({ type: 'change', changes: { aioBasicSet: null } }) : undefined}
            />
          </Stack>
        )}
      </FormSection>
      <EnergySection />
      <MessageList messages={basicMessages} />
    </Stack>
  );
}
