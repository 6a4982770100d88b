import { Chip, Stack, Typography } from '@mui/material';
import { TextInput, required, useLocaleState, useTranslate } from 'react-admin';

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

/**
 * A catalogue name (group, category, product) in the screen's language; without one, the German
 * name, marked "(nur Deutsch)" / "(German only)" so it is not taken for a translation.
 */
export function useLocalName(): (description: { de: string; en?: string | null; pl?: string | null } | undefined) => string {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (description) => {
    if (!description) return '';
    const own = locale === 'de' ? description.de : description[locale as 'en' | 'pl'];
    return own || (locale === 'de' ? description.de : translate('lsp.translation.germanShown', { text: description.de }));
  };
}

/** A characteristic by its name in the screen's language, its code beside it (codes staff add have no name: the code alone). */
export function CharacteristicName({ code }: { code: string }) {
  const translate = useTranslate();
  const name = translate(`lsp.characteristics.${code}`, { _: '' });
  if (!name) return <>{code}</>;
  return (
    <>
      {name}{' '}
      <Typography component="span" variant="caption" color="text.secondary">
        {code}
      </Typography>
    </>
  );
}
