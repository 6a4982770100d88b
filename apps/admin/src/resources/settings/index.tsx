import { Settings as SettingsIcon } from '@mui/icons-material';
import { Stack, Typography } from '@mui/material';
import { Navigate } from 'react-router';
import {
  BooleanInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  Toolbar,
  TextInput,
  maxValue,
  minValue,
  required,
  useTranslate,
} from 'react-admin';
import { ENERGY_CARRIER_KEYS } from '@lsp/contracts';
import { LocaleNumberInput } from '../../common/LocaleNumberInput';
import { PessimisticEdit } from '../../common/PessimisticEdit';

/** Rates are above zero: a rate of 0 would price everything at nothing. */
const positive = (value: unknown) => (typeof value === 'number' && value <= 0 ? 'lsp.number.positive' : undefined);

/** A share kept as 0 to 1 and shown in per cent: its bounds are said in per cent. */
const percent = (value: unknown) =>
  typeof value === 'number' && (value < 0 || value > 1) ? { message: 'lsp.number.percent', args: {} } : undefined;

/** There is one settings record: the list is its form. */
const SettingsList = () => <Navigate to="/settings/1" replace />;

function SettingsForm() {
  const translate = useTranslate();
  return (
    // The one record cannot be deleted: the toolbar offers saving only.
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <TextInput source="generalRemarksDe" multiline minRows={3} fullWidth />
      <TextInput source="generalRemarksEn" multiline minRows={3} fullWidth />
      <TextInput source="generalRemarksPl" multiline minRows={3} fullWidth />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <LocaleNumberInput
          source="offerValidityWeeks"
          integer
          validate={[minValue(1), maxValue(520)]}
          helperText={translate('lsp.settings.neverExpires')}
        />
        <LocaleNumberInput source="deliveryWorkdays" integer validate={[required(), minValue(0), maxValue(1000)]} />
      </Stack>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {translate('lsp.settings.exchangeRates')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <LocaleNumberInput source="exchangeRates.CHF" validate={[required(), positive]} />
        <LocaleNumberInput source="exchangeRates.GBP" validate={[required(), positive]} />
        <LocaleNumberInput source="exchangeRates.USD" validate={[required(), positive]} />
      </Stack>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {translate('lsp.settings.energy')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('lsp.settings.energyHint')}
      </Typography>
      {ENERGY_CARRIER_KEYS.map((carrier) => (
        <Stack key={carrier} direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <LocaleNumberInput
            source={`energy.carriers.${carrier}.pricePerKWh`}
            unit="€/kWh"
            validate={[required(), minValue(0), maxValue(10)]}
          />
          <LocaleNumberInput
            source={`energy.carriers.${carrier}.co2KgPerKWh`}
            unit="kg/kWh"
            decimals={3}
            validate={[required(), minValue(0), maxValue(5)]}
          />
        </Stack>
      ))}
      <SelectInput
        source="energy.defaultCarrier"
        validate={required()}
        choices={ENERGY_CARRIER_KEYS.map((id) => ({ id, name: translate(`resources.settings.carriers.${id}`) }))}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <LocaleNumberInput source="energy.fundingShare" unit="%" scale={0.01} decimals={2} validate={[required(), percent]} />
        <BooleanInput source="energy.fundingEnabled" />
      </Stack>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {translate('lsp.settings.flags')}
      </Typography>
      <BooleanInput source="currencySelector" />
      <BooleanInput source="ctrlFastDelete" />
    </SimpleForm>
  );
}

const SettingsEdit = () => (
  <PessimisticEdit actions={false}>
    <SettingsForm />
  </PessimisticEdit>
);

export const settings = { name: 'settings', list: SettingsList, edit: SettingsEdit, icon: SettingsIcon, recordRepresentation: () => '' };
