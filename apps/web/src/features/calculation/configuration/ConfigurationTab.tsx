import { Grid, Stack } from '@mui/material';
import { fieldsIn } from '@lsp/domain';
import { CheckboxField } from '../fields/CheckboxField';
import { CountField } from '../fields/CountField';
import { SelectField } from '../fields/SelectField';
import { useCalculatorTexts } from '../fields/texts';
import { MessageList, messagesFor } from '../messages/MessageList';
import { SelectedProductsTable } from '../products/SelectedProductsTable';
import { useCalculator } from '../state/calculator-context';
import { FormSection } from '../steps/FormSection';
import { NonStandardComponents } from './NonStandardComponents';

// The accessories as the field catalogue lists them (libs/domain form-values.ts): a new one is one declaration there.
const COUNTS = fieldsIn('accessoryCounts');
const FLAGS = fieldsIn('accessorySwitches');

/** Tab 1: system, smoke detection, lift status detection, accessories and non-standard components. */
export function ConfigurationTab() {
  const { state } = useCalculator();
  const { t } = useCalculatorTexts();
  const { answer } = state;
  return (
    <Stack spacing={3}>
      <FormSection title={t('calculator.section.system')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <SelectField field="system" options={answer.options.system} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <SelectField field="smokeDetection" options={answer.options.smokeDetection} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <SelectField field="liftStatusDetection" options={answer.options.liftStatusDetection} />
          </Grid>
        </Grid>
        <Stack sx={{ mt: 2 }}>
          <MessageList
            messages={messagesFor(answer.messages, [
              'system',
              'smokeDetection',
              'liftStatusDetection',
              'systemIntegration',
              'nrwgDelivered',
            ])}
            testId="configuration-messages"
          />
        </Stack>
      </FormSection>
      <FormSection title={t('calculator.section.accessories')}>
        <Grid container spacing={2}>
          {/* One per line on a phone: the long names of switches and buttons are not cut off. */}
          {COUNTS.map((field) => (
            <Grid key={field} size={{ xs: 12, sm: 6, md: 4 }}>
              <CountField field={field} />
            </Grid>
          ))}
        </Grid>
        <Grid container spacing={1} sx={{ mt: 1 }}>
          {FLAGS.map((field) => (
            <Grid key={field} size={{ xs: 12, sm: 6, md: 4 }}>
              <CheckboxField field={field} />
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <CheckboxField field="quiet" label={t('calculator.lowNoiseDrive')} />
          </Grid>
        </Grid>
      </FormSection>
      <FormSection title={t('calculator.section.nonStandard')}>
        <NonStandardComponents />
      </FormSection>
      <FormSection title={t('calculator.section.selectedProducts')}>
        <SelectedProductsTable
          products={answer.selectedProducts.filter((p) => p.category !== 'VENTCOMP')}
          nonStandard={state.nonStandardComponents}
        />
      </FormSection>
    </Stack>
  );
}
