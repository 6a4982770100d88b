import { Alert, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BackgroundJobView, RuleSetImpactReport } from '@lsp/contracts';
import { JobProgress } from '../../common/JobProgress';
import { useDisplayLocale } from '../../common/LocaleFields';
import { money, totalChange } from './rule-set-format';

/** The projects and fixtures whose totals change most, with the products that change in each. */
function LargestChanges({ report }: { report: RuleSetImpactReport }) {
  const translate = useTranslate();
  const locale = useDisplayLocale();
  const ui = (key: string, options?: Record<string, unknown>) => translate(`resources.rule-sets.ui.${key}`, options);
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{ui('subject')}</TableCell>
          <TableCell>{ui('name')}</TableCell>
          <TableCell align="right">{ui('totalBefore', { version: report.against.version })}</TableCell>
          <TableCell align="right">{ui('totalAfter')}</TableCell>
          <TableCell align="right">{ui('difference')}</TableCell>
          <TableCell>{ui('products')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {report.largest.map((item) => (
          <TableRow key={`${item.kind}-${item.id}`}>
            <TableCell>{item.kind === 'project' ? item.id : item.id.replace(/\.json$/, '')}</TableCell>
            <TableCell>
              {item.kind === 'project' ? `${item.name} (${translate(`lsp.states.${item.state}`, { _: item.state })})` : ''}
            </TableCell>
            <TableCell align="right">{money(item.totalBefore, locale, item.currency)}</TableCell>
            <TableCell align="right">{money(item.totalAfter, locale, item.currency)}</TableCell>
            <TableCell align="right">{totalChange(item, locale)}</TableCell>
            <TableCell>{item.error ?? item.products.map((p) => `${p.productKey} ${p.before} → ${p.after}`).join(', ')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The impact of the version against the published one: counts for projects and fixtures, the
 * random inputs' failures, how the totals' changes are spread, and the largest changes. While the
 * check runs, its job's progress.
 */
export function ImpactTab({ report, job }: { report: RuleSetImpactReport | undefined; job: BackgroundJobView | undefined }) {
  const translate = useTranslate();
  if (!report) return <JobProgress job={job} />;
  const group = (name: 'projects' | 'fixtures') => {
    const g = report[name];
    return (
      `${translate(`resources.rule-sets.ui.${name}`)}: ${g.checked} ${translate('resources.rule-sets.ui.checked')}, ${g.productsChanged} ${translate('resources.rule-sets.ui.productsChanged')}, ` +
      `${g.totalsChanged} ${translate('resources.rule-sets.ui.totalsChanged')}, ${g.failed} ${translate('resources.rule-sets.ui.failed')}`
    );
  };
  const most = Math.max(1, ...report.distribution.map((b) => b.count));
  return (
    <Stack spacing={1} data-testid="rule-impact">
      <Typography>{group('projects')}</Typography>
      <Typography>{group('fixtures')}</Typography>
      <Alert severity={report.fuzz.failures ? 'error' : 'success'}>{translate('resources.rule-sets.ui.fuzz', report.fuzz)}</Alert>
      <Typography variant="subtitle2">{translate('resources.rule-sets.ui.distribution')}</Typography>
      {report.distribution.map((b) => (
        <Stack key={b.bucket} direction="row" spacing={1} alignItems="center">
          <Typography sx={{ width: 180 }} variant="body2">
            {translate(`lsp.impact.buckets.${b.bucket}`, { _: b.bucket })}
          </Typography>
          <LinearProgress variant="determinate" value={(b.count / most) * 100} sx={{ width: 240, height: 10 }} />
          <Typography variant="body2">{b.count}</Typography>
        </Stack>
      ))}
      <Typography variant="subtitle2">{translate('resources.rule-sets.ui.largest')}</Typography>
      {report.largest.length === 0 ? (
        <Typography variant="body2" data-testid="no-largest">
          {translate('resources.rule-sets.ui.noLargest')}
        </Typography>
      ) : (
        <LargestChanges report={report} />
      )}
    </Stack>
  );
}
