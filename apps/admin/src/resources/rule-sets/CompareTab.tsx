import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AdminRuleSetVersion } from '@lsp/contracts';
import { RuleDiff } from './lazy-monaco';
import { describeChanges } from './rule-set-changes';
import { useCompare } from './use-compare';

/** This version beside another: the changes in a sentence of the screen's language, then side by side in Monaco. */
export function CompareTab({ record }: { record: AdminRuleSetVersion }) {
  const translate = useTranslate();
  const { others, chosen, choose, diff } = useCompare(record);
  const label = (v: AdminRuleSetVersion) =>
    `#${v.id} ${v.ruleSetVersion ? `v${v.ruleSetVersion}` : ''} ${translate(`resources.rule-sets.status.${v.status}`)} ${v.changeNote}`;
  return (
    <Stack spacing={1}>
      <TextField
        select
        size="small"
        label={translate('resources.rule-sets.ui.compareWith')}
        value={chosen ?? ''}
        onChange={(e) => choose(Number(e.target.value))}
        sx={{ maxWidth: 480 }}
      >
        {others.map((v) => (
          <MenuItem key={v.id} value={v.id}>
            {label(v)}
          </MenuItem>
        ))}
      </TextField>
      {diff && (
        <>
          <Typography variant="body2" data-testid="diff-changes">
            {describeChanges(diff, translate)}
          </Typography>
          <RuleDiff original={diff.from.text} modified={diff.to.text} ids={[diff.from.id, diff.to.id]} />
        </>
      )}
    </Stack>
  );
}
