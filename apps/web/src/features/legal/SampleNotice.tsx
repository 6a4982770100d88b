import { Alert } from '@mui/material';

/** Marks placeholder legal text, so nobody mistakes it for the provider's binding version. */
export function SampleNotice({ text }: { text: string }) {
  return (
    <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}
