import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Save } from '@mui/icons-material';
import { SaveButton, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { AdminProject } from '@lsp/contracts';

/**
 * Saves a project change after asking whether the customer should be told by email (spec:
 * project manage). The choice travels as `sendMail` with the update. The form is validated
 * first: a change that cannot be saved (an offer without its number) asks no question.
 */
export function MailConfirmButton() {
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const { isDirty, isSubmitting } = useFormState();
  const { trigger } = useFormContext();
  // A message from DH always goes to the customer: no question whether to mail it.
  const project = useRecordContext<AdminProject>();
  const state = useWatch<{ state?: string }>({ name: 'state' });
  const messaging = state === 'MESSAGE_FROM_DH' && project?.state !== 'MESSAGE_FROM_DH';
  const ask = async () => {
    // Every field's problem shows; the focus goes to the first one.
    if (await trigger(undefined, { shouldFocus: true })) setOpen(true);
  };
  const close = () => setOpen(false);
  // The question is answered once the save is over, whatever its outcome (errors show on the form).
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !isSubmitting) setOpen(false);
    wasSubmitting.current = isSubmitting;
  }, [isSubmitting]);
  return (
    <>
      <Button variant="contained" startIcon={<Save />} disabled={!isDirty} onClick={() => void ask()} data-testid="project-save">
        {translate('ra.action.save')}
      </Button>
      <Dialog open={open} onClose={close}>
        <DialogTitle>{translate('lsp.projects.mailTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(messaging ? 'lsp.projects.messageMailed' : 'lsp.projects.mailQuestion')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          {!messaging && (
            <SaveButton
              type="button"
              variant="outlined"
              icon={<></>}
              label="lsp.projects.saveWithoutMail"
              transform={(data) => ({ ...data, sendMail: false })}
              data-testid="save-without-mail"
            />
          )}
          <SaveButton
            type="button"
            icon={<></>}
            label="lsp.projects.saveWithMail"
            transform={(data) => ({ ...data, sendMail: true })}
            data-testid="save-with-mail"
          />
        </DialogActions>
      </Dialog>
    </>
  );
}
