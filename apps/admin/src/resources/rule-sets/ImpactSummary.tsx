import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BackgroundJobView, RuleSetImpactReport } from '@lsp/contracts';
import { JobProgress } from '../../common/JobProgress';

/**
 * What publishing (or republishing) changes, checked now; a warning when anything fails with it.
 * The publish and the rollback question both show it above their change note.
 */
export function ImpactSummary({ impact, job }: { impact: RuleSetImpactReport | undefined; job: BackgroundJobView | undefined }) {
  const translate = useTranslate();
  if (!impact) return job ? <JobProgress job={job} /> : <LinearProgress aria-label={translate('resources.rule-sets.ui.runImpact')} />;
  const failures = impact.projects.failed + impact.fixtures.failed + impact.fuzz.failures;
  return (
    <Stack spacing={1} data-testid="publish-summary">
      <Typography>{translate('resources.rule-sets.ui.publishProjects', { ...impact.projects })}</Typography>
      <Typography>{translate('resources.rule-sets.ui.publishFixtures', { ...impact.fixtures })}</Typography>
      <Typography>{translate('resources.rule-sets.ui.fuzz', impact.fuzz)}</Typography>
      {failures > 0 && (
        <Alert severity="error" data-testid="impact-failures">
          {translate('resources.rule-sets.ui.impactFailures', { smart_count: failures })}
        </Alert>
      )}
    </Stack>
  );
}
