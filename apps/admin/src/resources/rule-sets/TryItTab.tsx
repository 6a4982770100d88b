import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDisplayLocale } from '../../common/LocaleFields';
import { JsonInput, JsonView } from './lazy-monaco';
import { money, pretty } from './rule-set-format';
import { useTryIt } from './use-try-it';

/** Form values in, the version's answer out: its total, and the whole answer as JSON. */
export function TryItTab({ id, content }: { id: number; content: string }) {
  const translate = useTranslate();
  const locale = useDisplayLocale();
  const { formValues, setFormValues, answer, calculate } = useTryIt(id, content);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{translate('resources.rule-sets.ui.formValues')}</Typography>
      <JsonInput value={formValues} onChange={setFormValues} path={`try-${id}.json`} />
      <Box>
        <Button variant="outlined" onClick={calculate}>
          {translate('resources.rule-sets.ui.calculate')}
        </Button>
      </Box>
      {answer && (
        <>
          {answer.error && <Alert severity="error">{answer.error}</Alert>}
          <Typography data-testid="try-total">
            {translate('resources.rule-sets.ui.answer')}:{' '}
            {money(answer.answer.costs?.categories.total ?? null, locale, answer.answer.costs?.currency ?? 'EUR')}
          </Typography>
          <JsonView value={pretty(answer.answer)} path={`try-answer-${id}.json`} />
        </>
      )}
    </Stack>
  );
}
