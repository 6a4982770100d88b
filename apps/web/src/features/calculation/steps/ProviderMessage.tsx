import { Alert, AlertTitle, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { providerMoment } from '@lsp/i18n';

/**
 * The provider's question while the project waits for the customer's answer (MESSAGE_FROM_DH): in
 * the app, not only in the mail, so whoever opens the project reads what to change before sending
 * it again.
 */
export function ProviderMessage({ message }: { message: { text: string; at: string } }) {
  const { t, i18n } = useTranslation();
  // On Berlin's clock, as the mail and the documents (docs/dates.md).
  const at = providerMoment(message.at, i18n.language);
  return (
    <Alert severity="warning" data-testid="provider-message">
      <AlertTitle>{t('calculator.providerMessage.title', { date: at })}</AlertTitle>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.text}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('calculator.providerMessage.answer')}
      </Typography>
    </Alert>
  );
}
