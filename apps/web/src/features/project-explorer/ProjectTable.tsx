import type { MouseEvent } from 'react';
import { ContentCopy, DeleteOutline, Edit } from '@mui/icons-material';
import { IconButton, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { providerMoment } from '@lsp/i18n';
import { Link as RouterLink } from 'react-router';
import type { ProjectSummaryData } from '@lsp/contracts';
import { OPENED_FROM_APP } from '../../components/layout/focus';
import { stackedOnPhone } from '../../components/layout/phone';
import { ProjectStateChip } from '../../components/project/ProjectStateChip';

interface ProjectTableProps {
  projects: ProjectSummaryData[];
  /** The company column is worth its space only when the list spans companies (admins). */
  showCompany: boolean;
  mayDelete(project: ProjectSummaryData): boolean;
  /** `withCtrl`: the Ctrl key was held, which may skip the confirmation. */
  onDelete(project: ProjectSummaryData, withCtrl: boolean): void;
}

export const editPath = (id: string) => `/calculation/${id}/basic-input`;
export const templatePath = (id: string) => `/calculation/${id}/as-template`;

/** One row per project with its state and the actions edit, use as template and delete. */
export function ProjectTable({ projects, showCompany, mayDelete, onDelete }: ProjectTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <TableContainer>
      {/* A card per project on a phone; the actions keep their own line. */}
      <Table size="small" aria-label={t('projectExplorer.title')} sx={stackedOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell>{t('projectExplorer.columns.id')}</TableCell>
            <TableCell>{t('projectExplorer.columns.name')}</TableCell>
            <TableCell>{t('projectExplorer.columns.state')}</TableCell>
            <TableCell>{t('projectExplorer.columns.createdAt')}</TableCell>
            <TableCell>{t('projectExplorer.columns.createdBy')}</TableCell>
            {showCompany && <TableCell>{t('projectExplorer.columns.company')}</TableCell>}
            <TableCell align="right">{t('projectExplorer.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {projects.map((project) => {
            const deletable = mayDelete(project);
            return (
              <TableRow key={project.id} hover data-project-id={project.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Link
                    component={RouterLink}
                    to={editPath(project.id)}
                    state={OPENED_FROM_APP}
                    sx={{
                      fontFamily: 'monospace',
                      fontWeight: 600,
                      display: 'inline-flex',
                      alignItems: 'center',
                      minHeight: { xs: 44, sm: 0 },
                    }}
                  >
                    {project.id}
                  </Link>
                </TableCell>
                <TableCell sx={{ minWidth: 160 }} data-label={t('projectExplorer.columns.name')}>
                  {project.name || t('projectExplorer.unnamed')}
                </TableCell>
                <TableCell data-label={t('projectExplorer.columns.state')}>
                  <ProjectStateChip state={project.state} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }} data-label={t('projectExplorer.columns.createdAt')}>
                  {providerMoment(project.createdAt, i18n.language)}
                </TableCell>
                <TableCell data-label={t('projectExplorer.columns.createdBy')}>{project.createdByName}</TableCell>
                {showCompany && (
                  <TableCell data-label={t('projectExplorer.columns.company')}>{project.owningCompany?.name ?? ''}</TableCell>
                )}
                <TableCell align="right">
                  <Stack direction="row" spacing={{ xs: 1, sm: 0.5 }} sx={{ justifyContent: 'flex-end' }}>
                    {/* Native titles instead of MUI tooltips: the first page stays small (no popper). */}
                    <IconButton
                      component={RouterLink}
                      to={editPath(project.id)}
                      state={OPENED_FROM_APP}
                      aria-label={t('projectExplorer.actions.editProject', { id: project.id })}
                      title={t('projectExplorer.actions.edit')}
                      size="small"
                    >
                      <Edit fontSize="small" />
                    </IconButton>
                    <IconButton
                      component={RouterLink}
                      to={templatePath(project.id)}
                      state={OPENED_FROM_APP}
                      aria-label={t('projectExplorer.actions.templateProject', { id: project.id })}
                      title={t('projectExplorer.actions.template')}
                      size="small"
                    >
                      <ContentCopy fontSize="small" />
                    </IconButton>
                    {/* A disabled button shows no title, so the reason sits on a wrapper. */}
                    <span title={deletable ? t('projectExplorer.actions.delete') : t('projectExplorer.actions.deleteNotAllowed')}>
                      <IconButton
                        aria-label={t('projectExplorer.actions.deleteProject', { id: project.id })}
                        size="small"
                        color="error"
                        disabled={!deletable}
                        onClick={(event: MouseEvent) => onDelete(project, event.ctrlKey)}
                      >
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </span>
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
