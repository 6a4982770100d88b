import { useCallback } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BackgroundJobView } from '@lsp/contracts';
import type { AdminDataProvider } from '../data/data-provider';
import { formatDateTime, useDisplayLocale } from './LocaleFields';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows a background job (`GET /api/admin/jobs/{id}`) until it is done, telling each state on
 * the way; answers the finished job, or throws with the job's error.
 */
export function useFollowJob() {
  const provider = useDataProvider<AdminDataProvider>();
  return useCallback(
    async (started: BackgroundJobView, onUpdate: (job: BackgroundJobView) => void): Promise<BackgroundJobView> => {
      let job = started;
      for (;;) {
        onUpdate(job);
        if (job.state === 'done') return job;
        if (job.state === 'failed') throw new Error(job.error ?? job.state);
        await sleep(job.state === 'queued' ? 1000 : 500);
        job = await provider.action<BackgroundJobView>(`jobs/${job.id}`);
      }
    },
    [provider],
  );
}

/** How long is left, in words: seconds under two minutes, else minutes. */
function useTimeLeft() {
  const translate = useTranslate();
  return (seconds: number) =>
    seconds < 120
      ? translate('lsp.jobs.seconds', { smart_count: Math.max(1, seconds) })
      : translate('lsp.jobs.minutes', { smart_count: Math.round(seconds / 60) });
}

/** A finished export: its file saved under its name, and until when it is kept. */
function JobDownload({ job }: { job: BackgroundJobView }) {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useDisplayLocale();
  const provider = useDataProvider<AdminDataProvider>();
  const name = (job.result as { fileName?: string } | null)?.fileName ?? 'export.xlsx';
  const save = async () => {
    try {
      const url = URL.createObjectURL(await provider.file(job.fileUrl!));
      const link = Object.assign(document.createElement('a'), { href: url, download: name });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={1} alignItems="center" data-testid="job-progress">
      <Button variant="contained" onClick={() => void save()}>
        {translate('lsp.jobs.download', { name })}
      </Button>
      {job.expiresAt && (
        <Typography variant="body2">{translate('lsp.jobs.kept', { until: formatDateTime(job.expiresAt, locale) })}</Typography>
      )}
    </Stack>
  );
}

/** A job's progress bar: work done of the total and the time left; the error if it failed; the download once an export is done. */
export function JobProgress({ job, unit = 'progress' }: { job: BackgroundJobView | undefined; unit?: 'progress' | 'rows' }) {
  const translate = useTranslate();
  const locale = useDisplayLocale();
  const timeLeft = useTimeLeft();
  if (!job) return null;
  if (job.state === 'failed')
    return (
      <Alert severity="error" data-testid="job-progress">
        {translate('lsp.jobs.failed', { error: job.error ?? '' })}
      </Alert>
    );
  if (job.state === 'done') return job.fileUrl ? <JobDownload job={job} /> : null;
  const number = (n: number) => n.toLocaleString(locale);
  const known = job.total !== null && job.total > 0;
  const percent = known ? Math.min(100, (job.done / job.total!) * 100) : 0;
  // The count shows from the first answer when the total is known up front (a short run may end before any progress is written).
  const count = known ? translate(`lsp.jobs.${unit}`, { done: number(job.done), total: number(job.total!) }) : undefined;
  const label =
    job.state === 'queued' ? [translate('lsp.jobs.queued'), count].filter(Boolean).join(' · ') : (count ?? translate('lsp.jobs.starting'));
  return (
    <Stack spacing={0.5} data-testid="job-progress" sx={{ my: 1 }}>
      <Box>
        <LinearProgress
          variant={known ? 'determinate' : 'indeterminate'}
          value={percent}
          aria-label={label}
          aria-valuetext={label}
          sx={{ height: 10, borderRadius: 1 }}
        />
      </Box>
      <Typography variant="body2">
        {label}
        {job.secondsLeft !== null && job.done > 0 ? ` · ${translate('lsp.jobs.left', { time: timeLeft(job.secondsLeft) })}` : ''}
      </Typography>
    </Stack>
  );
}
