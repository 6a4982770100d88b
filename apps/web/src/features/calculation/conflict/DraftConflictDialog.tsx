import { useMemo, useState } from 'react';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { providerMoment } from '@lsp/i18n';
import { ConflictDialog, type ConflictAction } from './ConflictDialog';
import { mergeByField } from './field-merge';
import type { SaveConflict } from './use-save-conflict';

interface DraftConflictDialogProps {
  conflict: SaveConflict;
  /** When the draft was saved on the device. */
  keptAt: string;
  /** Saves the draft's entries as a new project; the stored one stays as it is. */
  onCopy(): Promise<unknown>;
  /** Drops the draft and shows the stored version. */
  onTakeServer(): void;
  /** The draft's changes on top of the stored version, saved; offered only where no field was changed on both sides. */
  onMerge(): Promise<unknown>;
}

/**
 * A draft saved on this device met a version saved elsewhere meanwhile when it was sent
 * (docs/offline.md#back-online). Both are shown field by field; the person keeps theirs as a copy,
 * takes the server's, or merges by field where no field collides. Nothing is overwritten unseen.
 */
export function DraftConflictDialog({ conflict, keptAt, onCopy, onTakeServer, onMerge }: DraftConflictDialogProps) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const collides = useMemo(
    () => mergeByField(conflict.base, conflict.mine, conflict.theirs).both.length > 0,
    [conflict.base, conflict.mine, conflict.theirs],
  );
  const run = (action: () => Promise<unknown>) => async () => {
    setBusy(true);
    await action();
    setBusy(false);
  };
  const actions: ConflictAction[] = [
    { label: t('offline.outbox.takeServer'), onClick: onTakeServer },
    { label: t('offline.outbox.asCopy'), onClick: () => void run(onCopy)(), primary: collides },
    ...(collides ? [] : [{ label: t('offline.outbox.merge'), onClick: () => void run(onMerge)(), primary: true }]),
  ];
  return (
    <ConflictDialog
      title={t('offline.outbox.conflictTitle')}
      intro={
        <>
          <Typography component="span" display="block" data-testid="save-conflict-who">
            {t('offline.outbox.conflictIntro', {
              kept: providerMoment(keptAt, i18n.language, 'saved'),
              saved: providerMoment(conflict.at, i18n.language, 'saved'),
            })}
          </Typography>
          <Typography component="span" display="block" sx={{ mt: 1 }}>
            {t(collides ? 'offline.outbox.choiceCollides' : 'offline.outbox.choice')}
          </Typography>
        </>
      }
      base={conflict.base}
      mine={conflict.mine}
      theirs={conflict.theirs}
      mineHeading={t('offline.outbox.mine')}
      theirsHeading={t('offline.outbox.theirs')}
      busy={busy}
      actions={actions}
      merging={!collides}
    />
  );
}
