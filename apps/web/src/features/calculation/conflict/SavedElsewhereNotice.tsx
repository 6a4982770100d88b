import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { providerMoment } from '@lsp/i18n';
import { listenToSaves, type SaveNews } from './save-channel';

/**
 * Another window of this browser saved the project open here, newer than the version these
 * entries start from: says so at once, before the person types on. Their save still decides
 * nothing alone: a save from here meets the version check and offers the choice.
 */
export function SavedElsewhereNotice({ projectId, version }: { projectId: string | null; version: number | null }) {
  const { t, i18n } = useTranslation();
  const [news, setNews] = useState<SaveNews | null>(null);
  useEffect(() => listenToSaves((heard) => setNews((known) => (known && known.version > heard.version ? known : heard))), []);
  if (!news || news.projectId !== projectId || version === null || news.version <= version) return null;
  return (
    <Alert severity="warning" data-testid="saved-elsewhere" role="status">
      {t('calculator.conflict.heard', { time: providerMoment(news.at, i18n.language, 'saved') })}
    </Alert>
  );
}
