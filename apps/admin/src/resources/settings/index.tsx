import { Settings as SettingsIcon } from '@mui/icons-material';
import { Stack, Typography } from '@mui/material';
import { Navigate } from 'react-router';
import { BooleanInput, NumberInput, SimpleForm, TextInput, minValue, required, useTranslate } from 'react-admin';
import { PessimisticEdit } from '../../common/PessimisticEdit';

/** There is one settings record: the list is its form. */
const SettingsList = () => <Navigate to="/settings/1" replace />;

function SettingsForm() {
  const translate = useTranslate();
  return (
    <SimpleForm>
      <TextInput source="generalRemarksDe" multiline minRows={3} fullWidth />
      <TextInput source="generalRemarksEn" multiline minRows={3} fullWidth />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <NumberInput source="offerValidityWeeks" validate={minValue(1)} helperText={translate('lsp.settings.neverExpires')} />
        <NumberInput source="deliveryWorkdays" validate={[required(), minValue(0)]} />
      </Stack>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>{translate('lsp.settings.exchangeRates')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <NumberInput source="exchangeRates.CHF" validate={required()} step={0.0001} />
        <NumberInput source="exchangeRates.GBP" validate={required()} step={0.0001} />
        <NumberInput source="exchangeRates.USD" validate={required()} step={0.0001} />
      </Stack>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>{translate('lsp.settings.flags')}</Typography>
      <BooleanInput source="currencySelector" />
      <BooleanInput source="ctrlFastDelete" />
    </SimpleForm>
  );
}

const SettingsEdit = () => <PessimisticEdit actions={false}><SettingsForm /></PessimisticEdit>;

export const settings = { name: 'settings', list: SettingsList, edit: SettingsEdit, icon: SettingsIcon, recordRepresentation: () => '' };
