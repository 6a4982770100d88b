import { Box, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
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
        <Typography variant="h4" component="h1">
          <WholeProjectIds text={title} />
        </Typography>
        {actions && <Box>{actions}</Box>}
      </Stack>
      {children}
    </Container>
  );
}
