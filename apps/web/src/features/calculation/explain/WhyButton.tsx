import { useMemo, useState } from 'react';
import { HelpOutline } from '@mui/icons-material';
import { Box, Button, List, ListItem, ListItemText, Popover, Typography } from '@mui/material';
import { explainItem, isLanguage, type ExplainedItem, type ExplanationSources } from '@lsp/i18n';
import { useCalculator } from '../state/calculator-context';
import { useCalculatorTexts } from '../fields/texts';

/** The sources of "Why?" sentences: the current answer, the catalogue and rule set, the screen's texts and language. */
function useExplanationSources(): ExplanationSources {
  const { state, componentsByKey, productsByKey, ruleDescriptions, ruleConstants } = useCalculator();
  const { t, i18n, productName } = useCalculatorTexts();
  const { answer } = state;
  return useMemo(
    () => ({
      language: isLanguage(i18n.language) ? i18n.language : 'de',
      text: (key, params = {}) => {
        // returnObjects: a key that names a group (a rule with variants) is not a sentence.
        const text: unknown = t(key as never, { ...params, returnObjects: true, defaultValue: '' } as never);
        return typeof text === 'string' && text !== '' ? text : undefined;
      },
      values: Object.fromEntries(answer.formValues.map(({ key, value }) => [key, value])),
      derived: answer.derived,
      components: [...componentsByKey.values()],
      constants: ruleConstants,
      description: (ruleId) => ruleDescriptions.get(ruleId),
      productName: (key) => productName(productsByKey.get(key), key),
    }),
    [answer, componentsByKey, productsByKey, ruleDescriptions, ruleConstants, t, i18n.language, productName],
  );
}

/**
 * "Why?" (issue 21): for each rule behind a product, quantity or message, a sentence in the
 * user's language with their own figures (libs/i18n explainItem), and the entries the rule read
 * where the sentence does not name them.
 */
export function WhyButton({ item, subject }: { item: ExplainedItem; subject: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { t } = useCalculatorTexts();
  const sources = useExplanationSources();
  if (item.because.length === 0) return null;
  const explanations = anchor === null ? [] : explainItem(item, sources);
  return (
    <>
      <Button
        size="small"
        startIcon={<HelpOutline fontSize="small" />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('why.buttonFor', { subject })}
        sx={{ minWidth: 0, py: 0 }}
      >
        {t('why.button')}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        disableScrollLock
      >
        <Box sx={{ p: 2, maxWidth: 520 }} role="dialog" aria-label={t('why.title', { subject })}>
          <Typography variant="subtitle2" gutterBottom>
            {t('why.title', { subject })}
          </Typography>
          <List dense disablePadding>
            {explanations.map((explanation, index) => (
              <ListItem key={`${explanation.ruleId}-${index}`} disableGutters sx={{ display: 'block' }} data-rule-id={explanation.ruleId}>
                <ListItemText primary={explanation.sentence} data-testid="why-sentence" />
                {explanation.entries && (
                  <Typography variant="caption" component="div" color="text.secondary" data-testid="why-entries">
                    {explanation.entries}
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
