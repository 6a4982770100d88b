import { useState } from 'react';
import type { BackgroundJobView, RuleSetImpactReport } from '@lsp/contracts';
import { useFollowJob } from '../../common/JobProgress';
import type { VersionRequest } from './use-version-requests';
import { useRuleSetActions } from './use-rule-sets';

/**
 * What the version changes for projects and fixtures, and what random inputs find: a background
 * job whose progress shows while it runs. Its report is what the impact tab lists and what the
 * publish and rollback questions sum up; with failures in it, neither is offered.
 */
export function useImpact(request: VersionRequest) {
  const call = useRuleSetActions();
  const followJob = useFollowJob();
  const [report, setReport] = useState<RuleSetImpactReport>();
  /** The impact analysis runs as a background job: its progress while it runs. */
  const [job, setJob] = useState<BackgroundJobView>();
  const check = (id: number) =>
    request(async () => {
      const done = await followJob(await call<BackgroundJobView>(`/${id}/impact`, {}), setJob);
      return done.result as RuleSetImpactReport;
    }, setReport);
  const failures = report ? report.projects.failed + report.fixtures.failed + report.fuzz.failures : 0;
  return { report, job, failures, check };
}

export type Impact = ReturnType<typeof useImpact>;
