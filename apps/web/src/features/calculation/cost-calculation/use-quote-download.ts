import { useMemo, type RefObject } from 'react';
import type { ExportFormat, ProjectData } from '@lsp/contracts';
import { useApi, useAuthSession } from '../../../core/auth/AuthProvider';
import { usePreferences } from '../../../core/preferences/PreferencesProvider';
import { documentsApi } from '../api/documents-api';
import type { CalculatorState } from '../state/calculator-state';

interface QuoteDownloadOptions {
  editable: boolean;
  stateRef: RefObject<CalculatorState>;
  save(): Promise<ProjectData | null>;
}

/**
 * The project's documents and the quote's PDF and Excel downloads in the chosen language and
 * currency; a project with unsaved changes is saved first (docs/calculator.md, costs tab).
 */
export function useQuoteDownload({ editable, stateRef, save }: QuoteDownloadOptions) {
  const api = useApi();
  const session = useAuthSession();
  const { currency, language } = usePreferences();
  const documents = useMemo(() => documentsApi(api, session), [api, session]);
  const download = async (format: ExportFormat) => {
    if (editable && (stateRef.current.projectId === null || stateRef.current.dirty)) {
      if (!(await save())) return;
    }
    await documents.quote(stateRef.current.projectId!, format, language, currency);
  };
  return { documents, download };
}
