import { useRef, useState } from 'react';
import { Button } from '@mui/material';
import { DeleteOutline } from '@mui/icons-material';
import {
  Confirm,
  SaveButton,
  Toolbar,
  useDelete,
  useGetRecordRepresentation,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';

/**
 * Delete with a question, once: a second click on "Confirm" while the first delete is under
 * way does nothing (it would answer "not found"), and a deleted record lands on its list.
 */
export function OnceDeleteButton({ redirectTo = 'list' }: { redirectTo?: 'list' | false }) {
  const record = useRecordContext<RaRecord>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [asking, setAsking] = useState(false);
  const [remove, { isPending }] = useDelete();
  const deleting = useRef(false);
  const represent = useGetRecordRepresentation(resource);
  if (!record || !resource) return null;
  const name = translate(`resources.${resource}.name`, { smart_count: 1, _: resource });
  const confirm = () => {
    if (deleting.current) return;
    deleting.current = true;
    void remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
          if (redirectTo) redirect('list', resource);
        },
        onError: (error) => {
          deleting.current = false;
          setAsking(false);
          notify((error as Error).message, { type: 'error' });
        },
      },
    );
  };
  return (
    <>
      <Button color="error" startIcon={<DeleteOutline />} disabled={isPending} onClick={() => setAsking(true)}>
        {translate('ra.action.delete')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title="ra.message.delete_title"
        content="ra.message.delete_content"
        titleTranslateOptions={{
          name,
          recordRepresentation: typeof represent(record) === 'string' ? represent(record) : `#${record.id}`,
          id: record.id,
        }}
        // English asks "…delete this %{name}?"; German needs no name.
        contentTranslateOptions={{ smart_count: 1, name }}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/**
 * Save and delete of a backoffice form. Save is always offered on a new record, so a click
 * shows what is missing at the fields instead of a greyed-out button that says nothing.
 */
export function EditToolbar({ deletable = true }: { deletable?: boolean }) {
  const record = useRecordContext<RaRecord>();
  const creating = record?.id === undefined;
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton alwaysEnable={creating ? true : undefined} />
      {!creating && deletable && <OnceDeleteButton />}
    </Toolbar>
  );
}
