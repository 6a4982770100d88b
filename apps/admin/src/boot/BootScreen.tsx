import { Alert, AlertTitle, Box, CircularProgress } from '@mui/material';

/** Before react-admin runs (configuration, sign-in callback); texts in both languages. */
export function BootScreen({ error }: { error?: unknown }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      {error === undefined ? (
        <CircularProgress aria-label="Wird geladen / Loading" />
      ) : (
        <Alert severity="error" sx={{ maxWidth: 560 }}>
          <AlertTitle>Backoffice konnte nicht starten / The backoffice could not start</AlertTitle>
          {error instanceof Error ? error.message : String(error)}
          <Box sx={{ mt: 1 }}>
            <a href="/admin/">Neu laden / Reload</a>
          </Box>
        </Alert>
      )}
    </Box>
  );
}
