import { useState } from 'react';
import { HelpOutline } from '@mui/icons-material';
import { Box, Button, List, ListItem, ListItemText, Popover, Typography } from '@mui/material';
import type { BecauseData } from '@lsp/contracts';
import { formatGermanNumber } from '@lsp/domain';
import { ruleExplanationKey } from '@lsp/i18n';
import { useCalculator } from '../state/calculator-context';
import { useCalculatorTexts } from '../fields/texts';

function readValue(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'number') return formatGermanNumber(value, { decimals: 2 });
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (typeof value === 'string') return value;
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/**
 * "Why?" (issue item 9): the rules that produced a product, quantity or message, with their stage,
 * an explanation and the inputs they read, in the user's language. The explanation is the
 * catalogue's `ruleExplanation.<id>`; a rule added later in the backoffice without one shows the
 * rule set's (English, engineer's) description instead of nothing.
 */
export function WhyButton({ because, subject }: { because: readonly BecauseData[]; subject: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { ruleDescriptions } = useCalculator();
  const { t, i18n, fieldLabel, optionLabel } = useCalculatorTexts();
  if (because.length === 0) return null;
  const explanation = (ruleId: string) => {
    const key = ruleExplanationKey(ruleId);
    return i18n.exists(key) ? t(key as never) : ruleDescriptions.get(ruleId);
  };
  return (
    <>
      <Button size="small" startIcon={<HelpOutline fontSize="small" />} onClick={(event) => setAnchor(event.currentTarget)} aria-label={t('why.buttonFor', { subject })} sx={{ minWidth: 0, py: 0 }}>
        {t('why.button')}
      </Button>
      <Popover open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }} disableScrollLock>
        <Box sx={{ p: 2, maxWidth: 520 }} role="dialog" aria-label={t('why.title', { subject })}>
          <Typography variant="subtitle2" gutterBottom>{t('why.title', { subject })}</Typography>
          <List dense disablePadding>
            {because.map((reason, index) => (
              <ListItem key={`${reason.ruleId}-${index}`} disableGutters sx={{ display: 'block' }}>
                <ListItemText
                  primary={t('why.rule', { rule: reason.ruleId, stage: t(`why.stage.${reason.stage}` as never) })}
                  secondary={explanation(reason.ruleId) ?? undefined}
                />
                {Object.keys(reason.reads).length > 0 && (
                  <Typography variant="caption" component="div" color="text.secondary" data-testid="why-reads">
                    {t('why.reads')}{' '}
                    {Object.entries(reason.reads).map(([name, value]) => `${fieldLabel(name)}: ${typeof value === 'string' ? optionLabel(name, value) : readValue(value)}`).join(' · ')}
                  </Typography>
                )}
              </ListItem>
            ))}
          </List>
        </Box>
      </Popover>
    </>
  );
}
