import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '../../constants/provider';
import type { OperationCode } from './operation-codes';

/** A mail to support naming the operation that failed or hung. */
export function ReportProblemLink({ code }: { code: OperationCode }) {
  const { t } = useTranslation();
  const subject = encodeURIComponent(t('loading.reportSubject', { code }));
  return <Link href={`mailto:${SUPPORT_EMAIL}?subject=${subject}`}>{t('loading.report')}</Link>;
}
