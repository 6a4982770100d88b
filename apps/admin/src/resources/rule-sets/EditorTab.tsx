import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RuleEditor } from './lazy-monaco';
import { ProblemList } from './ProblemList';
import type { RuleCheck } from './use-rule-check';

/**
 * The rules in Monaco with the check's problems below. Hidden, not unmounted, while another tab
 * shows: the editor keeps its undo history, cursor and markers.
 */
export function EditorTab({
  id,
  text,
  onChange,
  readOnly,
  check,
  shown,
}: {
  id: number;
  text: string;
  onChange: (text: string) => void;
  readOnly: boolean;
  check: RuleCheck;
  shown: boolean;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: shown ? 'block' : 'none' }}>
      <RuleEditor
        id={id}
        value={text}
        onChange={onChange}
        readOnly={readOnly}
        support={check.support}
        problems={check.marked}
        reveal={check.reveal}
      />
      {/* Kept in sight below the editor on a short screen (docs/rules.md). */}
      <Box sx={{ position: 'sticky', bottom: 0, zIndex: 20, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', pt: 0.5 }}>
        {check.fuzzedClean === text && check.problems.length === 0 && (
          <Alert severity="success" data-testid="fuzz-clean">
            {translate('resources.rule-sets.ui.fuzzClean')}
          </Alert>
        )}
        <ProblemList problems={check.problems} text={text} onPick={check.pick} />
      </Box>
    </Box>
  );
}
