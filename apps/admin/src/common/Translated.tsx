import { Stack } from '@mui/material';
import { TextInput, required } from 'react-admin';

/** A text in German and English, side by side (`description.de`, `description.en`). */
export function TranslatedInput({ source, multiline = false }: { source: string; multiline?: boolean }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <TextInput source={`${source}.de`} validate={required()} multiline={multiline} fullWidth />
      <TextInput source={`${source}.en`} validate={required()} multiline={multiline} fullWidth />
    </Stack>
  );
}
