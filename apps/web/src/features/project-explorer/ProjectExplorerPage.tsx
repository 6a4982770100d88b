import { useCallback, useEffect, useRef, useState } from 'react';
import { Add, FolderOpen } from '@mui/icons-material';
import { Alert, Box, Button, CircularProgress, Paper, Snackbar, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PROJECT_VIEWS, type ProjectSummaryData, type ProjectView } from '@lsp/contracts';
import { mayEdit } from '@lsp/domain';
import { OPENED_FROM_APP } from '../../components/layout/focus';
import { PageContainer } from '../../components/layout/PageContainer';
import { useDescribeError } from '../../core/api/use-describe-error';
import { useApi } from '../../core/auth/AuthProvider';
import { useClientConfig } from '../../core/config/client-config';
import { useOnline } from '../../core/offline/online';
import { isAdmin } from '../../core/session/access';
import { useSignedInUser } from '../../core/session/SessionProvider';
import { DRAFT_SENT } from '../calculation/api/use-outbox-sending';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { DeviceDrafts } from './DeviceDrafts';
import { ExplorerToolbar } from './ExplorerToolbar';
import { deleteProject } from './project-list-api';
import { ProjectTable } from './ProjectTable';
import { useDebounced } from './use-debounced';
import { useProjectList } from './use-project-list';

const SEARCH_DELAY_MS = 300;

function viewFrom(value: string | null): ProjectView {
  return (PROJECT_VIEWS as readonly string[]).includes(value ?? '') ? (value as ProjectView) : 'all';
}

/**
 * `/`: the project explorer. View and search live in the address, so the back button and a
 * reload keep them.
 */
export default function ProjectExplorerPage() {
  const { t } = useTranslation();
  const api = useApi();
  const user = useSignedInUser();
  const { ctrlFastDelete } = useClientConfig();
  const describe = useDescribeError();
  const [params, setParams] = useSearchParams();
  const view = viewFrom(params.get('view'));
  const [search, setSearch] = useState(params.get('query') ?? '');
  const query = useDebounced(search, SEARCH_DELAY_MS).trim();
  const list = useProjectList(api, view, query);
  // The list is the server's: offline the page says so, and "Neues Projekt" still works (docs/offline.md).
  const online = useOnline();
  const { reload } = list;
  const wasOnline = useRef(online);
  useEffect(() => {
    // Back online: the list again, once.
    if (online && !wasOnline.current) reload();
    wasOnline.current = online;
  }, [online, reload]);
  useEffect(() => {
    // A draft from the device reached the server: it is one of the server's projects now.
    window.addEventListener(DRAFT_SENT, reload);
    return () => window.removeEventListener(DRAFT_SENT, reload);
  }, [reload]);
  const [confirming, setConfirming] = useState<ProjectSummaryData | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const actors = isAdmin(user) ? (['admin', 'owner'] as const) : (['owner'] as const);
  // After a deletion the focus goes on where the list goes on, not to <body> with the row that had it:
  // the next project's link, else the previous one's, else "Neues Projekt" (docs/customer-app.md).
  const focusAfterDelete = useRef<string | null | undefined>(undefined);
  const newProjectRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const target = focusAfterDelete.current;
    if (target === undefined) return;
    focusAfterDelete.current = undefined;
    const link = target === null ? null : document.querySelector<HTMLElement>(`tr[data-project-id="${target}"] a`);
    (link ?? newProjectRef.current)?.focus();
  }, [list.projects]);

  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (query === '') next.delete('query');
        else next.set('query', query);
        return next;
      },
      { replace: true },
    );
  }, [query, setParams]);

  const changeView = (next: ProjectView) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('view', next);
        return updated;
      },
      { replace: true },
    );

  const remove = useCallback(
    async (project: ProjectSummaryData) => {
      setConfirming(null);
      try {
        await deleteProject(api, project.id);
        const index = list.projects.findIndex((shown) => shown.id === project.id);
        focusAfterDelete.current = (list.projects[index + 1] ?? list.projects[index - 1])?.id ?? null;
        list.forget(project.id);
        setNotice({ severity: 'success', text: t('projectExplorer.delete.done', { id: project.id }) });
      } catch (error) {
        setNotice({ severity: 'error', text: t('projectExplorer.delete.failed', { id: project.id, reason: describe(error) }) });
        list.reload();
      }
    },
    [api, list, t, describe],
  );

  const requestDelete = (project: ProjectSummaryData, withCtrl: boolean) => {
    if (withCtrl && ctrlFastDelete) void remove(project);
    else setConfirming(project);
  };

  // The calculator gives the focus to the new project's first field, as the link that had it is gone.
  const newProject = (
    <Button
      ref={newProjectRef}
      variant="contained"
      startIcon={<Add />}
      component={RouterLink}
      to="/calculation/new/basic-input"
      state={OPENED_FROM_APP}
    >
      {t('projectExplorer.newProject')}
    </Button>
  );

  return (
    <PageContainer title={t('projectExplorer.title')} actions={newProject}>
      <ExplorerToolbar search={search} onSearchChange={setSearch} view={view} onViewChange={changeView} />
      <DeviceDrafts />
      <Paper variant="outlined" aria-busy={list.status === 'loading'}>
        {list.status === 'loading' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 5 }}>
            <CircularProgress aria-label={t('loading.text')} />
          </Box>
        )}
        {list.status !== 'loading' && list.projects.length > 0 && (
          <ProjectTable
            projects={list.projects}
            showCompany={list.projects.some((project) => project.owningCompany && project.owningCompany.id !== user.company.id)}
            mayDelete={(project) => mayEdit(project.state, actors)}
            onDelete={requestDelete}
          />
        )}
        {list.status === 'ready' && list.projects.length === 0 && (
          <Stack
            spacing={2}
            sx={{ p: { xs: 3, md: 6 }, alignItems: 'center', textAlign: 'center', color: 'text.secondary' }}
            data-testid="no-projects"
          >
            <FolderOpen sx={{ fontSize: 56, color: 'primary.light' }} />
            <Typography>{query === '' ? t('projectExplorer.noProjects') : t('projectExplorer.noMatches', { query })}</Typography>
          </Stack>
        )}
        {list.status === 'error' && !online && (
          <Alert severity="info" sx={{ m: 2 }} data-testid="projects-offline">
            {t('offline.projects')}
          </Alert>
        )}
        {list.status === 'error' && online && (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={list.reload}>
                {t('loading.retry')}
              </Button>
            }
          >
            {describe(list.error)}
          </Alert>
        )}
      </Paper>
      {list.projects.length > 0 && list.status !== 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          {list.hasMore ? (
            <Button variant="outlined" onClick={list.loadMore} disabled={list.status === 'loadingMore'}>
              {list.status === 'loadingMore' ? t('loading.text') : t('projectExplorer.loadMore')}
            </Button>
          ) : (
            list.pagedOn && (
              <Typography color="text.secondary" data-testid="no-more-projects">
                {t('projectExplorer.noMoreProjects')}
              </Typography>
            )
          )}
        </Box>
      )}
      <DeleteProjectDialog project={confirming} onCancel={() => setConfirming(null)} onConfirm={(project) => void remove(project)} />
      <Snackbar
        open={notice !== null}
        autoHideDuration={6000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {notice ? (
          <Alert severity={notice.severity} onClose={() => setNotice(null)} variant="filled">
            {notice.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </PageContainer>
  );
}
