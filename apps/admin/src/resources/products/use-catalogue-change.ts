import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { BackgroundJobView, CatalogueChangeRequest, CatalogueCheckAnswer, RuleSetImpactReport } from '@lsp/contracts';
import { useFollowJob } from '../../common/JobProgress';
import type { AdminDataProvider } from '../../data/data-provider';

/**
 * A product change before it is saved (docs/rules.md#catalogue-changes): the gate's check (what
 * the server would refuse, at which field) and the impact on open projects and reference cases,
 * a background job whose progress shows while it runs. Asked again for every change put to it.
 */
export function useCatalogueChange(change: CatalogueChangeRequest | undefined) {
  const provider = useDataProvider<AdminDataProvider>();
  const followJob = useFollowJob();
  const [check, setCheck] = useState<CatalogueCheckAnswer>();
  const [job, setJob] = useState<BackgroundJobView>();
  const [report, setReport] = useState<RuleSetImpactReport>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    setCheck(undefined);
    setJob(undefined);
    setReport(undefined);
    setError(undefined);
    if (!change) return;
    let current = true;
    const failed = (e: unknown) => current && setError((e as Error).message);
    const impact = () =>
      provider
        .action<BackgroundJobView>('products/impact', { body: change })
        .then((started) => followJob(started, (next) => current && setJob(next)))
        .then((done) => current && setReport(done.result as RuleSetImpactReport), failed);
    provider.action<CatalogueCheckAnswer>('products/check', { body: change }).then((answer) => {
      if (!current) return;
      setCheck(answer);
      // Rules naming a product the change removes do not compile without it: nothing to calculate.
      if (!answer.problems.some((p) => p.key === 'namedByRuleSet')) void impact();
    }, failed);
    return () => {
      current = false;
    };
  }, [change, provider, followJob]);
  /** The impact cannot be analysed: the check found the rules naming a product the change removes. */
  const noImpact = check?.problems.some((p) => p.key === 'namedByRuleSet') ?? false;
  return { check, job, report, error, noImpact };
}
