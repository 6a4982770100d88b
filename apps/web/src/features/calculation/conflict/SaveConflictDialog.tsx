import { useState } from 'react';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { providerMoment } from '@lsp/i18n';
import { ConflictDialog } from './ConflictDialog';
import type { SaveConflict } from './use-save-conflict';

interface SaveConflictDialogProps {
  conflict: SaveConflict;
  /** Keeps this window's entries on top of the stored version and saves them. */
  onKeep(): Promise<unknown>;
  /** Discards them and shows the stored version. */
  onDiscard(): void;
}

/**
 * The calculator's save met another save (docs/calculator-saving.md#two-windows-save-one-project):
 * says whether it was this person in another window or who else, and when, and offers to keep the
 * entries of this window on top of it or to discard them.
 */
export function SaveConflictDialog({ conflict, onKeep, onDiscard }: SaveConflictDialogProps) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const time = providerMoment(conflict.at, i18n.language, 'saved');
  const who = conflict.self
    ? t('calculator.conflict.self', { time })
    : conflict.byName
      ? t('calculator.conflict.other', { name: conflict.byName, time })
      : t('calculator.conflict.someone', { time });
  const keep = async () => {
    setBusy(true);
    await onKeep();
    setBusy(false);
  };
  return (
    <ConflictDialog
      title={t('calculator.conflict.title')}
      intro={
        <>
          <Typography component="span" display="block" data-testid="save-conflict-who">
            {who}
          </Typography>
          <Typography component="span" display="block" sx={{ mt: 1 }}>
            {t('calculator.conflict.choice')}
          </Typography>
        </>
      }
      base={conflict.base}
      mine={conflict.mine}
      theirs={conflict.theirs}
      mineHeading={t(conflict.self ? 'calculator.conflict.mineWindow' : 'calculator.conflict.mine')}
      theirsHeading={t(conflict.self ? 'calculator.conflict.theirsWindow' : 'calculator.conflict.theirs')}
      busy={busy}
      actions={[
        { label: t('calculator.conflict.discard'), onClick: onDiscard },
        { label: t('calculator.conflict.keep'), onClick: () => void keep(), primary: true },
      ]}
    />
  );
}
