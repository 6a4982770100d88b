import { Alert, Button, Stack, Typography } from '@mui/material';
import { RestoreFromTrash } from '@mui/icons-material';
import {
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  required,
  useRecordContext,
  useTranslate,
  useUpdate,
  useNotify,
  useRefresh,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AdminProject, ProjectState } from '@lsp/contracts';
import { numbersRequiredIn } from '@lsp/domain';
import { useRef } from 'react';
import { OnceDeleteButton } from '../../common/EditToolbar';
import { useDateTime } from '../../common/LocaleFields';
import { PessimisticEdit } from '../../common/PessimisticEdit';
import { MailConfirmButton } from './MailConfirmButton';
import { ProjectDetails } from './ProjectDetails';

/** The current state and the moves staff may make from it. */
function StateInput() {
  const project = useRecordContext<AdminProject>();
  if (!project) return null;
  const choices = [project.state, ...(project.allowedStates ?? []).map((m) => m.to)].map((id) => ({ id, name: `lsp.states.${id}` }));
  return <SelectInput source="state" choices={choices} validate={required()} disabled={!!project.deletedAt} />;
}

function RestoreButton() {
  const project = useRecordContext<AdminProject>();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  // A second click while the restore is under way would be refused as stale: it does nothing.
  const restoring = useRef(false);
  if (!project?.deletedAt) return null;
  const restore = () => {
    if (restoring.current) return;
    restoring.current = true;
    void update(
      'projects',
      { id: project.id, data: { version: project.version, deleted: false }, previousData: project },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          restoring.current = false;
          notify('lsp.projects.restored');
          refresh();
        },
        onError: (error) => {
          restoring.current = false;
          notify(error.message, { type: 'error' });
        },
      },
    );
  };
  return (
    <Button variant="contained" startIcon={<RestoreFromTrash />} disabled={isPending} onClick={restore} data-testid="project-restore">
      {translate('lsp.projects.restore')}
    </Button>
  );
}

function ProjectToolbar() {
  const project = useRecordContext<AdminProject>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      {project?.deletedAt ? <RestoreButton /> : <MailConfirmButton />}
      {!project?.deletedAt && <OnceDeleteButton />}
    </Toolbar>
  );
}

function ProjectHeader() {
  const project = useRecordContext<AdminProject>();
  const translate = useTranslate();
  const dateTime = useDateTime();
  if (!project) return null;
  return (
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      <Typography variant="h6">
        {project.id} · {project.name}
      </Typography>
      <Typography color="text.secondary">
        {project.owningCompanyName} ({project.owningCompanyId}) · {project.createdByName}
      </Typography>
      <Typography color="text.secondary" data-testid="last-download">
        {translate('lsp.projects.lastDownload')}:{' '}
        {project.lastReportingAt ? dateTime(project.lastReportingAt) : translate('lsp.projects.never')}
      </Typography>
      {project.deletedAt && <Alert severity="warning">{translate('lsp.projects.isDeleted')}</Alert>}
    </Stack>
  );
}

/**
 * Offer and order number, required (asterisk and 'Pflichtfeld') in the state chosen when that state
 * keeps them (docs/design.md#project-states): checked before the mail question is asked.
 */
function NumberInputs() {
  const state = useWatch<{ state?: ProjectState }>({ name: 'state' });
  const needed = state ? numbersRequiredIn(state) : [];
  return (
    <>
      {(['offerNumber', 'orderNumber'] as const).map((source) =>
        needed.includes(source) ? (
          // Keyed by the requirement: the validators of a mounted input do not change.
          <TextInput key={`${source}-required`} source={source} validate={required()} />
        ) : (
          <TextInput key={source} source={source} />
        ),
      )}
    </>
  );
}

/**
 * The message to the customer: asked for when the state becomes "Nachricht von DH" (it is mailed to
 * them), offered when the offer is made (shown with the offer on the customer's project and in the mail).
 */
function MessageInput() {
  const project = useRecordContext<AdminProject>();
  const state = useWatch<{ state?: ProjectState }>({ name: 'state' });
  if (state === 'OFFER_CREATED' && project?.state !== 'OFFER_CREATED')
    return <TextInput key="offer" source="message" label="resources.projects.fields.offerMessage" multiline minRows={3} fullWidth />;
  if (state !== 'MESSAGE_FROM_DH' || project?.state === 'MESSAGE_FROM_DH') return null;
  return <TextInput key="question" source="message" multiline minRows={3} fullWidth validate={required()} />;
}

export function ProjectEdit() {
  return (
    <PessimisticEdit>
      <SimpleForm toolbar={<ProjectToolbar />}>
        <ProjectHeader />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <StateInput />
          <NumberInputs />
        </Stack>
        <MessageInput />
      </SimpleForm>
      <ProjectDetails />
    </PessimisticEdit>
  );
}
