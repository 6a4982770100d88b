import { useRef, useState } from 'react';
import { Delete, Download, UploadFile } from '@mui/icons-material';
import { Alert, Button, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { PROJECT_FILE_ACCEPT, PROJECT_FILE_MAX_BYTES } from '@lsp/contracts';
import { OfflineReason } from '../../../components/feedback/OfflineReason';
import { ApiError } from '../../../core/api/api-error';
import { useDescribeError } from '../../../core/api/use-describe-error';
import { useOnline } from '../../../core/offline/online';
import type { DocumentsApi } from '../api/documents-api';
import { useCalculatorTexts } from '../fields/texts';
import { useCalculator } from '../state/calculator-context';

/** What the upload takes, for the user: "PDF, PNG, JPG, …" and "50 MiB". */
const ACCEPTED_TYPES = [
  ...new Set(PROJECT_FILE_ACCEPT.map((extension) => extension.slice(1).toUpperCase().replace('JPEG', 'JPG').replace('TIFF', 'TIF'))),
].join(', ');
const MAX_SIZE = `${PROJECT_FILE_MAX_BYTES / 1024 / 1024} MiB`;

/** Documents of the project (docs/design.md#documents): upload, list, download and delete. */
export function ProjectDocuments({ documents }: { documents: DocumentsApi }) {
  const { state, act, editable } = useCalculator();
  const { t, number } = useCalculatorTexts();
  const describe = useDescribeError();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  // Documents live on the server: offline every action says so instead of failing (docs/offline.md).
  const online = useOnline();
  const [error, setError] = useState<string | null>(null);
  const projectId = state.projectId;
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(uploadRefusal(caught) ?? describe(caught));
    } finally {
      setBusy(false);
    }
  };
  /** A refused type or size says what the project takes, not a status code. */
  const uploadRefusal = (caught: unknown): string | null => {
    if (!(caught instanceof ApiError)) return null;
    if (caught.status === 415) return t('calculator.documents.wrongType', { types: ACCEPTED_TYPES, size: MAX_SIZE });
    if (caught.status === 413) return t('calculator.documents.tooLarge', { size: MAX_SIZE });
    return null;
  };
  if (!projectId) return <Typography color="text.secondary">{t('calculator.documents.saveFirst')}</Typography>;
  const upload = (file: File) =>
    run(async () => {
      if (file.size > PROJECT_FILE_MAX_BYTES) throw new Error(t('calculator.documents.tooLarge', { size: MAX_SIZE }));
      await documents.upload(projectId, file);
      act({ type: 'files', files: await documents.list(projectId) });
    });
  return (
    <Stack spacing={2} data-testid="documents">
      {state.files.length === 0 ? (
        <Typography color="text.secondary">{t('calculator.documents.none')}</Typography>
      ) : (
        <List dense>
          {state.files.map((file) => (
            <ListItem
              key={file.id}
              data-testid="document"
              secondaryAction={
                <>
                  <IconButton
                    aria-label={t('calculator.documents.download', { name: file.name })}
                    disabled={!online}
                    onClick={() => void run(() => documents.download(file))}
                  >
                    <Download />
                  </IconButton>
                  {editable && (
                    <IconButton
                      aria-label={t('calculator.documents.delete', { name: file.name })}
                      disabled={!online}
                      onClick={() =>
                        void run(async () => {
                          await documents.remove(projectId, file.id);
                          act({ type: 'files', files: state.files.filter((f) => f.id !== file.id) });
                        })
                      }
                    >
                      <Delete />
                    </IconButton>
                  )}
                </>
              }
            >
              <ListItemText primary={file.name} secondary={`${number(file.size / 1024, { decimals: 1 })} KB`} />
            </ListItem>
          ))}
        </List>
      )}
      {editable && (
        <>
          <input
            ref={input}
            type="file"
            hidden
            accept={PROJECT_FILE_ACCEPT.join(',')}
            data-testid="document-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
          <Button
            variant="outlined"
            startIcon={<UploadFile />}
            disabled={busy || !online}
            aria-describedby={online ? undefined : 'documents-offline'}
            onClick={() => input.current?.click()}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('calculator.documents.upload')}
          </Button>
        </>
      )}
      {!online && <OfflineReason id="documents-offline">{t('calculator.offline.documents')}</OfflineReason>}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
