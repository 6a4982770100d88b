import { useState } from 'react';
import { Button, Stack, TextField as MuiTextField } from '@mui/material';
import { useCreate, useNotify, useRecordContext, useTranslate } from 'react-admin';

/** Adds a characteristic to the product group being edited. */
export function AddCharacteristic() {
  const group = useRecordContext<{ id: number }>();
  const [key, setKey] = useState('');
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const translate = useTranslate();
  if (!group) return null;
  const add = () =>
    create(
      'characteristics',
      { data: { characteristicKey: key.trim().toUpperCase(), productGroupId: group.id } },
      {
        onSuccess: () => setKey(''),
        onError: (error) =>
          notify((error as { body?: { errors?: Record<string, string> } }).body?.errors?.characteristicKey ?? (error as Error).message, {
            type: 'error',
          }),
      },
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <MuiTextField
        size="small"
        label={translate('resources.characteristics.fields.characteristicKey')}
        value={key}
        onChange={(e) => setKey(e.target.value)}
      />
      <Button variant="outlined" disabled={!key.trim() || isPending} onClick={add}>
        {translate('ra.action.add')}
      </Button>
    </Stack>
  );
}
