import { useRef, useState } from 'react';
import { Button } from '@mui/material';
import { DeleteOutline, Save } from '@mui/icons-material';
import { useFormContext } from 'react-hook-form';
import { Toolbar, useDelete, useNotify, useRecordContext, useRedirect, useSaveContext, useTranslate } from 'react-admin';
import type { AdminProduct, AdminProductWrite, CatalogueChangeRequest } from '@lsp/contracts';
import { CatalogueChangeDialog } from './CatalogueChangeDialog';

/**
 * Save and delete of a product, each first put to the catalogue gate (docs/rules.md#catalogue-changes):
 * a click checks the form's fields, then asks in a dialog with the gate's verdict and the impact;
 * only a change the gate passes is offered for saving.
 */
export function ProductToolbar() {
  const record = useRecordContext<AdminProduct>();
  const creating = record?.id === undefined;
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const form = useFormContext<AdminProductWrite>();
  const { save, saving } = useSaveContext();
  const [remove, { isPending: deleting }] = useDelete();
  const [change, setChange] = useState<CatalogueChangeRequest>();
  const values = useRef<AdminProductWrite | undefined>(undefined);
  /** A second click on the dialog's "Delete" while the first is under way does nothing (it would answer "not found"). */
  const removing = useRef(false);
  // The form's own checks first: what they refuse shows at the fields, without a dialog.
  const review = form.handleSubmit((product) => {
    values.current = product;
    setChange({ action: creating ? 'create' : 'update', id: Number(product.id), product });
  });
  const confirm = () => {
    if (change?.action === 'delete' && record) {
      if (removing.current) return;
      removing.current = true;
      void remove(
        'products',
        { id: record.id, previousData: record },
        {
          mutationMode: 'pessimistic',
          onSuccess: () => {
            setChange(undefined);
            notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
            redirect('list', 'products');
          },
          onError: (error) => {
            removing.current = false;
            setChange(undefined);
            notify((error as Error).message, { type: 'error' });
          },
        },
      );
      return;
    }
    setChange(undefined);
    void save?.(values.current!);
  };
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <Button variant="contained" startIcon={<Save />} disabled={saving} onClick={() => void review()}>
        {translate('ra.action.save')}
      </Button>
      {!creating && (
        <Button
          color="error"
          startIcon={<DeleteOutline />}
          disabled={deleting}
          onClick={() => setChange({ action: 'delete', id: Number(record.id) })}
        >
          {translate('ra.action.delete')}
        </Button>
      )}
      <CatalogueChangeDialog change={change} onClose={() => setChange(undefined)} onConfirm={confirm} busy={saving || deleting} />
    </Toolbar>
  );
}
