import { Alert, AlertTitle, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ProjectOfferData } from '@lsp/contracts';
import { providerMoment } from '@lsp/i18n';

/**
 * The provider's offer on the customer's project (docs/projects.md, "Offers"): its number, the day
 * it was made and its last day on the provider's calendar (Berlin, as the quote documents count
 * it), and the note staff wrote with it.
 */
export function OfferNotice({ offer }: { offer: ProjectOfferData }) {
  const { t, i18n } = useTranslation();
  const made = providerMoment(offer.at, i18n.language, 'date');
  return (
    <Alert severity="success" data-testid="offer-notice">
      <AlertTitle>{t('calculator.offer.title', { number: offer.number, date: made })}</AlertTitle>
      <Typography variant="body2">
        {offer.validUntil === null
          ? t('calculator.offer.noExpiry')
          : t('calculator.offer.validUntil', { date: providerMoment(`${offer.validUntil}T12:00:00Z`, i18n.language, 'date') })}
      </Typography>
      {offer.message && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="offer-message">
          {offer.message}
        </Typography>
      )}
    </Alert>
  );
}
