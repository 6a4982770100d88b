import { useState } from 'react';
import { Alert, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Button, useDataProvider, useListContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { BackgroundJobView, ExportJobResult } from '@lsp/contracts';
import { FileDownload } from '@mui/icons-material';
import { JobProgress, useFollowJob } from '../../common/JobProgress';
import { useDisplayLocale } from '../../common/LocaleFields';
import type { AdminDataProvider } from '../../data/data-provider';

/**
 * The whole filtered list as an Excel workbook, made in the background (POST /api/admin/project-exports):
 * rows written of the total while it runs, then the download.
 */
export function ProjectExportButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useDataProvider<AdminDataProvider>();
  const followJob = useFollowJob();
  const { filterValues } = useListContext();
  // The workbook speaks the screen's language, whatever the browser's own is.
  const [locale] = useLocaleState();
  const [job, setJob] = useState<BackgroundJobView>();
  const [open, setOpen] = useState(false);
  const displayLocale = useDisplayLocale();
  const result = job?.state === 'done' ? (job.result as ExportJobResult | null) : null;
  // An export cut by its limit says which projects it left out (docs/projects.md#the-list-export).
  const cut = result && result.matched > result.rows ? result : null;
  const number = (n: number) => n.toLocaleString(displayLocale);
  const start = async () => {
    setOpen(true);
    setJob(undefined);
    const filter = filterValues as { q?: string; state?: string; owningCompanyId?: number | string };
    const body = {
      format: 'xlsx',
      lang: locale === 'en' ? 'en' : 'de',
      ...(filter.q ? { query: String(filter.q).slice(0, 100) } : {}),
      ...(filter.state ? { state: filter.state } : {}),
      ...(filter.owningCompanyId ? { companyId: String(filter.owningCompanyId) } : {}),
    };
    try {
      await followJob(await provider.action<BackgroundJobView>('project-exports', { body }), setJob);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <Button label="lsp.projects.export" onClick={() => void start()}>
        <FileDownload />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="project-export-title" maxWidth="sm" fullWidth>
        <DialogTitle id="project-export-title">{translate('lsp.projects.exportTitle')}</DialogTitle>
        <DialogContent>
          <JobProgress job={job} unit="rows" />
          {cut && (
            <Alert severity="warning" data-testid="export-cut" sx={{ mt: 1 }}>
              {translate('lsp.projects.exportCut', {
                rows: number(cut.rows),
                matched: number(cut.matched),
                left: number(cut.matched - cut.rows),
              })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.close')}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
