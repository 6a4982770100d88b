import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AdminRuleSetVersion } from '@lsp/contracts';
import { jsonErrorAt } from './json-locations';

/** What the page's state says about the actions: which are offered, and which are off for now. */
export interface ActionState {
  /** The text or change note differ from what is saved. */
  dirty: boolean;
  /** A request on the version (tests, impact, publish, rollback) is under way. */
  busy: boolean;
  fuzzing: boolean;
  saving: boolean;
  removing: boolean;
  /** The listed problems are those of the text as it is now. */
  checked: boolean;
  problemCount: number;
  /** The published version a draft's rules are identical to. */
  unchangedFrom: number | undefined;
}

/**
 * The version's actions in one row. A draft: save, delete, fuzz, tests, impact, publish; an
 * archived version: tests and republish; the published one: tests. Tests, impact and publishing
 * work on the saved version, so they wait for unsaved edits to be saved.
 */
export function RuleSetActions({
  record,
  text,
  state,
  on,
}: {
  record: AdminRuleSetVersion;
  text: string;
  state: ActionState;
  on: Record<'save' | 'delete' | 'fuzz' | 'tests' | 'impact' | 'publish' | 'rollback', () => void>;
}) {
  const translate = useTranslate();
  const { dirty, busy, fuzzing, saving, removing, checked, problemCount, unchangedFrom } = state;
  const draft = record.status === 'draft';
  const brokenJson = jsonErrorAt(text);
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" sx={{ flexShrink: 0, '& .MuiButton-root': { whiteSpace: 'nowrap', px: 1 } }}>
      {draft && (
        <span title={brokenJson ? translate('resources.rule-sets.ui.saveInvalidJson', brokenJson) : undefined}>
          <Button variant="outlined" disabled={!dirty || saving || brokenJson !== null} onClick={on.save}>
            {translate('resources.rule-sets.ui.save')}
          </Button>
        </span>
      )}
      {draft && (
        <Button color="error" disabled={removing} onClick={on.delete}>
          {translate('resources.rule-sets.ui.deleteDraft')}
        </Button>
      )}
      {draft && (
        <Button disabled={busy || fuzzing || brokenJson !== null} onClick={on.fuzz}>
          {translate('resources.rule-sets.ui.runFuzz')}
        </Button>
      )}
      <Button disabled={busy || dirty} onClick={on.tests}>
        {translate('resources.rule-sets.ui.runTests')}
      </Button>
      {draft && (
        <Button disabled={busy || dirty} onClick={on.impact}>
          {translate('resources.rule-sets.ui.runImpact')}
        </Button>
      )}
      {draft && (
        <Button
          variant="contained"
          color="success"
          disabled={busy || dirty || !checked || problemCount > 0 || unchangedFrom !== undefined}
          title={
            problemCount > 0
              ? translate('resources.rule-sets.ui.fixFirst')
              : unchangedFrom !== undefined
                ? translate('resources.rule-sets.ui.unchanged', { version: unchangedFrom })
                : undefined
          }
          onClick={on.publish}
        >
          {translate('resources.rule-sets.ui.publish')}
        </Button>
      )}
      {record.status === 'archived' && (
        <Button variant="contained" color="warning" disabled={busy} onClick={on.rollback}>
          {translate('resources.rule-sets.ui.rollback')}
        </Button>
      )}
    </Stack>
  );
}
