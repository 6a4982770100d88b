import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type { AdminRuleSetVersion } from '@lsp/contracts';
import { formatDateTime, useDisplayLocale } from '../../common/LocaleFields';
import { StatusChip } from './RuleSetList';

/** The version's key, number and status, who made it and when, and its actions (`children`) beside them. */
export function RuleSetHeader({ record, children }: { record: AdminRuleSetVersion; children: ReactNode }) {
  const displayLocale = useDisplayLocale();
  return (
    // Title and author on the left, the actions in one row beside them at 1366 px.
    // Wraps only when the actions do not fit (a draft's, in English): never wider than the screen.
    <Stack direction="row" alignItems="center" sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }} data-testid="rule-set-header">
      {/* The title gives way (the author line is cut short) before the actions would wrap. */}
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography variant="h6">
            {record.key} #{record.id} {record.ruleSetVersion ? `v${record.ruleSetVersion}` : ''}
          </Typography>
          <StatusChip status={record.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary" noWrap>
          {record.createdByName} · {formatDateTime(record.updatedAt, displayLocale)} · {record.checksum.slice(0, 12)}
        </Typography>
      </Box>
      {children}
    </Stack>
  );
}
