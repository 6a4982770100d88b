import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ProjectStateChip } from '../../../components/project/ProjectStateChip';
import { useCalculator } from '../state/calculator-context';

/** Beside the page title: the project's name, its state, "read-only", and whether it is opened as a template. */
export function ProjectChips({ asTemplate }: { asTemplate: boolean }) {
  const { state, editable } = useCalculator();
  const { t } = useTranslation();
  const projectName = typeof state.values.projectName === 'string' && state.values.projectName.trim() ? state.values.projectName : null;
  return (
    // Wraps on a phone: name, state and "read-only" side by side are wider than 360 px.
    <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {projectName && <Chip label={projectName} variant="outlined" sx={{ maxWidth: '100%' }} />}
      <ProjectStateChip state={state.projectState} size="medium" testId="project-state" />
      {!editable && <Chip label={t('calculator.readOnly')} color="warning" data-testid="read-only" />}
      {asTemplate && !state.projectId && <Chip label={t('calculation.asTemplate')} color="primary" variant="outlined" />}
    </Stack>
  );
}
