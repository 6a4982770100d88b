import { Box, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PHONE_MEDIA } from './phone';
import { WholeProjectIds } from './WholeProjectIds';

interface PageContainerProps {
  title: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
  maxWidth?: 'md' | 'lg' | 'xl';
}

/** The frame of every page: a title row and the content, centred. */
export function PageContainer({ title, actions, children, maxWidth = 'lg' }: PageContainerProps) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3, flexWrap: 'wrap' }}>
        {/* Smaller on a phone: "Datenschutzerklärung" at 28 px is wider than a 360 px screen; a longer word still breaks. */}
        <Typography variant="h4" component="h1" sx={{ [PHONE_MEDIA]: { fontSize: '1.5rem' }, overflowWrap: 'break-word', minWidth: 0 }}>
          <WholeProjectIds text={title} />
        </Typography>
        {actions && <Box>{actions}</Box>}
      </Stack>
      {children}
    </Container>
  );
}
