import { Alert, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RuleSetProblemData } from '@lsp/contracts';
import { ProblemList } from './ProblemList';
import type { Refusal } from './use-version-requests';

/**
 * What the page has to tell above the change note: a request or the fuzzer at work, someone
 * else's publish (with a reload), a refusal of the publish gate with its problems, and a draft
 * identical to the published version.
 */
export function RuleSetNotices({
  text,
  busy,
  fuzzing,
  conflict,
  refusal,
  onCloseRefusal,
  onPick,
  unchangedFrom,
}: {
  text: string;
  busy: boolean;
  fuzzing: boolean;
  conflict: string | undefined;
  refusal: Refusal | undefined;
  onCloseRefusal: () => void;
  onPick: (problem: RuleSetProblemData) => void;
  /** Set for a saved draft whose rules are the published version's. */
  unchangedFrom: number | undefined;
}) {
  const translate = useTranslate();
  return (
    <>
      {busy && <LinearProgress sx={{ mb: 1 }} />}
      {fuzzing && <LinearProgress sx={{ mb: 1 }} aria-label={translate('resources.rule-sets.ui.runFuzz')} />}
      {conflict && (
        <Alert
          severity="warning"
          sx={{ mb: 1 }}
          data-testid="publish-conflict"
          action={
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              {translate('resources.rule-sets.ui.reload')}
            </Button>
          }
        >
          {conflict}
        </Alert>
      )}
      {refusal && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="publish-refusal" onClose={onCloseRefusal}>
          <Typography variant="body2">{refusal.message}</Typography>
          <ProblemList problems={refusal.problems} text={text} onPick={onPick} testId="refusal-problems" />
        </Alert>
      )}
      {unchangedFrom !== undefined && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="draft-unchanged">
          {translate('resources.rule-sets.ui.unchanged', { version: unchangedFrom })}
        </Alert>
      )}
    </>
  );
}
