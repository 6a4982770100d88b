import { useState } from 'react';
import { Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '../../constants/provider';
import { useDescribeError } from '../../core/api/use-describe-error';
import { loadingTicket, useSupportReporter } from '../../core/support/SupportReporter';
import type { OperationCode } from './operation-codes';

type ReportState = { state: 'idle' } | { state: 'sending' } | { state: 'sent'; id: string } | { state: 'failed'; reason: string };

/**
 * Reports a loading step that hung or failed. Signed in, it opens a support ticket through the
 * API (docs/design.md#support-tickets); before sign-in no ticket can be opened, so it offers a mail instead.
 */
export function ReportProblemLink({ code }: { code: OperationCode }) {
  const { t } = useTranslation();
  const report = useSupportReporter();
  const describe = useDescribeError();
  const [status, setStatus] = useState<ReportState>({ state: 'idle' });

  if (!report) {
    const { description } = loadingTicket(code, undefined);
    return <Link href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(description)}`}>{t('loading.report')}</Link>;
  }
  switch (status.state) {
    case 'sending':
      return (
        <Typography component="span" variant="body2" role="status">
          {t('loading.reportSending')}
        </Typography>
      );
    case 'sent':
      return (
        <Typography component="span" variant="body2" role="status" data-testid="report-sent">
          {t('loading.reportSent', { id: status.id })}
        </Typography>
      );
    default:
      return (
        <>
          <Link
            component="button"
            type="button"
            onClick={() => {
              setStatus({ state: 'sending' });
              report(code).then(
                (ticket) => setStatus({ state: 'sent', id: String(ticket.id) }),
                (error: unknown) => setStatus({ state: 'failed', reason: describe(error) }),
              );
            }}
            sx={{ verticalAlign: 'baseline' }}
          >
            {t('loading.report')}
          </Link>
          {status.state === 'failed' && (
            <Typography component="span" variant="body2" color="error" role="alert" sx={{ display: 'block', mt: 1 }}>
              {t('loading.reportFailed', { reason: status.reason })}
            </Typography>
          )}
        </>
      );
  }
}
