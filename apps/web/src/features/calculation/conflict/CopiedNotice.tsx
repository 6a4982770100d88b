import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { calculationPath } from '../calculation-route';

/** The two projects after "Meine Fassung als Kopie behalten": what is open here, and where the stored one is. */
export interface KeptCopy {
  /** The new project these entries were saved as. */
  copy: string;
  /** The project as it was saved elsewhere, unchanged. */
  stored: string;
}

/**
 * Says that the person's version became a project of its own, with its number, and that the stored
 * one stays as it was (docs/offline.md#back-online): the name is the person's and stays, so without
 * this the copy looks like the project they had opened.
 */
export function CopiedNotice({ kept, onClose }: { kept: KeptCopy; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      role="status"
      data-testid="kept-copy"
      onClose={onClose}
      action={
        <Button color="inherit" size="small" component={RouterLink} to={calculationPath(kept.stored)}>
          {t('offline.outbox.openStored')}
        </Button>
      }
    >
      {t('offline.outbox.copied', { copy: kept.copy, stored: kept.stored })}
    </Alert>
  );
}
