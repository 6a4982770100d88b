import { Chip, Stack } from '@mui/material';
import { TextInput, required, useTranslate } from 'react-admin';

/**
 * A text in German and English, side by side (`description.de`, `description.en`); with `polish`
 * also an optional Polish one (`description.pl`), which says while it is empty that Polish screens
 * show the English text.
 */
export function TranslatedInput({ source, multiline = false, polish = false }: { source: string; multiline?: boolean; polish?: boolean }) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <TextInput source={`${source}.de`} validate={required()} multiline={multiline} fullWidth />
      <TextInput source={`${source}.en`} validate={required()} multiline={multiline} fullWidth />
      {polish && (
        <TextInput
          source={`${source}.pl`}
          multiline={multiline}
          fullWidth
          parse={(value: string) => value || null}
          helperText={translate('lsp.translation.polishFallback')}
        />
      )}
    </Stack>
  );
}

/** Shown where a product has no Polish name: Polish screens and quotes show the English one. */
export function MissingPolish() {
  const translate = useTranslate();
  return <Chip size="small" color="warning" variant="outlined" label={translate('lsp.translation.missingPolish')} />;
}
