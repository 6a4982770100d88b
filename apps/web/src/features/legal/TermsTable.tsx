import { Alert, Box, CircularProgress, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { stackedOnPhone } from '../../components/layout/phone';
import type { TermsUrl } from '@lsp/contracts';
import { isLanguage } from '@lsp/i18n';
import { useLoadable } from '../../core/loadable';
import { usePreferences } from '../../core/preferences/PreferencesProvider';
import { fetchTerms } from './terms-api';

function TermsLink({ document }: { document: TermsUrl }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const languageName = isLanguage(document.language) ? t(`language.${document.language}`) : document.language.toUpperCase();
  return (
    <Box>
      <Link
        href={document.url}
        target="_blank"
        rel="noopener"
        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: { xs: 44, sm: 0 } }}
      >
        {t('terms.linkLabel', { type: t(`terms.documentType.${document.type}`), language: document.language.toUpperCase() })}
      </Link>
      {document.language !== language && (
        <Typography variant="caption" component="div" color="text.secondary">
          {t('terms.otherLanguageHint', { language: languageName })}
        </Typography>
      )}
    </Box>
  );
}

/** Each company with its country and documents (docs/design.md#shell). */
export function TermsTable() {
  const { t } = useTranslation();
  const terms = useLoadable(fetchTerms, []);
  if (terms.state === 'error') return <Alert severity="error">{t('terms.loadFailed')}</Alert>;
  if (terms.state !== 'value')
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress />
      </Box>
    );
  if (terms.value.length === 0) return <Typography>{t('terms.empty')}</Typography>;
  return (
    // A card per company on a phone: three columns do not fit beside each other in a dialog of 360 px.
    <Table size="small" sx={stackedOnPhone}>
      <TableHead>
        <TableRow>
          <TableCell>{t('terms.columns.company')}</TableCell>
          <TableCell>{t('terms.columns.country')}</TableCell>
          <TableCell>{t('terms.columns.documents')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {terms.value.map((entry) => (
          <TableRow key={`${entry.country}-${entry.company}`}>
            <TableCell sx={{ fontWeight: { xs: 600, sm: 'inherit' } }}>{entry.company}</TableCell>
            <TableCell data-label={t('terms.columns.country')}>{t(`terms.country.${entry.country}`)}</TableCell>
            <TableCell>
              <Stack spacing={1}>
                {entry.urls.map((document) => (
                  <TermsLink key={document.url} document={document} />
                ))}
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
